/**
 * The fast9 engine in pure TypeScript: the {@link Engine} contract over {@link Fast9Search}.
 * Used where WebAssembly is missing, on request (`backend: 'ts'`), and to cross-check the core.
 */
import { BUDGET_EXHAUSTED_BIT, type Engine } from '../types.js';
import { Fast9Search } from './search.js';

/** Builds a TypeScript fast9 engine (each engine owns its own search state). */
export function createTsEngine(): Engine {
  const search = new Fast9Search();
  return {
    name: 'fast9-ts',
    get lastGuesses() {
      return search.guesses;
    },
    get lastComplete() {
      return search.complete;
    },
    countInto(cells, limit, solutionOut, maxGuesses = 0) {
      return search.count(cells, 0, limit, solutionOut, 0, maxGuesses);
    },
    resumeInto(limit, solutionOut, maxGuesses = 0) {
      return search.resume(limit, solutionOut, 0, maxGuesses);
    },
    countBatch(cells, n, limit, solutionsOut, countsOut, guessesOut, maxGuesses = 0) {
      for (let i = 0; i < n; i++) {
        const found = search.count(cells, i * 81, limit, solutionsOut, i * 81, maxGuesses);
        countsOut[i] = search.complete ? found : found | BUDGET_EXHAUSTED_BIT;
        guessesOut[i] = search.guesses;
      }
    },
  };
}
