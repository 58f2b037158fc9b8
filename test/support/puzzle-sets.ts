/**
 * The benchmark sets of ../shared/puzzles as test data: reading, sampling, expectations.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellsOf } from './oracle';

/** Each set and the solution count every puzzle in it has when counting to 2. */
export const PUZZLE_SETS = [
  { file: '17_clue.txt', expected: 1 },
  { file: 'magictour_top1465.txt', expected: 1 },
  { file: 'forum_hardest_1106.txt', expected: 1 },
  { file: 'forum_hardest_1905_11plus.txt', expected: 1 },
  { file: 'serg_benchmark.txt', expected: 2 },
] as const;

/** The puzzle lines of a set (comments, blank lines and CR removed). */
export function readPuzzleLines(dir: string, file: string): string[] {
  return readFileSync(join(dir, 'puzzles', file), 'latin1')
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('#'));
}

/** Every `step`-th line starting at `offset`, as cells, at most `max` of them. */
export function sample(lines: readonly string[], max: number): Uint8Array[] {
  const step = Math.max(1, Math.floor(lines.length / max));
  const picked: Uint8Array[] = [];
  for (let i = 0; i < lines.length && picked.length < max; i += step) picked.push(cellsOf(lines[i]));
  return picked;
}
