/**
 * The demo page's entry: starts the engine worker, wires the views and loads the first puzzle:
 * the saved game when the page is opened without a `?puzzle=` link or with a link to the saved
 * game's puzzle (a reload: the address bar holds the puzzle in play), or likewise the tab's game
 * with no move yet (`save.ts`), else the link's puzzle (with a player's error when it is not a
 * puzzle; the saved game it replaces is offered back, `panels/back.ts`), else the default one.
 * A saved variant game, or a link holding one, waits for the variant chunk (its reader); the
 * page is marked ready (`body[data-ready]`) once the first puzzle is in play; once the worker has
 * answered too, the lazy views' chunk is fetched when the page is idle (`panels/views.ts`).
 *
 * Owns: start-up order and the page-wide keys (undo and redo outside the grid). Does not own:
 * anything the modules it wires own.
 */
import { App, spokenMode } from './app.js';
import { createEngine } from './engine.js';
import { setupBack, wayBack } from './panels/back.js';
import { setupFinish } from './panels/finish.js';
import { setupHints } from './panels/hint.js';
import { watchPlaces } from './panels/place.js';
import { setupPuzzlePanel, showPasteError } from './panels/puzzle.js';
import { setupRadioGroup, setupTabs, setupTheme } from './panels/tabs.js';
import { lazyViews } from './panels/views.js';
import { readSavedGame, savedGameHasVariant, setupSave, storageText } from './save.js';
import type { SavedGame } from './state/saved.js';
import type { Game, Mode } from './state/game.js';
import { announce } from './status.js';
import { letterOfKey } from './symbols.js';
import { BoardSizeError, EmptyLinkError, FullGridError, isLinkOrJson, playerMessage, PuzzleSolutionsError } from './text/errors.js';
import { formatBoard, parseBoard } from '../../src/text/index.js';

/** The puzzle shown when the URL names none (README's first example). */
const DEFAULT_PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

setupTheme();
watchPlaces();
const app = new App(createEngine());
const puzzles = setupPuzzlePanel(app);
setupHints(app);
const clock = setupFinish(app, () => void puzzles.next());
puzzles.rated = clock.rated;
setupSave(app, clock);
const keepBack = setupBack(app, clock);
// the Explanation, Graph and Backtracking views: their chunk fetched once the page is idle after
// the first puzzle (below; or on a tab's first opening before that), each set up on its first opening
const views = lazyViews(app);
setupTabs(views.shown, views.prepare);
app.showMode = setupRadioGroup(document.querySelector<HTMLElement>('.modes')!, 'mode', (mode) => app.setMode(mode as Mode));

const actions = app.actions();
document.getElementById('delete')!.addEventListener('click', () => actions.clear());
document.getElementById('undo')!.addEventListener('click', () => app.undo());
document.getElementById('redo')!.addEventListener('click', () => app.redo());
document.getElementById('restart')!.addEventListener('click', () => app.restart());
document.getElementById('fill')!.addEventListener('click', () => {
  const g = app.game;
  if (g.fillCandidates()) {
    app.changed();
    announce('Candidates filled in: every digit the placed digits allow. They follow your digits as you place and delete them.');
  } else announce(g.values.includes(0) ? 'Nothing to fill: every empty cell already holds its candidates.' : 'Nothing to fill: the grid is full.');
});
// A click or tap on the pad or on the hint's buttons gives the focus back to the grid, so the
// keyboard goes on playing (arrows, digits); a key press there (Enter or Space: no pointer,
// `detail` 0) leaves it on the button for a keyboard player working the buttons. A focus the
// click itself moved elsewhere (the last digit: the finish panel's "Next puzzle") stays there.
// A mode's radio button left so cannot say its checked state: the mode is said instead (a tap
// with a phone's screen reader is such a click).
for (const controls of document.querySelectorAll<HTMLElement>('.pad, #view-play .hint-actions')) {
  controls.addEventListener('click', (e) => {
    const focus = document.activeElement;
    const here = focus === null || focus === document.body || controls.contains(focus);
    const button = (e.target as HTMLElement).closest('button');
    if ((e as MouseEvent).detail === 0 || !here || !button) return;
    app.view.cellElement(app.view.cursor).focus({ preventScroll: true });
    if (button.getAttribute('role') === 'radio') announce(spokenMode(button.dataset.mode as Mode));
  });
}
// Undo/redo shortcuts work outside the grid too (not while typing in a text field, nor while
// the game is paused: the board is inert then).
document.addEventListener('keydown', (e) => {
  if (!(e.ctrlKey || e.metaKey) || (e.target as HTMLElement).closest('textarea, input, [role="grid"]') || document.getElementById('board')!.inert) return;
  const letter = letterOfKey(e);
  if (letter === 'Z' && !e.shiftKey) {
    e.preventDefault();
    app.undo();
  } else if (letter === 'Y' || (letter === 'Z' && e.shiftKey)) {
    e.preventDefault();
    app.redo();
  }
});

/**
 * Whether `line` (a link's puzzle, in any form the parsers read) is the puzzle of `saved`: the
 * same givens, and for a variant puzzle the same rules (both read by the package's reader; the
 * title, author and rules text aside: `VariantPlay.key`).
 */
async function isPuzzleOf(line: string, saved: SavedGame): Promise<boolean> {
  const { game } = saved;
  try {
    if (isLinkOrJson(line) || saved.variant) {
      if (!isLinkOrJson(line) || !saved.variant) return false;
      return (await app.loadKit()).readVariant(line).key === saved.variant.key;
    }
    return formatBoard(parseBoard(line.trim())) === formatBoard({ n: game.n, cells: game.givens });
  } catch {
    return false;
  }
}

/** Loads the link's puzzle, or the default one when there is no link or it holds no puzzle (saying why). */
async function loadFromLink(fromUrl: string | null): Promise<void> {
  try {
    await app.loadText(fromUrl ?? DEFAULT_PUZZLE);
    if (wayBack()) announce(wayBack().trim());
  } catch (e) {
    await app.loadText(DEFAULT_PUZZLE);
    // an empty `puzzle=` (a link cut short) is no empty box: the parser's "the box is empty" would mislead
    const why = playerMessage(fromUrl?.trim() ? e : new EmptyLinkError());
    // a puzzle read but not played (several solutions, a full grid, too big) was read all right
    const read = e instanceof PuzzleSolutionsError || e instanceof FullGridError || e instanceof BoardSizeError;
    const message = `The puzzle in the link ${read ? 'is not loaded' : 'could not be read'}. ${why}`;
    showPasteError(message);
    (document.getElementById('paste') as HTMLTextAreaElement).value = fromUrl ?? '';
    announce(message + wayBack(), { kind: 'error' });
  }
}

/** Opens the saved game, or the link's puzzle (see the module header); then the page is ready. */
async function openFirstPuzzle(): Promise<void> {
  const fromUrl = new URL(location.href).searchParams.get('puzzle');
  // a saved variant game is read with the package's reader, in the variant chunk
  const readVariant = savedGameHasVariant() ? (await app.loadKit()).readVariant : undefined;
  // the game last played, else this tab's game with no move yet (a reload of it)
  const site = readSavedGame(readVariant);
  for (const saved of [site, readSavedGame(readVariant, 'tab')]) {
    if (saved && (fromUrl === null || (await isPuzzleOf(fromUrl, saved)))) {
      app.restore(saved);
      announce(saved.paused && !saved.game.isComplete() ? 'Your game was restored, paused.' : 'Your game was restored.');
      document.body.dataset.ready = 'true';
      return;
    }
  }
  // the game last played, replaced by the link's puzzle, is a button away (panels/back.ts)
  if (site) keepBack(site, storageText());
  await loadFromLink(fromUrl);
  document.body.dataset.ready = 'true';
}

// For the browser tests and the devtools console: the app, its game and its engine.
(window as unknown as { sudokuDemo: App }).sudokuDemo = app;
// once the first puzzle is in play and the worker has answered what it was asked first (its solution)
void openFirstPuzzle()
  .then(() => app.engine.ready())
  .catch(() => undefined) // a worker that cannot start is said where it is called; the views need none to load
  .then(views.fetchWhenIdle);
