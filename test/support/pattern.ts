/**
 * The "shifted rows" complete grid of any box size n: value(r, c) = (n·(r mod n) + ⌊r/n⌋ + c)
 * mod N + 1 (N = n²). A known valid solution for tests of every size; the one definition the
 * board, general-engine and classic tests share. Also the arbitrary complete grids made from
 * it for property tests ({@link relabelledGridArb}).
 */
import fc from 'fast-check';

export function patternGrid(n: number): Uint8Array {
  const N = n * n;
  const grid = new Uint8Array(N * N);
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) grid[r * N + c] = ((n * (r % n) + Math.floor(r / n) + c) % N) + 1;
  }
  return grid;
}

/** Arbitrary complete grids of box size n: {@link patternGrid} with its digits relabelled by a random permutation. */
export function relabelledGridArb(n: number): fc.Arbitrary<Uint8Array> {
  const N = n * n;
  const digits = Array.from({ length: N }, (_, i) => i + 1);
  return fc.shuffledSubarray(digits, { minLength: N, maxLength: N }).map((perm) => patternGrid(n).map((v) => perm[v - 1]));
}
