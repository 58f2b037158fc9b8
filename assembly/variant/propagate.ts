/**
 * Propagation of the variant engine: narrows the candidate masks of one frame to a fixed
 * point, or finds a conflict. The twin of src/engine/variant-ts/propagate.ts, step for step
 * (same queues, same order), so both engines reach the same states and count the same nodes;
 * the table of queues and what each step does is in that file's header.
 *
 * Owns: the frames' memory (FRAMES: C + 2 frames of C u16 masks; `base` is the frame being
 * propagated; planes.ts keeps its rule masks there), the queues of cells, houses, rules, locks
 * and exact cages, the naked-single, pair, hidden-single and locked-digit steps,
 * {@link restrict}, the digits a rule's cells must hold placed or locked ({@link
 * placeRequired}), and the rule steps planes.ts runs ({@link runWaitingRule}). Does not own:
 * the rules' handlers (rules.ts), the conflict scores (scores.ts), branching (search.ts,
 * planes.ts), the program (program.ts).
 */
import { MAX_CELLS } from './layout';
import {
  ALL,
  C,
  CELL_HOUSES,
  HOUSE_COUNT,
  HOUSE_MASKS,
  HOUSES,
  N,
  PAIRS,
  PEERS,
  programAddress,
  RULES,
  RELATION_TABLE,
  RULE_COUNT,
  WATCH,
  word,
  wordIn,
} from './program';
import { Ring } from './ring';
import { exactCage, forgetExactAnswers, ruleCellsAt, runRule } from './rules';
import { blameCell, countConflict } from './scores';
import { u16At, setU16At } from '../memory';

/** The cell a pair or peer step emptied (blamed with the cell being processed). */
let emptied: i32 = 0;

/** Adds to the scores of the cells PROGRAM[first … first + count). */
function blame(first: i32, count: i32): void {
  for (let k = first; k < first + count; k++) blameCell(word(k));
}

/** Blames the cells of rule record `rule` (a conflict it found). */
function blameRule(rule: i32): void {
  const at = word(RULES + rule);
  blame(ruleCellsAt(at), word(at + 1));
}

/** Every frame: frame d is FRAMES[d·C … d·C + C). */
export const FRAMES: usize = memory.data((MAX_CELLS + 2) * MAX_CELLS * 2, 16);
/** Start of the frame being propagated. */
export let base: i32 = 0;

export function setBase(at: i32): void {
  base = at;
}

const cells = new Ring();
const houses = new Ring();
const rules = new Ring();
const locks = new Ring();
const exact = new Ring();

/**
 * The address of the frame being propagated, for a loop that reads many masks: V8 loads a
 * mutable global (FRAMES, base) again at every use, a local once.
 */
@inline export function frameAddress(): usize {
  return FRAMES + (<usize>base << 1);
}

/** The mask of `cell` in the frame at `frame` ({@link frameAddress}). */
@inline export function maskIn(frame: usize, cell: i32): i32 {
  return <i32>load<u16>(frame + (<usize>cell << 1));
}

/** The mask of `cell` in the frame being propagated. */
@inline export function maskAt(cell: i32): i32 {
  return maskIn(frameAddress(), cell);
}

/**
 * {@link restrict} for a loop over the frame at `frame` ({@link frameAddress}): a cell that
 * keeps its mask, the common case, costs a load and no call.
 */
@inline export function restrictIn(frame: usize, cell: i32, mask: i32): bool {
  const old = maskIn(frame, cell);
  return (old & mask) == old || restrict(cell, mask);
}

/** Sizes the queues for the loaded program and empties them. */
export function prepareQueues(): void {
  cells.reset(C);
  houses.reset(HOUSE_COUNT);
  rules.reset(RULE_COUNT);
  locks.reset(HOUSE_COUNT);
  exact.reset(RULE_COUNT);
  forgetExactAnswers();
}

/** Queues the exact step of cage rule `rule` (rules.ts). */
export function queueExact(rule: i32): void {
  exact.push(rule);
}

/** Queues a cell whose mask changed. */
export function queueCell(cell: i32): void {
  cells.push(cell);
}

/**
 * Per cell that {@link restrict} queued, its mask before: the digits a rule step took from
 * it are this less its mask now ({@link takeChangedCell}).
 */
const QUEUED_FROM: usize = memory.data(MAX_CELLS * 2, 16);

/** Narrows `cell` to `mask`: false when nothing is left, else true (queued if it changed). */
export function restrict(cell: i32, mask: i32): bool {
  const at = base + cell;
  const old = u16At(FRAMES, at);
  const next = old & mask;
  if (next == old) return true;
  if (next == 0) return false;
  setU16At(FRAMES, at, next);
  if (cells.push(cell)) setU16At(QUEUED_FROM, cell, old);
  return true;
}

/** Empties every queue. */
export function clearQueues(): void {
  cells.clear();
  houses.clear();
  rules.clear();
  locks.clear();
  exact.clear();
}

/** Propagates the frame at `base` to a fixed point; false on a conflict (queues emptied). */
export function propagate(): bool {
  while (true) {
    let ok: bool;
    if (cells.size > 0) {
      const cell = cells.pop();
      ok = processCell(cell);
      if (!ok) {
        blameCell(cell);
        blameCell(emptied);
      }
    } else if (houses.size > 0) {
      const house = houses.pop();
      ok = hiddenSingles(house);
      if (!ok) blame(HOUSES + house * N, N);
    } else if (rules.size > 0) {
      const rule = rules.pop();
      ok = runRule(rule);
      if (!ok) blameRule(rule);
    } else if (locks.size > 0) {
      const house = locks.pop();
      ok = lockedDigits(house);
      if (!ok) blame(HOUSES + house * N, N);
    } else if (exact.size > 0) {
      const rule = exact.pop();
      ok = exactCage(rule);
      if (!ok) blameRule(rule);
    } else {
      return true;
    }
    if (!ok) {
      countConflict();
      clearQueues();
      return false;
    }
  }
  return true;
}

/** A changed cell: singles to peers, pairs, then its houses and rules are queued. */
function processCell(cell: i32): bool {
  const m = maskAt(cell);
  if ((m & (m - 1)) == 0) {
    for (let j = 0; j < 3; j++) {
      let bits = word(PEERS + 3 * cell + j);
      while (bits != 0) {
        const low = bits & -bits;
        bits ^= low;
        const peer = 32 * j + ctz(low);
        const pm = maskAt(peer);
        if ((pm & m) == 0) continue;
        const left = pm & ~m;
        if (left == 0) {
          emptied = peer;
          return false;
        }
        setU16At(FRAMES, base + peer, left);
        queueCell(peer);
      }
    }
  }
  const shift = N;
  for (let k = word(PAIRS + cell), end = word(PAIRS + cell + 1); k < end; k += 2) {
    const other = word(k);
    const om = maskAt(other);
    const left = om & <i32>unchecked(RELATION_TABLE[(word(k + 1) << shift) + m]);
    if (left == om) continue;
    if (left == 0) {
      emptied = other;
      return false;
    }
    setU16At(FRAMES, base + other, left);
    queueCell(other);
  }
  for (let k = word(CELL_HOUSES + cell), end = word(CELL_HOUSES + cell + 1); k < end; k++) {
    houses.push(word(k));
    locks.push(word(k));
  }
  for (let k = word(WATCH + cell), end = word(WATCH + cell + 1); k < end; k++) rules.push(word(k));
  return true;
}

/** Hidden singles of one house; false when a digit has no place or two need one cell. */
function hiddenSingles(house: i32): bool {
  const first = HOUSES + house * N;
  const last = first + N;
  let once = 0, twice = 0;
  for (let k = first; k < last; k++) {
    const m = maskAt(word(k));
    twice |= once & m;
    once |= m;
  }
  if (once != ALL) return false;
  const solo = once & ~twice;
  for (let k = first; solo != 0 && k < last; k++) {
    const cell = word(k);
    const m = maskAt(cell);
    const s = m & solo;
    if (s == 0) continue;
    if ((s & (s - 1)) != 0) return false;
    if (s == m) continue;
    setU16At(FRAMES, base + cell, s);
    queueCell(cell);
  }
  return true;
}

/**
 * Locked digits of one house: a digit with two or three places leaves every cell that sees
 * all of them. False on a conflict. The twin's lockedDigits calls lockDigit per digit; here
 * one walk of the house ANDs each place's peers into the digit's slot of LOCK_PEERS (the same
 * cell sets: clearing a digit outside the house moves no place inside it).
 */
function lockedDigits(house: i32): bool {
  const first = HOUSES + house * N;
  const last = first + N;
  let once = 0, twice = 0, thrice = 0, more = 0;
  for (let k = first; k < last; k++) {
    const m = maskAt(word(k));
    more |= thrice & m;
    thrice |= twice & m;
    twice |= once & m;
    once |= m;
  }
  if (once != ALL) return false;
  const few = twice & ~more;
  if (few == 0) return true;
  for (let bits = few; bits != 0; bits &= bits - 1) {
    const d = 3 * ctz(bits);
    unchecked((LOCK_PEERS[d] = -1));
    unchecked((LOCK_PEERS[d + 1] = -1));
    unchecked((LOCK_PEERS[d + 2] = -1));
  }
  for (let k = first; k < last; k++) {
    const cell = word(k);
    let bits = maskAt(cell) & few;
    if (bits == 0) continue;
    const p0 = word(PEERS + 3 * cell);
    const p1 = word(PEERS + 3 * cell + 1);
    const p2 = word(PEERS + 3 * cell + 2);
    for (; bits != 0; bits &= bits - 1) {
      const d = 3 * ctz(bits);
      unchecked((LOCK_PEERS[d] &= p0));
      unchecked((LOCK_PEERS[d + 1] &= p1));
      unchecked((LOCK_PEERS[d + 2] &= p2));
    }
  }
  const h0 = ~unchecked(HOUSE_MASKS[3 * house]);
  const h1 = ~unchecked(HOUSE_MASKS[3 * house + 1]);
  const h2 = ~unchecked(HOUSE_MASKS[3 * house + 2]);
  for (let bits = few; bits != 0; bits &= bits - 1) {
    const digit = ctz(bits);
    const d = 3 * digit;
    const bit = 1 << digit;
    if (!clearDigit(unchecked(LOCK_PEERS[d]) & h0, 0, bit)) return false;
    if (!clearDigit(unchecked(LOCK_PEERS[d + 1]) & h1, 32, bit)) return false;
    if (!clearDigit(unchecked(LOCK_PEERS[d + 2]) & h2, 64, bit)) return false;
  }
  return true;
}

/** Scratch of {@link lockedDigits}: per digit, the cells that see all its places (3 words). */
const LOCK_PEERS = new StaticArray<i32>(3 * 16);

/**
 * The digit planes of the frame being propagated while planes.ts drives the search (plane v,
 * the cells that may hold digit v + 1, in the four u32 words at digitPlanes + 16·v: cells
 * 0…31, 32…63, 64…95), else 0. A rule's masks are the planes' cells less what the rule
 * itself has narrowed so far, so a cell outside digit v's plane cannot lose v: {@link lockDigit}
 * visits only the common peers inside it.
 */
let digitPlanes: usize = 0;

/** Sets {@link digitPlanes} (planes.ts, for each frame it propagates; 0 for mask frames). */
export function setDigitPlanes(at: usize): void {
  digitPlanes = at;
}

/**
 * Digits that cells PROGRAM[first … first + k) must hold (a cage's or an arrow shaft's, each
 * digit at least once): one with one place left goes there; with more, it leaves every cell
 * that sees all its places. False on a conflict.
 */
export function placeRequired(first: i32, k: i32, digits: i32): bool {
  const program = programAddress();
  const frame = frameAddress();
  // the digits with at least one place and with two or more, counted once for all digits;
  // again only after a placement (a lock leaves the rule's own cells as they are: those that
  // see every place do not hold the digit)
  let once = 0, twice = 0, counted = false;
  while (digits != 0) {
    if (!counted) {
      once = 0;
      twice = 0;
      for (let i = first; i < first + k; i++) {
        const m = maskIn(frame, wordIn(program, i));
        twice |= once & m;
        once |= m;
      }
      counted = true;
    }
    const bit = digits & -digits;
    digits ^= bit;
    if ((once & bit) == 0) return false;
    if ((twice & bit) != 0) {
      if (!lockDigit(first, k, bit, -1)) return false;
      continue;
    }
    // one place: the digit goes there
    let where = -1;
    for (let i = first; i < first + k; i++) {
      const cell = wordIn(program, i);
      const m = maskIn(frame, cell);
      if ((m & bit) != 0) {
        where = m == bit ? -2 : cell;
        break;
      }
    }
    if (where == -2) continue;
    if (!restrict(where, bit)) return false;
    counted = false;
  }
  return true;
}

/**
 * A digit that must go in one of the cells PROGRAM[first … first + count) that hold it: it
 * leaves every cell that is a peer of all of them (outside `house`, when ≥ 0). False on a
 * conflict.
 */
export function lockDigit(first: i32, count: i32, bit: i32, house: i32): bool {
  const frame = frameAddress();
  const program = programAddress();
  const peers = program + (<usize>PEERS << 2);
  let b0 = -1, b1 = -1, b2 = -1;
  let places = 0;
  for (let k = first; k < first + count; k++) {
    const cell = wordIn(program, k);
    if ((maskIn(frame, cell) & bit) == 0) continue;
    places++;
    const at = peers + <usize>(12 * cell);
    b0 &= load<i32>(at);
    b1 &= load<i32>(at, 4);
    b2 &= load<i32>(at, 8);
  }
  if (places == 0) return false;
  if (house >= 0) {
    b0 &= ~unchecked(HOUSE_MASKS[3 * house]);
    b1 &= ~unchecked(HOUSE_MASKS[3 * house + 1]);
    b2 &= ~unchecked(HOUSE_MASKS[3 * house + 2]);
  }
  if (digitPlanes != 0) {
    const plane = digitPlanes + (<usize>ctz(bit) << 4);
    b0 &= load<i32>(plane);
    b1 &= load<i32>(plane, 4);
    b2 &= load<i32>(plane, 8);
  }
  return clearDigit(b0, 0, bit) && clearDigit(b1, 32, bit) && clearDigit(b2, 64, bit);
}

/** Removes `bit` from the cells offset + i for the set bits i of `cells` (all < C: peers). */
function clearDigit(cells: i32, offset: i32, bit: i32): bool {
  const frame = frameAddress();
  while (cells != 0) {
    const low = cells & -cells;
    cells ^= low;
    if (!restrictIn(frame, offset + ctz(low), ~bit)) return false;
  }
  return true;
}

/**
 * Queues the rules of the program's words from … to − 1, in order: a cell's WATCH entries
 * (a cell they read changed: the digit-plane frames, planes.ts).
 */
export function queueRules(from: i32, to: i32): void {
  const program = programAddress();
  rules.pushAll(program + (<usize>from << 2), program + (<usize>to << 2));
}

/** What {@link runWaitingRule} may run: rule records; the exact steps of cages. */
export const RULE_STEPS: i32 = 1;
export const EXACT_STEPS: i32 = 2;

/**
 * One rule step for the digit-plane frames (planes.ts), on the masks at `base`: of the `kinds`
 * asked ({@link RULE_STEPS} | {@link EXACT_STEPS}), the rule that waited longest, else the
 * exact step of a cage. 1 when one ran, 0 when none waits, −1 on a conflict (the rule's cells
 * blamed, every queue emptied). The cells it narrowed wait in the cell queue
 * ({@link takeChangedCell}).
 */
export function runWaitingRule(kinds: i32): i32 {
  let rule: i32;
  let ok: bool;
  if ((kinds & RULE_STEPS) != 0 && rules.size > 0) {
    rule = rules.pop();
    ok = runRule(rule);
  } else if ((kinds & EXACT_STEPS) != 0 && exact.size > 0) {
    rule = exact.pop();
    ok = exactCage(rule);
  } else {
    return 0;
  }
  if (ok) return 1;
  blameRule(rule);
  countConflict();
  clearQueues();
  return -1;
}

/** Cells narrowed by rule steps and not yet taken (planes.ts). */
export function changedCellCount(): i32 {
  return cells.size;
}

/** The cell narrowed longest ago (changedCellCount() > 0); its lost digits: {@link lostDigits}. */
export function takeChangedCell(): i32 {
  return cells.pop();
}

/** The digits a rule step took from `cell`, just taken by {@link takeChangedCell}. */
export function lostDigits(cell: i32): i32 {
  return u16At(QUEUED_FROM, cell) & ~maskAt(cell);
}
