/**
 * The backtracking view, the second founding study made visible: classic backtracking (the
 * package's instrumented textbook solver) animated on the loaded puzzle, digits tried in order
 * against digits shuffled, each with its recursion and backtrack counters as the run goes.
 *
 * A run that reaches its event budget (300,000 events each) is said to have stopped there, not
 * to be done. Pause and Resume are one button that stays enabled while a run is on, so the
 * keyboard focus stays on it.
 *
 * Owns: the animation (replaying a trace's events at a chosen speed). Does not own: the trace
 * (the worker's `backtrackTrace`).
 */
import type { App } from '../app.js';
import type { Trace } from '../engine.js';
import { attachCursorKeys } from '../grid/input.js';
import { GridView } from '../grid/view.js';
import { emptyDecor } from '../grid/decor.js';
import { isOff, setOffBecause } from '../off.js';
import { announce } from '../status.js';
import { playerMessage } from '../text/errors.js';

/** Events replayed per animation frame, by speed setting 0…5. */
const SPEEDS = [1, 4, 20, 100, 600, 5000];
const MAX_EVENTS = 300_000;

interface Run {
  view: GridView;
  counter: HTMLElement;
  trace: Trace | null;
  at: number;
  values: Uint8Array;
  recursions: number;
  backtracks: number;
}

/** Wires the Backtracking view. */
export function setupBacktrack(app: App): void {
  const start = document.getElementById('bt-start') as HTMLButtonElement;
  const note = document.getElementById('bt-note')!;
  const pause = document.getElementById('bt-pause') as HTMLButtonElement;
  const speed = document.getElementById('bt-speed') as HTMLInputElement;
  const seed = document.getElementById('bt-seed') as HTMLInputElement;
  let runs: Run[] = [];
  let frame = 0;
  let playing = false;
  /** Which Start the traces belong to: a second Start (or a new puzzle) while they are on their way makes the first one's stale, so one loop runs at a time. */
  let generation = 0;
  const VIEW = 'view-backtrack';
  /** Pause/Resume: `aria-disabled` (not `disabled`) so a focused button keeps the focus. */
  const setPause = (state: 'off' | 'pause' | 'resume'): void => {
    pause.setAttribute('aria-disabled', String(state === 'off'));
    pause.textContent = state === 'resume' ? 'Resume' : 'Pause';
  };
  const started = (): boolean => runs.length > 0 && runs[0].trace !== null && runs.some((r) => r.at < r.trace!.events.length);

  const draw = (run: Run): void => {
    const givens = app.game.givens;
    run.view.render({
      cells: Array.from(run.values, (v, c) => ({ value: v, given: givens[c] !== 0, corner: 0, centre: 0, colour: 0 })),
      selected: new Set(),
      conflicts: new Set(),
      sameDigit: 0,
      decor: emptyDecor(),
    });
    const t = run.trace;
    const done = t !== null && run.at >= t.events.length;
    run.counter.textContent =
      `recursions ${run.recursions.toLocaleString('en')} · backtracks ${run.backtracks.toLocaleString('en')}` +
      (done && t ? (t.truncated ? ` · stopped at ${t.events.length.toLocaleString('en')} events, before the end` : t.count > 0 ? ' · solved' : ' · no solution') : '');
    run.counter.dataset.done = String(done);
  };

  const readOnlyGrid = (host: HTMLElement, label: string): GridView => {
    const view = new GridView(host, app.game.n, label, { regions: app.game.rules.regions });
    attachCursorKeys(view);
    return view;
  };

  const reset = (): void => {
    generation++;
    cancelAnimationFrame(frame);
    playing = false;
    setPause('off');
    runs = [
      ['bt-asc', 'bt-asc-count', 'Backtracking with ascending digits'],
      ['bt-shuf', 'bt-shuf-count', 'Backtracking with shuffled digits'],
    ].map(([host, counter, label]) => ({
      view: readOnlyGrid(document.getElementById(host)!, label),
      counter: document.getElementById(counter)!,
      trace: null,
      at: 0,
      values: app.game.givens.slice(),
      recursions: 0,
      backtracks: 0,
    }));
    runs.forEach(draw);
    // a variant puzzle: the walk knows rows, columns and boxes only; Start is off, the note says why
    note.textContent = app.variant ? app.classicOnly('The backtracking walk')! : '';
    setOffBecause(start, app.variant ? 'bt-note' : null);
  };
  app.onLoad(reset);
  if (app.game) reset(); // set up after a load (on the tab's first opening): the puzzle in play

  const tick = (): void => {
    const per = SPEEDS[Number(speed.value)] ?? 20;
    let busy = false;
    for (const run of runs) {
      const t = run.trace!;
      for (let k = 0; k < per && run.at < t.events.length; k++, run.at++) {
        const e = t.events[run.at];
        if (e.place) {
          run.values[e.cell] = e.digit;
          run.recursions++;
        } else {
          run.values[e.cell] = 0;
          run.backtracks++;
        }
      }
      if (run.at < t.events.length) busy = true;
      draw(run);
    }
    if (busy && playing) frame = requestAnimationFrame(tick);
    else if (!busy) {
      playing = false;
      setPause('off');
      const [asc, shuf] = runs.map((r) => r.trace!);
      const say = (t: Trace): string => `${t.recursions.toLocaleString('en')} recursions${t.truncated ? ' when stopped' : ''}`;
      const stopped = asc.truncated || shuf.truncated;
      announce(
        stopped
          ? `Backtracking stopped at its budget of ${MAX_EVENTS.toLocaleString('en')} events per run, before the end: ascending ${say(asc)}, shuffled ${say(shuf)}.`
          : `Backtracking finished: ascending ${say(asc)}, shuffled ${say(shuf)}.`,
        { view: VIEW },
      );
    }
  };

  start.addEventListener('click', async () => {
    if (isOff(start)) return;
    reset();
    const classicOnly = app.classicOnly('The backtracking walk');
    if (classicOnly) {
      // shown where the run's counter goes, and announced
      document.getElementById('bt-asc-count')!.textContent = classicOnly;
      return announce(classicOnly, { view: VIEW, kind: 'error' });
    }
    const mine = generation;
    const line = app.puzzleLine();
    announce('Tracing both runs…', { view: VIEW });
    try {
      const s = Number(seed.value) >>> 0;
      const [asc, shuf] = await Promise.all([
        app.engine.backtrackTrace(line, { digitOrder: 'ascending', maxEvents: MAX_EVENTS }),
        app.engine.backtrackTrace(line, { digitOrder: 'shuffled', seed: s, maxEvents: MAX_EVENTS }),
      ]);
      if (mine !== generation) return;
      runs[0].trace = asc;
      runs[1].trace = shuf;
      for (const r of runs) r.recursions = 1; // the first call, before any digit is placed
      announce(`Animating ${asc.events.length.toLocaleString('en')} and ${shuf.events.length.toLocaleString('en')} events: ascending against shuffled digits.`, { view: VIEW });
      playing = true;
      setPause('pause');
      frame = requestAnimationFrame(tick);
    } catch (e) {
      if (mine !== generation) return;
      announce(`No trace: ${playerMessage(e)}`, { view: VIEW, kind: 'error' });
    }
  });
  pause.addEventListener('click', () => {
    if (pause.getAttribute('aria-disabled') === 'true' || !started()) return;
    playing = !playing;
    if (playing) frame = requestAnimationFrame(tick);
    else cancelAnimationFrame(frame);
    setPause(playing ? 'pause' : 'resume');
    announce(playing ? 'Resumed.' : 'Paused.', { view: VIEW });
  });
}
