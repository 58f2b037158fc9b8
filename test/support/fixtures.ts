/**
 * Reader of the tdoku-style fixture files `puzzle:count:solution` in test/fixtures/.
 * `count` is exact, or `N+` for "at least N"; `solution` is present when the count is 1.
 */
import { readFileSync } from 'node:fs';
import { cellsOf } from './oracle';

export interface Fixture {
  readonly line: number;
  readonly text: string;
  readonly cells: Uint8Array;
  /** The exact count, or the lower bound when `atLeast`. */
  readonly count: number;
  readonly atLeast: boolean;
  readonly solution?: string;
}

export function readFixtures(name: string): Fixture[] {
  const text = readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
  const fixtures: Fixture[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [puzzle, count, solution] = line.split(':');
    fixtures.push({
      line: i + 1,
      text: puzzle,
      cells: cellsOf(puzzle),
      count: parseInt(count, 10),
      atLeast: count.endsWith('+'),
      solution: solution || undefined,
    });
  });
  return fixtures;
}
