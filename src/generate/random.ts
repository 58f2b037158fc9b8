/**
 * A small seeded pseudo-random generator (SplitMix32-style mixing of a Weyl sequence), so that
 * generated boards are reproducible bit for bit from their seed on every platform.
 *
 * Owns: the PRNG, the helpers the generators need (integers below a bound, reals in [0, 1),
 * shuffles), the seed options ({@link seedOf}, {@link runSeedOf}, {@link randomSeed}) and
 * {@link deriveSeed}, which gives every puzzle of a run its own seed. Not for
 * cryptography.
 */
import { checkInteger, show } from '../api/options.js';

/**
 * The seed of item `index` of a run started from `seed`: item 0 keeps `seed` itself, so
 * `generate({ seed: result.seed })` regenerates any one result; others are mixed (MurmurHash3's
 * finaliser over seed and index) so that neighbouring indices give unrelated streams.
 */
export function deriveSeed(seed: number, index: number): number {
  if (index === 0) return seed >>> 0;
  let z = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index, 0x85ebca77)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * The seed option of `generateGrid` and `generatePuzzle`: default 1, any integer (taken modulo
 * 2^32, as the generator's state is).
 * @throws {TypeError} when it is not a number; {@link RangeError} when not an integer
 */
export function seedOf(seed: unknown, where: string): number {
  if (seed === undefined) return 1;
  if (typeof seed === 'number' && Number.isInteger(seed)) return seed;
  const message = `sudoku-wasm: ${where}: seed: expected an integer, got ${show(seed)}`;
  throw typeof seed === 'number' ? new RangeError(message) : new TypeError(message);
}

/** A seed drawn at random (a 32-bit unsigned integer), for a run given none. */
export const randomSeed = (): number => (Math.random() * 0x100000000) >>> 0;

/**
 * The seed option of `generate` and `generateVariant`: a 32-bit unsigned integer, or
 * {@link randomSeed} when it is undefined.
 * @throws {TypeError} / `RangeError` naming `where` for anything else
 */
export function runSeedOf(seed: unknown, where: string): number {
  return seed === undefined ? randomSeed() : checkInteger(seed, 0, `${where}: seed`, 0xffffffff);
}

/** A seeded source of 32-bit random integers. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    this.state = (this.state + 0x9e3779b9) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  }

  /** A uniform integer in [0, bound), bound ≤ 2^32 (rejection sampling, no modulo bias). */
  below(bound: number): number {
    const limit = 0x100000000 - (0x100000000 % bound);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % bound;
    }
  }

  /** A uniform real in [0, 1) with 53 random bits. */
  unit(): number {
    return ((this.next() >>> 5) * 67108864 + (this.next() >>> 6)) / 9007199254740992;
  }

  /** Shuffles `items` in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }
}
