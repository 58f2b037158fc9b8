/**
 * {@link ForcingBudgetError}, on its own so that code which only needs to recognise it (the
 * worker client, which rebuilds the library's errors: src/worker/errors.ts) does not load the
 * implication engine (./engine.ts, which throws it).
 */

/** The budget of one search ran out: the technique stops instead of working on without bound. */
export class ForcingBudgetError extends Error {
  override readonly name = 'ForcingBudgetError';
  constructor(
    /** The budget: most facts derived in one search (all premises together). */
    readonly budget: number,
  ) {
    super(
      `sudoku-wasm: the forcing chain search derived more than ${budget} facts (its budget) without finishing: ` +
        "the grid is too open for it (a puzzle with few givens, or one with several solutions); leave the forcing techniques out (options.exclude: 'forcing-chain-contradiction', 'forcing-chain-verity', 'forcing-net-contradiction', 'forcing-net-verity', 'forcing-net-plus', 'forcing-net-nested')",
    );
  }
}
