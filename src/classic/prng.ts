/**
 * mulberry32 and the Fisher–Yates shuffle of the classic backtracking experiment, in
 * TypeScript. The stream must be bit-identical to the WebAssembly one (assembly/classic/
 * backtrack.ts), so that a seed names the same runs on both backends.
 *
 * Owns: the PRNG state update, its output function and the shuffle's index rule. Does not own:
 * when the search draws (src/classic/backtrack-ts.ts).
 *
 *   next():  state = (state + 0x6D2B79F5) mod 2^32
 *            t = state
 *            t = imul(t ^ (t >>> 15), t | 1)
 *            t ^= t + imul(t ^ (t >>> 7), t | 61)
 *            return (t ^ (t >>> 14)) >>> 0                    (a uint32)
 *
 *   shuffle(order[0..N-1]):  for i = N-1 down to 1:
 *            j = floor(next() * (i + 1) / 2^32)               (exact in doubles: < 2^38)
 *            swap order[i], order[j]
 *
 * `t + imul(…)` can leave the int32 range, but it is an exact double (two int32 summed) and
 * `^=` takes it mod 2^32 again, as the 32-bit arithmetic of the WASM side does.
 */

/** A mulberry32 generator; `state` is the uint32 the next draw starts from. */
export class Mulberry32 {
  /** The current state (uint32); after a run it is the seed that continues the stream. */
  state: number;

  /** @param seed any number; taken mod 2^32. */
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next output, a uint32. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Shuffles `order` in place (Fisher–Yates, N-1 draws for N entries). */
  shuffle(order: number[] | Uint8Array): void {
    for (let i = order.length - 1; i >= 1; i--) {
      const j = Math.floor((this.next() * (i + 1)) / 4294967296);
      const a = order[i];
      order[i] = order[j];
      order[j] = a;
    }
  }
}
