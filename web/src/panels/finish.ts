/**
 * Finishing: the play timer (it runs while the player plays and stops while the tab is hidden,
 * the game is paused or done), the Pause button (a toggle: its name stays "Pause", `aria-pressed`
 * says whether the game is paused; off while the grid is finished; while paused the board is
 * hidden, and the board, the number pad and the hint's buttons are inert: no focus, no input,
 * out of the accessibility tree), and the completion moment: the board ripples, a summary (time,
 * hints taken, mistakes) covers it with the next puzzle one tap away (Escape leaves either veil for the grid). A grid filled by "Solve"
 * stops the timer without celebrating; a grid filled with a repeated digit is announced as such
 * (no win).
 *
 * Owns: those. Does not own: the stopwatch (`state/clock.ts`), the tallies (`App.tally`) or
 * making the next puzzle (the puzzle panel's, passed in).
 */
import type { App } from '../app.js';
import { formatDuration, spokenDuration, Stopwatch } from '../state/clock.js';
import { cellName } from '../state/game.js';
import { isOff, setOff } from '../off.js';
import { announce } from '../status.js';

const plural = (k: number, word: string): string => (k === 0 ? `no ${word}s` : `${k} ${word}${k === 1 ? '' : 's'}`);

/** The timer as a saved game keeps it. */
export interface Clock {
  /** Milliseconds played so far. */
  elapsed(): number;
  /** Whether the player paused the game. */
  paused(): boolean;
}

/** What the finish offers the rest of the page: the clock, and the summary's level when the rating comes after the win. */
export interface Finish extends Clock {
  /** Writes the win summary again with the puzzle's level, rated since. */
  rated(): void;
}

/**
 * Wires the timer, Pause and the completion moment; `next` makes the next puzzle. A restored
 * game goes on from its saved time, paused if it was; a finished one shows its summary again
 * (no ripple, no focus taken).
 */
export function setupFinish(app: App, next: () => void): Finish {
  const timer = document.getElementById('timer')!;
  const pause = document.getElementById('pause') as HTMLButtonElement;
  const paused = document.getElementById('paused')!;
  const complete = document.getElementById('complete')!;
  const summary = document.getElementById('complete-summary')!;
  const nextButton = document.getElementById('next') as HTMLButtonElement;
  let watch = new Stopwatch();
  let done = false;
  let userPaused = false;
  /** Whether the grid is full with a repeated digit (said once, when it fills). */
  let full = false;

  const board = (): HTMLElement | null => document.querySelector('#board .board');
  /**
   * What a paused game locks: the board's host (it outlives the grids drawn in it), the pad, the
   * hint's buttons and Restart (a hint, a check, Solve or Restart would play the hidden board, the clock stopped).
   */
  const locked = ['#board', '.pad', '#view-play .hint-actions', '#restart'].map((s) => document.querySelector<HTMLElement>(s)!);
  const lock = (on: boolean): void => {
    for (const el of locked) el.inert = on;
  };
  const show = (): void => {
    timer.textContent = formatDuration(watch.elapsed(performance.now()));
  };
  const shouldRun = (): boolean => !done && !userPaused && document.visibilityState !== 'hidden';
  const sync = (): void => {
    if (shouldRun()) watch.run(performance.now());
    else watch.stop(performance.now());
    show();
  };
  setInterval(show, 500);
  document.addEventListener('visibilitychange', sync);

  const setPaused = (on: boolean, quiet = false): void => {
    userPaused = on;
    pause.setAttribute('aria-pressed', String(on));
    paused.hidden = !on;
    board()?.classList.toggle('paused', on);
    lock(on);
    sync();
    if (quiet) return;
    announce(on ? `Paused at ${spokenDuration(watch.elapsed(performance.now()))}.` : 'Resumed.');
    if (on) (document.getElementById('resume') as HTMLButtonElement).focus();
  };
  /** Writes the summary of a won game (with the puzzle's level once it is rated); returns what it says, for announcing. */
  const writeSummary = (): string => {
    const ms = watch.elapsed(performance.now());
    const { hints, mistakes } = app.tally;
    const tally = `, with ${plural(hints, 'hint')} and ${plural(mistakes, 'mistake')}.`;
    summary.textContent = `${app.info.level ? `${app.info.level} puzzle solved` : 'Solved'} in ${formatDuration(ms)}${tally}`;
    return `Solved in ${spokenDuration(ms)}${tally}`;
  };
  /** Shows the summary of a won game over the board; returns what it says, for announcing. */
  const showSummary = (celebrate: boolean): string => {
    complete.hidden = false;
    complete.classList.toggle('restored', !celebrate);
    if (celebrate) board()?.classList.add('celebrate');
    return writeSummary();
  };
  // a finished game has nothing to pause (its clock has stopped): Pause is off until it is not
  // finished (an undo), and the Paused veil never goes under the Solved one
  pause.addEventListener('click', () => {
    if (!isOff(pause)) setPaused(!userPaused);
  });
  document.getElementById('resume')!.addEventListener('click', () => {
    setPaused(false);
    app.view.moveCursor(app.view.cursor, true);
  });
  // Escape leaves a veil as it would a dialog, back to the grid: the pause ends; the summary
  // goes, the solved grid in sight (an undo from the grid plays on)
  paused.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') document.getElementById('resume')!.click();
  });
  complete.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    complete.hidden = true;
    board()?.classList.remove('celebrate');
    app.view.moveCursor(app.view.cursor, true);
  });

  app.onLoad((restored) => {
    watch = new Stopwatch(restored?.elapsed ?? 0);
    // a new puzzle is never finished (full grids are refused); a restored game may be
    done = app.game.isComplete();
    full = !done && app.game.values.every((v) => v !== 0);
    userPaused = false;
    paused.hidden = true;
    lock(false);
    complete.hidden = true;
    pause.setAttribute('aria-pressed', 'false');
    setOff(pause, done);
    board()?.classList.remove('paused', 'celebrate');
    sync();
    if (done && !app.tally.solvedByEngine) showSummary(false);
    else if (!done && restored?.paused) setPaused(true, true);
  });

  app.onChange(() => {
    const finished = app.game.isComplete();
    // a grid filled with a repeat is no win: said once when it fills (a sighted player sees the
    // repeats marked; without this a screen reader heard nothing at the last digit)
    const clash = !finished && app.game.values.every((v) => v !== 0);
    if (clash && !full) {
      const names = [...app.game.conflicts()].sort((a, b) => a - b).map((c) => cellName(c, app.game.N));
      // a variant grid may repeat in a region or cage, or break a rule: between two cells (a dot,
      // a thermometer step) or of many (a cage's sum, an arrow, a line)
      const clashes = app.variant ? 'repeat in a house or break a rule' : 'repeat in a row, column or box';
      announce(
        names.length > 0 ? `The grid is full, but digits ${clashes}: ${names.join(', ')}.` : 'The grid is full, but it breaks a rule of the puzzle: Check shows the wrong digits.',
        { kind: 'error' },
      );
    }
    full = clash;
    if (finished === done) return;
    done = finished;
    setOff(pause, finished);
    sync();
    if (!finished) {
      // an undo from the Solved veil (its Next button focused) would drop the focus to the page's
      // body as the veil goes: it goes back to the grid, where the undo happened
      if (complete.contains(document.activeElement)) app.view.moveCursor(app.view.cursor, true);
      complete.hidden = true;
      board()?.classList.remove('celebrate');
      return;
    }
    if (app.tally.solvedByEngine) return;
    announce(showSummary(true));
    nextButton.focus({ preventScroll: true });
  });
  nextButton.addEventListener('click', next);
  return { elapsed: () => watch.elapsed(performance.now()), paused: () => userPaused, rated: writeSummary };
}
