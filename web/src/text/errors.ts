/**
 * Every error the page can meet, in player words: what went wrong and where, never an option
 * name, an error class or a character code. Parse errors by their code (the package's
 * `SudokuParseError` table), the solver's by their class and reason; anything else gets a plain
 * "try again". A cell is named as the parser named it (`cell 10 (r2c1)` in its message): the
 * parser knows the size it read the text as, and a cell's number alone does not tell it.
 *
 * Owns: {@link playerMessage}, {@link notRatedReason}, {@link PARSE_MESSAGES}, the page's own errors
 * ({@link BoardSizeError}, {@link PuzzleSolutionsError}, {@link FullGridError},
 * {@link EmptyLinkError}, {@link LinksInTextError}), telling a link or JSON from a grid
 * ({@link isLinkOrJson}, {@link linkInText}), and the
 * sentences that follow "more than one solution" ({@link solutionsDifferIn},
 * {@link placedAmongDiffering}). Does not own: the
 * errors (the package's classes, revived from the worker by src/worker/errors.ts), the true
 * candidates (the package's `trueCandidates`, in the worker) or where a message is shown.
 */
import type { TrueCandidates } from '../../../src/api/true-candidates.js';
import type { ParseErrorCode } from '../../../src/text/parse-error.js';
import { cellName } from '../state/game.js';
import { symbolOf } from '../symbols.js';

/** The fields a parse error may carry (the package's `ParseErrorDetails`). */
interface ParseFailure {
  code: ParseErrorCode;
  message: string;
  cell?: number;
  char?: string;
  cells?: [number, number];
  digit?: number;
  house?: string;
  /** For JSON input: the JSON path of the value at fault. */
  path?: string;
}

/** The cells the parser named in its message (`r2c1`), in order. */
const namesIn = (message: string): string[] => message.match(/\br\d+c\d+\b/g) ?? [];

/**
 * The side of the board the parser read the text as: the size its message names (`a 9×9
 * board`), or the one a cell's number and name imply (cell 10 is r2c1 on 9×9 only); null when
 * neither tells (a cell of row 1 has the same name on every board).
 */
function sideIn(message: string, cell: number | undefined, name: string | undefined): number | null {
  const size = /(\d+)×\1 board/.exec(message);
  if (size) return Number(size[1]);
  const rc = name === undefined ? null : /^r(\d+)c(\d+)$/.exec(name);
  if (cell === undefined || rc === null || rc[1] === '1') return null;
  return (cell - Number(rc[2])) / (Number(rc[1]) - 1);
}

/** The digits a board of side N is written with, in words. */
const alphabet = (N: number): string => (N === 4 ? '1-4' : N === 9 ? '1-9' : '1-9 and A-G');

/** The cell count a size error found (the parser says `got N`), when it says one. */
const countIn = (message: string): number | null => {
  const m = /got (\d+)/.exec(message);
  return m ? Number(m[1]) : null;
};

/** Player words for each parse error code. */
export const PARSE_MESSAGES: Record<ParseErrorCode, (e: ParseFailure) => string> = {
  EMPTY: () => 'Paste or type a puzzle first: the box is empty.',
  TOO_FEW_CELLS: (e) => sizeMessage(e),
  TOO_MANY_CELLS: (e) => sizeMessage(e),
  BAD_SIZE: (e) => sizeMessage(e),
  BAD_CHAR: (e) => symbolMessage(e),
  BAD_VALUE: (e) => symbolMessage(e),
  BAD_TYPE: (e) =>
    isFile(e) ? 'That file is not a puzzle the page reads: use an f-puzzles file (size and grid) or a link to one.' : 'That is not a puzzle: paste one line of digits, or a grid of them.',
  CONFLICT: (e) => {
    const names = namesIn(e.message);
    const where = names.length === 2 ? ` (${names[0]} and ${names[1]})` : '';
    return `The puzzle has ${e.digit ?? 'a digit'} twice in one ${e.house ?? 'house'}${where}, so it has no solution.`;
  },
  AMBIGUOUS: () => 'Write a 16×16 puzzle with 1-9 and A-G, and . for an empty cell.',
  LINE_TOO_LONG: () => 'That line is far too long to be a puzzle.',
  BAD_JSON: () => 'That looks like a puzzle file, but it is cut short or damaged: copy it again in full.',
  BAD_CELL: () => 'The puzzle file names a cell that is not on the board.',
  BAD_SHAPE: () => 'The puzzle file has a clue drawn in a shape it cannot have (a line that jumps, say).',
  UNSUPPORTED: (e) => (e.message ? `The page cannot play that puzzle: ${readerWords(e.message)}.` : 'The page cannot play that puzzle: it has a rule the solver does not know.'),
  BAD_LINK: () => 'That link does not hold a puzzle: copy the whole link again.',
};

/**
 * The package reader's message as a clause (no call name before it, no full stop after it), in
 * the page's voice: what "this library" does not do, this page does not.
 */
const readerWords = (message: string): string =>
  message
    .replace(/^(?:sudoku-wasm: [^:]*: )?(?:line \d+: )?/, '')
    .replace(/\.$/, '')
    .replace(/\bthis library\b/g, 'this page');

/** Whether an error is about a puzzle file (JSON: the variant reader's, with the place at fault as a JSON path), not a line of clues. */
const isFile = (e: ParseFailure): boolean => e.path !== undefined || /^(?:sudoku-wasm: [^:]*: )?expected a variant puzzle/.test(e.message);

function sizeMessage(e: ParseFailure): string {
  if (isFile(e)) return "The puzzle file's grid is not the size of its board: copy the file again in full.";
  const got = countIn(e.message);
  const found = got === null ? 'That is not a whole puzzle' : `That is ${got} cell${got === 1 ? '' : 's'}`;
  return `${found}: a 9×9 puzzle has 81 (4×4: 16, 16×16: 256). Look for a missing or an extra character.`;
}

function symbolMessage(e: ParseFailure): string {
  const shown = e.char === undefined ? 'a character' : `“${e.char}”`;
  const name = e.cell === undefined ? undefined : namesIn(e.message)[0];
  if (name === undefined) return `The puzzle holds ${shown}, which is not a digit. Use digits, and . or 0 for an empty cell.`;
  const N = sideIn(e.message, e.cell, name);
  if (N === null) return `${name} holds ${shown}, which is not a digit: use digits, and . or 0 for an empty cell.`;
  return `${name} holds ${shown}, which is not a digit of a ${N}×${N} puzzle: use ${alphabet(N)}, and . or 0 for an empty cell.`;
}

/** What the page was doing when a solver error came: a puzzle with several solutions stops each for its own reason. */
export type Doing = 'solve' | 'check' | 'hint' | 'explain';

/** Why a puzzle with more than one solution stops each action (after "…, so"). */
const SEVERAL: Record<Doing, string> = {
  solve: 'there is no one solution to fill in',
  check: 'there is no one solution to check your digits against',
  hint: 'no hint can lead to the solution',
  explain: 'no step can be explained',
};

/** The most cells {@link solutionsDifferIn} names; the others are counted. */
const NAMED_CELLS = 6;

/** A cell's true candidates in words: `1 or 4`, `2, 5 or 7`, `any digit`. */
function digitsInWords(digits: readonly number[], N: number): string {
  if (digits.length === N) return 'any digit';
  const symbols = digits.map(symbolOf);
  return `${symbols.slice(0, -1).join(', ')} or ${symbols[symbols.length - 1]}`;
}

/**
 * Where the solutions of a puzzle with more than one differ, as the sentence after that verdict:
 * the cells with two or more true candidates (`TrueCandidates.differing`), named as the page
 * names cells, each with its digits, six at most and the others counted ("Its solutions differ
 * in 4 cells: r1c1 (1 or 4), …"). A run its budget stopped (`unknown`) found some of those cells
 * and maybe not all of their digits: it says "at least" and names the cells alone. An empty
 * string when the run found no such cell (or its status is `unique` or `none`).
 */
export function solutionsDifferIn(found: Pick<TrueCandidates, 'status' | 'size' | 'candidates' | 'differing'>): string {
  const { differing: cells, size: N } = found;
  if (cells.length === 0 || (found.status !== 'multiple' && found.status !== 'unknown')) return '';
  const sure = found.status === 'multiple';
  const list = cellList(cells, (c) => (sure ? `${cellName(c, N)} (${digitsInWords(found.candidates[c], N)})` : cellName(c, N)), ', ');
  return `Its solutions differ in ${sure ? '' : 'at least '}${cells.length} cell${cells.length === 1 ? '' : 's'}: ${list}.`;
}

/** `cells` in words by `name`, six at most and the others counted: `a, b and 3 more`; `last` joins the last two of a list in full. */
function cellList(cells: readonly number[], name: (c: number) => string, last: string): string {
  const named = cells.slice(0, NAMED_CELLS).map(name);
  const more = cells.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more`;
  return named.length < 2 ? named.join('') : `${named.slice(0, -1).join(', ')}${last}${named[named.length - 1]}`;
}

/**
 * What follows {@link solutionsDifferIn} on a grid the player has played: which of the cells
 * where the solutions differ hold the player's digits, and that the open ones are marked (the
 * page marks only those: a placed digit is the player's choice among the solutions). '' when no
 * digit of the player's is among them (all of them are marked).
 * @param placed the differing cells that hold a digit of the player's, ascending
 * @param open how many of the differing cells are still empty
 */
export function placedAmongDiffering(placed: readonly number[], open: number, N: number): string {
  if (placed.length === 0) return '';
  const one = placed.length === 1;
  const digits = `Your digit${one ? '' : 's'} in ${cellList(placed, (c) => cellName(c, N), ' and ')} ${one ? 'is' : 'are'} among them`;
  return open === 0 ? `${digits}.` : `${digits}; the ${open === 1 ? 'open cell is' : `${open} open cells are`} marked.`;
}

/**
 * What to tell the player about `error`, thrown while the page did `doing` (default: explaining).
 * A LogicError of several solutions may carry `where` ({@link solutionsDifferIn}), said after it.
 */
export function playerMessage(error: unknown, doing: Doing = 'explain'): string {
  const e = error as { name?: string; code?: ParseErrorCode; reason?: string; message?: string; where?: string };
  if (e?.name === 'SudokuParseError' && e.code && e.code in PARSE_MESSAGES) return PARSE_MESSAGES[e.code](error as ParseFailure);
  if (e?.name === 'LogicError') {
    if (e.reason === 'none') return 'This puzzle has no solution.';
    if (e.reason === 'multiple') return `This puzzle has more than one solution, so ${SEVERAL[doing]}.${e.where ? ` ${e.where}` : ''}`;
    if (e.reason === 'mistake') return 'The grid has a mistake: undo to a position without one.';
    return 'The solver gave up on this puzzle before it knew its solution.';
  }
  if (e?.name === 'GenerateBudgetError') return 'No puzzle like that came up in time: try again, or pick another level.';
  if (e?.name === 'WorkerCrashedError') return 'The solver stopped unexpectedly. Try again: it has restarted.';
  if (e?.name === 'WasmBlockedError') return 'This browser blocks WebAssembly here, so the solver cannot run.';
  if (e?.name === 'BoardSizeError') return e.message ?? 'The page plays 4×4, 9×9 and 16×16 puzzles.';
  if (e?.name === 'PuzzleSolutionsError') return e.message ?? 'That puzzle does not have exactly one solution.';
  if (e?.name === 'FullGridError') return e.message ?? 'That grid has no empty cell to play.';
  if (e?.name === 'EmptyLinkError') return e.message ?? new EmptyLinkError().message;
  if (e?.name === 'LinksInTextError' && e.message) return e.message;
  return 'Something went wrong. Try again.';
}

/**
 * Why the puzzle in play has no rating, after "Not rated: " in the chip above the board: for the
 * solver's verdicts the verdict alone ("more than one solution"), which keeps the chip within the
 * two lines the bar has room for on a 320 px phone (a third moved the board under the player's
 * first tap, which asks for the rating); the whole sentence is said at load and by Check, Solve
 * and Hint. Any other error in {@link playerMessage}'s words.
 */
export function notRatedReason(error: unknown): string {
  const e = error as { name?: string; reason?: string };
  if (e?.name === 'LogicError' && e.reason !== 'mistake') return e.reason === 'multiple' ? 'more than one solution' : e.reason === 'none' ? 'no solution' : 'the solver gave up';
  return playerMessage(error);
}

/** The error `loadText` throws for a board the page does not play (25×25 and up), already in player words. */
export class BoardSizeError extends RangeError {
  override readonly name = 'BoardSizeError';
  constructor(N: number) {
    super(`The page plays 4×4, 9×9 and 16×16 puzzles; this one is ${N}×${N}.`);
  }
}

/**
 * Whether `text` is a link (`https://…`, `sudokupad.app/…`, `[text](…)` in Markdown), a link's
 * payload alone (`N4…`: lz-string base64 of JSON; a board starts with a digit or `.`) or JSON
 * (`{…}`, `[…]`): the forms variant puzzles come in (f-puzzles, SudokuPad, the package's model),
 * which the page reads with the package's `parseVariant`, not `parseBoard`.
 */
export function isLinkOrJson(text: string): boolean {
  const t = text.trim();
  return /^(?:[a-z][a-z\d+.-]*:\/\/|www\.|[{[]|N[4-7])/i.test(t) || /^[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}(?::\d+)?\//i.test(t);
}

/**
 * The link in `text` when the text is words around one link (a message copied whole: "Try this:
 * https://…, enjoy!"), without the punctuation that closes a sentence or a bracket after it;
 * null when the text is a link or JSON itself or holds no link.
 * @throws a {@link LinksInTextError} for words around several links
 */
export function linkInText(text: string): string | null {
  if (isLinkOrJson(text)) return null;
  const links = text.match(/\bhttps?:\/\/\S+/gi) ?? [];
  if (links.length > 1) throw new LinksInTextError(links.length);
  return links[0]?.replace(/[)\].,;:!?'"»>]+$/, '') ?? null;
}

/** The error `loadText` throws for words around several links ({@link linkInText}), already in player words. */
export class LinksInTextError extends RangeError {
  override readonly name = 'LinksInTextError';
  constructor(count: number) {
    super(`That text holds ${count} links: paste one of them alone.`);
  }
}

/**
 * The error the page's loading throws for a variant puzzle the engine found no solution or
 * several solutions to (the page plays a puzzle only when it has exactly one), in player words;
 * for several, `where` ({@link solutionsDifferIn}) follows the verdict.
 */
export class PuzzleSolutionsError extends RangeError {
  override readonly name = 'PuzzleSolutionsError';
  constructor(readonly status: 'none' | 'multiple' | 'unknown', where = '') {
    super(
      status === 'none'
        ? 'That puzzle has no solution: its rules and givens contradict each other, so there is nothing to play.'
        : status === 'multiple'
          ? `That puzzle has more than one solution, so it cannot be played to one answer: a clue or a rule is missing.${where ? ` ${where}` : ''}`
          : 'The solver could not settle, in the work the page allows a check, whether that puzzle has one solution, so it is not loaded.',
    );
  }
}

/** The error `loadText` throws for a grid with no empty cell (a solved grid is no puzzle to play), already in player words. */
export class FullGridError extends RangeError {
  override readonly name = 'FullGridError';
  constructor() {
    super('That grid is already full, so there is nothing to play: paste a puzzle with empty cells (. or 0).');
  }
}

/** The error `loadText` throws for a link to this page that holds no puzzle (cut short), already in player words. */
export class EmptyLinkError extends RangeError {
  override readonly name = 'EmptyLinkError';
  constructor() {
    super('The link holds no puzzle: copy the whole link again.');
  }
}
