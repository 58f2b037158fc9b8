/**
 * Step-by-step hints on a variant puzzle on the page: the package's variant logic
 * (`src/variant/logic/`: its list of finders, `steps.ts`) on the player's candidates, as the
 * classic hint reads them (engine.ts `gridOfGame`: an empty cell's centre marks, or every digit
 * the placed digits allow when it has none, those allowed narrowing the marks too). First a
 * mistake (a digit that is not the solution's, then a solution's digit gone from an empty cell's
 * candidates), then the first step of the list. When none applies on a puzzle known to have one
 * solution, a reveal: the solution's digit in the cell `rate` would guess (the first empty cell
 * with the fewest candidates: `src/variant/logic/guess-cell.ts`), as SudokuPad-like apps give one
 * digit when asked.
 *
 * A hint is the package's `Hint` (kind `step` with a `Step`, `mistake`, `stuck` or `solved`) so
 * the hint panel grades and applies it as a classic one; the vague hint's `cells` are the
 * step's region (the house or the rule's cells). A reveal stays kind `stuck`: its vague hint
 * says no step applies and that Hint again shows a digit ({@link REVEAL_VAGUE_TEXT}); its
 * concrete one carries the placement as a `Step` of technique {@link REVEAL} (the panel shows it
 * in two grades and Apply places it).
 *
 * Owns: {@link variantHint}, {@link nextStep}, {@link candidatesOf}, {@link STUCK_TEXT}, the
 * reveal's words, the rules of each puzzle kept for its hints. Does not own: the finders and
 * their words, the rules' names (the package's `src/variant/logic/`), the grades and Apply
 * (`panels/hint.ts`).
 */
import { mistakeHint } from '../../../src/logic/mistake-hint.js';
import { hintRulesOf, type HintRules } from '../../../src/variant/logic/hint-rules.js';
import { stepOf, type Found } from '../../../src/variant/logic/finders/step.js';
import { guessCell } from '../../../src/variant/logic/guess-cell.js';
import { findStep, firstMistake } from '../../../src/variant/logic/steps.js';
import { bitCount } from '../../../src/engine/bitmask-ts/bits.js';
import type { Hint } from '../engine.js';
import { cellName, type Game } from '../state/game.js';
import type { VariantPlay } from './kit.js';

/** A hint in its two forms: the whole step, and where to look. */
export interface VariantHint {
  concrete: Hint;
  vague: Hint;
}

/** What a hint says when no step of the list applies. */
export const STUCK_TEXT =
  'No step found here: no single, rule, locked candidates, pair, triple, fish or chain, no cell or digit whose every option leads to the same conclusion, and no candidate that leads to a contradiction in the steps a hint may take. Check finds wrong digits, Solve fills the grid.';

/** The technique id of a reveal's step: the solution's digit placed where no step of the list applies. */
export const REVEAL = 'reveal';

/** What the vague grade of a reveal says: why, and what the next press gives. */
export const REVEAL_VAGUE_TEXT = 'No step of the list applies here. Press Hint again for one digit of the solution.';

/** The rules of each puzzle, built on its first hint. */
const known = new WeakMap<VariantPlay, HintRules>();

/** The rules the finders read of `play`'s puzzle (built once per puzzle). */
export function rulesOf(play: VariantPlay): HintRules {
  let rules = known.get(play);
  if (!rules) known.set(play, (rules = hintRulesOf(play.puzzle)));
  return rules;
}

/**
 * The player's candidates of each cell (bit d − 1 for digit d): a filled cell's digit; an
 * empty cell's centre marks, or every digit when it has none, within the digits the placed ones
 * allow (its houses and pair rules: `Game.allowed`).
 */
export function candidatesOf(game: Game): Int32Array {
  const all = (1 << game.N) - 1;
  return Int32Array.from(game.values, (v, c) => (v !== 0 ? 1 << (v - 1) : game.allowed(c) & (game.centre[c] || all)));
}

/**
 * The next hint on `game`, a game of `play` whose solution is `solution`.
 * @param unique whether `solution` is known to be the puzzle's only one (the engine's verdict):
 *   only then does a position where no step applies reveal a digit; else it says {@link STUCK_TEXT}
 */
export function variantHint(game: Game, play: VariantPlay, solution: ArrayLike<number>, unique = false): VariantHint {
  const cands = candidatesOf(game);
  const mistake = firstMistake(game.values, cands, solution);
  if (mistake) return { concrete: mistakeHint(mistake, game.N, 'concrete'), vague: mistakeHint(mistake, game.N, 'vague') };
  if (game.values.every((v) => v !== 0)) return same({ kind: 'solved', text: 'The puzzle is solved.' });
  const found = nextStep(game, play, cands);
  if (!found) return unique ? reveal(game, cands, solution) : same({ kind: 'stuck', text: STUCK_TEXT });
  const { step, region, look } = found;
  return {
    concrete: { kind: 'step', technique: step.technique, name: step.name, cells: step.cells, houses: [], step, text: step.text },
    vague: { kind: 'step', technique: step.technique, name: step.name, cells: [...region], houses: [], text: look },
  };
}

/**
 * The first step of the list on `game`, a game of `play`, read on `cands` (default: its
 * candidates as a hint reads them, {@link candidatesOf}), or null when none applies. No mistake
 * check.
 */
export function nextStep(game: Game, play: VariantPlay, cands: Int32Array = candidatesOf(game)): Found | null {
  return findStep(rulesOf(play), game.values, cands);
}

const same = (hint: Hint): VariantHint => ({ concrete: hint, vague: hint });

/** The reveal where no step applies: the solution's digit in the cell a guess would take. */
function reveal(game: Game, cands: Int32Array, solution: ArrayLike<number>): VariantHint {
  const cell = guessCell(game.values, cands);
  const digit = solution[cell];
  const count = bitCount(cands[cell]);
  const text = `No step of the list applies here. One digit of the solution: ${digit} in ${cellName(cell, game.N)} (one of its ${count} candidates); the steps may go on from there.`;
  const step = stepOf(REVEAL, 'Reveal', [cell], { placements: [{ cell, digit }] }, text);
  return {
    concrete: { kind: 'stuck', technique: REVEAL, name: step.name, cells: [cell], houses: [], step, text },
    vague: { kind: 'stuck', text: REVEAL_VAGUE_TEXT },
  };
}

