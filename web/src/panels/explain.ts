/**
 * The explanation stepper: the whole human-style solve of the loaded puzzle (the package's
 * `logicSolve`, in the worker), one step at a time, forward and back: the grid as it was before
 * the step, the step in one line in a place of fixed height (chains and forcing nets summarised,
 * "Step through" walks them on the board link by link), its pattern highlighted by role, and
 * the list of every step in HoDoKu's short notation (one tab stop, arrows inside). On a variant
 * puzzle the steps are the variant hints' from the givens (`variant/solve-path.ts`, found in the
 * page's logic worker: `variant/logic-client.ts`), to solved or to where no step applies: the
 * list then ends with a line saying the explanation stops there. Its board shows the variant
 * puzzle's rules as Play's does (cages, lines, dots, clues in a margin, regions, cell notes).
 *
 * The answer is drawn in two tasks that read no layout, each laid out and painted in a frame of
 * its own: step 1 (its board, counter and text), then after that frame the list. The grids after
 * a classic puzzle's steps are replayed when a step is first shown; the text's scroll back to its
 * top and the list's scroll to the current line wait for the next frame's callbacks
 * (`../frame.ts`). (One task with those scrolls in it: 56–108 ms at 4× CPU throttling; split,
 * a classic puzzle's tasks take under 40 ms of thread time: docs/design/page.md.) The faces
 * the highlights draw in (bold candidates, an italic placed digit) are made in the frame after
 * the press (`../grid/fonts.ts`), not in step 1's layout.
 *
 * Only the puzzle it was asked for, and only on its own view: an explanation that finishes
 * after another puzzle was loaded is dropped, and one that finishes while another view is shown
 * announces nothing.
 *
 * Owns: the Explanation view. Does not own: the steps (the engine worker; a variant puzzle's, the
 * logic worker with the grids between them), replaying them (a
 * {@link Game} with every candidate filled in, each step applied as a hint's move), the
 * summaries and walks (`text/chain.ts`) or the drawing (`grid/`).
 */
import { notation } from '../../../src/logic/words.js';
import type { App } from '../app.js';
import type { Step } from '../engine.js';
import { decorOfStep, decorOfWalk, emptyDecor } from '../grid/decor.js';
import { warmHighlightFaces } from '../grid/fonts.js';
import { attachCursorKeys } from '../grid/input.js';
import { GridView } from '../grid/view.js';
import { isOff, setOff } from '../off.js';
import { Game } from '../state/game.js';
import { announce } from '../status.js';
import { isChainStep, summaryOf, walkOf, type WalkStage } from '../text/chain.js';
import { afterNextFrame, inNextFrame } from '../frame.js';
import { toTopSoon } from './place.js';
import { setWalkLabel } from './walk-button.js';
import { playerMessage } from '../text/errors.js';

/** The grid before a step: digits and candidates (centre marks of a replayed game). */
interface Snapshot {
  values: Uint8Array;
  cands: Int32Array;
}

const VIEW = 'view-explain';
const INTRO = 'Press “Explain” for the whole solve: each step in one line, its pattern highlighted (see the legend on Play), chains stepped link by link.';
/** The intro on a variant puzzle: what its explanation follows. */
const VARIANT_INTRO = 'A variant puzzle: press “Explain” for the steps the hints take from the givens, its rules one at a time, what-ifs last, each highlighted. Where no such step is left the explanation stops; Solve on Play still finishes.';
/** How a variant puzzle's explanation ends (`variant/solve-path.ts`); a classic one is always solved. */
type End = 'solved' | 'stuck' | 'cut';
const snapshot = (g: Game): Snapshot => ({ values: g.values.slice(), cands: g.centre.slice() });

/** A game on the givens of `game` (and its houses) with every candidate filled in. */
function replayOf(game: Game): Game {
  const g = new Game({ n: game.n, cells: game.givens }, game.rules);
  g.fillCandidates();
  return g;
}

/** What the explanation says past its last step. */
function endText(end: End, count: number): string {
  if (end === 'solved') return `That was the last step: the puzzle is solved in ${count} steps.`;
  const why = end === 'stuck' ? 'no step the hints know applies here' : `it takes at most ${count} steps`;
  return `The explanation stops here, after ${count} steps: ${why}. Solve on Play still finishes the puzzle.`;
}

/** Wires the Explanation view. */
export function setupExplain(app: App): void {
  const host = document.getElementById('explain-board')!;
  const text = document.getElementById('explain-text')!;
  const counter = document.getElementById('explain-counter')!;
  const list = document.getElementById('explain-list')!;
  const start = document.getElementById('explain-start') as HTMLButtonElement;
  const prev = document.getElementById('explain-prev') as HTMLButtonElement;
  const next = document.getElementById('explain-next') as HTMLButtonElement;
  const walkButton = document.getElementById('explain-walk') as HTMLButtonElement;
  let steps: Step[] = [];
  /** The grids before each step so far (one more than the steps when all are known). */
  let grids: Snapshot[] = [];
  /** A classic puzzle's replay, at the last of {@link grids}: the rest is replayed when first shown; null when all are known. */
  let replay: Game | null = null;
  let at = 0;
  let view: GridView | null = null;
  let walk: WalkStage[] = [];
  let walkAt = -1;
  let run = 0;
  let end: End = 'solved';
  /** The variant path being found in the logic worker, aborted when its answer is of no use. */
  let pathRun: AbortController | null = null;

  /** The grid before step `k` (after the last step: the end), replayed up to it the first time. */
  const gridAt = (k: number): Snapshot => {
    for (let s = grids.length - 1; replay && s < k; s++) {
      replay.applyMove(steps[s].placements, steps[s].eliminations, steps[s].name);
      grids.push(snapshot(replay));
    }
    return grids[k];
  };

  /** Makes the faces step 1's highlights draw in, in the frame after Explain's press: the page waits for the steps then. */
  const warmSoon = inNextFrame(warmHighlightFaces);

  /** Scrolls the list to its current line (the stop line, or the last step's once past it). */
  const revealSoon = inNextFrame(() => list.querySelector<HTMLElement>('[aria-current="step"]')?.scrollIntoView({ block: 'nearest' }) ?? list.querySelector<HTMLElement>('button[tabindex="0"]')?.scrollIntoView({ block: 'nearest' }));

  const draw = (decorFor: (step: Step) => ReturnType<typeof emptyDecor>): void => {
    const grid = gridAt(at);
    const step = steps[at];
    view!.render({
      cells: Array.from(grid.values, (value, c) => ({ value, given: app.game.givens[c] !== 0, corner: 0, centre: grid.values[c] ? 0 : grid.cands[c], colour: 0 })),
      selected: new Set(),
      conflicts: new Set(),
      sameDigit: 0,
      decor: step ? decorFor(step) : emptyDecor(),
    });
  };

  const show = (i: number, focusList = false): void => {
    at = Math.max(0, Math.min(i, steps.length));
    const step = steps[at];
    draw((s) => decorOfStep(s));
    const N = app.game.N;
    counter.textContent = step ? `Step ${at + 1} of ${steps.length}: ${step.name}` : end === 'solved' ? `Solved in ${steps.length} steps` : `Stopped after ${steps.length} steps`;
    text.textContent = step ? summaryOf(step, N) : endText(end, steps.length);
    toTopSoon(text);
    walk = step && isChainStep(step) ? walkOf(step, N) : [];
    walkAt = -1;
    setWalkLabel(walkButton, -1, walk.length);
    // the technique once: most sentences start with it ("Naked single: …"), the counter then goes without it
    const said = step && text.textContent.toLowerCase().startsWith(step.name.toLowerCase()) ? `Step ${at + 1} of ${steps.length}` : counter.textContent;
    announce(`${said}. ${text.textContent}`, { view: VIEW });
    setOff(prev, at === 0);
    setOff(next, at >= steps.length);
    markList(focusList);
  };

  /** The list's current line (`aria-current`) and its one tab stop, at {@link at}; with `focusList`, the focus on that line. */
  const markList = (focusList: boolean): void => {
    const stop = Math.min(at, steps.length - 1); // the list's one tab stop: the last step once past it
    list.querySelectorAll('button').forEach((b, k) => {
      const current = k === at;
      if (current) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
      b.tabIndex = k === stop ? 0 : -1;
      // the keys move the focus along the list: there at once (the focus lands on a line in sight)
      if (focusList && (current || (at === steps.length && k === stop))) {
        b.scrollIntoView({ block: 'nearest' });
        b.focus();
      }
    });
    const stopLine = list.querySelector<HTMLElement>('li.end');
    if (stopLine && at === steps.length) stopLine.setAttribute('aria-current', 'step');
    else stopLine?.removeAttribute('aria-current');
    revealSoon(list);
  };

  const reset = (): void => {
    run++;
    pathRun?.abort();
    steps = [];
    replay = null;
    list.replaceChildren();
    view = new GridView(host, app.game.n, 'Explanation grid', app.layout());
    app.drawRulesOn(view);
    attachCursorKeys(view);
    grids = [snapshot(replayOf(app.game))];
    at = 0;
    draw(() => emptyDecor());
    text.textContent = app.variant ? VARIANT_INTRO : INTRO;
    counter.textContent = 'The whole solve, step by step';
    setOff(prev, true);
    setOff(next, true);
    setWalkLabel(walkButton, -1, 0);
    setOff(start, false);
  };
  app.onLoad(reset);
  if (app.game) reset(); // set up after a load (on the tab's first opening): the puzzle in play

  /** The list of every step (each a button showing it), the stop line last when the explanation stops; marked at {@link at}. */
  const fillList = (N: number): void => {
    const lines = steps.map((s, k) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = notation(s, N);
      b.tabIndex = -1;
      b.addEventListener('click', () => show(k));
      li.append(b);
      return li;
    });
    if (end !== 'solved') {
      const li = document.createElement('li');
      li.className = 'end';
      li.textContent = endText(end, steps.length);
      lines.push(li);
    }
    list.replaceChildren(...lines);
    markList(false);
  };

  start.addEventListener('click', async () => {
    if (isOff(start)) return;
    const mine = ++run;
    pathRun?.abort();
    const line = app.puzzleLine();
    const { game, variant } = app;
    setOff(start, true);
    warmSoon(view!.element);
    text.textContent = 'Explaining…';
    announce('Explaining…', { view: VIEW });
    try {
      if (variant) {
        // the variant hints' steps, found in the page's logic worker (asked through the variant
        // chunk), stopped there when another puzzle or another run comes
        const kit = await app.loadKit();
        const path = await kit.pathInWorker(variant, (pathRun = new AbortController()).signal);
        if (mine !== run || app.game !== game) return;
        ({ steps, grids, end } = path);
        replay = null;
      } else {
        const result = await app.engine.logicSolve(line);
        if (mine !== run || app.game !== game) return; // another puzzle, or another run, since
        if (result.status === 'none' || result.status === 'multiple') {
          const message = playerMessage({ name: 'LogicError', reason: result.status });
          text.textContent = message;
          announce(message, { view: VIEW, kind: 'error' });
          return;
        }
        steps = result.steps;
        end = 'solved';
        replay = replayOf(game);
        grids = [snapshot(replay)];
      }
      show(0);
      // the list after step 1 is drawn: each laid out and painted in a frame of its own
      afterNextFrame(() => {
        if (mine === run) fillList(game.N);
      });
    } catch (e) {
      if (mine !== run) return;
      text.textContent = `No explanation: ${playerMessage(e)}`;
      announce(text.textContent, { view: VIEW, kind: 'error' });
    } finally {
      if (mine === run) setOff(start, false);
    }
  });

  list.addEventListener('keydown', (e) => {
    // the list's last line: the stop line when the explanation stops (its place is shown, the
    // focus stays on the last step's button, the list's tab stop there), else the last step
    const last = end === 'solved' ? steps.length - 1 : steps.length;
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : e.key === 'Home' ? -at : e.key === 'End' ? last - at : 0;
    if (step === 0 || steps.length === 0) return;
    e.preventDefault();
    show(Math.max(0, Math.min(at + step, last)), true);
  });
  prev.addEventListener('click', () => {
    if (!isOff(prev)) show(at - 1);
  });
  next.addEventListener('click', () => {
    if (!isOff(next)) show(at + 1);
  });
  walkButton.addEventListener('click', () => {
    const step = steps[at];
    if (!step || walk.length === 0) return;
    walkAt = (walkAt + 1) % walk.length;
    const stage = walk[walkAt];
    draw((s) => decorOfWalk(s, stage));
    text.textContent = stage.text;
    toTopSoon(text);
    setWalkLabel(walkButton, walkAt, walk.length);
    announce(stage.text, { view: VIEW });
  });
}
