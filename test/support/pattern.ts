/**
 * The "shifted rows" complete grid of any box size n: value(r, c) = (n·(r mod n) + ⌊r/n⌋ + c)
 * mod N + 1 (N = n²). A known valid solution for tests of every size; the one definition the
 * board, general-engine and classic tests share.
 */
export function patternGrid(n: number): Uint8Array {
  const N = n * n;
  const grid = new Uint8Array(N * N);
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) grid[r * N + c] = ((n * (r % n) + Math.floor(r / n) + c) % N) + 1;
  }
  return grid;
}
