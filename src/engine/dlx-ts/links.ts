/**
 * The Sudoku exact-cover matrix in Knuth's DLX1 layout, and its two dancing operations.
 *
 * Owns: the flat link arrays, building them for a box size (and a candidates restriction),
 * cover / uncover of items, and reading the option that a node belongs to. Does not own: the
 * search (search.ts) or the link checks (sanity.ts). Source: D. E. Knuth, TAOCP 7.2.2.1,
 * Algorithm X and its "DLX1" data structures; written from that description.
 *
 * Items (C = N² cells, so 4C items; item k has header node k + 1, the root is node 0):
 *
 *   item range   meaning                      item number
 *   [0, C)       cell has a digit             cell
 *   [C, 2C)      row r has digit d            C  + r*N + (d-1)
 *   [2C, 3C)     column c has digit d         2C + c*N + (d-1)
 *   [3C, 4C)     box b has digit d            3C + b*N + (d-1),  b = (r/n|0)*n + (c/n|0)
 *
 * Options: (cell, digit), id = cell*N + (d-1), inserted in ascending id, each as four nodes
 * in item order (cell, row, column, box), so every item's list is in ascending option order.
 * Options excluded by a candidates restriction are not inserted at all.
 *
 * Node arrays (one index space; I = 4C):
 *
 *   index:   0     1 … I        I+1      I+2 … I+5   I+6      I+7 … I+10   I+11  …
 *            root  headers      spacer   option A    spacer   option B     spacer
 *   TOP      -     -            0        item hdrs   -1       item hdrs    -2     (≤ 0: spacer)
 *   ULINK    -     last node    -        up          first A  up           first B
 *   DLINK    -     first node   last A   down        last B   down         …
 *
 *   Item arrays (index 0 … I):  LLINK, RLINK  the doubly linked list of active items
 *                               (root 0 ↔ item headers, in item order while all are active)
 *                               LEN           options currently in the item's list
 *
 *   Horizontal:  0 ⇄ 1 ⇄ 2 ⇄ … ⇄ I ⇄ 0       (LLINK / RLINK, circular through the root)
 *   Vertical:    header h ⇄ node ⇄ node ⇄ … ⇄ h   (ULINK / DLINK, circular through h)
 *   Within an option, nodes are consecutive; the spacer after an option points (ULINK)
 *   back to its first node and the spacer before it points (DLINK) to its last node, so
 *   a walk right/left through an option wraps around without storing RLINK/LLINK on nodes.
 */

/** The exact-cover matrix for one box size at a time; arrays grow, never shrink. */
export class DancingLinks {
  /** Box size, side (digits) and cell count of the current matrix. */
  n = 0;
  N = 0;
  C = 0;
  /** Number of items, 4C; headers are nodes 1…items. */
  items = 0;
  /** The first spacer node (items + 1). */
  firstSpacer = 0;
  /** One past the last node in use. */
  nodeCount = 0;
  /** Number of options inserted. */
  options = 0;

  llink: Int32Array = new Int32Array(0);
  rlink: Int32Array = new Int32Array(0);
  len: Int32Array = new Int32Array(0);
  top: Int32Array = new Int32Array(0);
  ulink: Int32Array = new Int32Array(0);
  dlink: Int32Array = new Int32Array(0);
  /** First node of option id (cell*N + d-1), or -1 when it was not inserted. */
  optionNode: Int32Array = new Int32Array(0);

  /**
   * Builds the full matrix for box size `n`, leaving out (cell, d) when bit d-1 of the
   * cell's (candidates[2·cell], candidates[2·cell + 1]) mask is clear. All items active.
   */
  build(n: number, candidates?: Uint32Array): void {
    const N = n * n;
    const C = N * N;
    const I = 4 * C;
    this.n = n;
    this.N = N;
    this.C = C;
    this.items = I;
    this.ensureCapacity(I, C * N);
    const { llink, rlink, len, top, ulink, dlink, optionNode } = this;

    for (let h = 0; h <= I; h++) {
      llink[h] = h - 1;
      rlink[h] = h + 1;
      ulink[h] = h;
      dlink[h] = h;
      len[h] = 0;
      top[h] = 0;
    }
    llink[0] = I;
    rlink[I] = 0;

    let p = I + 1;
    this.firstSpacer = p;
    top[p] = 0;
    ulink[p] = 0;
    let spacer = p++;
    let k = 0;
    for (let cell = 0; cell < C; cell++) {
      const r = (cell / N) | 0;
      const c = cell - r * N;
      const b = ((r / n) | 0) * n + ((c / n) | 0);
      const allowLo = candidates === undefined ? -1 : candidates[2 * cell] | 0;
      const allowHi = candidates === undefined ? -1 : candidates[2 * cell + 1] | 0;
      for (let d = 0; d < N; d++) {
        const allowed = d < 32 ? (allowLo >>> d) & 1 : (allowHi >>> (d - 32)) & 1;
        if (allowed === 0) {
          optionNode[cell * N + d] = -1;
          continue;
        }
        optionNode[cell * N + d] = p;
        const first = p;
        p = this.append(p, 1 + cell);
        p = this.append(p, 1 + C + r * N + d);
        p = this.append(p, 1 + 2 * C + c * N + d);
        p = this.append(p, 1 + 3 * C + b * N + d);
        dlink[spacer] = p - 1;
        k++;
        top[p] = -k;
        ulink[p] = first;
        dlink[p] = 0; // set when the next option arrives; unused after the last
        spacer = p++;
      }
    }
    this.options = k;
    this.nodeCount = p;
  }

  /** Removes item header `i` from the active list and every option in its list from the other lists. */
  cover(i: number): void {
    const { llink, rlink, len, top, ulink, dlink } = this;
    for (let p = dlink[i]; p !== i; p = dlink[p]) {
      // hide(p): unlink the other nodes of p's option from their items' lists
      for (let q = p + 1; q !== p; ) {
        const x = top[q];
        if (x <= 0) {
          q = ulink[q];
          continue;
        }
        const u = ulink[q];
        const d = dlink[q];
        dlink[u] = d;
        ulink[d] = u;
        len[x]--;
        q++;
      }
    }
    const l = llink[i];
    const r = rlink[i];
    rlink[l] = r;
    llink[r] = l;
  }

  /** Exactly undoes {@link cover}(i); covers and uncovers must nest (last covered, first uncovered). */
  uncover(i: number): void {
    const { llink, rlink, len, top, ulink, dlink } = this;
    const l = llink[i];
    const r = rlink[i];
    rlink[l] = i;
    llink[r] = i;
    for (let p = ulink[i]; p !== i; p = ulink[p]) {
      // unhide(p): relink the other nodes of p's option, right to left
      for (let q = p - 1; q !== p; ) {
        const x = top[q];
        if (x <= 0) {
          q = dlink[q];
          continue;
        }
        const u = ulink[q];
        const d = dlink[q];
        dlink[u] = q;
        ulink[d] = q;
        len[x]++;
        q--;
      }
    }
  }

  /** Covers every item of node x's option except x's own, left to right (Knuth X5). */
  coverOthers(x: number): void {
    const { top, ulink } = this;
    for (let q = x + 1; q !== x; ) {
      const j = top[q];
      if (j <= 0) {
        q = ulink[q];
        continue;
      }
      this.cover(j);
      q++;
    }
  }

  /** Undoes {@link coverOthers}(x), right to left (Knuth X6). */
  uncoverOthers(x: number): void {
    const { top, dlink } = this;
    for (let q = x - 1; q !== x; ) {
      const j = top[q];
      if (j <= 0) {
        q = dlink[q];
        continue;
      }
      this.uncover(j);
      q--;
    }
  }

  /**
   * The item to branch on (Knuth's MRV): the first active item, in item order, with the
   * smallest LEN; the scan stops early only at an empty item (nothing can beat it); 0 if no
   * item is active. A plain scan on purpose: the WASM engine reaches the same choice with a
   * running count of empty items, and the cross-check tests compare their node counts.
   */
  chooseItem(): number {
    const { rlink, len } = this;
    let best = 0;
    let bestLen = 0x7fffffff;
    for (let p = rlink[0]; p !== 0; p = rlink[p]) {
      const s = len[p];
      if (s < bestLen) {
        best = p;
        bestLen = s;
        if (s === 0) break;
      }
    }
    return best;
  }

  /** The option id (cell*N + d-1) of option node x (not on a hot path: walks to its first node). */
  optionOf(x: number): number {
    const top = this.top;
    while (top[x - 1] > 0) x--;
    const cell = top[x] - 1;
    const rowItem = top[x + 1] - 1 - this.C; // r*N + (d-1)
    return cell * this.N + (rowItem % this.N);
  }

  private append(p: number, h: number): number {
    const { top, ulink, dlink, len } = this;
    const last = ulink[h];
    top[p] = h;
    ulink[p] = last;
    dlink[p] = h;
    dlink[last] = p;
    ulink[h] = p;
    len[h]++;
    return p + 1;
  }

  private ensureCapacity(items: number, maxOptions: number): void {
    if (this.llink.length < items + 1) {
      this.llink = new Int32Array(items + 1);
      this.rlink = new Int32Array(items + 1);
      this.len = new Int32Array(items + 1);
      this.optionNode = new Int32Array(maxOptions);
    }
    const nodes = items + 1 + (maxOptions + 1) + 4 * maxOptions;
    if (this.top.length < nodes) {
      this.top = new Int32Array(nodes);
      this.ulink = new Int32Array(nodes);
      this.dlink = new Int32Array(nodes);
    }
  }
}
