/**
 * The game survives a reload: the game in progress is saved in the site's storage after each
 * change (debounced) and when the page is hidden or left (a phone discards a background tab
 * without warning, but hides it first) or another puzzle is loaded, and read back when the page
 * opens.
 *
 * What is saved and how it is checked: `state/saved.ts`. A game is saved once the player has
 * changed something in it (or it was restored), so opening a link to another puzzle and closing
 * it again leaves the saved game as it was. Storage that the browser refuses (blocked site
 * data) or that is full means no saving, silently; a stored text that is not a readable game
 * of this version is removed.
 *
 * Owns: {@link SAVE_KEY}, {@link readSavedGame}, {@link setupSave}. Does not own: the choice
 * between a link's puzzle and the saved game (main.ts), the clock (`panels/finish.ts`).
 */
import type { App } from './app.js';
import type { Clock } from './panels/finish.js';
import type { Game } from './state/game.js';
import { decodeSaved, encodeSaved, type SavedGame } from './state/saved.js';
import { storage } from './storage.js';

/** The storage key of the saved game. */
export const SAVE_KEY = 'sudoku-wasm.game';
/** Milliseconds after the last change before the game is written (a burst of keys writes once). */
const DELAY = 300;

/** The saved game, or null when there is none, storage is refused, or it is unreadable (then it is removed). */
export function readSavedGame(): SavedGame | null {
  const store = storage();
  try {
    const text = store?.getItem(SAVE_KEY) ?? null;
    if (text === null) return null;
    const saved = decodeSaved(text);
    if (saved === null) store!.removeItem(SAVE_KEY);
    return saved;
  } catch {
    return null;
  }
}

/** Saves the game after each change and when the page is hidden or left. */
export function setupSave(app: App, clock: Clock): void {
  let restored: Game | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const game = app.game;
    if (!game || (game !== restored && !game.canUndo && !game.canRedo)) return;
    const store = storage();
    if (!store) return;
    const text = encodeSaved({ game, elapsed: clock.elapsed(), paused: clock.paused(), tally: app.tally, info: app.info });
    try {
      if (text === null) store.removeItem(SAVE_KEY);
      else store.setItem(SAVE_KEY, text);
    } catch {
      // storage full or refused: an older save would come back as if it were this game
      try {
        store.removeItem(SAVE_KEY);
      } catch {
        // refused altogether: nothing is kept
      }
    }
  };

  app.onLeave(() => {
    if (timer !== undefined) save(); // a change still waiting is the old game's: written before it goes
  });
  app.onLoad((saved) => {
    restored = saved ? app.game : null;
  });
  app.onChange(() => {
    clearTimeout(timer);
    timer = setTimeout(save, DELAY);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
  addEventListener('pagehide', save);
}
