/**
 * The batched path for boards other than 9×9 (src/api/board-batch.ts, WASM `generalBatch`)
 * answers exactly as one search per board: counts, node counts, first solutions and budget
 * stops, across buffer-fulls, for both engines and backends; and validateLines uses it.
 */
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/board/index';
import { parseBoard } from '../../src/text/index';
import { searchBoardBatch } from '../../src/api/board-batch';
import { searchBoard } from '../../src/api/search';
import { validateLines } from '../../src/index';
import { readFixtures } from '../support/fixtures';

const fours = readFixtures('board-4.txt');
const sixteens = readFixtures('board-16.txt');

/** `copies` rounds of the fixtures, so 4×4 batches span several buffer-fulls (1,024 boards each). */
function boardsOf(fixtures: typeof fours, copies: number): Board[] {
  const out: Board[] = [];
  for (let c = 0; c < copies; c++) for (const f of fixtures) out.push(parseBoard(f.text));
  return out;
}

describe.each(['wasm', 'ts'] as const)('backend %s', (backend) => {
  describe.each(['bitmask', 'dlx'] as const)('%s', (kind) => {
    it.each([
      ['4×4 across buffer-fulls', 2, boardsOf(fours, 25), 2, 0],
      ['4×4, limit 1', 2, boardsOf(fours, 1), 1, 0],
      ['16×16, limit 3, 50-node budget', 4, boardsOf(sixteens, 2).slice(0, 400), 3, 50],
    ] as const)('%s: the same answers as one search per board', (_, n, boards, limit, maxNodes) => {
      const batched = searchBoardBatch(kind, n, boards, limit, maxNodes, backend);
      expect(batched).toHaveLength(boards.length);
      const options = { engine: kind, backend, maxNodes: maxNodes || undefined };
      let stopped = 0;
      boards.forEach((board, i) => {
        const one = searchBoard(board, limit, options);
        expect(batched[i], `board ${i}`).toEqual({ ...one, solution: one.solution?.slice() });
        if (one.stopped) stopped++;
      });
      if (maxNodes > 0) expect(stopped).toBeGreaterThan(0); // the budget case really stops some
    });
  });
});

describe('validateLines over small boards', () => {
  it('gives every 4×4 and 16×16 fixture its count and solution, with node budgets as unknown', () => {
    const lines = [...fours, ...sixteens].map((f) => f.text);
    const v = validateLines(lines);
    [...fours, ...sixteens].forEach((f, i) => {
      expect(v[i].count, `line ${i + 1}`).toBe(Math.min(f.count, 2));
      if (f.solution) expect(v[i].solution).toBe(f.solution);
    });
    const tight = validateLines(lines, { maxNodes: 1 });
    expect(tight.some((x) => x.status === 'unknown' && x.stopped === 'nodes')).toBe(true);
  });
});
