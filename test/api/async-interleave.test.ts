/**
 * An asynchronous search pauses between slices on a shared engine; synchronous calls made
 * meanwhile (solving, validating, generating) must neither disturb it nor be disturbed by it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backtrack, countSolutions, countSolutionsAsync, generateGrid, validate, validateAsync, validateLines } from '../../src/index';

const uniqueLine = readFileSync(new URL('../fixtures/board-16.txt', import.meta.url), 'utf8')
  .split('\n')
  .find((l) => l.split(':')[1] === '1')!
  .split(':')[0];
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe.each(['wasm', 'ts'] as const)('backend %s', (backend) => {
  it.each(['bitmask', 'dlx'] as const)('%s: sync calls between the slices of an async count', async (engine) => {
    // an empty 16×16 board has far more than 3,000 solutions; counting them takes many slices
    const pending = countSolutionsAsync('.'.repeat(256), 3000, { engine, backend });
    await tick();
    expect(countSolutions(uniqueLine, 2, { engine, backend })).toBe(1);
    await tick();
    expect(validateLines([uniqueLine, '.'.repeat(256)], { engine, backend }).map((v) => v.status)).toEqual(['unique', 'multiple']);
    await tick();
    expect(generateGrid(4, { seed: 5, backend }).cells).toEqual(generateGrid(4, { seed: 5, backend: 'ts' }).cells);
    await expect(pending).resolves.toBe(3000);
  });
});

describe('the WebAssembly core holds one general search at a time, of either engine', () => {
  const board25 = readFileSync(new URL('../fixtures/board-25.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .slice(0, 10)
    .map((l) => l.split(':')[0]);

  it.each([
    ['bitmask', 'dlx'],
    ['dlx', 'bitmask'],
  ] as const)('an async %s count, and a sync %s search of a 4×4 board between its slices', async (engine, other) => {
    // the engines share the core's geometry and board buffers: the 4×4 start used to leave the
    // 16×16 search on 4×4 tables (a trap, "memory access out of bounds", or a wrong count)
    const pending = countSolutionsAsync('.'.repeat(256), 3000, { engine, backend: 'wasm' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(validate('1...' + '.'.repeat(12), { engine: other, backend: 'wasm' }).solution).toBe('1234341221434321');
    await expect(pending).resolves.toBe(3000);
  });

  it('async searches of both engines at once answer as they do alone', async () => {
    const alone = board25.map((p, i) => validate(p, { engine: i % 2 ? 'dlx' : 'bitmask' }));
    const together = await Promise.all(board25.map((p, i) => validateAsync(p, { engine: i % 2 ? 'dlx' : 'bitmask', backend: 'wasm' })));
    expect(together).toEqual(alone);
  });

  it('backtrack between the slices of an async search leaves its board alone', async () => {
    for (const puzzle of board25) {
      const alone = validate(puzzle, { engine: 'dlx' });
      const pending = validateAsync(puzzle, { engine: 'dlx', backend: 'wasm' });
      let done = false;
      void pending.then(() => (done = true));
      while (!done) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(backtrack('4' + '.'.repeat(15)).count).toBe(1);
      }
      expect(await pending).toEqual(alone);
    }
  });

  it("no backend and backend: 'wasm' are one engine: their async searches wait for each other", async () => {
    const counts = await Promise.all([
      countSolutionsAsync('.'.repeat(256), 3000),
      countSolutionsAsync(uniqueLine, 2, { backend: 'wasm' }),
      countSolutionsAsync('.'.repeat(256), 3000, { engine: 'dlx' }),
      countSolutionsAsync(uniqueLine, 2, { engine: 'dlx', backend: 'wasm' }),
    ]);
    expect(counts).toEqual([3000, 1, 3000, 1]);
  });

  it("the same for variant puzzles", async () => {
    const antiKing = JSON.stringify({ size: 9, givens: '.'.repeat(81), constraints: [{ type: 'antiKing' }] });
    const antiKnight = JSON.stringify({ size: 9, givens: '.'.repeat(81), constraints: [{ type: 'antiKnight' }] });
    const counts = await Promise.all([countSolutionsAsync(antiKing, 2000), countSolutionsAsync(antiKnight, 2, { backend: 'wasm' })]);
    expect(counts).toEqual([countSolutions(antiKing, 2000), 2]);
  });
});

describe('async 9×9 searches under a signal run on engines of their own, a few of them', () => {
  it('a hundred at once create a few WebAssembly instances, not one each', async () => {
    const hard = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const alone = validate(hard);
    const Instance = WebAssembly.Instance;
    let instances = 0;
    WebAssembly.Instance = class extends Instance {
      constructor(module: WebAssembly.Module, imports?: WebAssembly.Imports) {
        super(module, imports);
        instances++;
      }
    };
    try {
      const signal = new AbortController().signal;
      const verdicts = await Promise.all(Array.from({ length: 100 }, () => validateAsync(hard, { signal })));
      expect(verdicts.every((v) => v.solution === alone.solution && v.guesses === alone.guesses)).toBe(true);
      expect(instances).toBeLessThanOrEqual(4); // each 1 MiB: one was made (and kept) for every search
      const again = await Promise.all(Array.from({ length: 100 }, () => validateAsync(hard, { signal })));
      expect(again).toEqual(verdicts);
      expect(instances).toBeLessThanOrEqual(4);
    } finally {
      WebAssembly.Instance = Instance;
    }
  });
});
