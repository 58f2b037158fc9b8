/**
 * Test helper: the canonical form by brute force, straight from its definition (canonical.ts):
 * every one of the 3,359,232 geometric transformations, digits numbered by first appearance,
 * the smallest string kept. A transformation is dropped as soon as its string passes the best
 * so far, which keeps one puzzle to about a second. Not a test file itself.
 */

/** The 1,296 band-preserving orders of 9 lines. */
function lineOrders(): number[][] {
  const p3 = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  const out: number[][] = [];
  for (const outer of p3) for (const a of p3) for (const b of p3) for (const c of p3) {
    const inner = [a, b, c];
    out.push(outer.flatMap((unit, i) => inner[i].map((k) => 3 * unit + k)));
  }
  return out;
}

/** The canonical form of 81 cells (0 = empty), '.' for empty. */
export function bruteCanonical(cells: ArrayLike<number>): string {
  const orders = lineOrders();
  const best = new Uint8Array(81).fill(10);
  const cand = new Uint8Array(81);
  const label = new Uint8Array(10);
  for (let t = 0; t < 2; t++) {
    const at = (r: number, c: number) => (t ? cells[9 * c + r] : cells[9 * r + c]);
    for (const rows of orders) {
      for (const cols of orders) {
        label.fill(0);
        let next = 1;
        let less = false;
        let i = 0;
        for (; i < 81; i++) {
          const v = at(rows[(i / 9) | 0], cols[i % 9]);
          let k = 0;
          if (v !== 0) {
            if (label[v] === 0) label[v] = next++;
            k = label[v];
          }
          cand[i] = k;
          if (!less) {
            if (k > best[i]) break;
            if (k < best[i]) less = true;
          }
        }
        if (i === 81 && less) best.set(cand);
      }
    }
  }
  return Array.from(best, (v) => (v === 0 ? '.' : String(v))).join('');
}
