/**
 * The game in progress as the page keeps it between visits (`localStorage`): a versioned JSON
 * text, written from a {@link Game} and the clock and tallies, and read back only when every
 * part of it holds. Pure (no DOM, no storage), so it is unit-tested in Node (test/web/).
 *
 * Owns: {@link encodeSaved}, {@link decodeSaved}, the stored form. Does not own: when the game
 * is saved or restored, nor the storage (web/src/save.ts), nor the game's rules (`game.ts`).
 *
 * The stored form (version 1), one JSON object:
 * - `format` `"sudoku-wasm/game"` and `version` 1: anything else is another program's data or
 *   an older form, and is not read;
 * - `puzzle`: the givens as one line (the package's `formatBoard`), 4×4, 9×9 or 16×16;
 * - `cells`: each cell's state `[digit, corner mask, centre mask, colour]`, with a fifth number
 *   when the digit took something (`took`, an index into the next list);
 * - `took`: what placed digits took, `[corner, centre, corner peers, centre peers]`, with a fifth
 *   list when pair rules took marks too (`[cell, corner mask, centre mask, …]`, the `Took`'s
 *   `pairMarks`; a text without it is read as before): listed once and referred to by index,
 *   because the cells and the history's commands share them;
 * - `done` and `undone`: the undo and redo stacks, oldest first, each command
 *   `[label, cells, states before, states after]`;
 * - `elapsed` (milliseconds played), `paused`, `tally` (hints, mistakes, solved by the engine,
 *   and `counted`, the `[cell, digit]` of each wrong digit counted as a mistake, so a digit
 *   shown again after a reload counts once; a text without it is read as before) and `info`
 *   (the rating, when known);
 * - `variant`, for a variant puzzle only: its model JSON (the package's `formatVariant`), which
 *   reading hands to the package's reader (`variant/kit.ts` `readVariant`, passed in: the chunk is
 *   imported only when a saved game has a variant); `puzzle` is then its givens.
 *
 * Reading checks the shape, every range (digits, masks, colours, cell indices), that givens
 * and filled cells hold what play allows, and that the history replays: undoing the `done`
 * stack from the cells meets each command's "after" states, and so does redoing the `undone`
 * stack with its "before" states. A text over {@link MAX_SAVED_CHARS} is not parsed. When the
 * history makes the text too long, the oldest commands are left out: the grid is always kept.
 */
import type { Board } from '../../../src/board/sizes.js';
import { formatBoard, parseBoard } from '../../../src/text/index.js';
import type { VariantPlay } from '../variant/kit.js';
import { Game } from './game.js';
import type { CellState, Command, Took } from './history.js';

/** The `format` of a saved game: tells the page's data from anything else under its key. */
export const SAVE_FORMAT = 'sudoku-wasm/game';
/** The stored form's version; a text of another version is not read. */
export const SAVE_VERSION = 1;
/**
 * The longest text saved or read (characters). A whole 9×9 game (candidates filled, each digit
 * marked then placed: 99 actions) is 10,800 characters, a whole 16×16 one (317 actions) 45,000;
 * browsers allow about 5 million per site.
 */
export const MAX_SAVED_CHARS = 500_000;

/** The HoDoKu levels a rating may name. */
const LEVELS = ['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme'];

/** A game as saved: the game (puzzle, cells, history), its clock and what the player did. */
export interface SavedGame {
  game: Game;
  /** Milliseconds played. */
  elapsed: number;
  /** Whether the player had paused the game. */
  paused: boolean;
  /** Hints asked for, mistakes and the wrong digits counted, whether "Solve" filled the grid (the page's `Tally`). */
  tally: { hints: number; mistakes: number; solvedByEngine: boolean; counted?: [number, number][] };
  /** The puzzle's rating, when it was known. */
  info: { level?: string; score?: number; hardest?: string };
  /** The variant puzzle, for a game of one. */
  variant?: VariantPlay;
}

/** Reads a variant puzzle's model JSON as the page plays it (`variant/kit.ts` `readVariant`). */
export type VariantReader = (text: string) => VariantPlay;

type StoredState = [number, number, number, number] | [number, number, number, number, number];
type StoredCommand = [string, number[], StoredState[], StoredState[]];

/**
 * The saved form of `saved` (see the module header), or null when even the grid without any
 * history would be longer than `limit` characters. The oldest commands are left out until the
 * text fits.
 */
export function encodeSaved(saved: SavedGame, limit = MAX_SAVED_CHARS): string | null {
  const { game } = saved;
  const snapshot = game.snapshot();
  let { done, undone } = snapshot;
  for (;;) {
    const tookIndex = new Map<Took, number>();
    const took: ([number, number, number[], number[]] | [number, number, number[], number[], number[]])[] = [];
    const state = (s: CellState): StoredState => {
      if (!s.took) return [s.value, s.corner, s.centre, s.colour];
      let i = tookIndex.get(s.took);
      if (i === undefined) {
        tookIndex.set(s.took, (i = took.length));
        const t = s.took;
        took.push(t.pairMarks ? [t.corner, t.centre, [...t.cornerPeers], [...t.centrePeers], [...t.pairMarks]] : [t.corner, t.centre, [...t.cornerPeers], [...t.centrePeers]]);
      }
      return [s.value, s.corner, s.centre, s.colour, i];
    };
    const command = (c: Command): StoredCommand => [c.label, c.cells, c.before.map(state), c.after.map(state)];
    const cells = snapshot.cells.map(state);
    const text = JSON.stringify({
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      puzzle: saved.variant ? saved.variant.puzzle.givens : formatBoard({ n: game.n, cells: game.givens }),
      cells,
      done: done.map(command),
      undone: undone.map(command),
      took,
      elapsed: Math.round(saved.elapsed),
      paused: saved.paused,
      tally: saved.tally,
      info: saved.info.level ? { level: saved.info.level, score: saved.info.score, hardest: saved.info.hardest } : {},
      ...(saved.variant ? { variant: saved.variant.text } : {}),
    });
    if (text.length <= limit) return text;
    if (done.length === 0 && undone.length === 0) return null;
    // the oldest half goes: the bottom of the undo stack, then the far end of the redo stack
    if (done.length > 0) done = done.slice(Math.ceil(done.length / 2));
    else undone = undone.slice(Math.ceil(undone.length / 2));
  }
}

/** Why a stored text is not read (caught in {@link decodeSaved}). */
class Unreadable extends Error {}

function need(ok: boolean, what: string): asserts ok {
  if (!ok) throw new Unreadable(what);
}

const isInt = (v: unknown, lo: number, hi: number): v is number => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The saved game in `text`, or null when it is not one this page wrote in this version, is
 * longer than `limit`, or any part of it fails a check (see the module header), a variant
 * puzzle's included (read by `readVariant`; without it a saved variant game is not read).
 * Never throws.
 */
export function decodeSaved(text: unknown, limit = MAX_SAVED_CHARS, readVariant?: VariantReader): SavedGame | null {
  if (typeof text !== 'string' || text.length > limit) return null;
  try {
    return read(JSON.parse(text), readVariant);
  } catch {
    return null; // not JSON, Unreadable, or a variant the reader refused
  }
}

/** Whether a saved text holds a variant puzzle (reading it then needs the variant chunk's reader). */
export const savedHasVariant = (text: string | null): boolean => text !== null && text.includes('"variant":');

function read(data: unknown, readVariant?: VariantReader): SavedGame {
  need(isObject(data) && data.format === SAVE_FORMAT, 'not a saved game');
  need(data.version === SAVE_VERSION, 'another version');
  need(typeof data.puzzle === 'string' && data.puzzle.length <= 1000, 'puzzle');
  let variant: VariantPlay | undefined;
  if (data.variant !== undefined) {
    need(typeof data.variant === 'string' && readVariant !== undefined, 'variant');
    variant = readVariant(data.variant);
    need(variant.puzzle.givens.replace(/0/g, '.') === data.puzzle.replace(/0/g, '.'), 'variant givens');
  }
  const board: Board = variant ? variant.board : parseBoard(data.puzzle);
  need(board.n >= 2 && board.n <= 4 && board.cells.some((v) => v === 0), 'puzzle size or a full grid');
  // a variant board's side is its own (6×6 and 8×8 have no n×n boxes)
  const N = variant ? variant.puzzle.size : board.n * board.n;
  const C = N * N;
  const full = 2 ** N - 1;
  const givens = board.cells;

  need(Array.isArray(data.took) && data.took.length <= 1_000_000, 'took');
  const took: Took[] = data.took.map((t: unknown) => {
    need(Array.isArray(t) && (t.length === 4 || t.length === 5) && isInt(t[0], 0, full) && isInt(t[1], 0, full), 'took entry');
    const peers = (p: unknown): number[] => {
      need(Array.isArray(p) && p.length <= C && p.every((c) => isInt(c, 0, C - 1)), 'took peers');
      return p as number[];
    };
    const entry: Took = { corner: t[0], centre: t[1], cornerPeers: peers(t[2]), centrePeers: peers(t[3]) };
    if (t.length === 4) return entry;
    const m: unknown = t[4];
    need(Array.isArray(m) && m.length > 0 && m.length <= 3 * C && m.length % 3 === 0, 'took pair marks');
    need(m.every((x, i) => (i % 3 === 0 ? isInt(x, 0, C - 1) : isInt(x, 0, full))), 'took pair marks range');
    return { ...entry, pairMarks: m as number[] };
  });

  const state = (x: unknown, cell: number): CellState => {
    need(Array.isArray(x) && (x.length === 4 || x.length === 5), 'cell state');
    const [value, corner, centre, colour, t] = x as unknown[];
    need(isInt(value, 0, N) && isInt(corner, 0, full) && isInt(centre, 0, full) && isInt(colour, 0, 9), 'cell state range');
    // a given never changes and takes no marks; a filled cell keeps its marks in `took` only
    if (givens[cell] !== 0) need(value === givens[cell], 'a given changed');
    if (value !== 0) need(corner === 0 && centre === 0, 'marks under a digit');
    const s: CellState = { value, corner, centre, colour };
    if (x.length === 5) {
      need(value !== 0 && givens[cell] === 0 && isInt(t, 0, took.length - 1), 'took of a cell');
      s.took = took[t];
    }
    return s;
  };

  need(Array.isArray(data.cells) && data.cells.length === C, 'cells');
  const cells = data.cells.map((x: unknown, c: number) => state(x, c));

  const commands = (list: unknown): Command[] => {
    need(Array.isArray(list) && list.length <= 100_000, 'history');
    return list.map((x: unknown) => {
      need(Array.isArray(x) && x.length === 4 && typeof x[0] === 'string' && x[0].length <= 500, 'command');
      const [label, where, before, after] = x as [string, unknown, unknown, unknown];
      need(Array.isArray(where) && where.length > 0 && where.every((c) => isInt(c, 0, C - 1)) && new Set(where).size === where.length, 'command cells');
      need(Array.isArray(before) && Array.isArray(after) && before.length === where.length && after.length === where.length, 'command states');
      return { label, cells: where, before: before.map((s, i) => state(s, where[i])), after: after.map((s, i) => state(s, where[i])) };
    });
  };
  const done = commands(data.done);
  const undone = commands(data.undone);

  // the history replays: undo from the cells as they are, then redo from them too
  const same = (a: CellState, b: CellState): boolean => a.value === b.value && a.corner === b.corner && a.centre === b.centre && a.colour === b.colour && a.took === b.took;
  let now = [...cells];
  for (let k = done.length - 1; k >= 0; k--) {
    const c = done[k];
    c.cells.forEach((cell, i) => {
      need(same(now[cell], c.after[i]), 'undo stack does not replay');
      now[cell] = c.before[i];
    });
  }
  now = [...cells];
  for (let k = undone.length - 1; k >= 0; k--) {
    const c = undone[k];
    c.cells.forEach((cell, i) => {
      need(same(now[cell], c.before[i]), 'redo stack does not replay');
      now[cell] = c.after[i];
    });
  }

  need(typeof data.elapsed === 'number' && data.elapsed >= 0 && data.elapsed <= 366 * 24 * 3600_000, 'elapsed');
  need(typeof data.paused === 'boolean', 'paused');
  const tally = data.tally;
  need(isObject(tally) && isInt(tally.hints, 0, 1e6) && isInt(tally.mistakes, 0, 1e6) && typeof tally.solvedByEngine === 'boolean', 'tally');
  const counted = tally.counted;
  const pair = (p: unknown): boolean => Array.isArray(p) && p.length === 2 && isInt(p[0], 0, C - 1) && isInt(p[1], 1, 16);
  need(counted === undefined || (Array.isArray(counted) && counted.length <= C * 16 && counted.every(pair)), 'tally counted');
  const info = data.info;
  need(isObject(info), 'info');
  const rated = info.level !== undefined;
  if (rated) need(LEVELS.includes(info.level as string) && isInt(info.score, 0, 1e6) && typeof info.hardest === 'string' && info.hardest.length <= 100, 'rating');

  return {
    game: Game.fromSnapshot(board, { cells, done, undone }, variant?.rules),
    elapsed: data.elapsed,
    paused: data.paused,
    tally: { hints: tally.hints, mistakes: tally.mistakes, solvedByEngine: tally.solvedByEngine, ...(counted ? { counted: counted as [number, number][] } : {}) },
    info: rated ? { level: info.level as string, score: info.score as number, hardest: info.hardest as string } : {},
    ...(variant ? { variant } : {}),
  };
}
