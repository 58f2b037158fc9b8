/**
 * Graded hints in one place of fixed height (the board never moves): each press of "Hint" says
 * more: 1 the technique, 2 the region (its houses outlined), 3 the cells (the pattern, by role),
 * 4 the move (cause and effect highlighted apart; a chain or forcing net as one line, with
 * "Step through" walking it on the board link by link); "Apply" then makes the move. A mistake
 * among the player's digits (a repeated digit, a wrong digit, a true candidate removed) comes
 * first, graded where, then what. On a variant puzzle where no step of the hints' list applies, a
 * reveal in two grades: why (no step applies), then one digit of the solution, which Apply
 * places (`variant/hints.ts`). "Check" compares the digits with the solution; "Solve" fills
 * it in. Each event is announced once (`status.ts`); the hint place itself is not a live region.
 * On a classic puzzle with several solutions the hint place says so at load (it is played all the
 * same), and each of them says so too; then where the solutions differ, those of the cells still
 * open marked, and which hold the player's digits. On one with no solution it says so at load.
 *
 * A hint is looked for off the page's main thread, so the board stays playable meanwhile: one
 * search at a time (presses meanwhile go on to the next grades once it comes); a hint that takes
 * longer than {@link THINKING_MS} says so in the hint place; one of a grid that changed meanwhile
 * is dropped, and a press after the change asks again for the new grid once the search ends.
 *
 * Owns: the hint grades, the walk of the hint's chain, and the Solve/Hint/Apply/Check buttons.
 * Does not own: the hint itself or what a mistake is (the package's `hint`, in the engine worker, on
 * {@link gridOfGame}'s player's grid; on a variant puzzle the page's own steps,
 * `variant/hints.ts` in the page's logic worker, asked through the variant chunk's
 * `variant/logic-client.ts`, whose region is outlined cell by cell), the summaries and walks (`text/chain.ts`) or how
 * highlights look.
 */
import { digitWithArticle } from '../../../src/logic/words.js';
import type { App, Differing } from '../app.js';
import { gridOfGame, type Hint, type Step } from '../engine.js';
import { decorOfStep, decorOfWalk, emptyDecor } from '../grid/decor.js';
import { warmHighlightFaces } from '../grid/fonts.js';
import { inNextFrame } from '../frame.js';
import { isOff, setOff } from '../off.js';
import { cellName } from '../state/game.js';
import { announce } from '../status.js';
import { symbolOf } from '../symbols.js';
import type { WalkStage } from '../text/chain.js';
import { toTopSoon } from './place.js';
import { setWalkLabel } from './walk-button.js';
import { placedAmongDiffering, playerMessage } from '../text/errors.js';

/**
 * The "What" of a repeated digit: which of the two to change. A given is never wrong; between
 * two entered digits the solution decides when it is known.
 */
export function conflictWhat(cells: readonly number[], digit: number, givens: ArrayLike<number>, solution: ArrayLike<number> | undefined, N: number): string {
  const d = symbolOf(digit);
  const [a, b] = cells;
  const given = [a, b].find((c) => givens[c] !== 0);
  if (given !== undefined) {
    const other = given === a ? b : a;
    return `The ${d} in ${cellName(given, N)} is a given, so the ${d} in ${cellName(other, N)} is the one to change.`;
  }
  if (solution) {
    const right = [a, b].find((c) => solution[c] === digit);
    if (right !== undefined) return `The solution has ${d} in ${cellName(right, N)}, so the ${d} in ${cellName(right === a ? b : a, N)} is the one to change.`;
    return `Neither is right: the solution has ${symbolOf(solution[a])} in ${cellName(a, N)} and ${symbolOf(solution[b])} in ${cellName(b, N)}.`;
  }
  return `Take one of them out: ${digitWithArticle(digit, N)} can stand only once in a row, column or box.`;
}

/** The chunk of the summaries and walks. */
type Chain = typeof import('../text/chain.js');

/** What the hint place says before the first hint, and again once the grid has changed. */
const INTRO = 'Stuck? Each press of Hint says a little more: the technique, where to look, the cells, then the move.';
/** The intro on a variant puzzle: what its hints take (as short as the classic one: it fits the hint place on a phone). */
const VARIANT_INTRO = 'Stuck? Each press of Hint says more. On this puzzle hints take its rules one at a time, what-ifs last.';
/** What the hint place says while a hint is looked for, once that takes longer than {@link THINKING_MS}. */
const THINKING = 'Looking for a hint…';
/**
 * How long a hint may take before the hint place says it is looked for (a variant puzzle's
 * dearest take a few hundred milliseconds, in the logic worker; most take a few).
 */
const THINKING_MS = 150;
/** What the hint place says when a classic puzzle with several solutions is loaded (where they differ follows). */
const SEVERAL_INTRO = 'This puzzle has more than one solution; you can still play it to whichever one you find.';
/** What the hint place says when a classic puzzle with no solution is loaded. */
const NONE_INTRO = 'This puzzle has no solution, so Hint, Check and Solve cannot help: is a clue typed wrong?';

/** Wires the hint place and the solving buttons. */
export function setupHints(app: App): void {
  const text = document.getElementById('hint-text')!;
  const apply = document.getElementById('apply') as HTMLButtonElement;
  const walkButton = document.getElementById('walk') as HTMLButtonElement;
  const stepGrades = document.getElementById('grades')!;
  const hintButton = document.getElementById('hint')!;
  const mistakeGrades = document.getElementById('mistake-grades')!;
  let grade = 0;
  let concrete: Hint | null = null;
  let vague: Hint | null = null;
  let busy = false;
  /** Presses of Hint while a hint was being asked for: each says one grade more once it comes. */
  let pressedMeanwhile = 0;
  /** Whether the grid changed (or another puzzle loaded) while a hint was being asked for. */
  let changedMeanwhile = false;
  let walk: WalkStage[] = [];
  let at = -1;
  /**
   * The summaries and walks (`text/chain.ts`, a chunk shared with the Explanation view), imported
   * at the first press, while the hint is looked for; there by the time a hint's move is shown.
   */
  let chain: Chain | undefined;
  let chainLoad: Promise<Chain> | undefined;
  /**
   * Makes the faces a hint's highlights draw in (a ringed or struck candidate, a placed digit:
   * grid/fonts.ts), in the frame after a press that asks for a hint: the page waits for the
   * worker then, and its cells and move come at later presses.
   */
  const warmSoon = inNextFrame(warmHighlightFaces);
  const board = document.getElementById('board')!;

  /**
   * Shows `sentence` in the hint place as grade `g` (0: no grade ticked) of `kind`, with the
   * grades of a step, of a mistake, or none (a reveal's two grades have no list), and announces it.
   */
  const show = (g: number, sentence: string, kind: string, grades: 'step' | 'mistake' | 'none' = 'step'): void => {
    grade = g;
    stepGrades.hidden = grades !== 'step';
    mistakeGrades.hidden = grades !== 'mistake';
    const list = grades === 'mistake' ? mistakeGrades : stepGrades;
    document.querySelectorAll<HTMLElement>('.hint-card .grades li').forEach((li) => {
      const mine = grades !== 'none' && li.closest('ol') === list;
      li.classList.toggle('reached', mine && Number(li.dataset.grade) <= g);
      // a screen reader hears the grade shown as the current step (the drawn ✓ is not read)
      if (mine && Number(li.dataset.grade) === g) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    });
    text.textContent = sentence;
    text.dataset.grade = String(g);
    text.dataset.kind = kind;
    toTopSoon(text); // in the next frame: a scroll set here would lay the page out inside this task
    announce(sentence);
  };
  const reset = (): void => {
    grade = 0;
    concrete = vague = null;
    walk = [];
    at = -1;
    setOff(apply, true);
    setWalkLabel(walkButton, -1, 0);
    document.querySelectorAll('.hint-card .grades li').forEach((li) => {
      li.classList.remove('reached');
      li.removeAttribute('aria-current');
    });
    stepGrades.hidden = false;
    mistakeGrades.hidden = true;
    text.textContent = app.variant ? VARIANT_INTRO : INTRO; // a hint, check or mistake of the grid before may no longer hold
    delete text.dataset.grade;
    delete text.dataset.kind;
  };
  app.onChange(() => {
    if (busy) {
      changedMeanwhile = true; // the hint being asked for is of the grid before: dropped when it comes
      pressedMeanwhile = 0; // presses for that grid; one after the change asks again once it comes
    }
    reset();
  });
  /** Says in the hint place that a hint is being looked for (one that takes longer than {@link THINKING_MS}). */
  const showThinking = (): void => {
    text.textContent = THINKING;
    text.dataset.kind = 'busy';
  };
  app.onLoad(() => {
    reset();
    // the logic worker started and the puzzle read there now, not on the first press
    const { variant } = app;
    if (variant) void app.loadKit().then((kit) => app.variant === variant && kit.prepareInWorker(variant));
  });

  /**
   * Marks the open cells among those where the solutions differ (a digit placed in one is the
   * player's pick among the solutions) and returns the words: where they differ, then which of
   * them hold the player's digits and that the open ones are marked.
   */
  const markDiffering = ({ sentence, cells }: Differing): string => {
    const { values, N } = app.game;
    const open = cells.filter((c) => values[c] === 0);
    const decor = emptyDecor();
    for (const c of open) decor.cells.set(c, 'pattern');
    app.highlight(decor);
    const placed = cells.filter((c) => values[c] !== 0);
    return [sentence, placedAmongDiffering(placed, open.length, N)].filter(Boolean).join(' ');
  };
  // said at load, in the hint place, unless the player already asked for a hint or a check
  app.onSeveral((where) => {
    if (busy || text.dataset.kind !== undefined) return;
    const words = markDiffering(where);
    show(0, words ? `${SEVERAL_INTRO} ${words}` : SEVERAL_INTRO, 'several');
  });
  app.onNoSolution(() => {
    if (!busy && text.dataset.kind === undefined) show(0, NONE_INTRO, 'none');
  });

  /**
   * `error`, with where the solutions differ (its `where`, said after the verdict, see
   * {@link markDiffering}) when it says the puzzle has several; unchanged once `current()` says
   * the answer is of no use (another puzzle, or the grid changed while a hint was asked for).
   */
  const withWhere = async (error: unknown, current: () => boolean): Promise<unknown> => {
    const e = error as { name?: string; reason?: string; where?: string };
    if (e?.name !== 'LogicError' || e.reason !== 'multiple') return error;
    const where = await app.whereSolutionsDiffer();
    if (!current()) return error;
    e.where = markDiffering(where);
    return error;
  };

  /**
   * A variant puzzle's hints, against its one solution, found in the page's logic worker (the
   * variant chunk's `hintInWorker`) on the grid as it is when the solution is known.
   */
  const variantHints = async (): Promise<[Hint, Hint]> => {
    const { game, variant } = app;
    const [kit, s] = await Promise.all([app.loadKit(), solution()]);
    const { concrete, vague } = await kit.hintInWorker(game, variant!, s, true); // solution() is the engine's one solution
    return [concrete, vague];
  };

  const showWalkButton = (step: Step): void => {
    walk = chain!.isChainStep(step) ? chain!.walkOf(step, app.game.N) : [];
    at = -1;
    setWalkLabel(walkButton, -1, walk.length);
  };

  /** One press of Hint: the hint asked for at the first, then one grade more a press. */
  const press = async (): Promise<void> => {
    if (busy) {
      // a quick second press is not lost: it goes on to the next grade; one after the grid
      // changed asks for a hint on the new grid once the search for the old one ends (never two at once)
      pressedMeanwhile++;
      if (changedMeanwhile) showThinking();
      return;
    }
    const N = app.game.N;
    if (grade === 0 || !concrete) {
      busy = true;
      changedMeanwhile = false;
      pressedMeanwhile = 0;
      document.body.dataset.busy = 'hint';
      text.dataset.kind = 'busy';
      warmSoon(board);
      const thinking = setTimeout(() => {
        if (!changedMeanwhile) showThinking();
      }, THINKING_MS);
      try {
        const [answers, words] = await Promise.all([
          app.variant ? variantHints() : Promise.all([app.engine.hint(gridOfGame(app.game), 'concrete'), app.engine.hint(gridOfGame(app.game), 'vague')]),
          (chainLoad ??= import('../text/chain.js')).catch((e: unknown) => {
            chainLoad = undefined; // the next press tries again
            throw e;
          }),
        ]);
        chain = words;
        if (changedMeanwhile) return; // of a grid that is gone (a digit typed, another puzzle loaded)
        [concrete, vague] = answers;
        if (concrete.kind === 'step' || concrete.kind === 'mistake' || concrete.step) app.tally.hints++; // a reveal's step too
        const more = pressedMeanwhile;
        if (more > 0) queueMicrotask(() => {
          for (let i = 0; i < more; i++) void press(); // after this press's grade is shown
        });
      } catch (e) {
        if (changedMeanwhile) return;
        const error = await withWhere(e, () => !changedMeanwhile);
        if (changedMeanwhile) return;
        show(0, `No hint: ${playerMessage(error, 'hint')}`, 'error');
        return;
      } finally {
        clearTimeout(thinking);
        busy = false;
        delete document.body.dataset.busy;
        const again = changedMeanwhile ? pressedMeanwhile : 0;
        if (again > 0) queueMicrotask(() => {
          for (let i = 0; i < again; i++) void press(); // the first asks for the new grid's hint, the others wait for it
        });
      }
    }
    const h = concrete;
    if (h.kind === 'mistake') {
      // Grade 1: where (the vague sentence, the cells, the house of a repeated digit); 2: what.
      const next = Math.min(grade + 1, 2);
      const decor = emptyDecor();
      for (const c of h.cells ?? []) decor.cells.set(c, 'mistake');
      app.countMistakes(h.cells);
      decor.houses = (h.houses ?? []).map((house) => ({ ...house, role: 'house' }));
      app.highlight(decor);
      const where = vague?.text ?? h.text;
      const what = h.mistake === 'conflict' && h.cells && h.digit ? `${where} ${conflictWhat(h.cells, h.digit, app.game.givens, app.info.solution, N)}` : h.text;
      show(next, `Mistake: ${next === 1 ? where : what}`, 'mistake', 'mistake');
      return;
    }
    if (h.kind === 'stuck' && h.step) {
      // a reveal (variant/hints.ts): 1 why no step applies, 2 the solution's digit, which Apply places
      const next = Math.min(grade + 1, 2);
      app.highlight(next === 1 ? emptyDecor() : decorOfStep(h.step, 'all'));
      show(next, next === 1 ? (vague?.text ?? h.text) : h.text, next === 1 ? 'stuck' : 'reveal', 'none');
      setOff(apply, next < 2);
      return;
    }
    if (h.kind !== 'step' || !h.step) {
      app.highlight(emptyDecor());
      show(0, h.text, h.kind);
      return;
    }
    const step = h.step;
    const next = Math.min(grade + 1, 4);
    if (next === 1) {
      app.highlight(emptyDecor());
      show(1, `Technique: ${step.name}.`, 'step');
    } else if (next === 2) {
      const d = decorOfStep(step, 'houses');
      if (d.houses.length === 0 && vague?.houses) d.houses = vague.houses;
      if (app.variant) for (const c of vague?.cells ?? []) d.cells.set(c, 'base'); // a variant step's region: its house or rule
      app.highlight(d);
      show(2, vague?.text ?? `Look for ${step.name}.`, 'step');
    } else if (next === 3) {
      app.highlight(decorOfStep(step, 'cells'));
      show(3, `${step.name}: look at ${step.cells.map((c) => cellName(c, N)).join(', ')}.`, 'step');
    } else {
      app.highlight(decorOfStep(step, 'all'));
      show(4, chain!.summaryOf(step, N), 'step');
      setOff(apply, false);
      showWalkButton(step);
    }
  };
  hintButton.addEventListener('click', press);

  walkButton.addEventListener('click', () => {
    const step = concrete?.step;
    if (!step || walk.length === 0) return;
    at = (at + 1) % walk.length;
    const stage = walk[at];
    app.highlight(decorOfWalk(step, stage));
    text.textContent = stage.text;
    toTopSoon(text); // in the next frame: a scroll set here would lay the page out inside this task
    setWalkLabel(walkButton, at, walk.length);
    announce(stage.text);
  });

  apply.addEventListener('click', () => {
    const step = concrete?.step;
    if (!step || grade < (concrete!.kind === 'stuck' ? 2 : 4) || isOff(apply)) return; // a reveal's move is its 2nd grade
    const placed = step.placements[0];
    // a reveal's sentence says why no step applied: once applied, the digit is what counts
    const line = concrete!.kind === 'stuck' ? `${symbolOf(placed.digit)} in ${cellName(placed.cell, app.game.N)}, one digit of the solution.` : chain!.summaryOf(step, app.game.N);
    app.game.applyMove(step.placements, step.eliminations, step.name);
    // said before the change: a move that finishes the grid is then announced by the finish panel
    announce(`Applied: ${line}`);
    app.changed();
    text.textContent = `Applied: ${line}`;
  });

  const solution = async (): Promise<Uint8Array> => {
    if (app.info.solution) return app.info.solution;
    const verdict = await app.engine.solve(app.puzzleLine());
    if (verdict.status !== 'unique' || !verdict.solution) {
      throw Object.assign(new Error('no single solution'), { name: 'LogicError', reason: verdict.status === 'none' ? 'none' : verdict.status === 'multiple' ? 'multiple' : 'unknown' });
    }
    return (app.info.solution = app.solutionCells(verdict.solution));
  };

  document.getElementById('solve')!.addEventListener('click', async () => {
    const game = app.game;
    document.body.dataset.busy = 'solve';
    try {
      const s = await solution();
      if (app.game !== game) return;
      // a grid the player already solved stays the player's win: nothing filled, nothing to undo
      app.countMistakes(); // the wrong digits it replaces
      const filled = game.fillSolution(s);
      const sentence = filled ? 'The solution is filled in. Undo takes it back.' : 'The grid already holds the solution: nothing to fill in.';
      if (filled) {
        app.tally.solvedByEngine = true;
        app.changed();
      }
      text.textContent = sentence;
      announce(sentence);
    } catch (e) {
      const error = await withWhere(e, () => app.game === game);
      if (app.game !== game) return;
      show(0, `Cannot solve: ${playerMessage(error, 'solve')}`, 'error');
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
      reset(); // the check takes the hint place: a hint shown there goes, its grades and Apply with it
      app.countMistakes(wrong);
      const decor = emptyDecor();
      for (const c of wrong) decor.cells.set(c, 'mistake');
      app.highlight(decor);
      const sentence =
        wrong.length === 0
          ? filled === 0
            ? 'No mistakes: no digit placed yet.'
            : `No mistakes: ${filled} digit${filled === 1 ? '' : 's'} placed, all right.`
          : `${wrong.length} wrong digit${wrong.length === 1 ? '' : 's'}: ${wrong.map((c) => cellName(c, game.N)).join(', ')}.`;
      text.textContent = sentence;
      text.dataset.kind = wrong.length === 0 ? 'check' : 'mistake';
      announce(sentence, { kind: wrong.length === 0 ? 'info' : 'error' });
    } catch (e) {
      const error = await withWhere(e, () => app.game === game);
      if (app.game !== game) return;
      show(0, `Cannot check: ${playerMessage(error, 'check')}`, 'error');
    }
  });
}
