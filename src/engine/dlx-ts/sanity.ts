/**
 * A full consistency check of a {@link DancingLinks} matrix, for tests and debugging only
 * (it walks every node: never call it on a hot path).
 *
 * Owns: the list of invariants below. Holds at any point between dancing steps: pristine,
 * after givens, in the middle of a search (paused), after an abandoned or finished search.
 *
 * 1. Active items: RLINK from the root visits headers 1…I in strictly ascending order and
 *    comes back to the root; LLINK(RLINK(p)) = p and RLINK(LLINK(p)) = p along the way.
 * 2. Every item's list (active or covered; a covered item's list is frozen while it is
 *    covered): ULINK(DLINK(p)) = p all round, TOP(p) = the header, nodes strictly ascending
 *    (ascending option order), and LEN = the number of nodes.
 * 3. An option visible in an active item's list is visible in all of its items' lists.
 * 4. Spacers: TOP ≤ 0 and decreasing by one; the spacer after an option has ULINK = its first
 *    node, the spacer before it has DLINK = its last node; every option has four nodes.
 */
import type { DancingLinks } from './links.js';

/**
 * Checks every invariant of the matrix.
 * @returns true when all hold.
 * @throws {Error} describing the first broken link.
 */
export function checkLinks(m: DancingLinks): true {
  const { llink, rlink, len, top, ulink, dlink, items, firstSpacer, nodeCount } = m;
  const fail = (what: string): never => {
    throw new Error(`DLX sanity: ${what}`);
  };
  const isNode = (p: number) => p > firstSpacer && p < nodeCount && top[p] > 0;

  // 1. active item list
  const active = new Uint8Array(items + 1);
  let prev = 0;
  for (let p = rlink[0], steps = 0; p !== 0; p = rlink[p]) {
    if (++steps > items) fail('item list does not return to the root');
    if (!(p > prev && p <= items)) fail(`item list out of order: ${prev} → ${p}`);
    if (llink[p] !== prev) fail(`LLINK(${p}) = ${llink[p]}, expected ${prev}`);
    if (rlink[llink[p]] !== p) fail(`RLINK(LLINK(${p})) ≠ ${p}`);
    active[p] = 1;
    prev = p;
  }
  if (llink[0] !== prev) fail(`LLINK(root) = ${llink[0]}, expected ${prev}`);

  // 2. every item's list
  for (let h = 1; h <= items; h++) {
    let count = 0;
    let last = h;
    for (let p = dlink[h]; p !== h; p = dlink[p]) {
      if (!isNode(p)) fail(`item ${h - 1}: DLINK reaches ${p}, not an option node`);
      if (top[p] !== h) fail(`item ${h - 1}: TOP(${p}) = ${top[p]}`);
      if (last !== h && p <= last) fail(`item ${h - 1}: list not ascending at ${p}`);
      if (ulink[p] !== last) fail(`item ${h - 1}: ULINK(${p}) = ${ulink[p]}, expected ${last}`);
      if (++count > m.options) fail(`item ${h - 1}: list does not return to its header`);
      last = p;
    }
    if (ulink[h] !== last) fail(`item ${h - 1}: ULINK(header) = ${ulink[h]}, expected ${last}`);
    if (len[h] !== count) fail(`item ${h - 1}: LEN = ${len[h]}, list has ${count}`);
  }

  // 3. visible options are whole
  for (let h = rlink[0]; h !== 0; h = rlink[h]) {
    for (let p = dlink[h]; p !== h; p = dlink[p]) {
      for (let q = p + 1; q !== p; ) {
        if (top[q] <= 0) {
          q = ulink[q];
          continue;
        }
        if (dlink[ulink[q]] !== q || ulink[dlink[q]] !== q) {
          fail(`option of node ${p} is in item ${h - 1}'s list but node ${q} is unlinked`);
        }
        q++;
      }
    }
  }

  // 4. spacers
  let spacer = firstSpacer;
  if (top[spacer] !== 0) fail(`TOP(first spacer) = ${top[spacer]}`);
  for (let k = 1; k <= m.options; k++) {
    const first = spacer + 1;
    let next = first;
    while (next < nodeCount && top[next] > 0) next++;
    if (next - first !== 4) fail(`option ${k} has ${next - first} nodes`);
    if (top[next] !== -k) fail(`TOP(spacer ${next}) = ${top[next]}, expected ${-k}`);
    if (ulink[next] !== first) fail(`ULINK(spacer ${next}) = ${ulink[next]}, expected ${first}`);
    if (dlink[spacer] !== next - 1) fail(`DLINK(spacer ${spacer}) = ${dlink[spacer]}, expected ${next - 1}`);
    spacer = next;
  }
  if (spacer + 1 !== nodeCount) fail(`last spacer ${spacer}, node count ${nodeCount}`);
  return true;
}
