/**
 * The explanation stepper: the whole human-style solve of the loaded puzzle (the package's
 * `logicSolve`, in the worker), one step at a time, forward and back: the grid as it was before
 * the step, the step's sentence, its pattern highlighted by role and its chain links drawn.
 *
 * Owns: the Explanation view. Does not own: the steps (the worker), replaying them (a
 * {@link Game} with every candidate filled in, each step applied as a hint's move) or the
 * drawing (`grid/`).
 */
import type { App } from '../app.js';
import type { Step } from '../engine.js';
import { decorOfStep, emptyDecor } from '../grid/decor.js';
import { attachCursorKeys } from '../grid/input.js';
import { GridView } from '../grid/view.js';
import { Game } from '../state/game.js';
import { announce } from '../status.js';

/** The grid before a step: digits and candidates (centre marks of a replayed game). */
interface Snapshot {
  values: Uint8Array;
  cands: Int32Array;
}

const snapshot = (g: Game): Snapshot => ({ values: g.values.slice(), cands: g.centre.slice() });

/** A game on the givens of `game` with every candidate filled in. */
function replayOf(game: Game): Game {
  const g = new Game({ n: game.n, cells: game.givens });
  g.fillCandidates();
  return g;
}

/** Wires the Explanation view. */
export function setupExplain(app: App): void {
  const host = document.getElementById('explain-board')!;
  const text = document.getElementById('explain-text')!;
  const counter = document.getElementById('explain-counter')!;
  const list = document.getElementById('explain-list')!;
  const prev = document.getElementById('explain-prev') as HTMLButtonElement;
  const next = document.getElementById('explain-next') as HTMLButtonElement;
  let steps: Step[] = [];
  let grids: Snapshot[] = [];
  let at = 0;
  let view: GridView | null = null;

  const show = (i: number): void => {
    at = Math.max(0, Math.min(i, steps.length));
    const grid = grids[at];
    const step = steps[at];
    view!.render({
      cells: Array.from(grid.values, (value, c) => ({
        value,
        given: app.game.givens[c] !== 0,
        corner: 0,
        centre: grid.values[c] ? 0 : grid.cands[c],
        colour: 0,
      })),
      selected: new Set(),
      conflicts: new Set(),
      sameDigit: 0,
      decor: step ? decorOfStep(step) : emptyDecor(),
    });
    counter.textContent = step ? `Step ${at + 1} of ${steps.length}: ${step.name}` : `Solved in ${steps.length} steps.`;
    text.textContent = step ? step.text : 'The puzzle is solved.';
    announce(text.textContent);
    prev.disabled = at === 0;
    next.disabled = at >= steps.length;
    list.querySelectorAll('li').forEach((li, k) => (k === at ? li.setAttribute('aria-current', 'step') : li.removeAttribute('aria-current')));
    list.children[at]?.scrollIntoView({ block: 'nearest' });
  };

  const reset = (): void => {
    steps = [];
    grids = [];
    list.replaceChildren();
    counter.textContent = '';
    prev.disabled = next.disabled = true;
    view = new GridView(host, app.game.n, 'Explanation grid');
    attachCursorKeys(view);
    grids = [snapshot(replayOf(app.game))];
    show(0);
    text.textContent = 'Press “Explain this puzzle” to see the whole solve, step by step.';
    counter.textContent = '';
    next.disabled = true;
  };
  app.onLoad(reset);

  document.getElementById('explain-start')!.addEventListener('click', async () => {
    const line = app.puzzleLine();
    announce('Explaining…');
    try {
      const result = await app.engine.logicSolve(line);
      if (line !== app.puzzleLine()) return;
      if (result.status === 'none' || result.status === 'multiple') {
        announce(`No explanation: the puzzle has ${result.status === 'none' ? 'no solution' : 'several solutions'}.`, 'error');
        return;
      }
      steps = result.steps;
      const g = replayOf(app.game);
      grids = [snapshot(g)];
      for (const s of steps) {
        g.applyMove(s.placements, s.eliminations, s.name);
        grids.push(snapshot(g));
      }
      list.replaceChildren(
        ...steps.map((s, k) => {
          const li = document.createElement('li');
          li.textContent = s.text;
          li.addEventListener('click', () => show(k));
          return li;
        }),
      );
      show(0);
    } catch (e) {
      announce(`No explanation: ${(e as Error).message}`, 'error');
    }
  });
  prev.addEventListener('click', () => show(at - 1));
  next.addEventListener('click', () => show(at + 1));
}
