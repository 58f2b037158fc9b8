/**
 * fast9: the 9×9 band-bitboard solver (propagation + depth-first search).
 *
 * Owns: constraint propagation, guess selection, solution counting.
 * Does not own: the bit layout and tables (layout.ts), the frames (frame.ts), the triad rule
 * (triads.ts), the configuration choice (configs.ts), batch buffers and the exported ABI
 * (../io.ts, ../index.ts).
 *
 * Propagation, repeated to a fixed point:
 *  1. band update (per digit × band whose mask changed): keep only cells on a permutation of
 *     the band's segments (locked candidates inside the band; an empty band is a contradiction),
 *     then every row left with one cell is a placement (hidden single in the row; hidden singles
 *     in a box reduce to this). A placement clears its cell from the other eight digits and its
 *     column from the digit's other two bands.
 *  2. naked singles: cells with one candidate left (and cells with none: contradiction).
 *  3. stack update (per digit): the same permutation rule across the three bands of each stack
 *     (rows = bands, columns = the stack's columns): hidden singles in columns and locked
 *     candidates between columns and boxes.
 *  4. once a search has made STRONG_AFTER guesses, or from the start on a puzzle that looks
 *     hard (HARD_OPEN_CELLS): the triad rule (triads.ts).
 * Then the search guesses on a cell with two candidates (the fewest otherwise; see chooseCell),
 * its digits in digitOrder's order; after STRONG_AFTER guesses (from the start on a puzzle that
 * looks hard, HARD_OPEN_CELLS), on a digit's configuration in a band or a stack (configs.ts;
 * while the grid still has HARD_OPEN_CELLS open cells the choice goes by open digits there),
 * configurations in table order. One frame copy per guess, iterative (no recursion, no
 * allocation).
 *
 * Why the switch: the triad rule and configuration branching cut guesses by 30–42% on hard
 * sets, but they cost a fixed share of every node. Puzzles settled in a few guesses (most of
 * serg_benchmark, 17_clue) lost more to that cost than they gained; measured per CPU-second,
 * count to 2 (paired runs, bench/engine-worker.mjs): from the first guess, forum_hardest_1106
 * +27%, serg_benchmark −19%; after 4 guesses +21% / −10%; after 8 guesses +17–20% / ±1%
 * (before the switch below; now after STRONG_AFTER guesses).
 * A puzzle that looks hard at the root (at least HARD_OPEN_CELLS cells still open once the
 * cheap rules are done) gets them from the start instead (see HARD_OPEN_CELLS).
 *
 * Trust: any byte outside 1..9 in the input is read as an empty cell, and conflicting givens
 * are found as a contradiction (0 solutions); the solver reads only the puzzle's 81 bytes and
 * writes only its own memory (the frames, its StaticArrays and the solution's 81 bytes)
 * whatever it is given (the checked build asserts every raw address).
 */
import {
  BAND_ALL, CELLS_ALLOWED, FRAME_WORDS, NINE, PEERS, SEG_LOW, UNSOLVED,
  bandOf, occupancyIndex,
} from './layout';
import {
  FAIL, OPEN, PROGRESS, SOLVED, STACK, clearCells, copyFrame, dirty, levelCell, levelTodo, removeCellsBit,
  setLevel, setLevelTodo, setWord, touched, word,
} from './frame';
import { triadRule } from './triads';
import { CONFIG_BRANCH, applyConfig, chooseConfig } from './configs';
import { setU32At, u32At } from '../memory';

/** Guesses made with the cheap rules (1–3) alone; after them the triad rule joins the
 *  propagation and branching moves to configurations (see the header). It matters only for
 *  puzzles under HARD_OPEN_CELLS at the root. Measured against 8 (AMD EPYC Zen 4, count to 2,
 *  transformed copies): instructions per puzzle (valgrind, strided samples of 500)
 *  serg_benchmark 0.949×, magictour 0.998×, 17_clue 0.998×, forum_hardest_1905_11plus 1.000×;
 *  paired runs per CPU-second serg_benchmark 1.027× (SIMD) and 1.056× (scalar), the others
 *  within ±0.3%. 16, 24 and never gave the same as 12; 10 was within the noise. */
const STRONG_AFTER: u32 = 12;
/**
 * A puzzle with at least this many cells open after the cheap rules at the root is searched
 * with the triad rule and configuration branching from the start; a grid with this many open
 * cells also chooses its configuration by open digits (configs.ts). Open cells at the root
 * (twin, published sets): serg_benchmark 30–49; forum_hardest_1106 and _1905 50–64 (all but
 * one puzzle); magictour_top1465 50–64 for 1,277 of 1,465; 17_clue 0 for 76%, up to 64.
 * Measured against "after 8 guesses for every puzzle" (paired, count to 2, per CPU-second,
 * transformed sets): at 50, forum_hardest_1106 +9% (guesses 260 → 238), _1905 +11%
 * (159 → 142), magictour +3% (21.8 → 19.3), 17_clue and serg_benchmark ±1% (serg's guesses
 * unchanged); at 45 serg loses 9% (its puzzles with 45–49 open cells have several solutions and
 * need few guesses); at 55 magictour gains only 1%.
 */
const HARD_OPEN_CELLS: i32 = 50;
/** The guesses after which the strong rules join in, for the puzzle being searched. */
let strongAfter: u32 = STRONG_AFTER;
/** Guesses made by the last search: each alternative tried (a digit at a cell, or a configuration) counts one. */
export let guessCount: u32 = 0;
/** False when the last search stopped on its guess budget. */
export let searchComplete: bool = true;

/** Bivalue cells per band, left by the last naked-singles pass (it always sees the final
 *  state of a propagation that ends OPEN) for chooseCell. */
const BIVALUE: usize = memory.data(4 * 4, 16); // 4: the SIMD build stores one v128 (lane 3 unused)

/** Removes `cells` from all nine digits' words of band b; returns the words changed. Written
 *  out, without a branch per word: callers put their own word back afterwards rather than
 *  skip it (a branch on which word is theirs mispredicts; measured +4–8% per CPU-second). */
@inline function removeFromBand(base: i32, b: i32, cells: u32): u32 {
  if (ASC_FEATURE_SIMD) return removeFromBandSimd(base, b, cells);
  const bit: u32 = 1 << b;
  return (
    removeCellsBit(base, b, cells, bit) | removeCellsBit(base, b + 3, cells, bit << 3) |
    removeCellsBit(base, b + 6, cells, bit << 6) | removeCellsBit(base, b + 9, cells, bit << 9) |
    removeCellsBit(base, b + 12, cells, bit << 12) | removeCellsBit(base, b + 15, cells, bit << 15) |
    removeCellsBit(base, b + 18, cells, bit << 18) | removeCellsBit(base, b + 21, cells, bit << 21) |
    removeCellsBit(base, b + 24, cells, bit << 24)
  );
}

/** BAND_LANES[28b + 4j + l] = -1 when word 4j + l of a frame belongs to band b (k % 3 == b,
 *  k < 27): lane l of the frame's v128 number j (j = 0..6 covers words 0..27). */
const BAND_LANES: usize = memory.data(3 * 28 * 4, 16);
for (let k = 0; k < 27; k++) setU32At(BAND_LANES, 28 * (k % 3) + k, 0xffffffff);

/** {@link removeFromBand} over the frame's first seven v128 (SIMD build): each keeps the lanes
 *  of band b's words (BAND_LANES), so nine scattered words take seven loads and stores, and the
 *  words changed come from lane masks. Measured in instructions per puzzle (valgrind, 17_clue,
 *  3,000 transformed): −6.0%; the digit's three words in one v128 too: −6.4% more (now in the
 *  same pass, removeFromBandAndDigitSimd). */
@inline function removeFromBandSimd(base: i32, b: i32, cells: u32): u32 {
  const frame = STACK + (<usize>base << 2);
  const lanes = BAND_LANES + (<usize>b * 112);
  const c = i32x4.splat(cells), none = i32x4.splat(0);
  let v = v128.load(frame), hit = v128.and(v, v128.and(c, v128.load(lanes)));
  v128.store(frame, v128.xor(v, hit));
  const e0 = i32x4.eq(hit, none);
  v = v128.load(frame, 16); hit = v128.and(v, v128.and(c, v128.load(lanes, 16)));
  v128.store(frame, v128.xor(v, hit), 16);
  const e1 = i32x4.eq(hit, none);
  v = v128.load(frame, 32); hit = v128.and(v, v128.and(c, v128.load(lanes, 32)));
  v128.store(frame, v128.xor(v, hit), 32);
  const e2 = i32x4.eq(hit, none);
  v = v128.load(frame, 48); hit = v128.and(v, v128.and(c, v128.load(lanes, 48)));
  v128.store(frame, v128.xor(v, hit), 48);
  const e3 = i32x4.eq(hit, none);
  v = v128.load(frame, 64); hit = v128.and(v, v128.and(c, v128.load(lanes, 64)));
  v128.store(frame, v128.xor(v, hit), 64);
  const e4 = i32x4.eq(hit, none);
  v = v128.load(frame, 80); hit = v128.and(v, v128.and(c, v128.load(lanes, 80)));
  v128.store(frame, v128.xor(v, hit), 80);
  const e5 = i32x4.eq(hit, none);
  v = v128.load(frame, 96); hit = v128.and(v, v128.and(c, v128.load(lanes, 96)));
  v128.store(frame, v128.xor(v, hit), 96);
  const e6 = i32x4.eq(hit, none);
  return ~wordMask(e0, e1, e2, e3, e4, e5, e6) & BAND_ALL;
}

/** DIGIT_LANES[28f + 4j + l] = -1 when word 4j + l of a frame is one of the three words of
 *  the digit whose band-0 word is f (f = 3d; the other rows are unused). */
const DIGIT_LANES: usize = memory.data(27 * 28 * 4, 16);
for (let f = 0; f < 27; f += 3) for (let k = f; k < f + 3; k++) setU32At(DIGIT_LANES, 28 * f + k, 0xffffffff);

/** The placing band update's two clearings in one pass over the frame's first seven v128
 *  (SIMD build): `cells` leave band b's words and `columns` the three words of the digit whose
 *  band-0 word is `first`. Apart, the digit's v128 load straddled two of the band pass's
 *  stores, which the store buffer cannot forward (the load waits for both to reach the cache).
 *  One pass: 1.005–1.008× the instructions per puzzle but 1.003–1.036× the puzzles per
 *  CPU-second on the five sets (paired runs in both orders, AMD EPYC). */
@inline function removeFromBandAndDigitSimd(base: i32, b: i32, cells: u32, first: i32, columns: u32): u32 {
  const frame = STACK + (<usize>base << 2);
  const lanes = BAND_LANES + (<usize>b * 112);
  const digit = DIGIT_LANES + (<usize>first * 112);
  const c = i32x4.splat(cells), d = i32x4.splat(columns), none = i32x4.splat(0);
  let v = v128.load(frame), hit = v128.and(v, v128.or(v128.and(c, v128.load(lanes)), v128.and(d, v128.load(digit))));
  v128.store(frame, v128.xor(v, hit));
  const e0 = i32x4.eq(hit, none);
  v = v128.load(frame, 16); hit = v128.and(v, v128.or(v128.and(c, v128.load(lanes, 16)), v128.and(d, v128.load(digit, 16))));
  v128.store(frame, v128.xor(v, hit), 16);
  const e1 = i32x4.eq(hit, none);
  v = v128.load(frame, 32); hit = v128.and(v, v128.or(v128.and(c, v128.load(lanes, 32)), v128.and(d, v128.load(digit, 32))));
  v128.store(frame, v128.xor(v, hit), 32);
  const e2 = i32x4.eq(hit, none);
  v = v128.load(frame, 48); hit = v128.and(v, v128.or(v128.and(c, v128.load(lanes, 48)), v128.and(d, v128.load(digit, 48))));
  v128.store(frame, v128.xor(v, hit), 48);
  const e3 = i32x4.eq(hit, none);
  v = v128.load(frame, 64); hit = v128.and(v, v128.or(v128.and(c, v128.load(lanes, 64)), v128.and(d, v128.load(digit, 64))));
  v128.store(frame, v128.xor(v, hit), 64);
  const e4 = i32x4.eq(hit, none);
  v = v128.load(frame, 80); hit = v128.and(v, v128.or(v128.and(c, v128.load(lanes, 80)), v128.and(d, v128.load(digit, 80))));
  v128.store(frame, v128.xor(v, hit), 80);
  const e5 = i32x4.eq(hit, none);
  v = v128.load(frame, 96); hit = v128.and(v, v128.or(v128.and(c, v128.load(lanes, 96)), v128.and(d, v128.load(digit, 96))));
  v128.store(frame, v128.xor(v, hit), 96);
  const e6 = i32x4.eq(hit, none);
  return ~wordMask(e0, e1, e2, e3, e4, e5, e6) & BAND_ALL;
}

/** Bit i set where lane i % 4 of e(i / 4) is all ones (words 0..27 of a frame's first seven
 *  v128; e6's lanes come twice, at bits 24..27 and 28..31): the lanes narrowed to bytes, then one
 *  bitmask per sixteen words, instead of a bitmask, a shift and an OR per v128. Instructions per
 *  puzzle 0.980–0.981× on magictour, 17_clue and serg_benchmark (valgrind, strided samples of 300). */
@inline function wordMask(e0: v128, e1: v128, e2: v128, e3: v128, e4: v128, e5: v128, e6: v128): u32 {
  const low = i8x16.narrow_i16x8_s(i16x8.narrow_i32x4_s(e0, e1), i16x8.narrow_i32x4_s(e2, e3));
  const high = i8x16.narrow_i16x8_s(i16x8.narrow_i32x4_s(e4, e5), i16x8.narrow_i32x4_s(e6, e6));
  return <u32>i8x16.bitmask(low) | (<u32>i8x16.bitmask(high) << 16);
}

/** Removes `cells` from the three band words of the digit whose band-0 word is `first`;
 *  returns the words changed (scalar build; the SIMD build clears them in the band pass,
 *  removeFromBandAndDigitSimd). */
@inline function removeFromDigit(base: i32, first: i32, cells: u32): u32 {
  const firstBit: u32 = 1 << first;
  return (
    removeCellsBit(base, first, cells, firstBit) | removeCellsBit(base, first + 1, cells, firstBit << 1) |
    removeCellsBit(base, first + 2, cells, firstBit << 2)
  );
}

/** Places digit d on cell `bit` of band b. False when d is no longer a candidate there. */
function assign(base: i32, b: i32, bit: i32, d: i32): bool {
  const k = d * 3 + b;
  const cell: u32 = 1 << bit;
  const v = word(base, k);
  if (!(v & cell)) return false;
  const changed = removeFromBand(base, b, cell) | (<u32>1 << k);
  setWord(base, k, v & ~u32At(PEERS, bit));
  dirty |= changed;
  touched |= changed;
  return true;
}

/** Returned by updateBand on a contradiction (no word index reaches bit 31). */
const BAND_FAIL: u32 = 0x80000000;

/**
 * Band update of word k (see the header). Returns the other words it changed, or BAND_FAIL on
 * a contradiction. The changes come back as a mask for the propagation loop's pending words,
 * not through `dirty`: V8 keeps module globals in memory, and updating them once per cleared
 * word made a chain of stores and reloads (perf annotate put a third of the propagation's
 * samples on them; measured +2–4% per CPU-second). `touched` takes them once per update that
 * places, here, rather than the loop keeping a second mask of every change for it (the loop's
 * locals did not fit V8's registers: instructions per puzzle 0.995× forum_hardest_1106, 0.994×
 * serg_benchmark). Word k itself is already in `touched`: every change to a word marks it
 * dirty and touched together.
 */
// Inlined into the propagation loop: measured 3% faster on forum_hardest_1905_11plus.
@inline function updateBand(base: i32, k: i32): u32 {
  const old = word(base, k);
  const m = old & u32At(CELLS_ALLOWED, occupancyIndex(old));
  if (m == 0) return BAND_FAIL;

  // Every row of m holds a cell (a fitting permutation has one segment in each row), so taking
  // one per row (0x40201: bits 0, 9, 18) borrows only inside the row: y keeps each row but its
  // lowest cell, and a row is a single where that is empty. Three tests and selects, not three
  // loads of a 512-entry table: the loads were on the update's critical path (perf put the
  // samples after them), and the tests measured 1.006–1.019× the puzzles per CPU-second in the
  // SIMD build (paired runs in both orders, AMD EPYC Zen 4; the scalar build 0.994–1.014×).
  const y = m & (m - 0x40201);
  const singles = m & ~(
    select<u32>(NINE, 0, (y & NINE) != 0) |
    select<u32>(NINE << 9, 0, (y & (NINE << 9)) != 0) |
    select<u32>(NINE << 18, 0, (y >> 18) != 0)
  );
  const b = bandOf(k);
  const unsolved = word(base, UNSOLVED + b);
  const placed = singles & unsolved;
  if (placed == 0) {
    // stored only when changed: the next band update's v128 clearing may load it (see below;
    // measured +2–7% per CPU-second on 17_clue, serg_benchmark, forum_hardest_1106, paired
    // runs on a busy machine)
    if (m != old) setWord(base, k, m);
    return 0;
  }

  // the placed cells leave the other eight digits of the band, and their columns the digit's
  // other two bands: cleared from all nine words of the band and all three of the digit, then
  // word k is put back. Words k and UNSOLVED + b are stored after the clearing: the SIMD build
  // clears with v128 loads, and a v128 load of a word just stored alone cannot take it from the
  // store buffer (the load waits for the store to reach the cache; measured against storing
  // first: 17_clue and serg_benchmark per CPU-second 0.92 and 0.96 of the scalar clearing,
  // now at par with it, paired runs on a busy machine).
  const columns = (placed | (placed >> 9) | (placed >> 18)) & NINE;
  const column = columns | (columns << 9) | (columns << 18);
  const first = k - b;
  const changed = ASC_FEATURE_SIMD
    ? removeFromBandAndDigitSimd(base, b, placed, first, column)
    : removeFromBand(base, b, placed) | removeFromDigit(base, first, column);
  setWord(base, k, m);
  setWord(base, UNSOLVED + b, unsolved & ~placed);
  const others = changed & ~(<u32>1 << k);
  touched |= others;
  return others;
}

/** Places every cell that has one candidate left. FAIL if a cell has none. Records each band's
 *  bivalue cells in BIVALUE for chooseCell. The SIMD build counts the candidates of the three
 *  bands at once (one band per 32-bit lane; a digit's three band words are adjacent, and the
 *  frame is padded to 32 words, so each 4-word load stays in the frame; lane 3 is ignored). */
function nakedSingles(base: i32): i32 {
  if (ASC_FEATURE_SIMD) return nakedSinglesSimd(base);
  let found = false;
  for (let b = 0; b < 3; b++) {
    const unsolved = word(base, UNSOLVED + b);
    let once: u32 = 0, twice: u32 = 0, thrice: u32 = 0;
    for (let k = b; k < 27; k += 3) {
      const m = word(base, k);
      thrice |= twice & m;
      twice |= once & m;
      once |= m;
    }
    setU32At(BIVALUE, b, unsolved & twice & ~thrice);
    if (unsolved & ~once) return FAIL;
    const singles = unsolved & ~twice;
    if (singles) {
      placeSingles(base, b, singles);
      found = true;
    }
  }
  return found ? PROGRESS : OPEN;
}

/**
 * {@link nakedSingles} with the three bands in the lanes of one v128 (SIMD build only). The same
 * pass ORs each digit's words into four bit planes of its index 0..8 (plane j: the cells with a
 * candidate whose index has bit j set), so a single's digit is read from the planes instead of
 * found by a loop over the nine words (placeSinglesByPlanes). Measured against that loop (AMD
 * EPYC Zen 4, paired runs in both orders, count to 2, transformed copies, per CPU-second): magictour
 * 1.023–1.028×, serg_benchmark 1.025–1.026×, forum_hardest_1106 1.018×, 17_clue and _1905 1.015–1.019×
 * (sampled); the same guesses. In the scalar build the planes made nakedSingles' loop dearer than
 * the loop they save: 0.87–0.91× on the five sets, so it keeps the search (placeSingles).
 *
 *   digit index d:  0 1 2 3 4 5 6 7 8
 *   plane 0 (bit 0):  .  x  .  x  .  x  .  x  .
 *   plane 1 (bit 1):  .  .  x  x  .  .  x  x  .
 *   plane 2 (bit 2):  .  .  .  .  x  x  x  x  .
 *   plane 3 (bit 3):  .  .  .  .  .  .  .  .  x
 */
@inline function nakedSinglesSimd(base: i32): i32 {
  const frame = STACK + (<usize>base << 2);
  // the nine digits written out: in a loop V8 checks the stack and recomputes the address
  // every round (instructions per puzzle, strided samples of 200: 0.969–0.985× on the five sets)
  let m = v128.load(frame);
  let once = m;
  m = v128.load(frame, 12);
  let twice = v128.and(once, m);
  once = v128.or(once, m);
  let plane0 = m;
  m = v128.load(frame, 24);
  let thrice = v128.and(twice, m);
  twice = v128.or(twice, v128.and(once, m));
  once = v128.or(once, m);
  let plane1 = m;
  m = v128.load(frame, 36);
  thrice = v128.or(thrice, v128.and(twice, m));
  twice = v128.or(twice, v128.and(once, m));
  once = v128.or(once, m);
  plane0 = v128.or(plane0, m);
  plane1 = v128.or(plane1, m);
  m = v128.load(frame, 48);
  thrice = v128.or(thrice, v128.and(twice, m));
  twice = v128.or(twice, v128.and(once, m));
  once = v128.or(once, m);
  let plane2 = m;
  m = v128.load(frame, 60);
  thrice = v128.or(thrice, v128.and(twice, m));
  twice = v128.or(twice, v128.and(once, m));
  once = v128.or(once, m);
  plane0 = v128.or(plane0, m);
  plane2 = v128.or(plane2, m);
  m = v128.load(frame, 72);
  thrice = v128.or(thrice, v128.and(twice, m));
  twice = v128.or(twice, v128.and(once, m));
  once = v128.or(once, m);
  plane1 = v128.or(plane1, m);
  plane2 = v128.or(plane2, m);
  m = v128.load(frame, 84);
  thrice = v128.or(thrice, v128.and(twice, m));
  twice = v128.or(twice, v128.and(once, m));
  once = v128.or(once, m);
  plane0 = v128.or(plane0, m);
  plane1 = v128.or(plane1, m);
  plane2 = v128.or(plane2, m);
  m = v128.load(frame, 96);
  thrice = v128.or(thrice, v128.and(twice, m));
  twice = v128.or(twice, v128.and(once, m));
  once = v128.or(once, m);
  const plane3 = m;
  const unsolved = v128.and(v128.load(frame + (<usize>UNSOLVED << 2)), i32x4(-1, -1, -1, 0));
  v128.store(BIVALUE, v128.andnot(v128.and(unsolved, twice), thrice));
  if (v128.any_true(v128.andnot(unsolved, once))) return FAIL;
  const singles = v128.andnot(unsolved, twice);
  if (!v128.any_true(singles)) return OPEN;
  placeSinglesByPlanes(base, 0, i32x4.extract_lane(singles, 0),
    i32x4.extract_lane(plane0, 0), i32x4.extract_lane(plane1, 0), i32x4.extract_lane(plane2, 0), i32x4.extract_lane(plane3, 0));
  placeSinglesByPlanes(base, 1, i32x4.extract_lane(singles, 1),
    i32x4.extract_lane(plane0, 1), i32x4.extract_lane(plane1, 1), i32x4.extract_lane(plane2, 1), i32x4.extract_lane(plane3, 1));
  placeSinglesByPlanes(base, 2, i32x4.extract_lane(singles, 2),
    i32x4.extract_lane(plane0, 2), i32x4.extract_lane(plane1, 2), i32x4.extract_lane(plane2, 2), i32x4.extract_lane(plane3, 2));
  return PROGRESS;
}

/** Places the naked single at cell `bit` of word k (`m`: the word): its band peers leave the word. */
@inline function placeSingle(base: i32, k: i32, m: u32, bit: i32): void {
  setWord(base, k, m & ~u32At(PEERS, bit));
  dirty |= 1 << k;
  touched |= 1 << k;
}

/** Places the naked singles `singles` of band b, each cell's one digit read from the band's
 *  bit planes p0..p3 (see nakedSinglesSimd). */
@inline function placeSinglesByPlanes(base: i32, b: i32, singles: u32, p0: u32, p1: u32, p2: u32, p3: u32): void {
  while (singles) {
    const bit = <i32>ctz(singles);
    singles &= singles - 1;
    const d = <i32>(((p0 >> bit) & 1) | (((p1 >> bit) & 1) << 1) | (((p2 >> bit) & 1) << 2) | (((p3 >> bit) & 1) << 3));
    const k = d * 3 + b;
    placeSingle(base, k, word(base, k), bit);
  }
}

/** Places the naked singles `singles` of band b, each cell's one digit found by a loop over the
 *  band's words (scalar build; the SIMD build reads it from bit planes, placeSinglesByPlanes). */
@inline function placeSingles(base: i32, b: i32, singles: u32): void {
  while (singles) {
    const bit = <i32>ctz(singles);
    singles &= singles - 1;
    const cell: u32 = 1 << bit;
    for (let k = b; k < 27; k += 3) {
      const m = word(base, k);
      if (m & cell) {
        placeSingle(base, k, m, bit);
        break;
      }
    }
  }
}

/** Within each stack's three columns (3-bit groups of a 9-bit column set), bit c takes the
 *  bit of the group's next column (c+1 mod 3) / of the one after it (c+2 mod 3). */
@inline function nextColumn(p: u32): u32 {
  return ((p >> 1) & 0o333) | ((p << 2) & 0o444);
}
@inline function afterNextColumn(p: u32): u32 {
  return ((p >> 2) & 0o111) | ((p << 1) & 0o666);
}

/**
 * The stack rule for one digit (its band-0 word is `first`): in each stack the digit fills one
 * cell per band and one per column, so the (band × column) occupancy must contain a
 * permutation; columns off every fitting permutation are cleared from that band. Covers hidden
 * singles in columns and locked candidates between columns and boxes. False on a contradiction.
 *
 * Without a table, all three stacks at once: (band b, column c) is on a fitting permutation
 * when it is occupied and the other two bands x, y can take the stack's other two columns,
 * one each: p_b & (next(p_x) & afterNext(p_y) | afterNext(p_x) & next(p_y)). A stack with no
 * fitting permutation leaves band 0 nothing in it. Measured against one table lookup per stack
 * (paired, count to 2, per CPU-second, same guesses): the SIMD build's form (stackRuleSimd)
 * serg_benchmark +6–9%, forum_hardest_1106 +4%, 1905 +3.5%, magictour +4%, 17_clue +2.6%;
 * this scalar form +1%. (The same formula in place of the band update's CELLS_ALLOWED lookup
 * was 9–12% slower: that lookup is one load, the formula twenty operations.)
 */
@inline function stackRule(base: i32, first: i32): bool {
  if (ASC_FEATURE_SIMD) return stackRuleSimd(base, first);
  const m0 = word(base, first), m1 = word(base, first + 1), m2 = word(base, first + 2);
  const p0 = (m0 | (m0 >> 9) | (m0 >> 18)) & NINE;
  const p1 = (m1 | (m1 >> 9) | (m1 >> 18)) & NINE;
  const p2 = (m2 | (m2 >> 9) | (m2 >> 18)) & NINE;
  const n0 = nextColumn(p0), n1 = nextColumn(p1), n2 = nextColumn(p2);
  const a0 = afterNextColumn(p0), a1 = afterNextColumn(p1), a2 = afterNextColumn(p2);
  const keep0 = p0 & ((n1 & a2) | (a1 & n2));
  const keep1 = p1 & ((n0 & a2) | (a0 & n2));
  const keep2 = p2 & ((n0 & a1) | (a0 & n1));
  if (((keep0 | (keep0 >> 1) | (keep0 >> 2)) & 0o111) != 0o111) return false;
  if (keep0 != p0) clearCells(base, first, ~(keep0 | (keep0 << 9) | (keep0 << 18)));
  if (keep1 != p1) clearCells(base, first + 1, ~(keep1 | (keep1 << 9) | (keep1 << 18)));
  if (keep2 != p2) clearCells(base, first + 2, ~(keep2 | (keep2 << 9) | (keep2 << 18)));
  return true;
}

/** The stack rule's masks, each in all four lanes: NINE, 0o333, 0o444, 0o111, 0o666. Loaded
 *  rather than written as constants: inlined into the propagation loop, V8 built each anew at
 *  every stack rule (three instructions each). Instructions per puzzle 0.992× on magictour,
 *  0.982× on serg_benchmark (valgrind, strided samples of 300; 17_clue 0.999×). */
const STACK_MASKS: usize = memory.data(5 * 16, 16);
if (ASC_FEATURE_SIMD) {
  for (let l = 0; l < 4; l++) {
    setU32At(STACK_MASKS, l, NINE);
    setU32At(STACK_MASKS, 4 + l, 0o333);
    setU32At(STACK_MASKS, 8 + l, 0o444);
    setU32At(STACK_MASKS, 12 + l, 0o111);
    setU32At(STACK_MASKS, 16 + l, 0o666);
  }
}

/** {@link stackRule} with the digit's three band words in the lanes of one v128 (lane 3, the
 *  next digit's band-0 word, is ignored); the other two bands come by lane rotations. */
@inline function stackRuleSimd(base: i32, first: i32): bool {
  const at = STACK + (<usize>(base + first) << 2);
  const w = v128.load(at);
  const masks = STACK_MASKS;
  const p = v128.and(v128.or(w, v128.or(i32x4.shr_u(w, 9), i32x4.shr_u(w, 18))), v128.load(masks));
  const n = v128.or(v128.and(i32x4.shr_u(p, 1), v128.load(masks, 16)), v128.and(i32x4.shl(p, 2), v128.load(masks, 32)));
  const a = v128.or(v128.and(i32x4.shr_u(p, 2), v128.load(masks, 48)), v128.and(i32x4.shl(p, 1), v128.load(masks, 64)));
  const nx = i32x4.shuffle(n, n, 1, 2, 0, 3), ny = i32x4.shuffle(n, n, 2, 0, 1, 3);
  const ax = i32x4.shuffle(a, a, 1, 2, 0, 3), ay = i32x4.shuffle(a, a, 2, 0, 1, 3);
  const keep = v128.and(p, v128.or(v128.and(nx, ay), v128.and(ax, ny)));
  const keep0 = <u32>i32x4.extract_lane(keep, 0);
  if (((keep0 | (keep0 >> 1) | (keep0 >> 2)) & 0o111) != 0o111) return false;
  const changed = <u32>i32x4.bitmask(v128.not(i32x4.eq(keep, p))) & 7;
  if (changed) {
    const kept = v128.and(w, v128.or(keep, v128.or(i32x4.shl(keep, 9), i32x4.shl(keep, 18))));
    setWord(base, first, <u32>i32x4.extract_lane(kept, 0));
    setWord(base, first + 1, <u32>i32x4.extract_lane(kept, 1));
    setWord(base, first + 2, <u32>i32x4.extract_lane(kept, 2));
    dirty |= changed << first;
    touched |= changed << first;
  }
  return true;
}

/**
 * Applies the stack rule to every digit with a word changed since the last stack update (a
 * fixed point already satisfies it for the others: measured 5% faster on
 * forum_hardest_1905_11plus than checking all nine, same guesses). FAIL, PROGRESS or OPEN.
 */
function stackUpdate(base: i32): i32 {
  const before = dirty;
  let pending = touched;
  touched = 0;
  while (pending) {
    const low = <i32>ctz(pending);
    const first = low - bandOf(low);
    pending &= ~(<u32>7 << first);
    if (!stackRule(base, first)) return FAIL;
  }
  return dirty != before ? PROGRESS : OPEN;
}

/** Runs propagation to a fixed point: FAIL, SOLVED or OPEN (a guess is needed). */
function propagate(base: i32): i32 {
  while (true) {
    // band updates in rounds: each round takes the words dirty when it starts, and the words
    // its updates dirty wait for the next round (a word updated later in the round leaves it).
    // The next word of a round does not wait for the update before it to finish (taking the
    // lowest dirty word after each update made every update wait for the last one's result):
    // the same fixed point and guesses, 1.005-1.06x the instructions per puzzle but 1.02-1.09x
    // the puzzles per CPU-second on the five sets (SIMD build, AMD EPYC, paired, both orders).
    // The word's own bit comes from the batch (batch ^ rest), not as 1 << k: V8 shifted by a
    // variable count through one register and reloaded k for it (instructions per puzzle 0.991×
    // on 17_clue, 0.996× on magictour; not clearing it at all: 1.043× and 1.012×, the extra
    // updates cost more).
    let pending = dirty;
    while (pending) {
      let batch = pending;
      pending = 0;
      while (batch) {
        const k = <i32>ctz(batch);
        const rest = batch & (batch - 1);
        const bit = batch ^ rest;
        batch = rest;
        const result = updateBand(base, k);
        if (result == BAND_FAIL) {
          dirty = 0;
          touched = 0;
          return FAIL;
        }
        pending = (pending & ~bit) | result;
      }
    }
    dirty = 0;
    if ((word(base, UNSOLVED) | word(base, UNSOLVED + 1) | word(base, UNSOLVED + 2)) == 0) return SOLVED;
    let step = nakedSingles(base);
    if (step == PROGRESS) continue;
    if (step == FAIL) break;
    step = stackUpdate(base);
    if (step == PROGRESS) continue;
    if (step == FAIL) break;
    if (guessCount < strongAfter) return OPEN;
    step = triadRule(base);
    if (step == PROGRESS) continue;
    if (step == FAIL) break;
    return OPEN;
  }
  dirty = 0;
  touched = 0;
  return FAIL;
}

/** The number of unsolved cells. */
@inline function openCells(base: i32): i32 {
  return <i32>(popcnt(word(base, UNSOLVED)) + popcnt(word(base, UNSOLVED + 1)) + popcnt(word(base, UNSOLVED + 2)));
}

/** The candidate digits of `cell` as a 9-bit mask. Written out, digit by digit: as a loop, V8
 *  spent a stack check and a branch on each digit (instructions per puzzle, strided samples of
 *  200: serg_benchmark 0.988×, forum_hardest_1106 1.000×). */
function candidatesOf(base: i32, cell: i32): u32 {
  const b = cell / 27, bit: u32 = <u32>(cell - b * 27);
  return (
    ((word(base, b) >> bit) & 1) |
    (((word(base, 3 + b) >> bit) & 1) << 1) |
    (((word(base, 6 + b) >> bit) & 1) << 2) |
    (((word(base, 9 + b) >> bit) & 1) << 3) |
    (((word(base, 12 + b) >> bit) & 1) << 4) |
    (((word(base, 15 + b) >> bit) & 1) << 5) |
    (((word(base, 18 + b) >> bit) & 1) << 6) |
    (((word(base, 21 + b) >> bit) & 1) << 7) |
    (((word(base, 24 + b) >> bit) & 1) << 8)
  );
}

/**
 * Chooses the branching cell: in the band with the most bivalue cells, the first bivalue cell
 * of the row with the most of them; with no bivalue cell anywhere, an unsolved cell with the
 * fewest candidates. Measured on forum_hardest_1905_11plus, limit 2, guesses/puzzle:
 * first bivalue cell of the grid 294; first of the richest band 246; its richest row 220
 * (3% faster again); "last bivalue of that band" 246 but 5% slower; "band with fewest/most
 * unsolved cells" 340/237 but slower per node. The bivalue masks come from the last
 * naked-singles pass instead of a second scan of the 27 words (measured 3% faster).
 */
function chooseCell(base: i32): i32 {
  let bestBand = -1, bestPairs: u32 = 0, bestCount: i32 = 0;
  for (let b = 0; b < 3; b++) {
    const pairs = u32At(BIVALUE, b);
    const count = <i32>popcnt(pairs);
    if (count > bestCount) {
      bestCount = count;
      bestBand = b;
      bestPairs = pairs;
    }
  }
  if (bestBand >= 0) {
    // within that band, the first bivalue cell of the row with the most of them
    const r0 = bestPairs & NINE, r1 = (bestPairs >> 9) & NINE, r2 = bestPairs >> 18;
    const c0 = popcnt(r0), c1 = popcnt(r1), c2 = popcnt(r2);
    if (c0 >= c1 && c0 >= c2) return bestBand * 27 + <i32>ctz(r0);
    if (c1 >= c2) return bestBand * 27 + 9 + <i32>ctz(r1);
    return bestBand * 27 + 18 + <i32>ctz(r2);
  }

  let best = -1, fewest: i32 = 10;
  for (let cell = 0; cell < 81; cell++) {
    const b = cell / 27;
    if (!((word(base, UNSOLVED + b) >> (cell - b * 27)) & 1)) continue;
    const count = <i32>popcnt(candidatesOf(base, cell));
    if (count < fewest) {
      fewest = count;
      best = cell;
    }
  }
  return best;
}

/** In LEVEL_TODO: try the digits highest first (digitOrder). */
const HIGH_FIRST: u32 = 0x80000000;

/**
 * The order to try the digits of the branching cell: of a bivalue cell's two digits, first the
 * one with more candidates among the cell's peers in its band (ties: the lower digit); other
 * cells ascending. Returns `digits`, with HIGH_FIRST set when the higher digit goes first.
 * Measured on serg_benchmark (count to 2; puzzles with several solutions, where the order
 * decides how soon two are found): guesses 7.87 → 7.50 as published, 8.34 → 7.74 transformed;
 * the opposite order (fewer peer candidates first) 9.44 / 9.07; more candidates in the whole
 * band first 7.58 / 7.87; peers in the whole grid 7.51 / 7.71.
 */
@inline function digitOrder(base: i32, cell: i32, digits: u32): u32 {
  if (popcnt(digits) != 2) return digits;
  const b = cell / 27;
  const peers = u32At(PEERS, cell - b * 27);
  const low = <i32>ctz(digits), high = 31 - <i32>clz(digits);
  const lowPeers = popcnt(word(base, low * 3 + b) & peers);
  const highPeers = popcnt(word(base, high * 3 + b) & peers);
  return digits | select<u32>(HIGH_FIRST, 0, highPeers > lowPeers);
}

/** Writes the solved frame as 81 digits 1..9 into `out` at `offset`. */
function writeSolution(base: i32, out: StaticArray<u8>, offset: i32): void {
  for (let k = 0; k < 27; k++) {
    const d = k / 3, b = k - d * 3;
    let m = word(base, k);
    while (m) {
      const bit = <i32>ctz(m);
      m &= m - 1;
      unchecked(out[offset + b * 27 + bit] = <u8>(d + 1));
    }
  }
}

/** Givens per candidate word (k = d*3 + b) while a puzzle loads (32: the SIMD build reads a
 *  digit's three words as one v128, the last one up to word 27). */
const GIVEN: usize = memory.data(32 * 4, 16);

/**
 * Loads the givens of puzzle `offset` (81 bytes) into frame 0. False on conflicting givens.
 * All at once rather than one placement per given: each word keeps the cells not given to
 * another digit, not a peer of one of its own givens in the band and not in the column of one
 * of its givens in another band, and the givens leave the unsolved cells. That is the state one
 * placement after another reaches, so the search and its guesses are unchanged. Two givens of
 * a digit in one row, box or column clear each other (a conflict). Measured, count to 2, per
 * CPU-second: one placement per given → the band words at once, serg_benchmark 231k → 274k,
 * 17_clue 276k → 299k, magictour 64k → 68k; then the columns and the unsolved cells here too,
 * instead of by the first band update of each word (which placed every given again and cleared
 * its band and column), serg_benchmark and 17_clue +17%, magictour +5%, forum_hardest_1106 +2%.
 */
function loadGivens(cells: StaticArray<u8>, offset: i32): bool {
  if (ASC_FEATURE_SIMD) {
    givensSimd(cells, offset);
    return wordsFromGivensSimd();
  } else {
    for (let k = 0; k < 27; k++) setU32At(GIVEN, k, 0);
    for (let b = 0; b < 3; b++) {
      for (let bit = 0; bit < 27; bit++) {
        const v = <i32>unchecked(cells[offset + b * 27 + bit]);
        if (v >= 1 && v <= 9) {
          const k = (v - 1) * 3 + b;
          setU32At(GIVEN, k, u32At(GIVEN, k) | (<u32>1 << bit));
        }
      }
    }
  }
  for (let b = 0; b < 3; b++) {
    let given: u32 = 0;
    for (let k = b; k < 27; k += 3) given |= u32At(GIVEN, k);
    for (let k = b; k < 27; k += 3) {
      const own = u32At(GIVEN, k);
      const first = k - b;
      const all = u32At(GIVEN, first) | u32At(GIVEN, first + 1) | u32At(GIVEN, first + 2);
      const columns = (all | (all >> 9) | (all >> 18)) & NINE;
      let m = BAND_ALL & ~(given & ~own) & ~((columns | (columns << 9) | (columns << 18)) & ~own);
      let rest = own;
      while (rest) {
        m &= ~u32At(PEERS, <i32>ctz(rest));
        rest &= rest - 1;
      }
      if (own & ~m) {
        dirty = 0;
        return false;
      }
      setWord(0, k, m);
    }
    setWord(0, UNSOLVED + b, BAND_ALL & ~given);
  }
  dirty = BAND_ALL;
  touched = BAND_ALL;
  return true;
}

/** Fills GIVEN from the 81 bytes at `cells[offset]` with byte compares, 16 cells at a time
 *  (SIMD build): a band's 27 bytes are read as bytes 0..15 and 11..26, so nothing outside the
 *  puzzle is read, and each digit's cells come from two lane masks (no branch per cell:
 *  measured +2% serg_benchmark, +6% 17_clue per CPU-second). */
@inline function givensSimd(cells: StaticArray<u8>, offset: i32): void {
  assert(offset >= 0 && offset + 81 <= cells.length);
  for (let b = 0; b < 3; b++) {
    const at = changetype<usize>(cells) + <usize>(offset + b * 27);
    const low = v128.load(at), high = v128.load(at, 11);
    // the nine digits written out (in a loop V8 checks the stack every round; with the OR of
    // the givens below: instructions per puzzle 17_clue 0.993×, serg_benchmark 0.995×)
    setU32At(GIVEN, b, cellsHolding(low, high, 1));
    setU32At(GIVEN, 3 + b, cellsHolding(low, high, 2));
    setU32At(GIVEN, 6 + b, cellsHolding(low, high, 3));
    setU32At(GIVEN, 9 + b, cellsHolding(low, high, 4));
    setU32At(GIVEN, 12 + b, cellsHolding(low, high, 5));
    setU32At(GIVEN, 15 + b, cellsHolding(low, high, 6));
    setU32At(GIVEN, 18 + b, cellsHolding(low, high, 7));
    setU32At(GIVEN, 21 + b, cellsHolding(low, high, 8));
    setU32At(GIVEN, 24 + b, cellsHolding(low, high, 9));
  }
}

/** The cells of a band (bytes 0..15 in `low`, 11..26 in `high`) that hold `digit`, as a band word. */
@inline function cellsHolding(low: v128, high: v128, digit: i8): u32 {
  const x = i8x16.splat(digit);
  return <u32>i8x16.bitmask(i8x16.eq(low, x)) | (<u32>i8x16.bitmask(i8x16.eq(high, x)) << 11);
}

/**
 * {@link loadGivens} from GIVEN with a digit's three band words in the lanes of one v128 (SIMD
 * build). The same words: a given's peers in its band are its row, its box and its column
 * (all cleared at once, as whole rows, boxes and columns, but for the digit's own givens),
 * and two givens of a digit in one row or one box of a band are the conflicts the per-given
 * clearing finds (a row with two, or a box with givens in two rows). Measured in instructions
 * per puzzle (valgrind, 3,000 transformed): 17_clue −4.4%, serg_benchmark −3.6%; per CPU-second
 * (paired, busy machine) +6% and +5%.
 */
@inline function wordsFromGivensSimd(): bool {
  const givens = GIVEN;
  const frame = STACK;
  const bands = i32x4(-1, -1, -1, 0), nine = i32x4.splat(NINE), low = i32x4.splat(SEG_LOW);
  const given = v128.or(
    v128.or(v128.or(v128.load(givens), v128.load(givens, 12)), v128.or(v128.load(givens, 24), v128.load(givens, 36))),
    v128.or(
      v128.or(v128.or(v128.load(givens, 48), v128.load(givens, 60)), v128.or(v128.load(givens, 72), v128.load(givens, 84))),
      v128.load(givens, 96),
    ),
  );
  let conflict = i32x4.splat(0);
  for (let d = 0; d < 9; d++) {
    const own = v128.and(v128.load(givens + <usize>(d * 12)), bands);
    // the digit's columns in all three bands, in every lane
    const cp = v128.and(v128.or(own, v128.or(i32x4.shr_u(own, 9), i32x4.shr_u(own, 18))), nine);
    const columns = v128.or(cp, v128.or(i32x4.shuffle(cp, cp, 1, 2, 0, 3), i32x4.shuffle(cp, cp, 2, 0, 1, 3)));
    // rows and boxes holding one of its givens, and a second given in one of them
    const r0 = v128.and(own, nine), r1 = v128.and(i32x4.shr_u(own, 9), nine), r2 = i32x4.shr_u(own, 18);
    const one = i32x4.splat(1), none = i32x4.splat(0);
    conflict = v128.or(conflict, v128.or(
      v128.or(v128.and(r0, i32x4.sub(r0, one)), v128.and(r1, i32x4.sub(r1, one))), v128.and(r2, i32x4.sub(r2, one)),
    ));
    const rows = v128.or(
      v128.or(v128.andnot(nine, i32x4.eq(r0, none)), i32x4.shl(v128.andnot(nine, i32x4.eq(r1, none)), 9)),
      i32x4.shl(v128.andnot(nine, i32x4.eq(r2, none)), 18),
    );
    const seg = v128.and(v128.or(own, v128.or(i32x4.shr_u(own, 1), i32x4.shr_u(own, 2))), low);
    const s1 = i32x4.shr_u(seg, 9), s2 = i32x4.shr_u(seg, 18);
    conflict = v128.or(conflict, v128.and(v128.or(v128.or(v128.and(seg, s1), v128.and(seg, s2)), v128.and(s1, s2)), i32x4.splat(0o111)));
    const boxes = v128.and(v128.or(seg, v128.or(s1, s2)), i32x4.splat(0o111)); // bit 3j: box j
    const boxCells = v128.or(boxes, v128.or(i32x4.shl(boxes, 1), i32x4.shl(boxes, 2)));
    const peers = v128.or(
      v128.or(columns, v128.or(i32x4.shl(columns, 9), i32x4.shl(columns, 18))),
      v128.or(rows, v128.or(boxCells, v128.or(i32x4.shl(boxCells, 9), i32x4.shl(boxCells, 18)))),
    );
    // lane 3 lands on the next digit's band-0 word (written again next) or, for the last
    // digit, on the unsolved mask of band 0 (written below)
    v128.store(frame + <usize>(d * 12), v128.andnot(i32x4.splat(BAND_ALL), v128.andnot(v128.or(given, peers), own)));
  }
  if (v128.any_true(v128.and(conflict, bands))) {
    dirty = 0;
    return false;
  }
  v128.store(frame + (<usize>UNSOLVED << 2), v128.andnot(i32x4.splat(BAND_ALL), given));
  dirty = BAND_ALL;
  touched = BAND_ALL;
  return true;
}

/**
 * Counts the solutions of the puzzle at `cells[offset..offset+81)` up to `limit`, writing the
 * first one found to `out[offset..offset+81)`. Stops early after `maxGuesses` guesses when that
 * is non-zero (then `searchComplete` is false). Sets `guessCount`.
 */
export function countSolutions(
  cells: StaticArray<u8>,
  offset: i32,
  limit: i32,
  maxGuesses: u32,
  out: StaticArray<u8>,
): i32 {
  guessCount = 0;
  searchComplete = true;
  paused = false;
  if (limit < 1) limit = 1;
  if (!loadGivens(cells, offset)) return 0;
  strongAfter = STRONG_AFTER;
  return search(0, 0, false, limit, maxGuesses, out, offset);
}

/** Whether the last search stopped on its guess budget and can go on ({@link resumeSolutions}). */
let paused = false;
/** Where a paused search stopped: its depth and the solutions it had found. */
let pausedDepth = 0;
let pausedCount = 0;

/**
 * Goes on with the last {@link countSolutions} search that stopped on its guess budget, until
 * `maxGuesses` guesses in all (0: none) or the end; the same `limit`, `out` and `offset` as
 * the call that started it, and no other search of this module in between (its frames hold
 * the paused search). `guessCount` goes on counting. A search that is not paused returns its
 * last count.
 */
export function resumeSolutions(limit: i32, maxGuesses: u32, out: StaticArray<u8>, offset: i32): i32 {
  if (!paused) return pausedCount;
  searchComplete = true;
  paused = false;
  if (limit < 1) limit = 1;
  return search(pausedDepth, pausedCount, true, limit, maxGuesses, out, offset);
}

/**
 * The search loop from `depth` with `count` solutions found: propagate the frame at `depth`
 * and branch, then try the next alternative of the deepest branch left (`resuming`: start
 * there, the frame at `depth` being one the search already left).
 */
function search(
  depth: i32,
  count: i32,
  resuming: bool,
  limit: i32,
  maxGuesses: u32,
  out: StaticArray<u8>,
  offset: i32,
): i32 {
  while (true) {
    if (resuming) {
      resuming = false;
    } else {
      const base = depth * FRAME_WORDS;
      let state = propagate(base);
      if (state == OPEN && guessCount == 0 && strongAfter != 0 && openCells(base) >= HARD_OPEN_CELLS) {
        // the root looks hard: the strong rules from the start (once per puzzle)
        strongAfter = 0;
        state = propagate(base);
      }
      if (state == SOLVED) {
        if (count == 0) writeSolution(base, out, offset);
        count++;
        if (count >= limit) return count;
      } else if (state == OPEN) {
        const config = guessCount >= strongAfter ? chooseConfig(base, openCells(base) >= HARD_OPEN_CELLS) : -1;
        if (config >= 0) {
          setLevel(depth, CONFIG_BRANCH + (config >> 8), config & 0xff);
        } else {
          const cell = chooseCell(base);
          setLevel(depth, cell, digitOrder(base, cell, candidatesOf(base, cell)));
        }
        // fall through to "try the next digit" with this level on top
        depth++;
      }
    }
    // Try the next digit of the deepest level that has one left.
    let resumed = false;
    while (depth > 0) {
      const level = depth - 1;
      const todo = levelTodo(level);
      if (todo == 0) {
        depth = level;
        continue;
      }
      if (maxGuesses != 0 && guessCount >= maxGuesses) {
        searchComplete = false;
        paused = true;
        pausedDepth = depth;
        pausedCount = count;
        return count;
      }
      // the lowest alternative left, or the highest under HIGH_FIRST (digitOrder)
      const d = select<i32>(31 - <i32>clz(todo & ~HIGH_FIRST), <i32>ctz(todo), todo >= HIGH_FIRST);
      let rest = todo & ~(<u32>1 << d);
      rest = select<u32>(rest, 0, rest != HIGH_FIRST);
      setLevelTodo(level, rest);
      const saved = level * FRAME_WORDS;
      let target = saved;
      if (rest != 0) {
        target = depth * FRAME_WORDS;
        copyFrame(target, saved);
      } else {
        depth = level; // last alternative: reuse the saved frame
      }
      guessCount++;
      const cell = levelCell(level);
      if (cell >= CONFIG_BRANCH) {
        applyConfig(target, cell - CONFIG_BRANCH, d);
      } else {
        const b = cell / 27;
        assign(target, b, cell - b * 27, d);
      }
      resumed = true;
      break;
    }
    if (!resumed) return count;
  }
  return count;
}
