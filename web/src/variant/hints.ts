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
 * {@link hintOf} finds it on plain data (the digits and candidates, the puzzle's rules): what the
 * page's logic worker runs (`logic-worker.ts`, sent the grid by ./logic-client.ts), so a search
 * that takes a few hundred milliseconds never holds up the page; {@link variantHint} is the same
 * on a `Game`, for the tests and the benches.
 *
 * Owns: {@link variantHint}, {@link hintOf}, {@link nextStep}, {@link STUCK_TEXT}, the
 * reveal's words, the rules of each puzzle kept for its hints. Does not own: the finders and
 * their words, the rules' names (the package's `src/variant/logic/`), the candidates a game
 * gives (./candidates.ts, re-exported), the grades and Apply (`panels/hint.ts`).
 */
import { mistakeHint } from '../../../src/logic/mistake-hint.js';
import { hintRulesOf, type HintRules } from '../../../src/variant/logic/hint-rules.js';
import { stepOf, type Found } from '../../../src/variant/logic/finders/step.js';
import { guessCell } from '../../../src/variant/logic/guess-cell.js';
import { findStep, firstMistake } from '../../../src/variant/logic/steps.js';
import { bitCount } from '../../../src/engine/bitmask-ts/bits.js';
import { cellName } from '../../../src/logic/words.js';
import type { VariantPuzzle } from '../../../src/variant/model.js';
import type { Hint } from '../engine.js';
import type { Game } from '../state/game.js';
import { candidatesOf } from './candidates.js';
import type { VariantPlay } from './kit.js';

export { candidatesOf };

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
const known = new WeakMap<VariantPuzzle, HintRules>();

/** The rules the finders read of `play`'s puzzle (built once per puzzle). */
export function rulesOf(play: Pick<VariantPlay, 'puzzle'>): HintRules {
  let rules = known.get(play.puzzle);
  if (!rules) known.set(play.puzzle, (rules = hintRulesOf(play.puzzle)));
  return rules;
}

/** A grid a hint reads: the digits (0: empty) and each cell's candidates (bit d − 1 for digit d, {@link candidatesOf}). */
export interface HintGrid {
  values: Uint8Array;
  cands: Int32Array;
}

/**
 * The next hint on `game`, a game of `play` whose solution is `solution` ({@link hintOf} on its
 * digits and {@link candidatesOf}).
 * @param unique whether `solution` is known to be the puzzle's only one (the engine's verdict):
 *   only then does a position where no step applies reveal a digit; else it says {@link STUCK_TEXT}
 */
export function variantHint(game: Game, play: VariantPlay, solution: ArrayLike<number>, unique = false): VariantHint {
  return hintOf({ values: game.values, cands: candidatesOf(game) }, rulesOf(play), solution, unique);
}

/**
 * The next hint on `grid`, a grid of the puzzle whose finders' rules are `rules` ({@link rulesOf})
 * and whose solution is `solution`: a mistake, solved, the first step of the list, or (only
 * when `unique`) a reveal, else {@link STUCK_TEXT}.
 */
export function hintOf(grid: HintGrid, rules: HintRules, solution: ArrayLike<number>, unique = false): VariantHint {
  const { values, cands } = grid;
  const N = rules.N;
  const mistake = firstMistake(values, cands, solution);
  if (mistake) return { concrete: mistakeHint(mistake, N, 'concrete'), vague: mistakeHint(mistake, N, 'vague') };
  if (values.every((v) => v !== 0)) return same({ kind: 'solved', text: 'The puzzle is solved.' });
  const found = findStep(rules, values, cands);
  if (!found) return unique ? reveal(grid, N, solution) : same({ kind: 'stuck', text: STUCK_TEXT });
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
function reveal({ values, cands }: HintGrid, N: number, solution: ArrayLike<number>): VariantHint {
  const cell = guessCell(values, cands);
  const digit = solution[cell];
  const count = bitCount(cands[cell]);
  const text = `No step of the list applies here. One digit of the solution: ${digit} in ${cellName(cell, N)} (one of its ${count} candidates); the steps may go on from there.`;
  const step = stepOf(REVEAL, 'Reveal', [cell], { placements: [{ cell, digit }] }, text);
  return {
    concrete: { kind: 'stuck', technique: REVEAL, name: step.name, cells: [cell], houses: [], step, text },
    vague: { kind: 'stuck', text: REVEAL_VAGUE_TEXT },
  };
}

