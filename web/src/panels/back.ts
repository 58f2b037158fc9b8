/**
 * The way back to a game a new puzzle replaced: New puzzle, a pasted puzzle or link loaded over a
 * game with moves that is not won keeps that game as it is saved (`save.ts`: cells, notes, undo
 * history, clock) and offers it back under New puzzle, without asking first: "Back to your last
 * game" restores it as the page restores a saved game (paused if it was: the focus then goes to
 * Resume, as Pause puts it). The page opened with a link to another puzzle keeps the site's saved
 * game so too (main.ts hands it over as stored). The offer goes with the first move in the
 * new puzzle (from then on the saved game is the new one) or the next puzzle.
 *
 * Owns: the offer (`#back`). Does not own: the saved form (`save.ts`), what a load says
 * (its panel, which adds {@link wayBack}'s words).
 */
import type { App } from '../app.js';
import type { Clock } from './finish.js';
import { decodeGame, encodeGame } from '../save.js';
import type { Game } from '../state/game.js';
import type { SavedGame } from '../state/saved.js';
import { announce } from '../status.js';

const offer = (): HTMLElement => document.getElementById('back')!;

/** What a load's announcement adds while the way back is offered ('' when it is not). */
export const wayBack = (): string => (offer().hidden ? '' : ' Back to your last game: the button under New puzzle.');

/**
 * Wires the offer: kept at each load over a game with moves, restored by its button.
 * @returns what keeps the site's saved game (`saved`, read from the stored `text`) that the
 *   page's first puzzle, a link's, replaces; call it before that load
 */
export function setupBack(app: App, clock: Clock): (saved: SavedGame, text: string | null) => void {
  const el = offer();
  let last: string | null = null;
  const worth = (g: Game): boolean => (g.canUndo || g.canRedo) && !g.isComplete();
  app.onLeave(() => {
    last = worth(app.game) ? encodeGame(app, clock) : null;
  });
  app.onLoad((restored) => (el.hidden = !!restored || !last));
  app.onChange(() => {
    if (app.game.canUndo) el.hidden = true;
  });
  el.querySelector('button')!.addEventListener('click', async () => {
    const text = last;
    app.askedForAnother(); // a puzzle still being made is not wanted now
    const saved = text && (await decodeGame(app, text));
    if (!saved) return;
    app.restore(saved);
    // a paused game comes back paused, as a reload brings it: its grid is locked, Resume is the way on
    if (clock.paused()) {
      announce('Your last game is back, paused: Resume goes on with it.');
      document.getElementById('resume')!.focus();
    } else {
      announce('Your last game is back.');
      app.view.moveCursor(app.view.cursor, true);
    }
  });
  return (saved, text) => {
    if (worth(saved.game)) last = text;
  };
}
