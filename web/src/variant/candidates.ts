/**
 * The player's candidates of a variant game as its hints read them, taken on the page (the
 * game's houses and pair rules are the page's `Game`) and sent with the digits to the logic
 * worker (./logic-client.ts), which finds the hint on them.
 *
 * Owns: {@link candidatesOf}. Does not own: what the digits allow (`Game.allowed`).
 */
import type { Game } from '../state/game.js';

/**
 * The player's candidates of each cell (bit d − 1 for digit d): a filled cell's digit; an
 * empty cell's centre marks, or every digit when it has none, within the digits the placed ones
 * allow (its houses and pair rules: `Game.allowed`).
 */
export function candidatesOf(game: Game): Int32Array {
  const all = (1 << game.N) - 1;
  return Int32Array.from(game.values, (v, c) => (v !== 0 ? 1 << (v - 1) : game.allowed(c) & (game.centre[c] || all)));
}
