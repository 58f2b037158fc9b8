/**
 * Generate options checked and turned into a plan shared by every puzzle of a run.
 *
 * Owns: {@link planOf} (every option error, with what was given), the pattern reader and the
 * technique lookup by id, code or name. Does not own: the options' meaning (types.ts) or using
 * the plan (generate.ts, judge.ts).
 */
import { checkBoolean, checkInteger, checkLevel, choice, checkKeys, checkSignal, keysOf, show } from '../api/options.js';
import type { Backend } from '../engine/types.js';
import { MAX_LOGIC_BOX } from '../logic/grid.js';
import { LEVELS } from '../logic/rate.js';
import { GUESS, techniquesFor } from '../logic/solver.js';
import { techniqueByCode, techniqueById } from '../logic/techniques/index.js';
import type { Technique } from '../logic/types.js';
import { orList, quotedChoices } from '../text/lists.js';
import { solutionCounter, type SolutionCounter } from './dig.js';
import { checkBox, checkGridChoices, type GridMethod } from './grids.js';
import { isSymmetric, orbits, SYMMETRIES, type Symmetry } from './symmetry.js';
import type { GenerateOptions } from './types.js';
import { runSeedOf } from './random.js';

/** The options after checking, shared by every puzzle of a run. */
export interface Plan {
  n: number;
  seed: number;
  count: number;
  orbits: number[][];
  symmetry: Symmetry;
  target: number;
  minimal: boolean;
  pattern: Uint8Array | null;
  level: number | null;
  score: { min: number; max: number };
  technique: Technique | null;
  techniques: Technique[] | null;
  timeoutMs: number;
  maxAttempts: number;
  method: GridMethod | undefined;
  backend: Backend | undefined;
  /** The counter of every uniqueness check and pattern count. */
  counter: SolutionCounter;
  what: string;
}

/**
 * Techniques that tell digits the player placed from givens (avoidable rectangles): a
 * generated exercise's `before`, pencil marks, reads every digit back as a given.
 */
const NO_EXERCISE = new Set(['avoidable-rectangle-1', 'avoidable-rectangle-2']);

/** The technique a name, id or code stands for. */
function findTechnique(name: string): Technique | undefined {
  const lower = name.toLowerCase();
  return techniqueById(lower) ?? techniqueByCode(name) ?? techniqueByName(lower);
}

function techniqueByName(lower: string): Technique | undefined {
  for (const t of techniquesFor({})) if (t.name.toLowerCase() === lower) return t;
  return undefined;
}

/**
 * The fewest clues of a puzzle with one solution, where it is known: 4×4 (4, by exhaustion) and
 * 9×9 (17: McGuire, Tugemann and Civario, 2012). Other sizes: not known, not refused.
 */
const LEAST_CLUES: Readonly<Record<number, number>> = { 4: 4, 9: 17 };

/**
 * Refuses at once a clue count no puzzle can have, rather than searching until the time budget
 * (or for ever, with `timeoutMs: 0`): fewer clues than {@link LEAST_CLUES}, or, with a symmetry,
 * a count that is no sum of its orbits' sizes (rotate90's orbits hold 4 cells but the centre's
 * 1, so 30 clues cannot be rotate90-symmetric on 9×9).
 * @param clues the count asked for (0: none asked), or the pattern's
 * @throws {RangeError} naming the count, the size and why
 */
function checkCluesPossible(clues: number, size: number, symmetry: Symmetry, fromPattern: boolean): void {
  if (clues === 0 && !fromPattern) return;
  const what = fromPattern ? `the pattern's ${clues} clues` : `${clues} clues`;
  const least = LEAST_CLUES[size];
  if (least !== undefined && clues < least) {
    throw new RangeError(`sudoku-wasm: ${what}: a ${size}×${size} puzzle with one solution has at least ${least}`);
  }
  if (symmetry === 'none' || fromPattern) return; // a pattern's symmetry is checked as it stands
  const reachable = new Uint8Array(clues + 1); // reachable[k]: some orbits hold k cells in all
  reachable[0] = 1;
  for (const orbit of orbits(symmetry, size)) {
    for (let k = clues; k >= orbit.length; k--) reachable[k] |= reachable[k - orbit.length];
  }
  if (!reachable[clues]) {
    const sizes = [...new Set(orbits(symmetry, size).map((o) => o.length))].sort((a, b) => a - b);
    throw new RangeError(`sudoku-wasm: ${what} cannot have the symmetry '${symmetry}' on ${size}×${size}: its orbits hold ${sizes.join(' or ')} cells, and no set of them holds ${clues}`);
  }
}

/** The least score of any puzzle: one step, a full house or a naked single (4 each). */
const LEAST_SCORE = 4;

/**
 * Refuses at once a score range no puzzle can have, rather than searching until the time budget:
 * a maximum under {@link LEAST_SCORE} (every puzzle takes a step), or, with a level, a minimum
 * over the level's highest score (a score above it raises the level: src/logic/rate.ts LEVELS),
 * or a maximum under the level's least score: a puzzle has a level above Easy through a step of
 * that level's techniques (the rating's, and the guess at Extreme) or a score over the level
 * below's highest.
 * @throws {RangeError} naming the range and why
 */
function checkScorePossible(score: { min: number; max: number }, level: number | null, techniques: readonly Technique[] | null): void {
  if (score.max < LEAST_SCORE) {
    throw new RangeError(`sudoku-wasm: score.max ${score.max}: every puzzle scores at least ${LEAST_SCORE} (one full house or naked single)`);
  }
  if (level === null || techniques === null) return;
  const { level: name, maxScore } = LEVELS[level];
  if (score.min > maxScore) {
    throw new RangeError(`sudoku-wasm: score.min ${score.min} with level '${name}': a puzzle scoring over ${maxScore} is rated above ${name}`);
  }
  if (level === 0) return;
  const below = LEVELS[level - 1].maxScore;
  const steps = [...techniques, GUESS].filter((t) => t.level === name).map((t) => t.score);
  const least = Math.min(below + 1, ...steps);
  if (score.max < least) {
    throw new RangeError(`sudoku-wasm: score.max ${score.max} with level '${name}': a puzzle rated ${name} scores at least ${least} (a step of ${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} technique, or over ${below} in all)`);
  }
}

/**
 * Refuses at once a technique no puzzle of the asked level or score can use: a step of it makes
 * the rating at least the technique's level and its score at least the technique's score.
 * @throws {RangeError} naming the technique, its level and score, and what was asked
 */
function checkTechniquePossible(technique: Technique, score: { min: number; max: number }, level: number | null): void {
  const rank = LEVELS.findIndex((l) => l.level === technique.level);
  if (level !== null && rank > level) {
    throw new RangeError(`sudoku-wasm: technique '${technique.id}' with level '${LEVELS[level].level}': a puzzle whose solve path uses it is rated ${technique.level} or above`);
  }
  const most = Math.min(score.max, level === null ? Infinity : LEVELS[level].maxScore);
  if (technique.score > most) {
    throw new RangeError(`sudoku-wasm: technique '${technique.id}' scores ${technique.score} a step, more than the ${most} asked at most`);
  }
}

/**
 * The most a 4×4 puzzle scores: at most 12 cells to fill (it has at least 4 clues), each by a
 * single, the dearest of which (a hidden single) scores 14.
 */
const MOST_SCORE_4X4 = 12 * 14;

/**
 * Refuses at once what no 4×4 puzzle has when the solver tries the singles before any other
 * technique (its default list does). Singles solve every 4×4 puzzle with one solution: all
 * 91,428 on the two 4×4 grids up to symmetry were rated Easy, solved by full houses and naked
 * singles; what singles place does not depend on the order they are taken in, so the puzzles'
 * isomorphs are solved by singles too (bench/logic/four-by-four.mjs). So such a path is Easy,
 * uses no other technique, and scores at most {@link MOST_SCORE_4X4}.
 * @throws {RangeError} naming what was asked and why
 */
function checkFourByFour(level: number | null, technique: Technique | null, score: { min: number; max: number }, techniques: readonly Technique[] | null): void {
  if (techniques === null || !singlesFirst(techniques)) return;
  const why = 'singles solve every 4×4 puzzle';
  if (level !== null && level > 0) throw new RangeError(`sudoku-wasm: level '${LEVELS[level].level}' on 4×4: every 4×4 puzzle is Easy (${why})`);
  if (technique !== null && !SINGLES.includes(technique.id)) {
    throw new RangeError(`sudoku-wasm: technique '${technique.id}' on 4×4: no 4×4 solve path reaches it (${why}, and they come first)`);
  }
  if (score.min > MOST_SCORE_4X4) {
    throw new RangeError(`sudoku-wasm: score.min ${score.min} on 4×4: a 4×4 puzzle scores at most ${MOST_SCORE_4X4} (${why}: 12 at most, 14 points each)`);
  }
}

/** The singles' ids. */
const SINGLES = ['full-house', 'naked-single', 'hidden-single'];

/** Whether a technique list has the naked and hidden single before every technique that is not a single. */
function singlesFirst(techniques: readonly Technique[]): boolean {
  const other = techniques.findIndex((t) => !SINGLES.includes(t.id));
  const head = other < 0 ? techniques : techniques.slice(0, other);
  return head.some((t) => t.id === 'naked-single') && head.some((t) => t.id === 'hidden-single');
}

/** Reads a pattern option into N² flags. */
function readPattern(pattern: string | ArrayLike<number | boolean>): Uint8Array {
  if (typeof pattern === 'string') {
    const flags: number[] = [];
    for (const ch of pattern) {
      if (/\s/.test(ch) || ch === '|' || ch === '+') continue;
      flags.push('.0-_'.includes(ch) ? 0 : 1);
    }
    return Uint8Array.from(flags);
  }
  if (typeof pattern !== 'object' || pattern === null || typeof pattern.length !== 'number') {
    throw new TypeError(`sudoku-wasm: expected options.pattern to be a string or an array, got ${show(pattern)}`);
  }
  return Uint8Array.from({ length: pattern.length }, (_, i) => (pattern[i] ? 1 : 0));
}

const SIDES = [4, 9, 16, 25, 36, 49, 64];

/** The keys of the score option. */
const SCORE_KEYS = keysOf<NonNullable<GenerateOptions['score']>>()({ min: true, max: true }) as readonly ('min' | 'max')[];

/** The keys of {@link GenerateOptions}. */
export const GENERATE_OPTION_KEYS = keysOf<GenerateOptions>()({
  size: true,
  level: true,
  score: true,
  technique: true,
  symmetry: true,
  minimal: true,
  clues: true,
  pattern: true,
  seed: true,
  count: true,
  timeoutMs: true,
  maxAttempts: true,
  signal: true,
  gridMethod: true,
  techniques: true,
  exclude: true,
  rate: true,
  maxNodesPerCheck: true,
  backend: true,
});

/**
 * Checks the options and makes the plan.
 * @param where the public function, for messages (`generate`)
 * @throws {RangeError} / `TypeError` naming the option
 */
export function planOf(options: GenerateOptions, where = 'generate'): Plan {
  checkKeys(options, GENERATE_OPTION_KEYS, where);
  const pattern = options.pattern === undefined ? null : readPattern(options.pattern);
  let size = options.size;
  if (size === undefined) size = pattern ? Math.round(Math.sqrt(pattern.length)) : 9;
  if (!SIDES.includes(size)) {
    if (options.size === undefined && pattern) {
      throw new RangeError(`sudoku-wasm: the pattern has ${pattern.length} cells; a board has ${SIDES.map((side) => side * side).join(', ')}`);
    }
    throw new RangeError(`sudoku-wasm: ${where}: size: expected ${orList(SIDES)}, got ${show(options.size)}`);
  }
  const n = Math.round(Math.sqrt(size));
  checkBox(n, where);
  const C = size * size;
  if (pattern && pattern.length !== C) throw new RangeError(`sudoku-wasm: the pattern has ${pattern.length} cells; a ${size}×${size} board has ${C}`);
  const symmetry = choice(options.symmetry, SYMMETRIES, 'none', `${where}: symmetry`);
  if (pattern && options.symmetry !== undefined && options.symmetry !== 'none') {
    if (!isSymmetric(pattern, symmetry, size)) throw new RangeError(`sudoku-wasm: the pattern does not have the symmetry '${symmetry}'`);
  }
  if (pattern && options.clues !== undefined) throw new RangeError('sudoku-wasm: give a pattern or a clue count, not both (the pattern fixes the clues)');
  const target = options.clues === undefined ? 0 : checkInteger(options.clues, 1, `${where}: clues`, C);
  checkCluesPossible(pattern ? pattern.reduce((k, v) => k + v, 0) : target, size, symmetry, pattern !== null);
  const seed = runSeedOf(options.seed, where);
  const count = options.count === undefined ? 1 : checkInteger(options.count, 1, `${where}: count`);
  const timeoutMs = options.timeoutMs === undefined ? 10_000 : checkInteger(options.timeoutMs, 0, `${where}: timeoutMs`, 0x7fffffff);
  const maxAttempts = options.maxAttempts === undefined ? Infinity : checkInteger(options.maxAttempts, 1, `${where}: maxAttempts`, 0x7fffffff);
  checkSignal(options.signal, `${where}: signal`);
  checkGridChoices(options.gridMethod, options.backend, where, 'gridMethod');
  const named = checkLevel(options.level, `${where}: level`);
  const level = named === null ? null : LEVELS.findIndex((l) => l.level === named);
  checkBoolean(options.minimal, `${where}: minimal`);
  checkBoolean(options.rate, `${where}: rate`);
  if (options.score !== undefined && (typeof options.score !== 'object' || options.score === null || Array.isArray(options.score))) {
    throw new TypeError(`sudoku-wasm: ${where}: score: expected { min, max }, got ${show(options.score)}`);
  }
  checkKeys(options.score, SCORE_KEYS, `${where}: score`, 'key');
  for (const end of SCORE_KEYS) {
    const value = options.score?.[end];
    if (value !== undefined && (typeof value !== 'number' || Number.isNaN(value))) {
      throw new TypeError(`sudoku-wasm: ${where}: score.${end}: expected a number, got ${show(value)}`);
    }
  }
  const score = { min: options.score?.min ?? -Infinity, max: options.score?.max ?? Infinity };
  if (score.min > score.max) {
    throw new RangeError(`sudoku-wasm: score must be { min, max } numbers with min ≤ max, got ${JSON.stringify(options.score)}`);
  }
  const rated = level !== null || options.score !== undefined || options.technique !== undefined || options.rate === true;
  if (rated && n > MAX_LOGIC_BOX) {
    throw new RangeError(`sudoku-wasm: level, score, technique and rate need the human-style solver, which goes up to ${MAX_LOGIC_BOX ** 2}×${MAX_LOGIC_BOX ** 2}; got ${size}×${size}`);
  }
  const listed = techniquesFor(options); // `techniques` and `exclude` checked even when nothing is rated
  const techniques = rated ? listed : null;
  checkScorePossible(score, level, techniques);
  let technique: Technique | null = null;
  if (options.technique !== undefined) {
    const expected = "expected a technique's id ('x-wing'), HoDoKu code ('0300') or name ('X-Wing')";
    if (typeof options.technique !== 'string') throw new TypeError(`sudoku-wasm: ${where}: technique: ${expected}, got ${show(options.technique)}`);
    const found = findTechnique(options.technique);
    if (!found) throw new TypeError(`sudoku-wasm: ${where}: technique: ${expected}, got ${show(options.technique)}`);
    if (NO_EXERCISE.has(found.id)) {
      throw new RangeError(
        `sudoku-wasm: technique '${found.id}' cannot be an exercise: it reads which digits were placed rather than given, which the pencil marks of 'before' do not keep`,
      );
    }
    if (!techniques!.some((t) => t.id === found.id)) {
      throw new RangeError(`sudoku-wasm: technique '${found.id}' is not in the solver's list (add it with options.techniques)`);
    }
    checkTechniquePossible(found, score, level);
    technique = found;
  }
  if (n === 2) checkFourByFour(level, technique, score, techniques);
  if (n > 3 && options.minimal === true) {
    throw new RangeError(
      `sudoku-wasm: minimal puzzles are made at 4×4 and 9×9 only; above, uniqueness checks run under a node budget (maxNodesPerCheck) and cannot prove every clue needed`,
    );
  }
  if (n > 3 && options.gridMethod === 'uniform') throw new RangeError(`sudoku-wasm: gridMethod 'uniform' supports 4×4 and 9×9 grids only, got ${size}×${size}`);
  const maxNodesPerCheck = options.maxNodesPerCheck === undefined ? undefined : checkInteger(options.maxNodesPerCheck, 1, `${where}: maxNodesPerCheck`);
  const wants = [
    `${size}×${size}`,
    options.minimal ? 'minimal' : '',
    symmetry !== 'none' ? symmetry : '',
    target ? `${target} clues` : '',
    pattern ? 'pattern' : '',
    level !== null ? LEVELS[level].level : '',
    options.score ? `score ${score.min}..${score.max}` : '',
    technique ? technique.name : '',
  ].filter(Boolean);
  return {
    n,
    seed,
    count,
    orbits: orbits(symmetry, size),
    symmetry,
    target,
    minimal: options.minimal === true,
    pattern,
    level,
    score,
    technique,
    techniques,
    timeoutMs,
    maxAttempts,
    method: options.gridMethod,
    backend: options.backend,
    counter: solutionCounter(n, options.backend, maxNodesPerCheck),
    what: wants.join(', '),
  };
}
