/**
 * Graded hints: each press of "Hint" says more: 1 the technique, 2 the region (its houses
 * outlined), 3 the cells (the pattern, by role), 4 the move (the whole sentence, cause and
 * effect highlighted apart); "Apply" then makes the move. A mistake among the player's digits
 * (a repeated digit, a wrong digit, a true candidate removed) is pointed out first, before any
 * technique, graded the same way: 1 the library's vague sentence with the cell(s) marked (and
 * the house of a repeated digit outlined), 2 its concrete sentence (which may give the
 * solution's digit). "Check" compares the digits with the solution; "Solve" fills it in.
 *
 * Owns: the hint grades and the Solve/Hint/Apply/Check buttons. Does not own: the hint itself
 * or what a mistake is (the package's `hint`, in the worker, on {@link gridOfGame}'s player's
 * grid) or how highlights look.
 */
import type { App } from '../app.js';
import { gridOfGame, type Hint } from '../engine.js';
import { decorOfStep, emptyDecor } from '../grid/decor.js';
import { parseBoard } from '../../../src/text/index.js';
import { announce } from '../status.js';

const cellName = (cell: number, N: number): string => `r${Math.floor(cell / N) + 1}c${(cell % N) + 1}`;

/** Wires the hint and solving buttons. */
export function setupHints(app: App): void {
  const text = document.getElementById('hint-text')!;
  const apply = document.getElementById('apply') as HTMLButtonElement;
  const stepGrades = document.getElementById('grades')!;
  const mistakeGrades = document.getElementById('mistake-grades')!;
  let grade = 0;
  let concrete: Hint | null = null;
  let vague: Hint | null = null;
  let busy = false;

  /** Shows grade `g` of a step hint or of a mistake (its own list: where, then what). */
  const show = (g: number, sentence: string, mistake = false): void => {
    grade = g;
    stepGrades.hidden = mistake;
    mistakeGrades.hidden = !mistake;
    for (const li of (mistake ? mistakeGrades : stepGrades).querySelectorAll<HTMLElement>('li')) li.classList.toggle('reached', Number(li.dataset.grade) <= g);
    text.textContent = sentence;
    text.dataset.grade = String(g);
    announce(sentence);
  };
  const reset = (): void => {
    grade = 0;
    concrete = vague = null;
    apply.disabled = true;
    for (const li of document.querySelectorAll('.hint-card .grades li')) li.classList.remove('reached');
    stepGrades.hidden = false;
    mistakeGrades.hidden = true;
    delete text.dataset.grade;
  };
  app.onChange(() => {
    if (!busy) reset();
  });

  document.getElementById('hint')!.addEventListener('click', async () => {
    if (busy) return;
    const N = app.game.N;
    if (grade === 0 || !concrete) {
      busy = true;
      document.body.dataset.busy = 'hint';
      try {
        const player = gridOfGame(app.game);
        [concrete, vague] = await Promise.all([app.engine.hint(player, 'concrete'), app.engine.hint(player, 'vague')]);
      } catch (e) {
        announce(`No hint: ${(e as Error).message}`, 'error');
        return;
      } finally {
        busy = false;
        delete document.body.dataset.busy;
      }
    }
    const h = concrete;
    if (h.kind === 'mistake') {
      // Grade 1: where (the vague sentence, the cells, the house of a repeated digit); 2: what.
      const next = Math.min(grade + 1, 2);
      const decor = emptyDecor();
      for (const c of h.cells ?? []) decor.cells.set(c, 'mistake');
      decor.houses = (h.houses ?? []).map((house) => ({ ...house, role: 'house' }));
      app.highlight(decor);
      text.dataset.kind = 'mistake';
      show(next, `Mistake: ${next === 1 ? (vague?.text ?? h.text) : h.text}`, true);
      return;
    }
    text.dataset.kind = h.kind;
    if (h.kind !== 'step' || !h.step) {
      show(1, h.text);
      return;
    }
    const step = h.step;
    const next = Math.min(grade + 1, 4);
    if (next === 1) {
      app.highlight(emptyDecor());
      show(1, `Technique: ${step.name}.`);
    } else if (next === 2) {
      const d = decorOfStep(step, 'houses');
      if (d.houses.length === 0 && vague?.houses) d.houses = vague.houses;
      app.highlight(d);
      show(2, vague?.text ?? `Look for a ${step.name.toLowerCase()}.`);
    } else if (next === 3) {
      app.highlight(decorOfStep(step, 'cells'));
      show(3, `${step.name}: look at ${step.cells.map((c) => cellName(c, N)).join(', ')}.`);
    } else {
      app.highlight(decorOfStep(step, 'all'));
      show(4, step.text);
      apply.disabled = false;
    }
  });

  apply.addEventListener('click', () => {
    const step = concrete?.step;
    if (!step || grade < 4) return;
    app.game.applyMove(step.placements, step.eliminations, step.name);
    app.changed();
    announce(`Applied: ${step.text}`);
  });

  const solution = async (): Promise<Uint8Array> => {
    if (app.info.solution) return app.info.solution;
    const verdict = await app.engine.solve(app.puzzleLine());
    if (verdict.status !== 'unique' || !verdict.solution) throw new Error(`the puzzle has ${verdict.status === 'none' ? 'no solution' : verdict.status === 'multiple' ? 'several solutions' : 'no known solution'}`);
    return (app.info.solution = parseBoard(verdict.solution).cells);
  };

  document.getElementById('solve')!.addEventListener('click', async () => {
    const game = app.game;
    document.body.dataset.busy = 'solve';
    announce('Solving…');
    try {
      const s = await solution();
      if (app.game !== game) return;
      game.fillSolution(s);
      app.changed();
      announce('Solved: the solution is filled in (Undo takes it back).');
    } catch (e) {
      announce(`Cannot solve: ${(e as Error).message}`, 'error');
    } finally {
      delete document.body.dataset.busy;
    }
  });

  document.getElementById('check')!.addEventListener('click', async () => {
    const game = app.game;
    try {
      const s = await solution();
      if (app.game !== game) return;
      const wrong: number[] = [];
      let filled = 0;
      game.values.forEach((v, c) => {
        if (v !== 0 && !game.isGiven(c)) {
          filled++;
          if (v !== s[c]) wrong.push(c);
        }
      });
      const decor = emptyDecor();
      for (const c of wrong) decor.cells.set(c, 'mistake');
      app.highlight(decor);
      announce(
        wrong.length === 0
          ? `No mistakes: ${filled} digit${filled === 1 ? '' : 's'} placed, all right.`
          : `${wrong.length} wrong digit${wrong.length === 1 ? '' : 's'}: ${wrong.map((c) => cellName(c, game.N)).join(', ')}.`,
        wrong.length === 0 ? 'info' : 'error',
      );
    } catch (e) {
      announce(`Cannot check: ${(e as Error).message}`, 'error');
    }
  });
}
