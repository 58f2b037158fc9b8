/**
 * Answer checking for the general-sizes benchmark, independent of every solver under test.
 *
 * Owns: "is this a valid completed N×N board that keeps every given?" and "is this the count
 * the fixture promises at this limit?". Does not own: solving, timing, reading the files.
 *
 * Rules: the count must be min(fixture count, limit) ("50+" counts as at least 50). When it is
 * ≥ 1 the answer must carry a solution: N² symbols of 1…N in the alnum alphabet, every given
 * kept, each digit once per row, column and box; when the fixture lists the (unique) solution,
 * the answer must equal it.
 */
import { VALUE_OF } from './board-string.mjs';
import { expectedCount } from './boards.mjs';

/**
 * @param {number} n box size (N = n²)
 * @param {string} puzzle N² chars
 * @param {unknown} solution should be N² chars of 1…N
 * @returns {string | null} null when valid, else a short reason
 */
export function boardSolutionProblem(n, puzzle, solution) {
  const N = n * n;
  const cells = N * N;
  if (typeof solution !== 'string') return `solution is ${solution === undefined ? 'missing' : typeof solution}`;
  if (solution.length !== cells) return `solution has ${solution.length} chars, expected ${cells}`;
  const seen = new Uint8Array(3 * N * (N + 1)); // (house family, house, digit)
  for (let i = 0; i < cells; i++) {
    const d = VALUE_OF[solution.charCodeAt(i)] ?? -1;
    if (!(d >= 1 && d <= N)) return `cell ${i} is ${JSON.stringify(solution[i])}, expected a digit 1-${N}`;
    const given = VALUE_OF[puzzle.charCodeAt(i)];
    if (given > 0 && given !== d) return `given at cell ${i} changed from ${puzzle[i]} to ${solution[i]}`;
    const r = (i / N) | 0;
    const c = i % N;
    const b = n * ((r / n) | 0) + ((c / n) | 0);
    const houses = [['row', r], ['column', c], ['box', b]];
    for (let f = 0; f < 3; f++) {
      const k = (f * N + houses[f][1]) * (N + 1) + d;
      if (seen[k]) return `digit ${solution[i]} twice in ${houses[f][0]} ${houses[f][1] + 1}`;
      seen[k] = 1;
    }
  }
  return null;
}

/**
 * Checks one answer of an adapter.
 * @param {number} n box size
 * @param {{puzzle: string, count: number, atLeast: boolean, solution?: string}} board
 * @param {{count: number, solution?: string}} answer
 * @param {number} limit
 * @returns {string | null} null when correct, else the reason
 */
export function boardAnswerProblem(n, board, answer, limit) {
  if (!answer || typeof answer.count !== 'number') return 'no count returned';
  const want = expectedCount(board, limit);
  if (want === null ? answer.count < board.count : answer.count !== want) {
    return `count ${answer.count}, expected ${want ?? `≥ ${board.count}`}`;
  }
  if (answer.count === 0) return null;
  const why = boardSolutionProblem(n, board.puzzle, answer.solution);
  if (why) return `invalid solution: ${why}`;
  if (board.count === 1 && !board.atLeast && board.solution && answer.solution !== board.solution) {
    return 'valid solution, but not the one the fixture lists';
  }
  return null;
}
