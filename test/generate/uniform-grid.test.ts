/**
 * The uniform grid sampler: the claim "every grid equally likely" tested where every grid can
 * be listed (4×4: 288 grids), the bound W checked on all of them, and on 9×9 the identity the
 * method rests on (the mean proposal weight is the number of grids) plus validity.
 */
import { describe, expect, it } from 'vitest';
import { generateGrid } from '../../src/generate/grids';
import { Random } from '../../src/generate/random';
import { UniformGridSampler } from '../../src/generate/uniform-grid';

/** Every 4×4 grid, by plain backtracking (independent of the package's engines). */
function all4x4Grids(): string[] {
  const out: string[] = [];
  const g = new Array<number>(16).fill(0);
  const fits = (i: number, d: number): boolean => {
    const r = i >> 2;
    const c = i & 3;
    for (let k = 0; k < 4; k++) if (g[r * 4 + k] === d || g[k * 4 + c] === d) return false;
    for (let a = 0; a < 2; a++) for (let b = 0; b < 2; b++) if (g[((r & 2) + a) * 4 + (c & 2) + b] === d) return false;
    return true;
  };
  const fill = (i: number): void => {
    if (i === 16) return void out.push(g.join(''));
    for (let d = 1; d <= 4; d++) {
      if (fits(i, d)) {
        g[i] = d;
        fill(i + 1);
        g[i] = 0;
      }
    }
  };
  fill(0);
  return out;
}

/** The chi-square quantile (Wilson–Hilferty approximation), for `df` degrees of freedom and normal quantile z. */
function chiSquareQuantile(df: number, z: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Chi-square statistic of draw counts against the uniform distribution over `keys`. */
function chiSquare(counts: Map<string, number>, keys: readonly string[], draws: number): number {
  const expected = draws / keys.length;
  let sum = 0;
  for (const key of keys) sum += ((counts.get(key) ?? 0) - expected) ** 2 / expected;
  return sum;
}

function isValidGrid(cells: ArrayLike<number>, n: number): boolean {
  const N = n * n;
  for (let unit = 0; unit < N; unit++) {
    const row = new Set<number>();
    const col = new Set<number>();
    const box = new Set<number>();
    for (let k = 0; k < N; k++) {
      row.add(cells[unit * N + k]);
      col.add(cells[k * N + unit]);
      box.add(cells[(((unit / n) | 0) * n + ((k / n) | 0)) * N + (unit % n) * n + (k % n)]);
    }
    for (const set of [row, col, box]) if (set.size !== N || [...set].some((v) => v < 1 || v > N)) return false;
  }
  return true;
}

const GRIDS_4 = all4x4Grids();
const DRAWS = 288 * 60;
/** p = 0.001 critical value for 287 degrees of freedom (≈ 366.8). */
const CRITICAL = chiSquareQuantile(287, 3.0902);

describe('uniform 4×4 grids (all 288 listed)', () => {
  it('there are 288 grids, and the bound W = 384 is the largest proposal weight among them (so the sampler is exact)', () => {
    expect(GRIDS_4).toHaveLength(288);
    const sampler = new UniformGridSampler(2);
    const weights = GRIDS_4.map((g) => sampler.weightOf(Array.from(g, Number)));
    expect(Math.max(...weights)).toBe(384);
    expect(Math.min(...weights)).toBe(192);
  });

  it(`every grid is drawn equally often: chi-square over ${DRAWS} draws below the p = 0.001 critical value`, () => {
    const counts = new Map<string, number>();
    for (let seed = 1; seed <= DRAWS; seed++) {
      const key = generateGrid(2, { seed }).cells.join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(288);
    expect([...counts.keys()].every((k) => GRIDS_4.includes(k))).toBe(true);
    const statistic = chiSquare(counts, GRIDS_4, DRAWS);
    console.log(`4×4 uniformity: chi-square ${statistic.toFixed(1)} with 287 degrees of freedom (critical ${CRITICAL.toFixed(1)} at p = 0.001)`);
    expect(statistic).toBeLessThan(CRITICAL);
  });

  it('the test can fail: the raw proposals (no rejection step) are biased and the same test rejects them', () => {
    const sampler = new UniformGridSampler(2);
    const random = new Random(7);
    const grid = new Uint8Array(16);
    const counts = new Map<string, number>();
    for (let drawn = 0; drawn < DRAWS; ) {
      if (sampler.propose(random, grid) === 0) continue;
      drawn++;
      const key = grid.join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(chiSquare(counts, GRIDS_4, DRAWS)).toBeGreaterThan(CRITICAL);
  });
});

describe('uniform 9×9 grids', () => {
  it('the mean proposal weight is the number of grids, 6,670,903,752,021,072,936,960 (the identity behind the acceptance step)', () => {
    const sampler = new UniformGridSampler(3);
    const random = new Random(2026);
    const grid = new Uint8Array(81);
    const proposals = 20_000;
    let sum = 0;
    let deadEnds = 0;
    for (let i = 0; i < proposals; i++) {
      const w = sampler.propose(random, grid);
      if (w === 0) deadEnds++;
      else {
        sum += w / 6_670_903_752_021_072_936_960;
        // the weight of a proposal is the weight of the grid it made
        if (i % 500 === 0) expect(sampler.weightOf(grid)).toBe(w);
      }
    }
    const mean = sum / proposals;
    console.log(`9×9 proposals: mean w / number of grids ${mean.toFixed(4)}, dead ends ${((100 * deadEnds) / proposals).toFixed(1)}%`);
    expect(mean).toBeGreaterThan(0.95);
    expect(mean).toBeLessThan(1.05);
  });

  it('draws valid grids, the same for the same seed, different for different seeds', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const { cells } = generateGrid(3, { seed });
      expect(isValidGrid(cells, 3)).toBe(true);
      seen.add(cells.join(''));
    }
    expect(seen.size).toBe(200);
    expect(generateGrid(3, { seed: 99 }).cells).toEqual(generateGrid(3, { seed: 99 }).cells);
  });

  it('every digit is equally likely in r5c5 and r9c9 (chi-square, 8 degrees of freedom, 2,700 grids)', () => {
    for (const cell of [40, 80]) {
      const counts = new Map<string, number>();
      for (let seed = 1; seed <= 2700; seed++) {
        const key = String(generateGrid(3, { seed: seed * 7919 }).cells[cell]);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      expect(chiSquare(counts, ['1', '2', '3', '4', '5', '6', '7', '8', '9'], 2700)).toBeLessThan(chiSquareQuantile(8, 3.0902));
    }
  });

  it('method transformed: valid grids at every size, and uniform is refused above 9×9', () => {
    for (const n of [2, 3, 4]) expect(isValidGrid(generateGrid(n, { seed: 5, method: 'transformed' }).cells, n)).toBe(true);
    expect(() => generateGrid(4, { method: 'uniform' })).toThrow(/4×4 and 9×9 grids only/);
    expect(() => generateGrid(3, { method: 'fancy' as never })).toThrow(/generateGrid: method: expected 'uniform' or 'transformed', got the string "fancy"/);
  });
});
