/**
 * How steps are written for people: cell, house and digit names, cell lists, and HoDoKu's
 * one-line notation.
 *
 * Owns: every name a sentence or a notation line uses, so that all techniques speak alike.
 * Does not own: the sentences themselves (each technique writes its own from these parts).
 *
 *   cell 0-based i      → r{row+1}c{col+1}              r3c2
 *   cells in one row    → r{row}c{cols}                 r3c28   (r3c2,8 when N > 9)
 *   house               → row 3 · column 2 · box 5
 *   candidates removed  → HoDoKu: r56c3<>1, r5c4<>17    sentence: "remove 1 from r5c3 and r6c3"
 *   digit d             → digitName(d, N): `d` up to 9×9; above, the board's symbol (16×16:
 *                         10 → A, 16 → G), as the board text (formatBoard) writes it. Every
 *                         sentence and the Eureka notation name digits so (the one place);
 *                         only HoDoKu's one-line notation ({@link notation}, a HoDoKu format)
 *                         writes numbers
 *   technique name in prose → techniqueInSentence: ordinary words lower case, letters and
 *                         acronyms kept (`Finned X-Wing` → `finned X-wing`, `AIC`, `Sue de
 *                         Coq`); withArticle: `an X-wing`, `a 2-string kite`, no article
 *                         before a plural head (`locked candidates type 1 (pointing)`);
 *                         pluralName: the head noun's plural, designators kept (`X-Wings`,
 *                         `Avoidable Rectangles Type 1`, `Swordfish`, `Forcing Nets (+)`)
 */
import { show, showNumber } from '../api/options.js';
import { checkSide } from '../board/sizes.js';
import { isVariantSize } from '../variant/grid.js';
import { ALNUM_SYMBOLS } from '../text/alphabet.js';
import { andList } from '../text/lists.js';
import type { CandidateGrid } from './grid.js';
import type { Candidate, HouseRef, Step } from './types.js';

/** The rNcM name of a 0-based cell on a board of side N. */
export function cellName(cell: number, N: number): string {
  return `r${((cell / N) | 0) + 1}c${(cell % N) + 1}`;
}

/** A house as words: `row 3`, `column 2`, `box 5` (1-based). */
export function houseName(house: HouseRef): string {
  return `${house.kind} ${house.index + 1}`;
}

/** The house of unit u (rows 0…N-1, columns N…2N-1, boxes 2N…3N-1). */
export function unitHouse(u: number, N: number, role?: HouseRef['role']): HouseRef {
  const kind = u < N ? 'row' : u < 2 * N ? 'column' : 'box';
  const house: HouseRef = { kind, index: u % N };
  if (role) house.role = role;
  return house;
}

/** `unitHouse` as words. */
export function unitName(u: number, N: number): string {
  return houseName(unitHouse(u, N));
}

/**
 * A digit as sentences write it on a board of side N: the number up to 9×9, the board's
 * 'alnum' symbol above (the alphabet formatBoard writes: 16×16 digit 10 is `A`).
 * @throws {TypeError} / {RangeError} when `N` is not a board's side or `digit` not one of its digits
 * @category Hints, steps and rating
 */
export function digitName(digit: number, N: number): string {
  checkSide(N, 'digitName');
  if (!Number.isInteger(digit) || digit < 1 || digit > N) {
    const message = `sudoku-wasm: digitName: digit: expected an integer from 1 to ${N}, got ${showNumber(digit)}`;
    throw typeof digit === 'number' ? new RangeError(message) : new TypeError(message);
  }
  return N > 9 ? ALNUM_SYMBOLS[digit - 1] : String(digit);
}

/** A digit with its indefinite article, as the digit is said: `a 4`, `an 8`, `an A`, `a G` (named as {@link digitName}). */
export function digitWithArticle(digit: number, N: number): string {
  const name = digitName(digit, N);
  return `${articleOf(name)} ${name}`;
}

/** Digits as a list for sentences: `1`, `1 and 7`, `1, 4 and 7` (named as {@link digitName} on side N). */
export function digitList(digits: readonly number[], N: number): string {
  return andList(digits.map((d) => digitName(d, N)));
}

/** Digits joined by commas for sentences and names: `3,5,8` (`3,A,G` on 16×16). */
export function digitSet(digits: readonly number[], N: number): string {
  return digits.map((d) => digitName(d, N)).join(',');
}

export { andList, orList } from '../text/lists.js';

/** Cells as a list for sentences: `r1c1`, `r1c1 and r1c5`, … (in the order given). */
export function cellList(cells: readonly number[], N: number): string {
  return andList(cells.map((c) => cellName(c, N)));
}

/**
 * Cells in HoDoKu's compressed form: grouped by row when that is shorter, `r3c28` for r3c2 and
 * r3c8, `r56c3` for r5c3 and r6c3, groups joined with commas. On boards wider than 9 the
 * numbers of a group are separated by `.` (`r3c2.11`).
 */
export function compactCells(cells: readonly number[], N: number): string {
  const sep = N > 9 ? '.' : '';
  const sorted = [...new Set(cells)].sort((a, b) => a - b);
  const group = (key: (c: number) => number, other: (c: number) => number, byRow: boolean): string[] => {
    const groups = new Map<number, number[]>();
    for (const c of sorted) {
      const k = key(c);
      let list = groups.get(k);
      if (!list) groups.set(k, (list = []));
      list.push(other(c));
    }
    // merge groups with the same set of "other" numbers: r56c3 (rows 5,6 × column 3)
    const merged = new Map<string, number[]>();
    for (const [k, list] of groups) {
      const sig = list.join(',');
      let keys = merged.get(sig);
      if (!keys) merged.set(sig, (keys = []));
      keys.push(k);
    }
    const out: string[] = [];
    for (const [sig, keys] of merged) {
      const others = sig.split(',').map((x) => Number(x) + 1).join(sep);
      const ks = keys.map((x) => x + 1).join(sep);
      out.push(byRow ? `r${ks}c${others}` : `r${others}c${ks}`);
    }
    return out;
  };
  const rowFirst = group((c) => (c / N) | 0, (c) => c % N, true);
  const colFirst = group((c) => c % N, (c) => (c / N) | 0, false);
  return (colFirst.length < rowFirst.length ? colFirst : rowFirst).join(',');
}

/**
 * Candidates grouped by digit as HoDoKu writes eliminations: `r56c3<>1, r5c4<>7`. `name` writes
 * a digit: numbers by default (HoDoKu's notation), `digitName` for Eureka's board letters.
 */
export function compactEliminations(eliminations: readonly Candidate[], N: number, name: (digit: number) => string = String): string {
  const byDigit = new Map<number, number[]>();
  for (const { cell, digit } of eliminations) {
    let cells = byDigit.get(digit);
    if (!cells) byDigit.set(digit, (cells = []));
    cells.push(cell);
  }
  return [...byDigit.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([digit, cells]) => `${compactCells(cells, N)}<>${name(digit)}`)
    .join(', ');
}

/**
 * What a step removes, as words: "remove 1 and 7 from r3c4 and r3c5" when every cell loses the
 * same digits, else "remove 1 from r3c4 and 7 from r3c5".
 */
export function removalPhrase(eliminations: readonly Candidate[], N: number): string {
  const byCell = new Map<number, number[]>();
  for (const { cell, digit } of eliminations) {
    let digits = byCell.get(cell);
    if (!digits) byCell.set(cell, (digits = []));
    digits.push(digit);
  }
  const sigs = new Map<string, number[]>();
  for (const [cell, digits] of byCell) {
    const sig = digits.sort((a, b) => a - b).join(',');
    let cells = sigs.get(sig);
    if (!cells) sigs.set(sig, (cells = []));
    cells.push(cell);
  }
  const parts = [...sigs.entries()].map(
    ([sig, cells]) => `${digitList(sig.split(',').map(Number), N)} from ${cellList(cells.sort((a, b) => a - b), N)}`,
  );
  return `remove ${andList(parts)}`;
}

/**
 * HoDoKu's one-line notation of a step: `Hidden Pair: 5,9 in r56c3 => r56c3<>1`,
 * `Naked Single: r6c8=1`; a variant puzzle's step in the same form (`Killer cage: 6 in r1c34,r2c4 => r1c34,r2c4<>6`).
 * @param N the board's side: a classic board's, or a variant board's (4 to 9)
 * @throws {TypeError} / {RangeError} when `step` is not a step or `N` not a board's side
 * @category Hints, steps and rating
 */
export function notation(step: Step, N: number): string {
  if (!isVariantSize(N)) checkSide(N, 'notation');
  const given = (typeof step === 'object' && step !== null ? step : {}) as Partial<Step>;
  if (![given.placements, given.eliminations, given.cells, given.digits].every(Array.isArray) || typeof given.name !== 'string') {
    throw new TypeError(`sudoku-wasm: notation: step: expected a step (name, cells, digits, placements, eliminations), got ${show(step)}`);
  }
  const effect =
    step.placements.length > 0
      ? step.placements.map((p) => `${cellName(p.cell, N)}=${p.digit}`).join(', ')
      : compactEliminations(step.eliminations, N);
  if (step.cells.length === 0 || (step.placements.length > 0 && step.cells.length <= 1)) return `${step.name}: ${effect}`;
  const digits = step.digits.length > 0 ? `${step.digits.join(',')} in ` : '';
  return `${step.name}: ${digits}${compactCells(step.cells, N)} => ${effect}`;
}

/** The eliminations of digit `digit` from every cell in `cells` that still has it. */
export function eliminationsOf(grid: CandidateGrid, cells: Iterable<number>, digit: number): Candidate[] {
  const out: Candidate[] = [];
  for (const cell of cells) if (grid.has(cell, digit)) out.push({ cell, digit });
  return out;
}

/** Candidates sorted by digit, then cell (HoDoKu's order of eliminations). */
export function sortCandidates(list: Candidate[]): Candidate[] {
  return list.sort((a, b) => a.digit - b.digit || a.cell - b.cell);
}

/**
 * Head nouns that are plural already (`Locked Candidates`, `Multi Colors 1`): no article, no
 * plural form of their own.
 */
const PLURAL_HEADS = new Set(['candidates', 'colors', 'colours']);
/** Acronyms said as a word, not letter by letter (`a BUG+1`: "a bug", not "a bee-you-gee"). */
const SPOKEN_ACRONYMS = new Set(['BUG']);
/** Proper names kept as written in prose (Sue de Coq is named after a forum player). */
const PROPER_WORDS = new Set(['Sue', 'Coq', 'German', 'Dutch']);
/** Designators after a name's head noun: ` Type 1`, ` 1`, ` (Pointing)`, ` (+)`. */
const DESIGNATOR = /(?:\s+(?:Type\s+\d+|type\s+\d+|\d+|\([^)]*\)))+$/;

/** A name split into its head part (ending in the head noun) and its trailing designators. */
function splitName(name: string): { head: string; designator: string } {
  const m = DESIGNATOR.exec(name);
  if (m === null || m.index === 0) return { head: name, designator: '' };
  return { head: name.slice(0, m.index), designator: m[0] };
}

/** The head noun: the last word of the head part, after its last hyphen (`X-Wing` → `Wing`). */
function headNoun(name: string): string {
  const words = splitName(name).head.split(/\s+/);
  const last = words[words.length - 1];
  return last.slice(last.lastIndexOf('-') + 1);
}

/** Whether letters are written in capitals only (an acronym such as `AIC`, `XY`, `BUG+1`). */
const isAcronym = (word: string): boolean => /[A-Z]/.test(word) && !/[a-z]/.test(word);

/**
 * A technique's name as prose writes it: ordinary words in lower case; letters, acronyms and
 * proper names kept (`Hidden Single` → `hidden single`, `Finned X-Wing` → `finned X-wing`,
 * `ALS-XY-Wing` → `ALS-XY-wing`, `Sue de Coq`).
 */
export function techniqueInSentence(name: string): string {
  return name
    .split(' ')
    .map((word) =>
      PROPER_WORDS.has(word)
        ? word
        : word
            .split('-')
            .map((part) => (isAcronym(part) ? part : part.toLowerCase()))
            .join('-'),
    )
    .join(' ');
}

/**
 * The indefinite article a technique's name takes: `''` when its head noun is plural, else by
 * the sound of its first word: letters are said by name (`an X-Wing`, `an AIC`, `a W-Wing`),
 * numbers as words (`a 2-String Kite`), words by their first sound (`an Empty Rectangle`, `a
 * Uniqueness Test`, `a BUG+1`).
 */
export function articleOf(name: string): 'a' | 'an' | '' {
  if (PLURAL_HEADS.has(headNoun(name).toLowerCase())) return '';
  const first = name.split(/[\s-]/)[0];
  if (/^\d/.test(first)) return /^(8|11|18)/.test(first) ? 'an' : 'a';
  const letters = first.replace(/[^A-Za-z]/g, '');
  if (isAcronym(first) && !SPOKEN_ACRONYMS.has(letters)) return /^[AEFHILMNORSX]/.test(letters) ? 'an' : 'a';
  const word = letters.toLowerCase();
  if (/^u(ni|se|su|ti|ra|ro|bi)/.test(word) || /^(eu|one)/.test(word)) return 'a';
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

/** A technique's name in prose with its article: `an X-wing`, `a hidden single`, `locked candidates type 1 (pointing)`. */
export function withArticle(name: string): string {
  const article = articleOf(name);
  const words = techniqueInSentence(name);
  return article === '' ? words : `${article} ${words}`;
}

/**
 * The plural of a technique's name (as given: title case or prose): the head noun's plural,
 * the designators after it kept (`X-Wings`, `Avoidable Rectangles Type 1`, `Forcing Nets (+)`,
 * `AICs`); fish and plural heads stay as they are (`Swordfish`, `Locked Candidates Type 1
 * (Pointing)`).
 */
export function pluralName(name: string): string {
  const { head, designator } = splitName(name);
  const noun = headNoun(name);
  const lower = noun.toLowerCase();
  if (PLURAL_HEADS.has(lower) || lower.endsWith('fish')) return name;
  let plural = `${noun}s`;
  if (!isAcronym(noun) && /(s|x|z|ch|sh)$/.test(lower)) plural = `${noun}es`;
  else if (!isAcronym(noun) && /[^aeiou]y$/.test(lower)) plural = `${noun.slice(0, -1)}ies`;
  return head.slice(0, head.length - noun.length) + plural + designator;
}

/** A count of steps of one technique: `1 X-Wing`, `3 X-Wings`, `2 Swordfish` (the name as given). */
export function countedName(count: number, name: string): string {
  return `${count} ${count === 1 ? name : pluralName(name)}`;
}
