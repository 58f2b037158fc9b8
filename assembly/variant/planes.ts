/**
 * The digit-plane frames of the variant engine, for programs with at most 64 houses: houses,
 * extra regions, diagonals, anti-knight, anti-king and pair rules (non-consecutive, kropki, XV,
 * thermometers …) run on the planes; rule records (cages, arrows, sums …) run their handlers on
 * masks made from the planes. The twin of src/engine/variant-ts/planes.ts, whose header has the
 * frame, the steps of a propagation and the branching rule; search.ts drives them.
 *
 * Owns: the planes frames (one per depth of search.ts's stack), their propagation, the
 * branching choice and the guess on them. Does not own: the stack, node counting, pausing (the
 * search driver, search.ts), the rules' handlers and queues (rules.ts, propagate.ts), the
 * conflict scores (scores.ts), the program (program.ts) or its pair relations grouped by
 * relation (pair-groups.ts).
 *
 * A cell set is two u64 words (cells 0…63, then 64…80):
 *
 *   frame (3N + 2 words)
 *   ┌────────────┬────────────┬─────┬──────────────┬────────────┬────────┬─────┬──────────┐
 *   │ plane 0    │ plane 1    │ …   │ plane N − 1  │ FIXED      │ DONE 0 │ …   │ DONE N−1 │
 *   │ lo  │ hi   │ lo  │ hi   │     │ lo  │ hi     │ lo  │ hi   │        │     │          │
 *   └────────────┴────────────┴─────┴──────────────┴────────────┴────────┴─────┴──────────┘
 *   plane v − 1: cells that may hold digit v; DONE v − 1: the houses (bit h: house h) where
 *   digit v is placed, which the house scan skips for it
 */
import { MAX_CELLS, MAX_SIDE } from './layout';
import { GROUP_CELLS, GROUP_RELATION, GROUP_START, groupPairs, uniformRelation } from './pair-groups';
import { ALL, C, CELL_HOUSES, HOUSE_COUNT, HOUSE_MASKS, INIT, N, PAIRS, PEERS, RELATION_TABLE, RULE_COUNT, WATCH, word } from './program';
import { changedCellCount, clearQueues, EXACT_STEPS, FRAMES as MASKS, lostDigits, queueRules, RULE_STEPS, runWaitingRule, setBase, setDigitPlanes, takeChangedCell } from './propagate';
import { blameCell, BRANCH_BASE, countConflict, maxScore, SCORES } from './scores';
import { i32At, u16At, setU16At, u64At, setU64At } from '../memory';

/** Words (u64) of the largest frame. */
const MAX_FRAME: i32 = 3 * MAX_SIDE + 2;

/** Words of all frames. */
const FRAMES_WORDS: i32 = (MAX_CELLS + 2) * MAX_FRAME;
/**
 * The frames, at a fixed address in linear memory (memory.data, as fast9's): a word access is a
 * load at a constant offset, where a StaticArray's base is read again from a module global at
 * every use. The checked build asserts every index.
 */
const FRAMES: usize = memory.data(FRAMES_WORDS * 8, 16);
@inline function frameWord(i: i32): u64 {
  assert(<u32>i < <u32>FRAMES_WORDS);
  return load<u64>(FRAMES + (<usize>i << 3));
}
@inline function setFrameWord(i: i32, value: u64): void {
  assert(<u32>i < <u32>FRAMES_WORDS);
  store<u64>(FRAMES + (<usize>i << 3), value);
}
/** Words of a frame. */
let W: i32 = 0;

// the program as cell sets (lo, hi), made by planesStart; these tables and the scratch below
// are u64 words at fixed addresses (u64At, setU64At, ../memory.ts)
/** Peers of each cell; cells of each house; the houses of each cell as a set of house ids (at most 64 houses). */
const PEER_SETS: usize = memory.data(16 * MAX_CELLS, 16);
/** The pair-relation partners of each cell. */
const PARTNER_SETS: usize = memory.data(16 * MAX_CELLS, 16);
const HOUSE_SETS: usize = memory.data(16 * 64, 16);
const CELL_HOUSE_BITS: usize = memory.data(8 * MAX_CELLS, 16);
/** Every cell; the cells with pair relations. */
let fullLo: u64 = 0, fullHi: u64 = 0;
let pairLo: u64 = 0, pairHi: u64 = 0;
let hasPairs = false;
/**
 * Whether no pair relation between two cells that are not peers forbids equal digits (the
 * relations of peers all do: the compiler folds "different" into them; a thermometer or
 * palindrome across boxes is a pair that may not): then {@link lockThroughPairs} takes a digit
 * only from a cell that is a partner of every place (or one of them) beyond what the locked
 * digit step does.
 */
let equalAllowed = false;

// the state of one propagation
/** Houses: each digit's plane when it was last scanned; the seed cells, scanned in every house once. */
const SCANNED: usize = memory.data(16 * MAX_SIDE, 16);
let seedLo: u64 = 0, seedHi: u64 = 0;
/** Pair tables: the planes at the last pass; the cells changed since. */
const SNAP: usize = memory.data(16 * MAX_SIDE, 16);
let dirtyLo: u64 = 0, dirtyHi: u64 = 0;

// rule records: their handlers read and narrow masks, one frame of them per planes frame
// (propagate.ts's frames: frame d at MASKS[d·C … d·C + C), kept equal to the planes' digits
// whenever a propagation of frame d ends without a conflict)
let hasRules = false;
/** Start of the masks frame of the planes frame being propagated. */
let maskBase: i32 = 0;
/** The planes when the rules were last woken; the cells changed since. */
const RULE_SNAP: usize = memory.data(16 * MAX_SIDE, 16);
let wakeLo: u64 = 0, wakeHi: u64 = 0;
/** The cells some rule reads (a changed cell outside them wakes none). */
let watchedLo: u64 = 0, watchedHi: u64 = 0;

/** Adds a conflict's score to every cell of a set. */
function blame(lo: u64, hi: u64): void {
  for (let x = lo; x != 0; x &= x - 1) blameCell(<i32>ctz(x));
  for (let x = hi; x != 0; x &= x - 1) blameCell(64 + <i32>ctz(x));
  countConflict();
}

@inline function bitOf(cell: i32): u64 {
  return (<u64>1) << (<u64>(cell & 63));
}

/** The digits a pair relation `rel` forbids the partner while the cell's candidates are `mask`. */
@inline function relationForbids(rel: i32, mask: i32): i32 {
  return ~(<i32>unchecked(RELATION_TABLE[(rel << N) + mask])) & ALL;
}

/** Removes `digits` (a mask) from `cell` in the frame at `base`: true when one of them was there. */
function removeDigits(base: i32, cell: i32, digits: i32): bool {
  const at = base + (cell >> 6);
  const bit = bitOf(cell);
  let changed = false;
  for (; digits != 0; digits &= digits - 1) {
    const u = at + 2 * ctz(digits);
    const plane = frameWord(u);
    if ((plane & bit) == 0) continue;
    setFrameWord(u, plane & ~bit);
    changed = true;
  }
  return changed;
}

/** Removes `digits` (a mask) from every cell of the set lo, hi in the frame at `base`: true when one of them was there. */
@inline function removeFromCells(base: i32, lo: u64, hi: u64, digits: i32): bool {
  let met: u64 = 0;
  if (lo == 0 || hi == 0) {
    // the cells in one word (a cell's partners mostly are): one load and store a digit
    const at = base + (lo == 0 ? 1 : 0);
    const cells = lo | hi;
    for (; digits != 0; digits &= digits - 1) {
      const u = at + 2 * ctz(digits);
      const a = frameWord(u);
      const hit = a & cells;
      if (hit == 0) continue;
      setFrameWord(u, a ^ hit);
      met = 1;
    }
    return met != 0;
  }
  for (; digits != 0; digits &= digits - 1) {
    const u = base + 2 * ctz(digits);
    const a = frameWord(u);
    const b = frameWord(u + 1);
    met |= (a & lo) | (b & hi);
    setFrameWord(u, a & ~lo);
    setFrameWord(u + 1, b & ~hi);
  }
  return met != 0;
}

/** Removes what each pair relation of `cell` forbids its partners while the cell holds `mask`: true when a candidate left a cell. */
@inline function applyRelations(base: i32, cell: i32, mask: i32): bool {
  let changed = false;
  for (let g = unchecked(GROUP_START[cell]), end = unchecked(GROUP_START[cell + 1]); g < end; g++) {
    const forbid = relationForbids(unchecked(GROUP_RELATION[g]), mask);
    if (forbid != 0 && removeFromCells(base, unchecked(GROUP_CELLS[2 * g]), unchecked(GROUP_CELLS[2 * g + 1]), forbid)) changed = true;
  }
  return changed;
}

/** Two 32-bit words of a program cell set as one u64 (`low` holds the lower 32 cells). */
@inline function joined(low: i32, high: i32): u64 {
  return (<u64>low & 0xffffffff) | ((<u64>high) << 32);
}

/**
 * Prepares the loaded program of at most 64 houses (its queues prepared in propagate.ts, the
 * scores zeroed): frame 0 gets the root candidates. False when a cell has none (no solution,
 * nothing to search).
 */
export function planesStart(): bool {
  W = 3 * N + 2;
  fullLo = C >= 64 ? u64.MAX_VALUE : bitOf(C) - 1;
  fullHi = C > 64 ? bitOf(C - 64) - 1 : 0;
  for (let c = 0; c < C; c++) {
    const at = PEERS + 3 * c;
    setU64At(PEER_SETS, 2 * c, joined(word(at), word(at + 1)));
    setU64At(PEER_SETS, 2 * c + 1, joined(word(at + 2), 0));
  }
  for (let h = 0; h < HOUSE_COUNT; h++) {
    setU64At(HOUSE_SETS, 2 * h, joined(unchecked(HOUSE_MASKS[3 * h]), unchecked(HOUSE_MASKS[3 * h + 1])));
    setU64At(HOUSE_SETS, 2 * h + 1, joined(unchecked(HOUSE_MASKS[3 * h + 2]), 0));
  }
  for (let c = 0; c < C; c++) {
    let houses: u64 = 0;
    for (let k = word(CELL_HOUSES + c), end = word(CELL_HOUSES + c + 1); k < end; k++) houses |= bitOf(word(k));
    setU64At(CELL_HOUSE_BITS, c, houses);
  }
  for (let k = 0; k < W; k++) setFrameWord(k, 0);
  pairLo = 0;
  pairHi = 0;
  for (let c = 0; c < C; c++) {
    const hi = c >> 6;
    const bit = bitOf(c);
    let partnersLo: u64 = 0, partnersHi: u64 = 0;
    for (let k = word(PAIRS + c), end = word(PAIRS + c + 1); k < end; k += 2) {
      const x = word(k);
      if (x < 64) partnersLo |= bitOf(x);
      else partnersHi |= bitOf(x);
    }
    setU64At(PARTNER_SETS, 2 * c, partnersLo);
    setU64At(PARTNER_SETS, 2 * c + 1, partnersHi);
    if ((partnersLo | partnersHi) != 0) {
      if (hi) pairHi |= bit;
      else pairLo |= bit;
    }
    const m = word(INIT + c) & ALL;
    if (m == 0) return false;
    setU16At(MASKS, c, m);
    for (let v = 0; v < N; v++) {
      if ((m >> v) & 1) setFrameWord(2 * v + hi, frameWord(2 * v + hi) | bit);
    }
  }
  hasPairs = (pairLo | pairHi) != 0;
  groupPairs();
  // whether a relation between two cells that are not peers forbids equal digits (the compiler
  // folds "different" into the relations of peers, so theirs all do)
  equalAllowed = true;
  for (let c = 0; c < C && equalAllowed; c++) {
    for (let k = word(PAIRS + c), end = word(PAIRS + c + 1); k < end; k += 2) {
      const x = word(k);
      if (((u64At(PEER_SETS, 2 * c + (x >> 6)) >> (<u64>(x & 63))) & 1) != 0) continue;
      for (let v = 0; v < N; v++) if ((relationForbids(word(k + 1), 1 << v) & (1 << v)) != 0) equalAllowed = false;
    }
  }
  hasRules = RULE_COUNT > 0;
  watchedLo = 0;
  watchedHi = 0;
  for (let c = 0; c < C; c++) {
    if (word(WATCH + c) == word(WATCH + c + 1)) continue;
    if (c < 64) watchedLo |= bitOf(c);
    else watchedHi |= bitOf(c);
  }
  return true;
}

/**
 * Frame d + 1 = frame d with `cell` holding digit v (0-based); frame d keeps every digit of the
 * cell but v (search.ts's guess).
 */
export function planesGuess(d: i32, cell: i32, v: i32): void {
  const base = d * W;
  const next = base + W;
  memory.copy(FRAMES + (<usize>next << 3), FRAMES + (<usize>base << 3), <usize>W << 3);
  const hi = cell >> 6;
  const keep = ~bitOf(cell);
  for (let u = 0; u < N; u++) {
    if (u != v) setFrameWord(next + 2 * u + hi, frameWord(next + 2 * u + hi) & keep);
  }
  setFrameWord(base + 2 * v + hi, frameWord(base + 2 * v + hi) & keep);
  if (hasRules) {
    const from = d * C;
    memory.copy(MASKS + (<usize>(from + C) << 1), MASKS + (<usize>from << 1), <usize>C << 1);
    setU16At(MASKS, from + C + cell, 1 << v);
    setU16At(MASKS, from + cell, u16At(MASKS, from + cell) & ~(1 << v));
  }
}

/** Propagates frame d (seeded with the cell that changed, −1 for every cell); false on a conflict. */
export function planesPropagate(d: i32, seed: i32): bool {
  if (!hasRules) return propagate(d * W, seed);
  const base = d * W;
  // the frame's masks match its planes (planesGuess changed both); every rule of the seed cells wakes
  maskBase = d * C;
  setBase(maskBase);
  setDigitPlanes(FRAMES + (<usize>base << 3));
  for (let k = 0; k < 2 * N; k++) setU64At(RULE_SNAP, k, frameWord(base + k));
  if (seed < 0) {
    wakeLo = fullLo;
    wakeHi = fullHi;
  } else {
    wakeLo = seed < 64 ? bitOf(seed) : 0;
    wakeHi = seed < 64 ? 0 : bitOf(seed);
  }
  if (propagate(base, seed)) return true;
  clearQueues();
  return false;
}

/** The branching cell of propagated frame d (−1: every cell is fixed) and the digit (0-based) to try on it. */
export function planesBranchCell(d: i32): i32 {
  return branchCell(d * W);
}
export function planesBranchDigit(d: i32, cell: i32): i32 {
  return branchDigit(d * W, cell);
}

/** Writes solved frame d into `out` (values 1…N). */
export function planesSolution(d: i32, out: StaticArray<u8>): void {
  const base = d * W;
  for (let v = 0; v < N; v++) {
    let lo = frameWord(base + 2 * v);
    for (; lo != 0; lo &= lo - 1) unchecked((out[<i32>ctz(lo)] = <u8>(v + 1)));
    let hi = frameWord(base + 2 * v + 1);
    for (; hi != 0; hi &= hi - 1) unchecked((out[64 + <i32>ctz(hi)] = <u8>(v + 1)));
  }
}

/**
 * Places digit v (0-based) on `cell`: false when the cell no longer holds it. The cell leaves
 * the other planes and joins FIXED; its peers leave plane v; each pair relation of the cell
 * removes the digits it forbids from the other cell.
 */
function place(base: i32, cell: i32, v: i32): bool {
  const hi = cell >> 6;
  const bit = bitOf(cell);
  const plane = base + 2 * v;
  if ((frameWord(plane + hi) & bit) == 0) return false;
  const keep = ~bit;
  for (let u = base + hi, end = base + 2 * N; u < end; u += 2) setFrameWord(u, frameWord(u) & keep);
  setFrameWord(plane, frameWord(plane) & ~u64At(PEER_SETS, 2 * cell));
  setFrameWord(plane + 1, frameWord(plane + 1) & ~u64At(PEER_SETS, 2 * cell + 1));
  setFrameWord(plane + hi, frameWord(plane + hi) | bit);
  const fixed = base + 2 * N + hi;
  setFrameWord(fixed, frameWord(fixed) | bit);
  const done = base + 2 * N + 2 + v;
  setFrameWord(done, frameWord(done) | u64At(CELL_HOUSE_BITS, cell));
  applyRelations(base, cell, 1 << v);
  return true;
}

/** Propagates the frame at `base` to a fixed point (the twin's header); false on a conflict. */
function propagate(base: i32, seed: i32): bool {
  const fixed = base + 2 * N;
  for (let k = 0; k < 2 * N; k++) setU64At(SCANNED, k, frameWord(base + k));
  if (seed < 0) {
    seedLo = fullLo;
    seedHi = fullHi;
  } else {
    seedLo = seed < 64 ? bitOf(seed) : 0;
    seedHi = seed < 64 ? 0 : bitOf(seed);
  }
  if (hasPairs) {
    for (let k = 0; k < 2 * N; k++) setU64At(SNAP, k, frameWord(base + k));
    dirtyLo = seedLo;
    dirtyHi = seedHi;
  }
  for (;;) {
    // 1. naked singles
    let oLo: u64 = 0, oHi: u64 = 0, tLo: u64 = 0, tHi: u64 = 0;
    for (let u = base; u < fixed; u += 2) {
      const aLo = frameWord(u);
      const aHi = frameWord(u + 1);
      tLo |= oLo & aLo;
      tHi |= oHi & aHi;
      oLo |= aLo;
      oHi |= aHi;
    }
    if (oLo != fullLo || oHi != fullHi) {
      blame(fullLo & ~oLo, fullHi & ~oHi);
      return false;
    }
    const sLo = oLo & ~tLo & ~frameWord(fixed);
    const sHi = oHi & ~tHi & ~frameWord(fixed + 1);
    if ((sLo | sHi) != 0) {
      for (let v = 0; v < N; v++) {
        for (let x = sLo & frameWord(base + 2 * v); x != 0; x &= x - 1) {
          if (!place(base, <i32>ctz(x), v)) {
            blame(x & -x, 0);
            return false;
          }
        }
        for (let x = sHi & frameWord(base + 2 * v + 1); x != 0; x &= x - 1) {
          if (!place(base, 64 + <i32>ctz(x), v)) {
            blame(0, x & -x);
            return false;
          }
        }
      }
      continue;
    }
    // 2. rule records
    if (hasRules) {
      const r = rulePass(base, RULE_STEPS);
      if (r < 0) return false;
      if (r > 0) continue;
    }
    // 3. hidden singles and locked digits
    const r = scanHouses(base);
    if (r < 0) return false;
    if (r > 0) continue;
    // 4. pair tables
    if (hasPairs && pairPass(base)) continue;
    // 5. the exact steps of cages
    if (hasRules) {
      const r = rulePass(base, EXACT_STEPS);
      if (r < 0) return false;
      if (r > 0) continue;
    }
    return true;
  }
}

/**
 * Hidden singles and locked digits, on the houses whose places for a digit changed since the
 * digit was last scanned (or that hold the seed cells): −1 on a conflict, 1 when a candidate
 * left a cell or a digit was placed, else 0.
 */
function scanHouses(base: i32): i32 {
  const fixed = base + 2 * N;
  let changed = 0;
  for (let v = 0; v < N; v++) {
    const at = base + 2 * v;
    const pLo = frameWord(at);
    const pHi = frameWord(at + 1);
    const dLo = (u64At(SCANNED, 2 * v) ^ pLo) | seedLo;
    const dHi = (u64At(SCANNED, 2 * v + 1) ^ pHi) | seedHi;
    if ((dLo | dHi) == 0) continue;
    setU64At(SCANNED, 2 * v, pLo);
    setU64At(SCANNED, 2 * v + 1, pHi);
    let houses: u64 = 0;
    for (let x = dLo; x != 0; x &= x - 1) houses |= u64At(CELL_HOUSE_BITS, <i32>ctz(x));
    for (let x = dHi; x != 0; x &= x - 1) houses |= u64At(CELL_HOUSE_BITS, 64 + <i32>ctz(x));
    // a house where v is placed has one place for it, that cell: nothing to find there
    houses &= ~frameWord(fixed + 2 + v);
    for (; houses != 0; houses &= houses - 1) {
      const h = <i32>ctz(houses);
      const hLo = u64At(HOUSE_SETS, 2 * h);
      const hHi = u64At(HOUSE_SETS, 2 * h + 1);
      const xLo = frameWord(at) & hLo;
      const xHi = frameWord(at + 1) & hHi;
      const n = popcnt(xLo) + popcnt(xHi);
      if (n == 0) {
        blame(hLo, hHi);
        return -1;
      }
      if (n == 1) {
        if (((xLo & frameWord(fixed)) | (xHi & frameWord(fixed + 1))) != 0) continue;
        if (!place(base, xLo != 0 ? <i32>ctz(xLo) : 64 + <i32>ctz(xHi), v)) return -1;
        changed = 1;
        continue;
      }
      // locked digits: 2 or 3 places (all open: a house whose digit is placed has one place)
      if (n > 3) continue;
      let eLo = frameWord(at), eHi = frameWord(at + 1);
      for (let x = xLo; x != 0; x &= x - 1) {
        const c = <i32>ctz(x);
        eLo &= u64At(PEER_SETS, 2 * c);
        eHi &= u64At(PEER_SETS, 2 * c + 1);
      }
      for (let x = xHi; x != 0; x &= x - 1) {
        const c = 64 + <i32>ctz(x);
        eLo &= u64At(PEER_SETS, 2 * c);
        eHi &= u64At(PEER_SETS, 2 * c + 1);
      }
      if (hasPairs) {
        if (uniformRelation >= 0 ? uniformLock(base, v, xLo, xHi) : lockThroughPairs(base, v, xLo, xHi)) changed = 1;
      }
      if ((eLo | eHi) == 0) continue;
      setFrameWord(at, frameWord(at) & ~eLo);
      setFrameWord(at + 1, frameWord(at + 1) & ~eHi);
      changed = 1;
    }
  }
  seedLo = 0;
  seedHi = 0;
  return changed;
}

/** The digits `x` cannot hold when `p` holds digit v: its pair relation with p, v itself when a peer, all but v when x is p. */
function forbidden(p: i32, x: i32, v: i32): i32 {
  if (x == p) return ALL & ~(1 << v);
  let f = (u64At(PEER_SETS, 2 * p + (x >> 6)) >> (<u64>(x & 63))) & 1 ? 1 << v : 0;
  for (let k = word(PAIRS + p), end = word(PAIRS + p + 1); k < end; k += 2) {
    if (word(k) != x) continue;
    f |= relationForbids(word(k + 1), 1 << v);
    break;
  }
  return <i32>f;
}

/**
 * {@link lockThroughPairs} where every pair has the relation {@link uniformRelation} and is a
 * pair of peers: the cells that are a partner or the place itself of every place (the tied
 * cells, and the first place when tied) lose what the relation forbids beside v, minus v. A
 * tied cell that is not a place loses v too in the general walk, as a peer of every place: the
 * locked digit step that follows removes it anyway, so the planes end the same.
 */
@inline function uniformLock(base: i32, v: i32, xLo: u64, xHi: u64): bool {
  let tLo: u64 = u64.MAX_VALUE, tHi: u64 = u64.MAX_VALUE;
  for (let x = xLo; x != 0; x &= x - 1) {
    const c = <i32>ctz(x);
    tLo &= u64At(PARTNER_SETS, 2 * c) | (x & -x);
    tHi &= u64At(PARTNER_SETS, 2 * c + 1);
  }
  for (let x = xHi; x != 0; x &= x - 1) {
    const c = 64 + <i32>ctz(x);
    tLo &= u64At(PARTNER_SETS, 2 * c);
    tHi &= u64At(PARTNER_SETS, 2 * c + 1) | (x & -x);
  }
  if ((tLo | tHi) == 0) return false;
  return removeFromCells(base, tLo, tHi, relationForbids(uniformRelation, 1 << v) & ~(1 << v));
}

/**
 * Locked digits through pair relations: digit v has 2 or 3 places in a house (xLo, xHi); a
 * partner of the first place, or that place itself, loses the digits that every place forbids
 * it when holding v. True when a candidate left a cell.
 *
 * Only a cell that every other place reaches can lose one (a place forbids nothing to a cell
 * that is not its partner, its peer or itself), and only v through a peer: the partners of the
 * first place are filtered by those two cell sets before any relation is read. The first place
 * itself holds v or has a place holding v among its partners, so it loses what every other
 * place forbids it besides v (two neighbouring places of a non-consecutive puzzle: both lose
 * v ± 1).
 */
function lockThroughPairs(base: i32, v: i32, xLo: u64, xHi: u64): bool {
  // the places, lowest first: p0, p1 and p2 (−1 when there are two)
  let lo = xLo, hi = xHi;
  const p0 = lo != 0 ? <i32>ctz(lo) : 64 + <i32>ctz(hi);
  if (lo != 0) lo &= lo - 1;
  else hi &= hi - 1;
  const p1 = lo != 0 ? <i32>ctz(lo) : 64 + <i32>ctz(hi);
  if (lo != 0) lo &= lo - 1;
  else hi &= hi - 1;
  const p2 = (lo | hi) == 0 ? -1 : lo != 0 ? <i32>ctz(lo) : 64 + <i32>ctz(hi);
  // tied: a partner or the place itself of every other place (and a partner of p0); reached: a
  // partner, peer or the place itself of every other place. A cell that is not tied sees some
  // place as a peer only, so it can lose v alone; when no relation between cells that are not
  // peers forbids equal digits, it loses v only as a peer of every place, and the locked digit
  // step that follows (scanHouses) removes that v anyway: then only tied cells are walked, and
  // with none tied there is nothing to do (non-consecutive: 0.94 the CPU, in-process A/B both
  // orders)
  const firstWord = p0 >> 6;
  const firstShift = <u64>(p0 & 63);
  let firstTied = (u64At(PARTNER_SETS, 2 * p1 + firstWord) >> firstShift) & 1;
  let tiedLo = u64At(PARTNER_SETS, 2 * p0) & (u64At(PARTNER_SETS, 2 * p1) | (p1 < 64 ? bitOf(p1) : 0));
  let tiedHi = u64At(PARTNER_SETS, 2 * p0 + 1) & (u64At(PARTNER_SETS, 2 * p1 + 1) | (p1 < 64 ? 0 : bitOf(p1)));
  if (p2 >= 0) {
    firstTied &= u64At(PARTNER_SETS, 2 * p2 + firstWord) >> firstShift;
    tiedLo &= u64At(PARTNER_SETS, 2 * p2) | (p2 < 64 ? bitOf(p2) : 0);
    tiedHi &= u64At(PARTNER_SETS, 2 * p2 + 1) | (p2 < 64 ? 0 : bitOf(p2));
  }
  let reachedLo = tiedLo, reachedHi = tiedHi;
  if (!equalAllowed) {
    reachedLo = u64At(PARTNER_SETS, 2 * p0) & (u64At(PARTNER_SETS, 2 * p1) | u64At(PEER_SETS, 2 * p1) | (p1 < 64 ? bitOf(p1) : 0));
    reachedHi = u64At(PARTNER_SETS, 2 * p0 + 1) & (u64At(PARTNER_SETS, 2 * p1 + 1) | u64At(PEER_SETS, 2 * p1 + 1) | (p1 < 64 ? 0 : bitOf(p1)));
    if (p2 >= 0) {
      reachedLo &= u64At(PARTNER_SETS, 2 * p2) | u64At(PEER_SETS, 2 * p2) | (p2 < 64 ? bitOf(p2) : 0);
      reachedHi &= u64At(PARTNER_SETS, 2 * p2 + 1) | u64At(PEER_SETS, 2 * p2 + 1) | (p2 < 64 ? 0 : bitOf(p2));
    }
  }
  let changed = false;
  if (firstTied != 0) {
    let forbid = ALL & ~(1 << v) & forbidden(p1, p0, v);
    if (p2 >= 0 && forbid != 0) forbid &= forbidden(p2, p0, v);
    changed = removeDigits(base, p0, forbid);
  }
  if ((reachedLo | reachedHi) == 0) return changed;
  for (let k = word(PAIRS + p0), end = word(PAIRS + p0 + 1); k < end; k += 2) {
    const x = word(k);
    const shift = <u64>(x & 63);
    if ((((x < 64 ? reachedLo : reachedHi) >> shift) & 1) == 0) continue;
    let forbid = relationForbids(word(k + 1), 1 << v);
    // a peer of a place loses only v through it (see above)
    if ((forbid & (1 << v)) == 0 && (((x < 64 ? tiedLo : tiedHi) >> shift) & 1) == 0) continue;
    forbid &= forbidden(p1, x, v);
    if (p2 >= 0 && forbid != 0) forbid &= forbidden(p2, x, v);
    if (removeDigits(base, x, forbid)) changed = true;
  }
  return changed;
}

/** A cell's candidates as a mask (bit v − 1 = digit v). */
@inline function maskOf(base: i32, cell: i32): i32 {
  const at = base + (cell >> 6);
  const shift = <u64>(cell & 63);
  let m = 0;
  for (let v = 0; v < N; v++) m |= (<i32>((frameWord(at + 2 * v) >> shift) & 1)) << v;
  return m;
}

/** Pair tables for the open cells changed since the last pass (the twin's step 3): true when a candidate left a cell. */
function pairPass(base: i32): bool {
  for (let k = 0; k < 2 * N; k += 2) {
    const lo = frameWord(base + k);
    const hi = frameWord(base + k + 1);
    dirtyLo |= u64At(SNAP, k) ^ lo;
    dirtyHi |= u64At(SNAP, k + 1) ^ hi;
    setU64At(SNAP, k, lo);
    setU64At(SNAP, k + 1, hi);
  }
  const fixed = base + 2 * N;
  let lo = dirtyLo & pairLo & ~frameWord(fixed);
  let hi = dirtyHi & pairHi & ~frameWord(fixed + 1);
  dirtyLo = 0;
  dirtyHi = 0;
  let changed = false;
  for (let half = 0; half < 2; half++) {
    for (let bits = half == 0 ? lo : hi; bits != 0; bits &= bits - 1) {
      const cell = 64 * half + <i32>ctz(bits);
      if (applyRelations(base, cell, maskOf(base, cell))) changed = true;
    }
  }
  return changed;
}

/**
 * Rule records (the twin's steps 2 and 5): the masks of the cells changed since the last pass
 * are brought up to date and the rules that read them wake; then the waiting steps of `kinds`
 * run (propagate.ts's runWaitingRule) until one narrows a cell, whose lost digits then leave the
 * planes. −1 on a conflict, 1 when a candidate left a cell, else 0.
 */
function rulePass(base: i32, kinds: i32): i32 {
  // a plane only loses cells while a frame propagates: each lost one leaves the cell's mask
  for (let v = 0; v < N; v++) {
    const k = 2 * v;
    const lo = frameWord(base + k);
    const hi = frameWord(base + k + 1);
    const goneLo = u64At(RULE_SNAP, k) ^ lo;
    const goneHi = u64At(RULE_SNAP, k + 1) ^ hi;
    if ((goneLo | goneHi) == 0) continue;
    setU64At(RULE_SNAP, k, lo);
    setU64At(RULE_SNAP, k + 1, hi);
    wakeLo |= goneLo;
    wakeHi |= goneHi;
    const keep = ~(1 << v);
    for (let x = goneLo; x != 0; x &= x - 1) {
      const c = maskBase + <i32>ctz(x);
      setU16At(MASKS, c, (u16At(MASKS, c) & keep));
    }
    for (let x = goneHi; x != 0; x &= x - 1) {
      const c = maskBase + 64 + <i32>ctz(x);
      setU16At(MASKS, c, (u16At(MASKS, c) & keep));
    }
  }
  for (let half = 0; half < 2; half++) {
    for (let bits = half == 0 ? wakeLo & watchedLo : wakeHi & watchedHi; bits != 0; bits &= bits - 1) {
      const cell = 64 * half + <i32>ctz(bits);
      queueRules(word(WATCH + cell), word(WATCH + cell + 1));
    }
  }
  wakeLo = 0;
  wakeHi = 0;
  for (;;) {
    const r = runWaitingRule(kinds);
    if (r <= 0) return r;
    if (changedCellCount() == 0) continue;
    while (changedCellCount() > 0) {
      const cell = takeChangedCell();
      // the rule's masks started equal to the planes: each lost digit is still in its plane
      const at = base + (cell >> 6);
      const bit = bitOf(cell);
      for (let lost = lostDigits(cell); lost != 0; lost &= lost - 1) {
        const u = at + 2 * ctz(lost);
        setFrameWord(u, frameWord(u) & ~bit);
      }
    }
    return 1;
  }
}

/** The open cell with the most (score + BRANCH_BASE) per candidate, the first on a tie; −1 when every cell is fixed. */
function branchCell(base: i32): i32 {
  const fixed = base + 2 * N;
  const openLo = fullLo & ~frameWord(fixed);
  const openHi = fullHi & ~frameWord(fixed + 1);
  if ((openLo | openHi) == 0) return -1;
  // each cell's candidate count, bit-sliced: bit i of it in ci (lo and hi words), the planes
  // added one at a time with a ripple carry (counts are at most 9, four bits)
  let c0l: u64 = 0, c1l: u64 = 0, c2l: u64 = 0, c3l: u64 = 0;
  let c0h: u64 = 0, c1h: u64 = 0, c2h: u64 = 0, c3h: u64 = 0;
  for (let v = 0; v < N; v++) {
    const aLo = frameWord(base + 2 * v);
    let carry = c0l & aLo;
    c0l ^= aLo;
    let next = c1l & carry;
    c1l ^= carry;
    carry = next;
    next = c2l & carry;
    c2l ^= carry;
    c3l |= next;
    const aHi = frameWord(base + 2 * v + 1);
    carry = c0h & aHi;
    c0h ^= aHi;
    next = c1h & carry;
    c1h ^= carry;
    carry = next;
    next = c2h & carry;
    c2h ^= carry;
    c3h |= next;
  }
  // open cells have 2 … N candidates: those with exactly n, n ascending, cells ascending, until
  // no cell with n or more can beat the best (even with the highest score)
  let best = -1, bestScore = 0, bestCount = 1;
  const highest = maxScore + BRANCH_BASE;
  for (let n = 2; n <= N; n++) {
    if (best >= 0 && bestScore * n > highest * bestCount) break;
    const eqLo = (n & 1 ? c0l : ~c0l) & (n & 2 ? c1l : ~c1l) & (n & 4 ? c2l : ~c2l) & (n & 8 ? c3l : ~c3l);
    const eqHi = (n & 1 ? c0h : ~c0h) & (n & 2 ? c1h : ~c1h) & (n & 4 ? c2h : ~c2h) & (n & 8 ? c3h : ~c3h);
    for (let half = 0; half < 2; half++) {
      for (let x = half == 0 ? openLo & eqLo : openHi & eqHi; x != 0; x &= x - 1) {
        const c = 64 * half + <i32>ctz(x);
        const score = i32At(SCORES, c) + BRANCH_BASE;
        if (score * bestCount > bestScore * n || (score * bestCount == bestScore * n && c < best)) {
          best = c;
          bestScore = score;
          bestCount = n;
        }
      }
    }
  }
  return best;
}

/** The digit (0-based) to try first on `cell`: the fewest places in one of its houses, the lowest on a tie. */
function branchDigit(base: i32, cell: i32): i32 {
  const m = maskOf(base, cell);
  let best = ctz(m);
  let bestPlaces = i32.MAX_VALUE;
  const from = word(CELL_HOUSES + cell);
  const to = word(CELL_HOUSES + cell + 1);
  for (let bits = m; bits != 0; bits &= bits - 1) {
    const v = ctz(bits);
    const at = base + 2 * v;
    let fewest = i32.MAX_VALUE;
    for (let k = from; k < to; k++) {
      const h = 2 * word(k);
      const places = <i32>(popcnt(frameWord(at) & u64At(HOUSE_SETS, h)) + popcnt(frameWord(at + 1) & u64At(HOUSE_SETS, h + 1)));
      if (places < fewest) fewest = places;
    }
    if (fewest < bestPlaces) {
      best = v;
      bestPlaces = fewest;
    }
  }
  return best;
}
