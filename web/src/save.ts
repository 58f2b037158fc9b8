/**
 * The game survives a reload: the game in progress is saved in the site's storage after each
 * change (debounced) and when the page is hidden or left (a phone discards a background tab
 * without warning, but hides it first) or another puzzle is loaded, and read back when the page
 * opens.
 *
 * What is saved and how it is checked: `state/saved.ts`. A game is saved for the site once the
 * player has made a move in it (its history is not empty), so opening a link to another puzzle
 * and closing it again leaves the saved game as it was. Until then it is kept for the tab only
 * (`sessionStorage`): a reload of a game with no move yet brings it back with its clock, as it
 * does a game with moves, and closing the tab forgets it. Storage that the browser refuses (blocked site
 * data) or that is full means no saving, silently; a stored text that is not a readable game
 * of this version is removed.
 *
 * Two tabs share the one saved game. When another tab saves the puzzle this tab shows, this tab
 * takes that game (its cells, history, clock) at once, so going back to it goes on from the
 * latest move, wherever it was made. A tab never writes over another tab's newer save unless the
 * player changed something in it since: a tab left open on an older game (or another puzzle)
 * that is hidden or closed leaves the other tab's game alone.
 *
 * Owns: {@link SAVE_KEY}, {@link readSavedGame}, {@link storageText}, {@link encodeGame} and
 * {@link decodeGame} (the saved form of the game in play, also kept by `panels/back.ts`), {@link setupSave} (and following
 * another tab's save). Does not own: the choice between a link's puzzle and the saved game (main.ts), the
 * clock (`panels/finish.ts`).
 */
import type { App } from './app.js';
import type { Clock } from './panels/finish.js';
import type { Game } from './state/game.js';
import { decodeSaved, encodeSaved, savedHasVariant, type SavedGame, type VariantReader } from './state/saved.js';
import { announce } from './status.js';
import { storage, type Shelf } from './storage.js';

/** The storage key of the saved game. */
export const SAVE_KEY = 'sudoku-wasm.game';
/** Milliseconds after the last change before the game is written (a burst of keys writes once). */
const DELAY = 300;

/** Whether a saved game (the site's or the tab's) is of a variant puzzle (reading it then needs the variant chunk's reader). */
export const savedGameHasVariant = (): boolean => savedHasVariant(storageText()) || savedHasVariant(storageText('tab'));

/**
 * The game saved on `shelf` (default: the site's), or null when there is none, storage is
 * refused, or it is unreadable (then it is removed). A saved variant game is read with
 * `readVariant` (see {@link savedGameHasVariant}). The tab's is a game with no move yet, kept for
 * a reload (see the module header).
 */
export function readSavedGame(readVariant?: VariantReader, shelf: Shelf = 'site'): SavedGame | null {
  const store = storage(shelf);
  try {
    const text = store?.getItem(SAVE_KEY) ?? null;
    if (text === null) return null;
    const saved = decodeSaved(text, undefined, readVariant);
    if (saved === null) store!.removeItem(SAVE_KEY);
    return saved;
  } catch {
    return null;
  }
}

/** The game in play as it is saved (its cells, history, clock, tallies, rating), or null when too big to keep. */
export const encodeGame = (app: App, clock: Clock): string | null =>
  encodeSaved({ game: app.game, elapsed: clock.elapsed(), paused: clock.paused(), tally: app.tally, info: app.info, variant: app.variant });

/** A saved game's text read back (a variant one with the variant chunk's reader), or null when it is not readable. */
export async function decodeGame(app: App, text: string): Promise<SavedGame | null> {
  try {
    return decodeSaved(text, undefined, savedHasVariant(text) ? (await app.loadKit()).readVariant : undefined);
  } catch {
    return null;
  }
}

/** How many of its own last writes a page recognises in a late storage event. */
const WRITTEN_KEPT = 4;

/** Saves the game after each change and when the page is hidden or left; follows the game saved by another tab. */
export function setupSave(app: App, clock: Clock): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The saved text this tab last wrote or took: storage holding another means another tab saved since. */
  let known: string | null = storageText();
  /**
   * The saved text this page opened with. A reload's new page may hear the page it replaced
   * write it (that page's last save, at `pagehide`) as a `storage` event, late: it is no other
   * tab's move, and following it would say so and could take back a move made since.
   */
  const opened = known;
  /**
   * The texts this page wrote last: a storage event never carries a page's own write, so one
   * that does is not another tab's move either (the same late delivery, of an earlier write).
   */
  const written: string[] = [];
  /** Whether `known` is this tab's own (written, or the game it opened with), not taken from another tab. */
  let own = true;
  /** Whether the player changed the game since this tab last wrote or took it. */
  let dirty = false;
  /** Set while taking another tab's game: the load's own change event is no change of the player's. */
  let taking = false;

  const save = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const game = app.game;
    if (!game) return;
    // no move yet: kept for a reload of this tab, and the site's saved game (the last one played) stays
    if (!game.canUndo && !game.canRedo) {
      keep('tab', encodeGame(app, clock));
      return;
    }
    // nothing new here, and the saved game is another tab's (newer, or taken from it): it stays
    if (!storage() || (!dirty && (!own || storageText() !== known))) return;
    const text = encodeGame(app, clock);
    if (keep('site', text)) {
      known = text;
      if (text !== null && written.push(text) > WRITTEN_KEPT) written.shift();
      own = true;
      dirty = false;
    } else known = null;
    keep('tab', null); // the game is the site's now: no second copy to come back instead of it
  };

  /** Takes the game another tab saved when it is this tab's puzzle (the other tab played on). */
  const follow = async (text: string): Promise<void> => {
    const saved = await decodeGame(app, text);
    if (!saved || !app.game || !samePuzzle(saved, app)) return;
    clearTimeout(timer); // a change of this tab's not yet written gives way to the newer game
    timer = undefined;
    taking = true;
    try {
      app.restore(saved);
    } finally {
      taking = false;
    }
    known = text;
    own = false;
    dirty = false;
    announce('This game was continued in another tab: it goes on here from the last move made there.');
  };

  // the old game is written before it goes: a change still waiting, and its clock, which ran on
  // since the last change (unless the saved game is another tab's, as `save` checks, or is
  // being taken from it)
  app.onLeave(() => {
    if (!taking) save();
  });
  app.onChange(() => {
    if (taking) return;
    dirty = true;
    clearTimeout(timer);
    timer = setTimeout(save, DELAY);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
  addEventListener('pagehide', save);
  // fired in this tab when another tab of the site writes storage (never for this tab's own
  // writes); the tab's shelf is this tab's own (a reload's page may hear the page before write it)
  addEventListener('storage', (e) => {
    if (e.key !== SAVE_KEY || e.newValue === null || e.storageArea !== storage()) return;
    if (e.newValue !== known && e.newValue !== opened && !written.includes(e.newValue)) void follow(e.newValue);
  });
}

/** The saved text as `shelf` holds it now, or null (none, or storage refused). */
export function storageText(shelf: Shelf = 'site'): string | null {
  try {
    return storage(shelf)?.getItem(SAVE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Writes `text` to `shelf` (null removes what is there); false when the storage is full or
 * refused: then the older save is removed, which would otherwise come back as if it were this game.
 */
function keep(shelf: Shelf, text: string | null): boolean {
  const store = storage(shelf);
  if (!store) return false;
  try {
    if (text === null) store.removeItem(SAVE_KEY);
    else store.setItem(SAVE_KEY, text);
    return true;
  } catch {
    try {
      store.removeItem(SAVE_KEY);
    } catch {
      // refused altogether: nothing is kept
    }
    return false;
  }
}

/** Whether a saved game is of the puzzle in play (same size, same givens, same variant rules; the texts for people aside). */
function samePuzzle(saved: SavedGame, app: App): boolean {
  const a: Game = saved.game;
  const b = app.game;
  return a.n === b.n && a.givens.length === b.givens.length && a.givens.every((v, i) => v === b.givens[i]) && saved.variant?.key === app.variant?.key;
}
