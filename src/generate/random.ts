/**
 * A small seeded pseudo-random generator (SplitMix32-style mixing of a Weyl sequence), so that
 * generated boards are reproducible bit for bit from their seed on every platform.
 *
 * Owns: the PRNG and the two helpers the generator needs (integers below a bound, shuffles).
 * Not for cryptography.
 */

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
