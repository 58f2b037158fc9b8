/**
 * Lookup tables of the TypeScript twin of fast9, built once on first use.
 *
 * Owns: the band layout constants and tables. The layout is the WASM core's
 * (assembly/fast9/layout.ts has the ASCII diagram): word k = digit*3 + band holds a 27-bit
 * mask, bit = (row % 3) * 9 + column. These tables are derived here independently so that
 * the two implementations check each other rather than share a mistake.
 */

/** Candidate words per frame (27) plus the three unsolved-cell masks. */
export const FRAME = 30;
/** Index of band 0's unsolved-cell mask inside a frame. */
export const UNSOLVED = 27;
export const ALL_CELLS = 0x7ffffff;
export const ROW = 0x1ff;

export interface Fast9Tables {
  /** 9-bit row → 3-bit set of the boxes it touches. */
  readonly boxesOfRow: Uint8Array;
  /** 9-bit (row × box) occupancy → 27-bit cells on some permutation inside it (0: none). */
  readonly bandCells: Int32Array;
  /** 9-bit (band × column) occupancy → 9-bit union of the permutations inside it (0: none). */
  readonly stackSegments: Uint16Array;
  /** Bit 0..26 → in-band cells sharing its row, column or box. */
  readonly peers: Int32Array;
  /** 9-bit (row × box) occupancy → the set (bit p) of the permutations p inside it: the
   *  configurations a digit can still take in a band. Permutations in {@link permutations} order. */
  readonly configs: Uint8Array;
  /** Permutation p → the 27 cells of its three segments. */
  readonly configCells: Int32Array;
  /** Permutation p → its 3×3 matrix, bit 3*i + p[i] (in a stack: band i → column p[i]). */
  readonly configMatrices: Int32Array;
}

let cached: Fast9Tables | undefined;

/** Returns the tables, building them on the first call. */
export function fast9Tables(): Fast9Tables {
  return (cached ??= buildTables());
}

/** All permutation matrices of a 3×3 grid: entry (i, p[i]) set, bit 3*i + p[i]; in
 *  lexicographic order of (p[0], p[1], p[2]), the order the search tries configurations in. */
function permutations(): number[] {
  const result: number[] = [];
  for (let a = 0; a < 3; a++)
    for (let b = 0; b < 3; b++)
      for (let c = 0; c < 3; c++)
        if (a !== b && b !== c && a !== c) result.push((1 << a) | (1 << (3 + b)) | (1 << (6 + c)));
  return result;
}

function buildTables(): Fast9Tables {
  const boxesOfRow = new Uint8Array(512);
  const bandCells = new Int32Array(512);
  const stackSegments = new Uint16Array(512);
  const peers = new Int32Array(27);
  const configs = new Uint8Array(512);
  const perms = permutations();
  const segmentCells = (segments: number): number => {
    let cells = 0;
    for (let segment = 0; segment < 9; segment++) {
      if (segments & (1 << segment)) cells |= 7 << (9 * Math.floor(segment / 3) + 3 * (segment % 3));
    }
    return cells;
  };
  const configCells = Int32Array.from(perms, segmentCells);

  for (let row = 0; row < 512; row++) {
    boxesOfRow[row] = (row & 7 ? 1 : 0) | (row & 0o70 ? 2 : 0) | (row & 0o700 ? 4 : 0);
  }
  for (let occupancy = 0; occupancy < 512; occupancy++) {
    let union = 0;
    perms.forEach((p, index) => {
      if ((p & occupancy) === p) {
        union |= p;
        configs[occupancy] |= 1 << index;
      }
    });
    stackSegments[occupancy] = union;
    bandCells[occupancy] = segmentCells(union);
  }
  for (let bit = 0; bit < 27; bit++) {
    const row = Math.floor(bit / 9);
    const col = bit % 9;
    let mask = 0;
    for (let c = 0; c < 9; c++) mask |= 1 << (9 * row + c); // same row
    for (let r = 0; r < 3; r++) mask |= 1 << (9 * r + col); // same column in this band
    const boxStart = col - (col % 3);
    for (let r = 0; r < 3; r++) mask |= 7 << (9 * r + boxStart); // same box
    peers[bit] = mask & ~(1 << bit);
  }
  return { boxesOfRow, bandCells, stackSegments, peers, configs, configCells, configMatrices: Int32Array.from(perms) };
}
