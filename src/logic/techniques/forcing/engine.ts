/**
 * The implication engine: what follows from assuming one candidate true ("on") or false
 * ("off"), on typed arrays. The package's one engine of forcing chains and nets.
 *
 * Owns: the fact encoding ({@link factOf}), the propagation modes ({@link Mode}), one
 * propagation with the parents of every derived fact ({@link Implications.run}), the
 * contradiction it may reach, and the search's budgets (facts: {@link ForcingBudgetError}; time:
 * `StepSearchTimeUp`, the clock read every {@link FACTS_PER_CLOCK} facts). Does not own:
 * which premises are tried and what is concluded (`search.ts`), proofs as data (`proof.ts`),
 * words (`words.ts`).
 *
 *   candidate  k = cell·N + digit − 1          fact  f = 2k + 1 (on) · 2k (off)
 *
 *   static   (chains)   on(x) ⇒ off(every other candidate of x's cell, x's digit in x's peers)
 *                       off(x) ⇒ on(y) when x, y are the only two candidates of a cell or the
 *                       only two places of a digit in a house, in the grid at the start
 *                       (every derived fact has one parent: the proof is a set of chains)
 *   dynamic  (nets)     the grid is updated as facts follow: a cell left with one candidate, a
 *                       digit left with one place in a house, is on (parents: the offs that
 *                       left it so); no candidate left in a cell / no place in a house is a
 *                       contradiction
 *   plus                dynamic, and locked candidates inside: a digit of a box left on one line
 *                       (or of a line in one box) is off in the rest of that line (box)
 *
 * The working state is kept twice: each cell's candidates (`work`) and, per house and digit, a
 * mask of the house's positions still holding the digit (`places`): a hidden single, an empty
 * house and a locked digit are then a mask test, and an on's peers that hold the digit are the
 * set bits of its three houses' masks, visited in the peer table's order (row, column, rest of
 * the box), so the facts come in the same order as a scan of the peers would give.
 *
 * Propagation is breadth first, so each fact is derived by a shortest path from the premise;
 * `depth` is that path's length ({@link Implications.onsFirst} follows Sudoku Explainer's order
 * instead, {@link Implications.oneDigit} its Nishio's single digit: SE's scale). It stops at the first contradiction: a fact and its negation
 * both derived, or a cell / house with no candidate left (every mode: in the static one each
 * of those offs is a chain of its own; {@link Implications.staticStopsAtEmptied} false
 * leaves the static one only the first kind, as Sudoku Explainer's static chains have it).
 */
import { popcount, type CandidateGrid } from '../../grid.js';
import { ForcingBudgetError, StepSearchTimeUp } from './budget-error.js';

export { ForcingBudgetError };

/** How far propagation reasons: see the module header. */
export const enum Mode {
  Static = 0,
  Dynamic = 1,
  Plus = 2,
}

/** The fact "candidate (cell, digit) is on/off" on a board with N digits. */
export function factOf(cell: number, digit: number, on: boolean, N: number): number {
  return 2 * (cell * N + digit - 1) + (on ? 1 : 0);
}

/** The negation of a fact. */
export function negate(fact: number): number {
  return fact ^ 1;
}

/**
 * The default budget of one forcing search, in derived facts (about 50 MB at most, a few seconds).
 * @category Hints, steps and rating
 */
export const DEFAULT_FORCING_BUDGET = 12_000_000;

/** Facts derived between two looks at the clock when a search has a deadline (well under a millisecond of work). */
const FACTS_PER_CLOCK = 4096;

/**
 * One propagation at a time over a fixed start grid. Typed arrays sized once per grid; the
 * facts of the last run stay readable until the next {@link run}.
 */
export class Implications {
  readonly N: number;
  readonly C: number;
  /** Facts derived by the last run, in order (the premise first). */
  readonly order: Int32Array;
  /** Number of facts in {@link order}. */
  length = 0;
  /** Facts making up the contradiction of the last run (empty when none). */
  contradiction: number[] = [];
  /** Facts derived over every run so far (the budget's count). */
  spent = 0;
  /** {@link spent} past which {@link overLimit} looks: the budget, or sooner the next look at the clock. */
  private limit = 0;
  /**
   * Static mode: a cell or a house emptied (every candidate, every place of a digit derived
   * off) is a contradiction (true, HoDoKu's kinds) or not (false: propagation goes on, and only
   * a fact and its negation contradict, as in Sudoku Explainer's static chains).
   */
  staticStopsAtEmptied = true;
  /**
   * The order facts are followed in: false, one queue in the order derived (breadth first:
   * each fact by a shortest derivation); true, as Sudoku Explainer's chaining does (its
   * published description): every pending on first, then the next pending off, each kind in
   * the order derived, and houses box first (box, row, column: an on's peers, a dynamic
   * off's houses, a static off's partners after its cell's). A fact may
   * then come from other parents, so a proof's node count may differ.
   */
  onsFirst = false;
  /**
   * Only the premise's digit is followed (Sudoku Explainer's Nishio): an on takes its digit
   * from its peers only, and a cell left with one candidate is not a fact (dynamic mode).
   */
  oneDigit = false;

  /** The start grid (see {@link Implications.for}: an engine may be loaded with another). */
  grid: CandidateGrid;
  private readonly start: Int32Array;
  private readonly work: Int32Array;
  private readonly seen: Int32Array;
  private gen = 0;
  private readonly depthOf: Uint16Array;
  private readonly parentAt: Int32Array;
  private readonly parentCount: Uint16Array;
  private pool: Int32Array;
  private poolLength = 0;
  private readonly scratch: number[] = [];
  private readonly unitOf: Int32Array;
  private readonly units: Int32Array;
  private readonly n: number;
  /** Position of each cell in each of its three units (3 per cell, as `cellUnits`). */
  private readonly indexIn: Int32Array;
  /** Positions of unit u's cells that lie in unit v: `inter[u·3N + v]`. */
  private readonly inter: Int32Array;
  /** Digits placed in each unit of the grid (mask). */
  private readonly placed: Int32Array;
  /** Marks of {@link outerAncestors}' walk. */
  private readonly walked: Int32Array;
  private walk = 0;

  constructor(
    grid: CandidateGrid,
    /** Most facts over all runs before {@link ForcingBudgetError}. */
    public budget = DEFAULT_FORCING_BUDGET,
    /** A `performance.now()` time past which a run throws `StepSearchTimeUp` (Infinity: none). */
    private deadline = Infinity,
  ) {
    const { N, C } = grid;
    this.grid = grid;
    this.N = N;
    this.C = C;
    const F = 2 * C * N;
    this.start = new Int32Array(C);
    this.work = new Int32Array(C);
    this.seen = new Int32Array(F);
    this.order = new Int32Array(F);
    this.position = new Int32Array(F);
    const { units, cellUnits } = grid.geometry;
    const U = 3 * N;
    this.places = new Int32Array(U * N);
    this.startPlaces = new Int32Array(U * N);
    this.indexIn = new Int32Array(3 * C);
    this.inter = new Int32Array(U * U);
    this.placed = new Int32Array(U);
    for (let u = 0; u < U; u++) {
      for (let i = 0; i < N; i++) {
        const cell = units[u * N + i];
        for (let t = 0; t < 3; t++) {
          const v = cellUnits[3 * cell + t];
          this.inter[u * U + v] |= 1 << i;
          if (v === u) this.indexIn[3 * cell + t] = i;
        }
      }
    }
    this.walked = new Int32Array(F);
    this.depthOf = new Uint16Array(F);
    this.parentAt = new Int32Array(F);
    this.parentCount = new Uint16Array(F);
    this.pool = new Int32Array(4 * F);
    this.unitOf = cellUnits;
    this.units = units;
    this.n = grid.n;
    this.load(grid);
  }

  /**
   * An engine for a grid: the one the last call returned, loaded with this grid's state, when
   * the board size is the same (the arrays are kept: a forcing search makes one per call);
   * else a new one. The engine returned before is not to be used any more.
   */
  static for(grid: CandidateGrid, budget = DEFAULT_FORCING_BUDGET, deadline = Infinity): Implications {
    const engine = spare !== null && spare.N === grid.N ? spare : new Implications(grid, budget);
    if (engine === spare) engine.load(grid);
    engine.budget = budget;
    engine.deadline = deadline;
    engine.limit = engine.nextLimit();
    spare = engine;
    return engine;
  }

  /** The budget, or the next look at the clock when that comes first. */
  private nextLimit(): number {
    return this.deadline === Infinity ? this.budget : Math.min(this.budget, this.spent + FACTS_PER_CLOCK);
  }

  /** {@link spent} passed {@link limit}: the budget ran out (throws), or it is time to look at the clock. */
  private overLimit(): void {
    if (this.spent > this.budget) throw new ForcingBudgetError(this.budget);
    if (performance.now() >= this.deadline) throw new StepSearchTimeUp();
    this.limit = this.nextLimit();
  }

  /** Starts over on a grid of the same size: its candidates are the start state; no run yet, nothing spent. */
  private load(grid: CandidateGrid): void {
    const { N, start, startPlaces, placed, units } = this;
    this.grid = grid;
    start.set(grid.cands);
    startPlaces.fill(0);
    placed.fill(0);
    for (let u = 0; u < 3 * N; u++) {
      for (let i = 0; i < N; i++) {
        const cell = units[u * N + i];
        for (let m = start[cell]; m !== 0; m &= m - 1) startPlaces[u * N + 31 - Math.clz32(m & -m)] |= 1 << i;
        if (grid.values[cell] !== 0) placed[u] |= 1 << (grid.values[cell] - 1);
      }
    }
    this.partners = null;
    this.groupOthers = null;
    this.staticStopsAtEmptied = true;
    this.onsFirst = false;
    this.oneDigit = false;
    this.groupLinks = false;
    this.spent = 0;
    this.limit = this.nextLimit();
    this.clean = false;
    this.lastPremise = -1;
    this.length = 0;
    this.contradiction = NONE;
    this.onNested = null;
  }

  /**
   * The houses the last run read across (a line's box or a box's line: group links' other
   * house, locked candidates' target), each as u·N + digit index, {@link crossCount} of them
   * (repeats left in): with the houses of its facts, all the grid it read (`premise-runs.ts`).
   */
  crossReads: Int32Array = new Int32Array(64);
  crossCount = 0;

  private readAcross(u: number, d: number): void {
    if (this.crossCount === this.crossReads.length) {
      const more = new Int32Array(2 * this.crossCount);
      more.set(this.crossReads);
      this.crossReads = more;
    }
    this.crossReads[this.crossCount++] = u * this.N + d;
  }

  /** True when the last run derived `fact`. */
  has(fact: number): boolean {
    return this.seen[fact] === this.gen;
  }

  /** The depth of a fact of the last run (0 for the premise). */
  depth(fact: number): number {
    return this.depthOf[fact];
  }

  /** The cost of the last run's contradiction: the depths of its contradicting facts summed. */
  contradictionCost(): number {
    let cost = 0;
    for (const f of this.contradiction) cost += this.depthOf[f];
    return cost;
  }

  /** The parents of a fact of the last run (none for the premise). */
  parents(fact: number): number[] {
    const out: number[] = [];
    for (let i = this.parentAt[fact], end = i + this.parentCount[fact]; i < end; i++) out.push(this.pool[i]);
    return out;
  }

  /**
   * Propagates from `premise` (a fact about a candidate of the start grid). Returns true when
   * a contradiction was reached (see {@link contradiction}). With `nesting` k > 0, whenever
   * propagation runs dry, every undecided candidate is tried on in a nested run of level k−1
   * (dynamic, plus) on top of the facts so far; one that leads to a contradiction is off, its
   * parents being the facts of the outer run the nested one used. Nested runs work on the
   * same arrays and are rolled back after (a trail), so they cost only what they derive.
   * @throws {ForcingBudgetError} when the budget runs out
   * @throws {StepSearchTimeUp} when the deadline passes
   */
  run(premise: number, mode: Mode, nesting = 0): boolean {
    this.lastPremise = premise;
    this.lastMode = mode;
    this.lastNesting = nesting;
    this.probeCount = 0;
    this.crossCount = 0;
    if (this.clean && this.length <= UNDO_MAX) this.undoOffs(0, this.start);
    else {
      this.work.set(this.start);
      this.places.set(this.startPlaces);
    }
    this.clean = false;
    this.gen++;
    this.length = 0;
    this.poolLength = 0;
    this.contradiction = NONE;
    this.add(premise, 0, 0);
    const hit = this.propagate(0, mode, nesting);
    this.clean = true;
    return hit;
  }

  /**
   * Puts back the candidates of the off facts at positions ≥ `from` of {@link order} (each was a
   * candidate of `cands`, the state to return to, when derived): cheaper than copying the whole
   * state back after a short run.
   */
  private undoOffs(from: number, cands: Int32Array): void {
    const { N, order, work, places, unitOf, indexIn } = this;
    for (let i = from; i < this.length; i++) {
      const f = order[i];
      if ((f & 1) === 1) continue;
      const k = f >> 1;
      const cell = (k / N) | 0;
      const d = k - cell * N;
      work[cell] = cands[cell];
      for (let t = 0; t < 3; t++) places[unitOf[3 * cell + t] * N + d] |= 1 << indexIn[3 * cell + t];
    }
  }

  /** True when the working state is the start less the offs of {@link order} (false before the first run, or after a budget error). */
  private clean = false;
  private lastPremise = -1;
  private lastMode = Mode.Static;
  private lastNesting = 0;

  /** True when the facts readable now are those of {@link run}(premise, mode, nesting). */
  lastRunWas(premise: number, mode: Mode, nesting: number): boolean {
    return this.lastPremise === premise && this.lastMode === mode && this.lastNesting === nesting;
  }

  /**
   * Makes the last run again (to watch it through {@link onNested}), trying only the nested
   * probes that reached a contradiction the first time: the others change nothing, so the
   * facts are the same, at a fraction of the cost.
   */
  rerun(): boolean {
    this.replay = this.probes.slice(0, this.probeCount);
    try {
      return this.run(this.lastPremise, this.lastMode, this.lastNesting);
    } finally {
      this.replay = null;
    }
  }

  /** Per nested probe of the last run, in order: 1 when it reached a contradiction. */
  private probes = new Uint8Array(1024);
  private probeCount = 0;
  /** While {@link rerun}s: the outcomes of the run it repeats. */
  private replay: Uint8Array | null = null;

  /**
   * Called with each fact a nested run derived (an off), the nested premise, the contradiction
   * it reached and the index of the first nested fact in {@link order} (facts before it are
   * the outer run's): to record the nested proof. The engine's state is the nested run's.
   */
  onNested: ((fact: number, premise: number, contradiction: number[], boundary: number) => void) | null = null;

  /** Places left of each digit in each unit (u·N + digit − 1): a mask of the unit's positions; at the start. */
  private readonly places: Int32Array;
  private readonly startPlaces: Int32Array;

  /** Index of each fact of the current run in {@link order} (valid for derived facts). */
  private readonly position: Int32Array;

  /** Index in {@link order} of a derived fact. */
  positionOf(fact: number): number {
    return this.position[fact];
  }

  private propagate(from: number, mode: Mode, nesting: number): boolean {
    const { N, order, start, work, places, unitOf, indexIn } = this;
    const onsFirst = this.onsFirst;
    const houses = onsFirst ? BOX_FIRST : ROW_FIRST;
    for (let head = from, onHead = from, offHead = from; ; ) {
      for (;;) {
        let at: number;
        if (!onsFirst) {
          if (head >= this.length) break;
          at = head++;
        } else {
          while (onHead < this.length && (order[onHead] & 1) === 0) onHead++;
          if (onHead < this.length) at = onHead++;
          else {
            while (offHead < this.length && (order[offHead] & 1) === 1) offHead++;
            if (offHead >= this.length) break;
            at = offHead++;
          }
        }
        const f = order[at];
        const k = f >> 1;
        const cell = (k / N) | 0;
        const digit = k - cell * N + 1;
        const b = 1 << (digit - 1);
        const depth = this.depthOf[f] + 1;
        if ((f & 1) === 1) {
          if (this.onFollows(f, cell, digit, depth, mode === Mode.Static ? start : work, mode === Mode.Static ? this.startPlaces : places)) {
            return this.stop();
          }
          continue;
        }
        if (mode === Mode.Static) {
          if (this.staticOffFollows(f, depth)) return this.stop();
          if (!this.staticStopsAtEmptied) continue;
          work[cell] &= ~b;
          if (work[cell] === 0) return this.emptied(cell, -1, 0);
          for (let t = 0; t < 3; t++) {
            const u = unitOf[3 * cell + t];
            if ((places[u * N + digit - 1] &= ~(1 << indexIn[3 * cell + t])) === 0) return this.emptied(-1, u, b);
          }
          if (this.groupLinks && this.groupFollows(f, cell, digit, depth)) return this.stop();
          continue;
        }
        work[cell] &= ~b;
        if (!this.oneDigit && this.cellFollows(cell, depth)) return this.stop();
        for (let i = 0; i < 3; i++) {
          const t = houses[i];
          const u = unitOf[3 * cell + t];
          const left = (places[u * N + digit - 1] &= ~(1 << indexIn[3 * cell + t]));
          if ((left & (left - 1)) === 0 && this.unitFollows(u, digit, b, depth)) return this.stop();
          if (mode === Mode.Plus && left !== 0 && this.lockedFollows(u, t, digit, depth)) return this.stop();
        }
      }
      if (this.spent > this.limit) this.overLimit();
      if (nesting === 0 || !this.probeNested(nesting)) return false;
      if (this.contradiction.length > 0) return this.stop();
    }
  }

  /**
   * Tries every undecided candidate on in a nested run (rolled back after); adds the offs
   * found, each with the outer facts its contradiction used as parents. True when any was.
   */
  private probeNested(nesting: number): boolean {
    const { N, C, work } = this;
    const saved = work.slice();
    const savedPlaces = this.places.slice();
    const outerLength = this.length;
    const outerPool = this.poolLength;
    const found: number[] = [];
    const parentsOf: number[][] = [];
    for (let cell = 0; cell < C; cell++) {
      const m = saved[cell];
      if ((m & (m - 1)) === 0) continue;
      for (let r = m; r !== 0; r &= r - 1) {
        const on = 2 * (cell * N + 31 - Math.clz32(r & -r)) + 1;
        if (this.seen[on] === this.gen || this.seen[on ^ 1] === this.gen) continue;
        const probe = this.probeCount++;
        if (this.replay !== null && this.replay[probe] === 0) continue;
        this.add(on, 0, 0);
        const hit = this.propagate(outerLength, Mode.Plus, nesting - 1);
        if (probe === this.probes.length) {
          const more = new Uint8Array(2 * probe);
          more.set(this.probes);
          this.probes = more;
        }
        this.probes[probe] = hit ? 1 : 0;
        if (hit) {
          found.push(on ^ 1);
          parentsOf.push(this.outerAncestors(on, outerLength));
          if (this.onNested) this.onNested(on ^ 1, on, this.contradiction, outerLength);
        }
        for (let i = outerLength; i < this.length; i++) this.seen[order(this, i)] = 0;
        if (this.length - outerLength <= UNDO_MAX) this.undoOffs(outerLength, saved);
        else {
          work.set(saved);
          this.places.set(savedPlaces);
        }
        this.length = outerLength;
        this.poolLength = outerPool;
        this.contradiction = NONE;
      }
    }
    for (let i = 0; i < found.length; i++) {
      if (this.seen[found[i]] === this.gen) continue;
      const parents = parentsOf[i];
      let depth = 0;
      for (let j = 0; j < parents.length; j++) {
        depth = Math.max(depth, this.depthOf[parents[j]] + 1);
        this.scratch[j] = parents[j];
      }
      if (this.add(found[i], depth, parents.length)) return true;
    }
    return found.length > 0;
  }

  /** The outer facts (position < boundary) the current contradiction rests on, through nested facts. */
  private outerAncestors(premise: number, boundary: number): number[] {
    const out: number[] = [];
    const stack = this.contradiction.slice();
    const mark = ++this.walk;
    while (stack.length > 0) {
      const f = stack.pop()!;
      if (this.walked[f] === mark) continue;
      this.walked[f] = mark;
      if (f === premise) continue;
      if (this.position[f] < boundary) {
        out.push(f);
        continue;
      }
      for (let i = this.parentAt[f], end = i + this.parentCount[f]; i < end; i++) stack.push(this.pool[i]);
    }
    return out;
  }

  /**
   * Static: every candidate of `cell` (cell ≥ 0), or every place of digit mask `b` in unit
   * `u`, was derived off: the contradiction is those offs (each a chain from the premise).
   */
  private emptied(cell: number, u: number, b: number): boolean {
    const { N, start } = this;
    const out: number[] = [];
    if (cell >= 0) {
      for (let r = start[cell]; r !== 0; r &= r - 1) out.push(2 * (cell * N + 31 - Math.clz32(r & -r)));
    } else {
      const d = 31 - Math.clz32(b);
      for (let m = this.startPlaces[u * N + d]; m !== 0; m &= m - 1) out.push(2 * (this.units[u * N + 31 - Math.clz32(m & -m)] * N + d));
    }
    this.contradiction = out;
    return this.stop();
  }

  private stop(): boolean {
    if (this.spent > this.limit) this.overLimit();
    return true;
  }

  /** Adds a derived fact; true when it contradicts one already derived. */
  private add(fact: number, depth: number, parentCount: number): boolean {
    if (this.seen[fact] === this.gen) return false;
    this.seen[fact] = this.gen;
    this.position[fact] = this.length;
    this.order[this.length++] = fact;
    this.spent++;
    this.depthOf[fact] = depth;
    this.parentAt[fact] = this.poolLength;
    this.parentCount[fact] = parentCount;
    this.ensurePool(parentCount);
    for (let i = 0; i < parentCount; i++) this.pool[this.poolLength++] = this.scratch[i];
    if (this.seen[fact ^ 1] === this.gen) {
      this.contradiction = [fact ^ 1, fact];
      return true;
    }
    return false;
  }

  private ensurePool(more: number): void {
    if (this.poolLength + more <= this.pool.length) return;
    const bigger = new Int32Array(2 * this.pool.length + more);
    bigger.set(this.pool);
    this.pool = bigger;
  }

  /** {@link add} of a fact with one parent (most facts): the same, without the scratch list. */
  private derive1(fact: number, parent: number, depth: number): boolean {
    const { seen, gen } = this;
    if (seen[fact] === gen) return false;
    seen[fact] = gen;
    this.position[fact] = this.length;
    this.order[this.length++] = fact;
    this.spent++;
    this.depthOf[fact] = depth;
    if (this.poolLength === this.pool.length) this.ensurePool(1);
    this.parentAt[fact] = this.poolLength;
    this.parentCount[fact] = 1;
    this.pool[this.poolLength++] = parent;
    if (seen[fact ^ 1] === gen) {
      this.contradiction = [fact ^ 1, fact];
      return true;
    }
    return false;
  }

  /**
   * on(cell, digit): the cell's other candidates and the digit in its peers are off (peers in
   * the peer table's order: its row, its column, the rest of its box; with {@link onsFirst},
   * SE's: its box, the rest of its row, the rest of its column). `cands` and `places` are the
   * start grid's (static) or the working state (dynamic).
   */
  private onFollows(f: number, cell: number, digit: number, depth: number, cands: Int32Array, places: Int32Array): boolean {
    const { N, units, unitOf, indexIn, inter } = this;
    const d = digit - 1;
    const b = 1 << d;
    for (let m = this.oneDigit ? 0 : cands[cell] & ~b; m !== 0; m &= m - 1) {
      const e = 31 - Math.clz32(m & -m);
      if (this.derive1(2 * (cell * N + e), f, depth)) return true;
    }
    const row = unitOf[3 * cell];
    const col = unitOf[3 * cell + 1];
    const box = unitOf[3 * cell + 2];
    const U = 3 * N;
    const boxFirst = this.onsFirst;
    for (let i = 0; i < 3; i++) {
      const t = boxFirst ? BOX_FIRST[i] : i;
      const u = t === 0 ? row : t === 1 ? col : box;
      let m = places[u * N + d] & ~(1 << indexIn[3 * cell + t]);
      if (boxFirst) {
        if (t !== 2) m &= ~inter[u * U + box];
      } else if (t === 2) m &= ~(inter[u * U + row] | inter[u * U + col]);
      for (; m !== 0; m &= m - 1) {
        const p = units[u * N + 31 - Math.clz32(m & -m)];
        if (this.derive1(2 * (p * N + d), f, depth)) return true;
      }
    }
    return false;
  }

  /** Static off(cell, digit): the other candidate of a bivalue cell, the other place of a bilocal digit. */
  private staticOffFollows(f: number, depth: number): boolean {
    const partners = this.staticPartners();
    const links = this.onsFirst ? CELL_BOX_FIRST : CELL_ROW_FIRST;
    for (let j = 0, at = 4 * (f >> 1); j < 4; j++) {
      const on = partners[at + links[j]];
      if (on >= 0 && this.derive1(on, f, depth)) return true;
    }
    return false;
  }

  /**
   * Static mode only: links through group nodes too (HoDoKu's forcing chains; see
   * {@link groupFollows}). Off by default (Sudoku Explainer's chains have none).
   */
  groupLinks = false;

  /**
   * Static, group nodes (a group G: a digit's places, two or more, in one box-line
   * intersection, taken as one node of the chain), both from the start grid:
   *   (1) off(x), where the digit's places in a house of x are {x} ∪ G: G is on, so the digit
   *       is off in the intersection's other house outside G (one parent: off(x));
   *   (2) the places of a house left are one cell y and G, and every cell of G is off by the
   *       same parent (one fact that sees all of G: G is off): y is on (parents: those offs).
   * Measured (magictour_top1465, rate): hardest technique as HoDoKu's 82.2% → 88.7%, same
   * score 52.7% → 53.7%; without them our static chains miss about 100 of HoDoKu's forcing chains.
   */
  private groupFollows(f: number, cell: number, digit: number, depth: number): boolean {
    const { N, work, unitOf, units, startPlaces } = this;
    const b = 1 << (digit - 1);
    const d = digit - 1;
    const parent = this.parentCount[f] === 1 ? this.pool[this.parentAt[f]] : -1;
    const others = this.groupOthers ?? this.staticGroupOthers();
    for (let t = 0; t < 3; t++) {
      const other = others[3 * (cell * N + d) + t];
      if (other === NO_GROUP_LINK) continue; // two places: a bilocal link (staticPartners)
      const u = unitOf[3 * cell + t]; // t: 0 row, 1 column, 2 box
      const at = u * N;
      // (1) G = the other start places, all in `other` too: the digit leaves `other` outside u
      if (other >= 0) {
        this.readAcross(other, d);
        for (let r = startPlaces[other * N + d]; r !== 0; r &= r - 1) {
          const c = units[other * N + 31 - Math.clz32(r & -r)]; // in the house's order
          if (inUnit(unitOf, c, u)) continue;
          const off = 2 * (c * N + d);
          if (this.seen[off] === this.gen) continue;
          this.scratch[0] = f;
          if (this.add(off, depth + 1, 1)) return true;
        }
      }
      const all = startPlaces[at + d]; // places as positions in u (bit i: units[at + i])
      // (2) one place y left; the others (≥ 2, in one intersection) off by the same parent
      const left = this.places[at + d];
      if (parent < 0 || left === 0 || (left & (left - 1)) !== 0) continue;
      let y = -1;
      let count = 0;
      let row = -2;
      let column = -2;
      let box = -2;
      for (let r = all; r !== 0; r &= r - 1) {
        const c = units[at + 31 - Math.clz32(r & -r)];
        if ((work[c] & b) !== 0) {
          y = c;
          continue;
        }
        const off = 2 * (c * N + d);
        if (this.parentCount[off] !== 1 || this.pool[this.parentAt[off]] !== parent) {
          count = -1;
          break;
        }
        row = row === -2 || row === unitOf[3 * c] ? unitOf[3 * c] : -1;
        column = column === -2 || column === unitOf[3 * c + 1] ? unitOf[3 * c + 1] : -1;
        box = box === -2 || box === unitOf[3 * c + 2] ? unitOf[3 * c + 2] : -1;
        this.scratch[count++] = off;
      }
      const grouped = t === 2 ? row >= 0 || column >= 0 : box >= 0;
      if (y >= 0 && count >= 2 && grouped) {
        const on = 2 * (y * N + d) + 1;
        if (this.seen[on] !== this.gen && this.add(on, depth + 1, count)) return true;
      }
    }
    return false;
  }

  /**
   * Per candidate k = cell·N + digit − 1 and house t of its cell (0 row, 1 column, 2 box), from
   * the start grid: {@link NO_GROUP_LINK} when the digit has two places or fewer there; else the
   * house its other places share as a group (the box of a line, a line of a box), −1 when they
   * are not in one intersection. Part (1) of {@link groupFollows}, made once per grid (that
   * part was the largest single cost of `rate` on magictour_top1465, 14.7% of its time).
   */
  private groupOthers: Int32Array | null = null;

  private staticGroupOthers(): Int32Array {
    const { N, n, C, start, unitOf, units, startPlaces, indexIn } = this;
    const out = new Int32Array(3 * C * N).fill(NO_GROUP_LINK);
    for (let cell = 0; cell < C; cell++) {
      for (let m = start[cell]; m !== 0; m &= m - 1) {
        const d = 31 - Math.clz32(m & -m);
        for (let t = 0; t < 3; t++) {
          const at = unitOf[3 * cell + t] * N;
          const total = popcount(startPlaces[at + d]);
          if (total < 3) continue;
          let row = -2;
          let column = -2;
          let box = -2;
          if (total - 1 <= n) {
            for (let r = startPlaces[at + d] & ~(1 << indexIn[3 * cell + t]); r !== 0; r &= r - 1) {
              const c = units[at + 31 - Math.clz32(r & -r)];
              row = row === -2 || row === unitOf[3 * c] ? unitOf[3 * c] : -1;
              column = column === -2 || column === unitOf[3 * c + 1] ? unitOf[3 * c + 1] : -1;
              box = box === -2 || box === unitOf[3 * c + 2] ? unitOf[3 * c + 2] : -1;
            }
          }
          out[3 * (cell * N + d) + t] = total - 1 > n ? -1 : t === 2 ? (row >= 0 ? row : column) : box;
        }
      }
    }
    return (this.groupOthers = out);
  }

  private partners: Int32Array | null = null;

  /** Per candidate, the on-facts its off implies in the start grid (cell, row, column, box; −1 none). */
  private staticPartners(): Int32Array {
    if (this.partners !== null) return this.partners;
    const { N, C, start, unitOf, units } = this;
    const out = new Int32Array(4 * C * N).fill(-1);
    for (let cell = 0; cell < C; cell++) {
      const m = start[cell];
      for (let r = m; r !== 0; r &= r - 1) {
        const b = r & -r;
        const d = 31 - Math.clz32(b);
        const k = cell * N + d;
        const rest = m & ~b;
        if (rest !== 0 && (rest & (rest - 1)) === 0) out[4 * k] = 2 * (cell * N + 31 - Math.clz32(rest)) + 1;
        for (let t = 0; t < 3; t++) {
          const at = unitOf[3 * cell + t] * N;
          let other = -1;
          let count = 0;
          for (let i = 0; i < N; i++) {
            const c = units[at + i];
            if ((start[c] & b) !== 0) {
              count++;
              if (c !== cell) other = c;
            }
          }
          if (count === 2) out[4 * k + 1 + t] = 2 * (other * N + d) + 1;
        }
      }
    }
    return (this.partners = out);
  }

  /** Dynamic: a cell left with one candidate is on; with none, a contradiction. */
  private cellFollows(cell: number, depth: number): boolean {
    const { N, work, start } = this;
    const m = work[cell];
    if (m !== 0 && (m & (m - 1)) !== 0) return false;
    const base = 2 * cell * N;
    if (m !== 0 && this.seen[base + 2 * (31 - Math.clz32(m)) + 1] === this.gen) return false;
    let count = 0;
    for (let r = start[cell] & ~m; r !== 0; r &= r - 1) this.scratch[count++] = base + 2 * (31 - Math.clz32(r & -r));
    if (m === 0) {
      this.contradiction = this.scratch.slice(0, count);
      return true;
    }
    return this.add(base + 2 * (31 - Math.clz32(m)) + 1, depth, count);
  }

  /** Dynamic: a digit left with one place in a house is on there; with none, a contradiction. */
  private unitFollows(u: number, digit: number, b: number, depth: number): boolean {
    const { N, units } = this;
    const at = u * N;
    const d = digit - 1;
    const m = this.places[at + d];
    if ((m & (m - 1)) !== 0) return false;
    const place = m === 0 ? -1 : units[at + 31 - Math.clz32(m)];
    if (place >= 0 && this.seen[2 * (place * N + d) + 1] === this.gen) return false;
    if (place < 0 && (this.placed[u] & b) !== 0) return false;
    let count = 0;
    for (let r = this.startPlaces[at + d] & ~m; r !== 0; r &= r - 1) this.scratch[count++] = 2 * (units[at + 31 - Math.clz32(r & -r)] * N + d);
    if (place < 0) {
      this.contradiction = this.scratch.slice(0, count);
      return true;
    }
    return this.add(2 * (place * N + d) + 1, depth, count);
  }

  /**
   * Plus: after off(digit) in unit u (t = 0 row, 1 column, 2 box), a box whose places of the
   * digit lie in one line, or a line whose places lie in one box, takes the digit from the
   * rest of that line / box.
   */
  private lockedFollows(u: number, t: number, digit: number, depth: number): boolean {
    const { N, n, inter } = this;
    const m = this.places[u * N + digit - 1];
    if (m === 0 || popcount(m) > n) return false; // more places than a line of a box holds
    const first = this.units[u * N + 31 - Math.clz32(m & -m)];
    const U = 3 * N;
    if (t !== 2) {
      const box = this.unitOf[3 * first + 2];
      return (m & ~inter[u * U + box]) === 0 && this.lockTo(u, box, digit, depth);
    }
    const row = this.unitOf[3 * first];
    const col = this.unitOf[3 * first + 1];
    return ((m & ~inter[u * U + row]) === 0 && this.lockTo(u, row, digit, depth)) || ((m & ~inter[u * U + col]) === 0 && this.lockTo(u, col, digit, depth));
  }

  /**
   * The digit of unit u is locked in unit `target`: off in the rest of `target`. Parents: the
   * digit's start places in u outside `target` (all derived off).
   */
  private lockTo(u: number, target: number, digit: number, depth: number): boolean {
    const { N, units, places, inter } = this;
    const U = 3 * N;
    const d = digit - 1;
    const at = u * N;
    const gone = this.startPlaces[at + d] & ~places[at + d] & ~inter[u * U + target];
    if (gone === 0) return false; // locked already in the start grid: nothing new
    this.readAcross(target, d);
    const tat = target * N;
    let fresh = 0;
    for (let m = places[tat + d] & ~inter[target * U + u]; m !== 0; m &= m - 1) {
      const low = m & -m;
      if (this.seen[2 * (units[tat + 31 - Math.clz32(low)] * N + d)] !== this.gen) fresh |= low;
    }
    if (fresh === 0) return false;
    let count = 0;
    for (let r = gone; r !== 0; r &= r - 1) this.scratch[count++] = 2 * (units[at + 31 - Math.clz32(r & -r)] * N + d);
    for (; fresh !== 0; fresh &= fresh - 1) {
      if (this.add(2 * (units[tat + 31 - Math.clz32(fresh & -fresh)] * N + d), depth, count)) return true;
    }
    return false;
  }
}

/** The engine {@link Implications.for} hands out again. */
let spare: Implications | null = null;

/** The order houses are looked at (t: 0 row, 1 column, 2 box): see {@link Implications.onsFirst}. */
const ROW_FIRST = [0, 1, 2];
const BOX_FIRST = [2, 0, 1];
/** The same for a static off's partners (0 its cell, then 1 + t per house). */
const CELL_ROW_FIRST = [0, 1, 2, 3];
const CELL_BOX_FIRST = [0, 3, 1, 2];

/** Longest run whose state is put back fact by fact rather than copied whole (see `undoOffs`). */
const UNDO_MAX = 48;

/** The empty contradiction (shared: never written to). */
const NONE: number[] = [];

function order(engine: Implications, i: number): number {
  return engine.order[i];
}

/** `Implications.groupOthers`: no group link from this house (the digit has two places there or fewer). */
const NO_GROUP_LINK = -2;

/** True when `cell` lies in unit `u` (its row, column or box). */
function inUnit(unitOf: Int32Array, cell: number, u: number): boolean {
  return unitOf[3 * cell] === u || unitOf[3 * cell + 1] === u || unitOf[3 * cell + 2] === u;
}
