/**
 * Slow, literal references of the two counting rules in src/engine/general-types.ts, so the
 * node counts of the engines are checked against the contract rather than only pinned.
 *
 * Owns: nothing fast. Plain arrays, whole-state copies and recursion; no trail, no links, no
 * bit tricks shared with the engines. For 4×4 and 9×9 boards.
 */

export interface ReferenceResult {
  count: number;
  nodes: number;
  solution: number[] | null;
}

/** The cells of every unit (rows, columns, boxes) of box size n. */
function unitsOf(n: number): number[][] {
  const N = n * n;
  const units: number[][] = [];
  for (let r = 0; r < N; r++) units.push(Array.from({ length: N }, (_, c) => r * N + c));
  for (let c = 0; c < N; c++) units.push(Array.from({ length: N }, (_, r) => r * N + c));
  for (let b = 0; b < N; b++) {
    const r0 = Math.floor(b / n) * n;
    const c0 = (b % n) * n;
    units.push(Array.from({ length: N }, (_, k) => (r0 + Math.floor(k / n)) * N + c0 + (k % n)));
  }
  return units;
}

/** True when digit d (1…N) is allowed in cell i by a candidates array (or there is none). */
function allows(candidates: Uint32Array | undefined, i: number, d: number): boolean {
  if (candidates === undefined) return true;
  return ((candidates[2 * i + (d > 32 ? 1 : 0)] >>> ((d - 1) % 32)) & 1) === 1;
}

/**
 * Bitmask rule: naked + hidden singles to a fixed point, branch on the first cell with the
 * fewest candidates, digits ascending, one node per digit tried.
 */
export function referenceBitmask(n: number, cells: ArrayLike<number>, limit: number, candidates?: Uint32Array): ReferenceResult {
  const N = n * n;
  const C = N * N;
  const units = unitsOf(n);
  const peers: number[][] = Array.from({ length: C }, () => []);
  for (const unit of units) for (const a of unit) for (const b of unit) if (a !== b) peers[a].push(b);

  const root: number[][] = [];
  for (let i = 0; i < C; i++) {
    const v = cells[i];
    const base = v >= 1 && v <= N ? [v] : Array.from({ length: N }, (_, k) => k + 1);
    root.push(base.filter((d) => allows(candidates, i, d)));
  }

  /** Returns false on a contradiction. */
  const propagate = (board: number[][]): boolean => {
    for (let changed = true; changed; ) {
      changed = false;
      for (let i = 0; i < C; i++) {
        if (board[i].length === 0) return false;
        if (board[i].length !== 1) continue;
        const d = board[i][0];
        for (const p of peers[i]) {
          if (board[p].includes(d)) {
            board[p] = board[p].filter((x) => x !== d);
            changed = true;
            if (board[p].length === 0) return false;
          }
        }
      }
      for (const unit of units) {
        for (let d = 1; d <= N; d++) {
          const places = unit.filter((i) => board[i].includes(d));
          if (places.length === 0) return false;
          if (places.length === 1 && board[places[0]].length > 1) {
            board[places[0]] = [d];
            changed = true;
          }
        }
      }
    }
    return true;
  };

  let count = 0;
  let nodes = 0;
  let solution: number[] | null = null;
  const search = (board: number[][]): void => {
    if (!propagate(board)) return;
    let best = -1;
    for (let i = 0; i < C; i++) {
      if (board[i].length > 1 && (best < 0 || board[i].length < board[best].length)) best = i;
    }
    if (best < 0) {
      count++;
      solution ??= board.map((c) => c[0]);
      return;
    }
    for (const d of board[best]) {
      if (count >= limit) return;
      nodes++;
      const next = board.map((c) => c.slice());
      next[best] = [d];
      search(next);
    }
  };
  search(root);
  return { count, nodes, solution };
}

/**
 * DLX rule: exact cover with items cell, row-digit, column-digit, box-digit (in that order)
 * and options (cell, d) in ascending id; givens forced first; choose the first item with the
 * fewest options (Knuth's MRV; an empty item ends the branch with no node); try its options
 * in ascending id, one node each.
 */
export function referenceDlx(n: number, cells: ArrayLike<number>, limit: number, candidates?: Uint32Array): ReferenceResult {
  const N = n * n;
  const C = N * N;
  const items: number[][] = []; // option id → its four items (undefined-free: excluded → [])
  for (let id = 0; id < C * N; id++) {
    const cell = Math.floor(id / N);
    const d = id % N;
    if (!allows(candidates, cell, d + 1)) {
      items.push([]);
      continue;
    }
    const r = Math.floor(cell / N);
    const c = cell % N;
    const b = Math.floor(r / n) * n + Math.floor(c / n);
    items.push([cell, C + r * N + d, 2 * C + c * N + d, 3 * C + b * N + d]);
  }
  const itemActive = new Array<boolean>(4 * C).fill(true);
  const optionActive = items.map((its) => its.length > 0);

  const choose = (itemOn: boolean[], optOn: boolean[], id: number): void => {
    for (const it of items[id]) {
      itemOn[it] = false;
      for (let o = 0; o < optOn.length; o++) if (optOn[o] && items[o].includes(it)) optOn[o] = false;
    }
  };

  const chosen: number[] = [];
  for (let cell = 0; cell < C; cell++) {
    const v = cells[cell];
    if (!(v >= 1 && v <= N)) continue;
    const id = cell * N + v - 1;
    if (items[id].length === 0 || items[id].some((it) => !itemActive[it])) return { count: 0, nodes: 0, solution: null };
    chosen.push(id);
    choose(itemActive, optionActive, id);
  }

  let count = 0;
  let nodes = 0;
  let solution: number[] | null = null;
  const search = (itemOn: boolean[], optOn: boolean[], path: number[]): void => {
    const lens = new Array<number>(4 * C).fill(0);
    for (let o = 0; o < optOn.length; o++) if (optOn[o]) for (const it of items[o]) lens[it]++;
    let best = -1;
    for (let it = 0; it < 4 * C; it++) {
      if (itemOn[it] && (best < 0 || lens[it] < lens[best])) best = it;
      if (best >= 0 && lens[best] === 0) break;
    }
    if (best < 0) {
      count++;
      if (solution === null) {
        solution = new Array<number>(C).fill(0);
        for (const id of path) solution[Math.floor(id / N)] = (id % N) + 1;
      }
      return;
    }
    for (let o = 0; o < optOn.length; o++) {
      if (count >= limit) return;
      if (!optOn[o] || !items[o].includes(best)) continue;
      nodes++;
      const itemNext = itemOn.slice();
      const optNext = optOn.slice();
      choose(itemNext, optNext, o);
      search(itemNext, optNext, [...path, o]);
    }
  };
  search(itemActive, optionActive, chosen);
  return { count, nodes, solution };
}
