/**
 * The search behind Franken and mutant fish (`fish-franken.ts`): base and cover sets taken
 * from rows, columns and boxes, with exo fins and endo fins, on one digit.
 *
 * Owns: {@link GeneralFishScan} (per-digit unit masks as cell bitsets, the base and cover
 * enumeration with its pruning), {@link fishKind} (basic, Franken or mutant, from the houses a
 * fish uses). Does not own: names, steps and sentences (`fish-franken.ts`), the line-based
 * search of basic fish (`fish-search.ts`), templates (`../templates/`).
 *
 * The definitions are HoDoKu's ("Fish: general"): a fish of size k on digit d is k base sets
 * and k cover sets (houses, no house in both). Every base candidate outside the cover sets is
 * an exo fin; a candidate in two base sets is an endo fin; fins are both kinds.
 *
 *   no fins   the k base sets each hold d once, in k different cells (they share none), all in
 *             the cover sets, which hold d at most once each: every cover set's d is a base
 *             candidate. So d goes from every cover candidate outside the base sets, and from
 *             every base candidate in two cover sets (cannibalism: it would fill two of them).
 *   fins      either some fin is d, or the fish holds: only candidates that see every fin go.
 *
 *   basic     rows as base and columns as cover, or the transpose (no box)
 *   Franken   base from rows and boxes, cover from columns and boxes (or the transpose), at
 *             least one box
 *   mutant    any other mix
 *
 * Cells are bits of W = ⌈N²/32⌉ words. The search takes base sets in ascending unit order
 * (pruned on the endo fins: at most {@link FishLimits.maxEndoFins}), then cover sets in
 * ascending order among the allowed houses that meet the base (pruned when the base cells no
 * remaining cover set can reach, the certain fins, exceed {@link FishLimits.maxFins}, or when
 * no candidate that may go sees all of them). `deletable` (the candidates no template of the
 * digit holds, `templates/`) bounds what any fish on the digit can remove: the caller skips a
 * digit without such candidates, and the fin pruning uses it. A node budget bounds the work.
 *
 * Sources: HoDoKu's technique pages "Fish: general" and "Franken/Mutant Fish", Sudopedia's
 * "Franken Fish", "Mutant Fish", "Endo Fin" and "Cannibalism".
 */
import { popcount, type CandidateGrid } from '../../grid.js';

/** How many fins a fish may have (HoDoKu's defaults: 5 fins, of them at most 2 endo fins). */
export interface FishLimits {
  maxFins: number;
  maxEndoFins: number;
}

/**
 * Most search nodes (base and cover choices) one scan visits, over all its searches, and one
 * {@link GeneralFishScan.search} call may use (one digit, one choice of houses: a digit that
 * needs more is left unfinished, so the digits after it still get their turn): a bound on the
 * time of one technique call. A search that reaches it stops; the fish it has not met are not
 * reported. The default list's fish (sizes 2 and 3) get the first, the fish asked for by id the
 * second (a few tenths of a second at most on an early 9×9 grid).
 */
export const NODE_BUDGET = { total: 400_000, search: 100_000 };
export const HEAVY_NODE_BUDGET = { total: 1_000_000, search: 150_000 };

/** Fish without fins are searched per removable candidate when there are at most this many. */
const FEW_TARGETS = 6;

/** HoDoKu 2.2.0's default fin limits. */
export const HODOKU_LIMITS: FishLimits = { maxFins: 5, maxEndoFins: 2 };

/** One fish found. The scan reuses its arrays: copy what must be kept ({@link copyHit}). */
export interface GeneralFishHit {
  digit: number;
  /** Base units (rows 0…N-1, columns N…2N-1, boxes 2N…3N-1), ascending. */
  base: number[];
  /** Cover units, ascending. */
  cover: number[];
  /** Base candidates (cell bitset, W words). */
  baseCells: Int32Array;
  /** Exo fins: base candidates outside every cover set. */
  exoFins: Int32Array;
  /** Endo fins: candidates in two base sets. */
  endoFins: Int32Array;
  /** What the fish removes (cells of the digit). */
  eliminations: Int32Array;
}

/** Called for each fish; returns true to stop the search. */
export type GeneralFishVisitor = (hit: GeneralFishHit) => boolean;

/** A kept copy of a hit. */
export function copyHit(h: GeneralFishHit): GeneralFishHit {
  return {
    digit: h.digit,
    base: h.base.slice(),
    cover: h.cover.slice(),
    baseCells: h.baseCells.slice(),
    exoFins: h.exoFins.slice(),
    endoFins: h.endoFins.slice(),
    eliminations: h.eliminations.slice(),
  };
}

/** The kind of a fish by the houses it uses. */
export type FishKind = 'basic' | 'franken' | 'mutant';

/** Kind of unit u: 0 row, 1 column, 2 box. */
function unitKind(u: number, N: number): number {
  return u < N ? 0 : u < 2 * N ? 1 : 2;
}

/** Basic, Franken or mutant, by HoDoKu's definitions (see the header). */
export function fishKind(base: readonly number[], cover: readonly number[], N: number): FishKind {
  let b = 0;
  let c = 0;
  for (const u of base) b |= 1 << unitKind(u, N);
  for (const u of cover) c |= 1 << unitKind(u, N);
  const ROW = 1;
  const COL = 2; // (boxes are 4)
  if ((b === ROW && c === COL) || (b === COL && c === ROW)) return 'basic';
  if (((b & COL) === 0 && (c & ROW) === 0) || ((b & ROW) === 0 && (c & COL) === 0)) return 'franken';
  return 'mutant';
}

/** The cells of a bitset, ascending. */
export function cellsOf(bits: Int32Array): number[] {
  const out: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    for (let m = bits[w]; m !== 0; m &= m - 1) out.push(w * 32 + (31 - Math.clz32(m & -m)));
  }
  return out;
}

/** Number of cells in a bitset. */
export function bitCount(bits: Int32Array): number {
  let k = 0;
  for (let w = 0; w < bits.length; w++) k += popcount(bits[w]);
  return k;
}

/** Peer bitsets per box size (each cell's peers, W words per cell). */
const peerCache = new Map<number, Int32Array>();

function peerBits(grid: CandidateGrid, W: number): Int32Array {
  let bits = peerCache.get(grid.n);
  if (bits) return bits;
  const { C, peers, degree: D } = grid;
  bits = new Int32Array(C * W);
  for (let cell = 0; cell < C; cell++) {
    for (let k = cell * D; k < cell * D + D; k++) {
      const p = peers[k];
      bits[cell * W + (p >> 5)] |= 1 << (p & 31);
    }
  }
  peerCache.set(grid.n, bits);
  return bits;
}

/**
 * The general fish search over one grid: unit masks are built per digit
 * ({@link GeneralFishScan.search}); never changes the grid.
 */
export class GeneralFishScan {
  readonly N: number;
  /** Words per cell bitset. */
  readonly W: number;
  /** Nodes the search may still visit (all searches of this scan together). */
  budget: number;
  /** Nodes one search may visit. */
  private readonly searchBudget: number;
  /** Nodes the current search may still visit. */
  private local = 0;
  /** Set when the visitor asked to stop. */
  private stopped = false;
  /** True once the budget ran out (the search stopped early). */
  exhausted = false;
  private readonly grid: CandidateGrid;
  private readonly peer: Int32Array;
  /** Per unit, the cells of the current digit (W words each). */
  private readonly unit: Int32Array;
  /** The digit's candidates. */
  private readonly all: Int32Array;
  private readonly deletable: Int32Array;
  private useDeletable = false;
  /** Visit every fish within the limits, whether or not it removes something (kraken fish). */
  private every = false;
  /** The candidate the current search must remove (-1: any). */
  private target = -1;
  /** Per unit: 1 when it is in the current cover list. */
  private readonly listed: Uint8Array;
  // search state
  private digit = 0;
  private size = 0;
  private finned = false;
  private limits: FishLimits = HODOKU_LIMITS;
  private coverAllowed: Uint8Array = new Uint8Array(0);
  private baseList: number[] = [];
  /** The units that may be cover sets of the current base (the first `coverCount`). */
  private readonly coverList: Int32Array;
  private coverCount = 0;
  /** Words per unit bitset (3N units). */
  private readonly UW: number;
  /** Per unit: the units that share a cell of the digit with it (UW words each). */
  private readonly meet: Int32Array;
  /** The units allowed as cover sets, as a unit bitset. */
  private readonly allowedBits: Int32Array;
  /** Scratch unit bitset: the units meeting the current base. */
  private readonly meetsBase: Int32Array;
  /** The base units flagged in `inBase` (the first `flaggedCount`), to clear them. */
  private readonly flagged: Int32Array;
  private flaggedCount = 0;
  /**
   * The base and cover units chosen, by depth. Their lengths are set once per search, not per
   * node (setting an array's length is a call into the runtime): within a search they only grow,
   * to the fish's size, and every entry a visit reads was written on the way down.
   */
  private readonly base: number[] = [];
  private readonly cover: number[] = [];
  /** Per depth of the cover search: the units tried at its cell (at most 3 each). */
  private readonly tried: Int32Array;
  /** Per depth: union of base cells (B) and endo cells (E). */
  private readonly B: Int32Array;
  private readonly E: Int32Array;
  /** Per depth: base cells covered (Cov), every cover cell (All), base cells covered twice (Can). */
  private readonly Cov: Int32Array;
  private readonly All: Int32Array;
  private readonly Can: Int32Array;
  /** Per cover list position: the base cells the cover sets from there on reach. */
  private readonly suffix: Int32Array;
  /** Per base list position: how many units from there on meet the target's cover units. */
  private readonly meetsFrom: Int32Array;
  /** Cells that may be fins: those seeing some candidate that may go (no fins: none). */
  private readonly finAllowed: Int32Array;
  /** Per unit: raised while the unit is a cover set or was tried at a branch (not to be taken again). */
  private readonly blocked: Int32Array;
  private readonly tmp: Int32Array;
  private readonly fins: Int32Array;
  private readonly zone: Int32Array;
  private readonly hit: GeneralFishHit;
  private visit: GeneralFishVisitor = () => false;
  private readonly inBase: Uint8Array;

  constructor(grid: CandidateGrid, budget = NODE_BUDGET.total, searchBudget = NODE_BUDGET.search) {
    this.grid = grid;
    const N = (this.N = grid.N);
    const W = (this.W = (grid.C + 31) >> 5);
    this.budget = budget;
    this.searchBudget = searchBudget;
    this.peer = peerBits(grid, W);
    this.unit = new Int32Array(3 * N * W);
    this.all = new Int32Array(W);
    this.deletable = new Int32Array(W);
    const depth = 8;
    this.B = new Int32Array((depth + 1) * W);
    this.E = new Int32Array((depth + 1) * W);
    this.Cov = new Int32Array((depth + 1) * W);
    this.All = new Int32Array((depth + 1) * W);
    this.Can = new Int32Array((depth + 1) * W);
    this.tmp = new Int32Array(W);
    this.fins = new Int32Array(W);
    this.zone = new Int32Array(W);
    this.inBase = new Uint8Array(3 * N);
    this.blocked = new Int32Array(3 * N);
    this.listed = new Uint8Array(3 * N);
    this.coverList = new Int32Array(3 * N);
    const UW = (this.UW = (3 * N + 31) >> 5);
    this.meet = new Int32Array(3 * N * UW);
    this.allowedBits = new Int32Array(UW);
    this.meetsBase = new Int32Array(UW);
    this.flagged = new Int32Array(depth + 1);
    this.tried = new Int32Array(3 * (depth + 1));
    this.suffix = new Int32Array((3 * N + 1) * W);
    this.meetsFrom = new Int32Array(3 * N + 1);
    this.finAllowed = new Int32Array(W);
    this.hit = {
      digit: 0,
      base: [],
      cover: [],
      baseCells: new Int32Array(W),
      exoFins: new Int32Array(W),
      endoFins: new Int32Array(W),
      eliminations: new Int32Array(W),
    };
  }

  /** Loads the unit masks of `digit`; `deletable` (cells, or null) bounds what may go. */
  private load(digit: number, deletable: readonly number[] | null): void {
    const { grid, W, UW, unit, all, meet } = this;
    const { C, cands, geometry } = grid;
    unit.fill(0);
    all.fill(0);
    meet.fill(0);
    const b = 1 << (digit - 1);
    for (let cell = 0; cell < C; cell++) {
      if ((cands[cell] & b) === 0) continue;
      const w = cell >> 5;
      const m = 1 << (cell & 31);
      all[w] |= m;
      for (let k = 0; k < 3; k++) unit[geometry.cellUnits[3 * cell + k] * W + w] |= m;
      // the cell's three units meet one another
      for (let k = 0; k < 3; k++) {
        const u = geometry.cellUnits[3 * cell + k];
        for (let j = 0; j < 3; j++) {
          const v = geometry.cellUnits[3 * cell + j];
          if (v !== u) meet[u * UW + (v >> 5)] |= 1 << (v & 31);
        }
      }
    }
    this.deletable.fill(0);
    this.useDeletable = deletable !== null;
    if (deletable) for (const cell of deletable) this.deletable[cell >> 5] |= 1 << (cell & 31);
  }

  /**
   * Visits every fish of `size` on `digit` whose base sets come from `baseUnits` (ascending)
   * and cover sets from the units flagged in `coverAllowed`: with `finned`, only fish with fins
   * (at most `limits`), else only fish without. Only fish that remove something are visited.
   * Returns true when the visitor (or the budget) stopped the search.
   */
  search(
    digit: number,
    size: number,
    baseUnits: readonly number[],
    coverAllowed: Uint8Array,
    finned: boolean,
    deletable: readonly number[] | null,
    visit: GeneralFishVisitor,
    limits: FishLimits = HODOKU_LIMITS,
    every = false,
  ): boolean {
    if (this.exhausted) return true;
    this.local = this.searchBudget;
    this.stopped = false;
    this.every = every;
    this.load(digit, deletable);
    const W = this.W;
    this.digit = digit;
    this.size = size;
    this.finned = finned;
    this.limits = limits;
    this.setCoverAllowed(coverAllowed);
    this.visit = visit;
    if (every || deletable === null || (!finned && deletable.length > FEW_TARGETS)) {
      this.finAllowed.fill(finned ? -1 : 0);
      this.run(baseUnits, -1);
      return this.stopped || this.exhausted;
    }
    // one search per candidate that may go: it must be removed (in a cover set, outside the
    // base), so the fins see it
    for (const x of deletable) {
      const { finAllowed, peer } = this;
      for (let w = 0; w < W; w++) finAllowed[w] = finned ? peer[x * W + w] : 0;
      if (this.run(baseUnits, x)) break;
    }
    return this.stopped || this.exhausted;
  }

  /** The houses that may be cover sets, as flags and as a unit bitset. */
  private setCoverAllowed(coverAllowed: Uint8Array): void {
    this.coverAllowed = coverAllowed;
    const bits = this.allowedBits;
    bits.fill(0);
    for (let u = 0; u < coverAllowed.length; u++) if (coverAllowed[u] !== 0) bits[u >> 5] |= 1 << (u & 31);
  }

  /**
   * A lower bound on the cover sets a base unit alone needs (no fins): a row's cells need one
   * per stack they occupy when boxes may cover (else one per cell), a column's one per band; a
   * box's one per column (or row) when only columns (rows) may cover; 1 otherwise.
   */
  private leastCovers(u: number): number {
    const { N, W, unit, coverAllowed } = this;
    const n = this.grid.n;
    const kind = u < N ? 0 : u < 2 * N ? 1 : 2;
    const boxes = coverAllowed[2 * N] === 1;
    const rows = coverAllowed[0] === 1;
    const cols = coverAllowed[N] === 1;
    let lines = 0;
    let blocks = 0;
    let count = 0;
    for (let w = 0; w < W; w++) {
      for (let m = unit[u * W + w]; m !== 0; m &= m - 1) {
        const cell = w * 32 + (31 - Math.clz32(m & -m));
        const r = (cell / N) | 0;
        const c = cell % N;
        count++;
        if (kind === 0) blocks |= 1 << ((c / n) | 0);
        else if (kind === 1) blocks |= 1 << ((r / n) | 0);
        else lines |= 1 << (rows && !cols ? r : c);
      }
    }
    if (kind === 2) return rows !== cols ? popcount(lines) : 1;
    return boxes ? popcount(blocks) : count;
  }

  /** Counts one node; true (unwind) when a budget ran out. */
  private spend(): boolean {
    if (--this.budget < 0) return (this.exhausted = true);
    return --this.local < 0;
  }

  /**
   * Visits every fish of `size` on `digit` (with fins, at most `limits`) that has `target` in a
   * cover set outside its base sets and whose fins all lie in `finCells` (a cell bitset):
   * kraken fish, whose fins reach the target by chains rather than by sight. Returns true
   * when the visitor (or the budget) stopped the search.
   */
  searchTarget(
    digit: number,
    size: number,
    baseUnits: readonly number[],
    coverAllowed: Uint8Array,
    target: number,
    finCells: Int32Array,
    visit: GeneralFishVisitor,
    limits: FishLimits,
  ): boolean {
    if (this.exhausted) return true;
    this.local = this.searchBudget;
    this.stopped = false;
    this.every = true;
    this.load(digit, null);
    this.digit = digit;
    this.size = size;
    this.finned = true;
    this.limits = limits;
    this.setCoverAllowed(coverAllowed);
    this.visit = visit;
    this.finAllowed.set(finCells);
    this.run(baseUnits, target);
    return this.stopped || this.exhausted;
  }

  /** One search, for fish removing `target` (-1: any). */
  private run(baseUnits: readonly number[], target: number): boolean {
    const { W, unit, size } = this;
    this.target = target;
    const tw = target >> 5;
    const tb = 1 << (target & 31);
    this.baseList = [];
    for (const u of baseUnits) {
      let any = 0;
      for (let w = 0; w < W; w++) any |= unit[u * W + w];
      if (any === 0 || (target >= 0 && (unit[u * W + tw] & tb) !== 0)) continue;
      if (!this.finned && this.leastCovers(u) > size) continue; // it alone needs more cover sets
      this.baseList.push(u);
    }
    if (this.baseList.length < size) return false;
    // with a target: some base unit must meet one of the target's cover units (else nothing
    // covers the target); meetsFrom[i] counts such units from list position i on
    const list = this.baseList;
    const meetsFrom = this.meetsFrom;
    meetsFrom[list.length] = 0;
    for (let i = list.length - 1; i >= 0; i--) meetsFrom[i] = meetsFrom[i + 1] + (target < 0 || this.meetsTarget(list[i], target) ? 1 : 0);
    if (meetsFrom[0] === 0) return false;
    for (let w = 0; w < W; w++) this.B[w] = this.E[w] = 0;
    this.base.length = 0;
    this.cover.length = 0;
    return this.nextBase(0, 0, target < 0);
  }

  /** Whether base unit u has a cell in a unit of the target that may be a cover set. */
  private meetsTarget(u: number, target: number): boolean {
    const { W, unit, coverAllowed } = this;
    const units = this.grid.geometry.cellUnits;
    for (let k = 0; k < 3; k++) {
      const v = units[3 * target + k];
      if (v === u || coverAllowed[v] === 0) continue;
      for (let w = 0; w < W; w++) if ((unit[u * W + w] & unit[v * W + w]) !== 0) return true;
    }
    return false;
  }

  /** Adds base units from position `from` of the base list; `depth` chosen so far. */
  private nextBase(from: number, depth: number, met: boolean): boolean {
    const { W, unit, B, E, baseList, size, finAllowed, meetsFrom } = this;
    const maxEndo = this.finned ? this.limits.maxEndoFins : 0;
    const at = depth * W;
    const to = at + W;
    for (let i = from; i <= baseList.length - (size - depth); i++) {
      if (this.spend()) return true;
      if (!met && meetsFrom[i] === 0) return false; // no unit left meets the target
      const u = baseList[i];
      const meets = met || meetsFrom[i] !== meetsFrom[i + 1];
      let endo = 0;
      let outside = 0;
      for (let w = 0; w < W; w++) {
        const m = unit[u * W + w];
        const e = E[at + w] | (B[at + w] & m);
        E[to + w] = e;
        B[to + w] = B[at + w] | m;
        endo += popcount(e);
        outside |= e & ~finAllowed[w];
      }
      if (endo > maxEndo || outside !== 0) continue;
      this.base[depth] = u;
      if (depth + 1 === size ? meets && this.covers() : this.nextBase(i + 1, depth + 1, meets)) return true;
    }
    return false;
  }

  /** The base is chosen: list its possible cover units and search them. */
  private covers(): boolean {
    const { W, unit, B, E, size, coverAllowed, inBase, finAllowed } = this;
    const at = size * W;
    // endo fins are fins: they must lie where fins may
    for (let w = 0; w < W; w++) if ((E[at + w] & ~finAllowed[w]) !== 0) return false;
    // this runs once per base: the small arrays are cleared where the last base marked them
    const { flagged } = this;
    for (let i = 0; i < this.flaggedCount; i++) inBase[flagged[i]] = 0;
    for (let i = 0; i < size; i++) inBase[(flagged[i] = this.base[i])] = 1;
    this.flaggedCount = size;
    const t = this.target;
    if (t >= 0) {
      // the target needs a cover set of its own units that meets the base
      let ok = false;
      for (let k = 0; k < 3 && !ok; k++) {
        const u = this.grid.geometry.cellUnits[3 * t + k];
        if (coverAllowed[u] === 0 || inBase[u] === 1) continue;
        for (let w = 0; w < W; w++) if ((unit[u * W + w] & B[at + w]) !== 0) ok = true;
      }
      if (!ok) return false;
    }
    // the cover candidates: allowed units outside the base that meet it, ascending (a cover
    // set only ever takes listed units, so `blocked` is raised on listed units only)
    const { coverList: list, listed, blocked, suffix, Cov, All, Can, UW, meet, meetsBase, allowedBits } = this;
    for (let i = 0; i < this.coverCount; i++) listed[list[i]] = blocked[list[i]] = 0;
    for (let x = 0; x < UW; x++) meetsBase[x] = 0;
    for (let i = 0; i < size; i++) {
      const b = this.base[i] * UW;
      for (let x = 0; x < UW; x++) meetsBase[x] |= meet[b + x];
    }
    for (let i = 0; i < size; i++) meetsBase[this.base[i] >> 5] &= ~(1 << (this.base[i] & 31));
    let count = 0;
    for (let x = 0; x < UW; x++) {
      for (let m = meetsBase[x] & allowedBits[x]; m !== 0; m &= m - 1) list[count++] = x * 32 + (31 - Math.clz32(m & -m));
    }
    this.coverCount = count;
    if (count < size) return false;
    for (let i = 0; i < count; i++) listed[list[i]] = 1;
    for (let w = 0; w < W; w++) suffix[count * W + w] = 0;
    for (let i = count - 1; i >= 0; i--) {
      const u = list[i];
      for (let w = 0; w < W; w++) suffix[i * W + w] = suffix[(i + 1) * W + w] | (unit[u * W + w] & B[at + w]);
    }
    for (let w = 0; w < W; w++) Cov[w] = All[w] = Can[w] = 0;
    return this.nextCover(0);
  }

  /** Takes cover unit u as the `depth`-th cover set (the next level's masks). */
  private take(u: number, depth: number): void {
    const { W, unit, Cov, All, Can, B, size } = this;
    const at = depth * W;
    const to = at + W;
    const bAt = size * W;
    for (let w = 0; w < W; w++) {
      const m = unit[u * W + w];
      const mb = m & B[bAt + w];
      Can[to + w] = Can[at + w] | (Cov[at + w] & mb);
      Cov[to + w] = Cov[at + w] | mb;
      All[to + w] = All[at + w] | m;
    }
    this.cover[depth] = u;
    this.blocked[u]++;
  }

  /**
   * Covers the base: the lowest base cell that may not be a fin (outside `finAllowed`) and is
   * not covered yet must be covered by one of its units (tried in ascending order; a unit
   * tried is blocked for the later branches, so each cover set is reached once); when every
   * such cell is covered, the remaining cover sets are any others that meet the base.
   */
  private nextCover(depth: number): boolean {
    if (this.spend()) return true;
    const { W, B, Cov, size, finAllowed, coverAllowed, inBase, blocked } = this;
    const bAt = size * W;
    const at = depth * W;
    let cell = -1;
    const t = this.target;
    if (t >= 0 && (this.All[at + (t >> 5)] & (1 << (t & 31))) === 0) cell = t; // the target must be in a cover set
    for (let w = 0; w < W && cell < 0; w++) {
      const m = B[bAt + w] & ~Cov[at + w] & ~finAllowed[w];
      if (m !== 0) cell = w * 32 + (31 - Math.clz32(m & -m));
    }
    if (cell < 0) return this.extras(depth, 0);
    if (depth === size) return false;
    const units = this.grid.geometry.cellUnits;
    const tried = this.tried;
    const first = 3 * depth;
    let count = 0;
    let stop = false;
    for (let k = 0; k < 3 && !stop; k++) {
      const u = units[3 * cell + k];
      if (coverAllowed[u] === 0 || inBase[u] === 1 || blocked[u] !== 0 || this.listed[u] === 0) continue;
      this.take(u, depth);
      stop = this.nextCover(depth + 1);
      // blocked stays raised: u is tried, so later branches at this cell leave it out
      tried[first + count++] = u;
    }
    for (let i = 0; i < count; i++) blocked[tried[first + i]]--;
    return stop;
  }

  /** Every needed cell is covered: the other cover sets, ascending from list position `from`. */
  private extras(depth: number, from: number): boolean {
    if (depth === this.size) return this.finish();
    const { coverList, coverCount, blocked, size, W, B, E, Cov, suffix } = this;
    // fins already certain: base cells no cover set from here on reaches, and endo fins
    let certain = 0;
    const bAt = size * W;
    for (let w = 0; w < W; w++) certain += popcount((B[bAt + w] & ~Cov[depth * W + w] & ~suffix[from * W + w]) | E[bAt + w]);
    if (certain > (this.finned ? this.limits.maxFins : 0)) return false;
    for (let i = from; i <= coverCount - (size - depth); i++) {
      if (this.spend()) return true;
      const u = coverList[i];
      if (blocked[u] !== 0) continue;
      this.take(u, depth);
      const stop = this.extras(depth + 1, i + 1);
      blocked[u]--;
      if (stop) return true;
    }
    return false;
  }

  /** Base and cover chosen: the fins, what goes, and the visit. */
  private finish(): boolean {
    const { W, B, E, Cov, All, Can, size, fins, zone, hit, finned, peer } = this;
    const at = size * W;
    let count = 0;
    for (let w = 0; w < W; w++) {
      fins[w] = (B[at + w] & ~Cov[at + w]) | E[at + w];
      count += popcount(fins[w]);
    }
    if (finned ? count === 0 || count > this.limits.maxFins : count !== 0) return false;
    if (this.every) return this.report();
    for (let w = 0; w < W; w++) zone[w] = this.useDeletable ? this.deletable[w] : this.all[w];
    for (let w = 0; w < W; w++) {
      for (let m = fins[w]; m !== 0; m &= m - 1) {
        const cell = w * 32 + (31 - Math.clz32(m & -m));
        for (let v = 0; v < W; v++) zone[v] &= peer[cell * W + v];
      }
    }
    let any = 0;
    for (let w = 0; w < W; w++) {
      const t = ((All[at + w] & ~B[at + w]) | Can[at + w]) & ~fins[w] & zone[w];
      hit.eliminations[w] = t;
      any |= t;
    }
    if (any === 0) return false;
    return this.report();
  }

  /** Fills the hit (its eliminations are set) and visits it. */
  private report(): boolean {
    const { W, B, E, Cov, size, hit } = this;
    const at = size * W;
    if (this.every) hit.eliminations.fill(0);
    hit.digit = this.digit;
    hit.base = this.base;
    hit.cover = this.cover;
    for (let w = 0; w < W; w++) {
      hit.baseCells[w] = B[at + w];
      hit.endoFins[w] = E[at + w];
      hit.exoFins[w] = B[at + w] & ~Cov[at + w];
    }
    return (this.stopped = this.visit(hit));
  }
}
