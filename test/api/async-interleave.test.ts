/**
 * An asynchronous search pauses between slices on a shared engine; synchronous calls made
 * meanwhile (solving, validating, generating) must neither disturb it nor be disturbed by it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countSolutions, countSolutionsAsync, generateGrid, validateLines } from '../../src/index';

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
