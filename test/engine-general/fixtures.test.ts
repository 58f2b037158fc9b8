/**
 * Every general engine (TS, WASM, WASM-checked × bitmask, DLX) against the generated fixtures
 * of every size (test/fixtures/board-*.txt): the count at limit 2 (and at the fixture's cap for
 * small boards), and the solution when it is unique. The fixture counts come from the bitmask
 * engine when they were generated; agreeing here with DLX (a different algorithm) and the TS
 * twins is what makes them trustworthy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/text/index';
import { GENERAL_ENGINES, solveWith } from './engines';

interface BoardFixture {
  line: number;
  n: number;
  cells: Uint8Array;
  count: number;
  atLeast: boolean;
  solution?: Uint8Array;
}

function readBoards(name: string): BoardFixture[] {
  const url = new URL(`../fixtures/${name}`, import.meta.url);
  if (!existsSync(url)) return [];
  return readFileSync(url, 'utf8')
    .split('\n')
    .flatMap((raw, i) => {
      if (!raw.trim() || raw.startsWith('#')) return [];
      const [puzzle, count, solution] = raw.trim().split(':');
      const board = parseBoard(puzzle);
      return [
        {
          line: i + 1,
          n: board.n,
          cells: board.cells,
          count: parseInt(count, 10),
          atLeast: count.endsWith('+'),
          solution: solution ? parseBoard(solution).cells : undefined,
        },
      ];
    });
}

const SETS = ['board-4.txt', 'board-16.txt', 'board-25.txt'].map((name) => ({ name, boards: readBoards(name) }));

describe.each(GENERAL_ENGINES)('$name on the generated fixtures', ({ create }) => {
  const search = create();
  for (const { name, boards } of SETS) {
    it.skipIf(boards.length === 0)(`${name}: every board, limit 2 (${boards.length} boards)`, () => {
      // 25×25 in the TS engines: a spread sample keeps the suite quick; WASM does all of them
      const step = name === 'board-25.txt' && search.name.endsWith('-ts') ? 4 : 1;
      for (let i = 0; i < boards.length; i += step) {
        const f = boards[i];
        const { count, solution } = solveWith(search, f.n, f.cells, 2);
        expect(count, `${name} line ${f.line}`).toBe(Math.min(f.count, 2));
        if (f.solution && f.count === 1) expect(solution, `${name} line ${f.line}`).toEqual(Array.from(f.solution));
      }
    }, 60_000);
  }

  it('board-4.txt: exact counts up to the cap', () => {
    for (const f of SETS[0].boards) {
      const cap = f.atLeast ? f.count : f.count + 1;
      expect(solveWith(search, f.n, f.cells, cap).count, `line ${f.line}`).toBe(f.count);
    }
  });
});
