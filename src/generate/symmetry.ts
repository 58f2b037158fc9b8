/**
 * Symmetries of a clue pattern: the cells a symmetric puzzle keeps or removes together.
 *
 * Owns: the names and the orbits. Does not own: clue removal (dig.ts).
 *
 *   name            (r, c) goes to               orbit sizes
 *   none            itself                       1
 *   rotate180       (N-1-r, N-1-c)               2 (1 at the centre of an odd board)
 *   rotate90        (c, N-1-r)                   4 (1 at the centre)
 *   mirror          (r, N-1-c)   left ↔ right    2 (1 on the middle column)
 *   diagonal        (c, r)       across r1c1–rNcN  2 (1 on the diagonal)
 *   antidiagonal    (N-1-c, N-1-r)               2 (1 on the anti-diagonal)
 *
 * A pattern is symmetric when it is a union of orbits; rotate90 implies rotate180.
 */

/**
 * The symmetries a generated puzzle can have.
 * @category Generate
 */
export const SYMMETRIES = ['none', 'rotate180', 'rotate90', 'mirror', 'diagonal', 'antidiagonal'] as const;

/**
 * A symmetry of the clue pattern (see {@link SYMMETRIES}).
 * @category Generate
 */
export type Symmetry = (typeof SYMMETRIES)[number];

/** The image of cell (r, c) under one application of the symmetry, on an N×N board. */
function image(symmetry: Symmetry, N: number, r: number, c: number): [number, number] {
  switch (symmetry) {
    case 'none':
      return [r, c];
    case 'rotate180':
      return [N - 1 - r, N - 1 - c];
    case 'rotate90':
      return [c, N - 1 - r];
    case 'mirror':
      return [r, N - 1 - c];
    case 'diagonal':
      return [c, r];
    case 'antidiagonal':
      return [N - 1 - c, N - 1 - r];
  }
}

/** The orbits of the symmetry on an N×N board: every cell in exactly one, each sorted, in order of their first cell. */
export function orbits(symmetry: Symmetry, N: number): number[][] {
  const seen = new Uint8Array(N * N);
  const out: number[][] = [];
  for (let cell = 0; cell < N * N; cell++) {
    if (seen[cell]) continue;
    const orbit: number[] = [];
    let r = (cell / N) | 0;
    let c = cell % N;
    while (!seen[r * N + c]) {
      seen[r * N + c] = 1;
      orbit.push(r * N + c);
      [r, c] = image(symmetry, N, r, c);
    }
    out.push(orbit.sort((a, b) => a - b));
  }
  return out;
}

/** Whether a set of clue cells (non-zero entries) is a union of the symmetry's orbits. */
export function isSymmetric(cells: ArrayLike<number>, symmetry: Symmetry, N: number): boolean {
  for (let cell = 0; cell < N * N; cell++) {
    const [r, c] = image(symmetry, N, (cell / N) | 0, cell % N);
    if ((cells[cell] !== 0) !== (cells[r * N + c] !== 0)) return false;
  }
  return true;
}
