/**
 * The New puzzle card's choices (Kind, Size, Level, Symmetric), kept for the site each time a
 * puzzle is made with them, and read back when the page opens: a reload or a later visit shows
 * the choices that made the game in play, so its "Next puzzle" is another of its kind.
 *
 * Owns: {@link CHOICES_KEY}, {@link NewChoices}, {@link readChoices}, {@link keepChoices}. Does
 * not own: what the choices allow (which sizes and levels a kind has: ./puzzle.ts, ./kinds.ts),
 * the storage itself (../storage.ts).
 */
import { storage } from '../storage.js';

/** The storage key of the card's choices. */
export const CHOICES_KEY = 'sudoku-wasm.new-puzzle';

/** The card's choices as kept (the controls' values). */
export interface NewChoices {
  /** The Kind list's value ('' for Classic). */
  kind: string;
  /** The Size list's value ('9' …). */
  size: string;
  /** The Level list's value ('' for Any). */
  level: string;
  /** Symmetric as the player left it on Classic (a variant kind shows it unticked). */
  symmetric: boolean;
  /** Whether Level holds what a variant kind set, not the player (Any again on Classic). */
  levelByKind: boolean;
}

/** The choices kept, or null when there are none, storage is refused, or the text is not theirs. */
export function readChoices(): NewChoices | null {
  try {
    const data: unknown = JSON.parse(storage()?.getItem(CHOICES_KEY) ?? 'null');
    if (typeof data !== 'object' || data === null) return null;
    const { kind, size, level, symmetric, levelByKind } = data as Record<string, unknown>;
    if (typeof kind !== 'string' || typeof size !== 'string' || typeof level !== 'string') return null;
    if (typeof symmetric !== 'boolean' || typeof levelByKind !== 'boolean') return null;
    return { kind, size, level, symmetric, levelByKind };
  } catch {
    return null; // refused, or not JSON
  }
}

/** Keeps `choices` for the site; storage full or refused keeps nothing, silently. */
export function keepChoices(choices: NewChoices): void {
  try {
    storage()?.setItem(CHOICES_KEY, JSON.stringify(choices));
  } catch {
    // full or refused: the card starts at its defaults next time
  }
}
