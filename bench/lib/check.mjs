/**
 * Answer checking, independent of every solver under test.
 *
 * Owns: "is this a valid completed grid that keeps every clue?" and "is this count what the
 * set promises?". Does not own: solving, timing or reporting.
 *
 * Expected counts: every proper set has exactly one solution; serg_benchmark has ≥ 2 per
 * puzzle. So with limit 1 every answer must be count 1; with limit 2 a proper set must give 1
 * and serg_benchmark must give 2.
 */

/** Cell index → box index (0..8), row-major boxes. */
const BOX = new Uint8Array(81);
for (let i = 0; i < 81; i++) BOX[i] = 3 * Math.floor(i / 27) + Math.floor((i % 9) / 3);

/**
 * Checks a solution string against its puzzle.
 * @param {string} puzzle 81 chars, '.' = empty
 * @param {unknown} solution should be 81 chars of '1'..'9'
 * @returns {string | null} null when valid, else a short reason
 */
export function solutionProblem(puzzle, solution) {
  if (typeof solution !== 'string') return `solution is ${solution === undefined ? 'missing' : typeof solution}`;
  if (solution.length !== 81) return `solution has ${solution.length} chars, expected 81`;
  const rows = new Uint16Array(9);
  const cols = new Uint16Array(9);
  const boxes = new Uint16Array(9);
  for (let i = 0; i < 81; i++) {
    const d = solution.charCodeAt(i) - 48;
    if (d < 1 || d > 9) return `cell ${i} is ${JSON.stringify(solution[i])}, expected 1-9`;
    const p = puzzle[i];
    if (p !== '.' && p !== solution[i]) return `clue at cell ${i} changed from ${p} to ${solution[i]}`;
    const bit = 1 << d;
    const r = (i / 9) | 0;
    const c = i % 9;
    const b = BOX[i];
    if (rows[r] & bit) return `digit ${d} twice in row ${r + 1}`;
    if (cols[c] & bit) return `digit ${d} twice in column ${c + 1}`;
    if (boxes[b] & bit) return `digit ${d} twice in box ${b + 1}`;
    rows[r] |= bit;
    cols[c] |= bit;
    boxes[b] |= bit;
  }
  return null;
}

/**
 * The count a correct solver must report for one puzzle of a set.
 * @param {number} limit 1 or 2
 * @param {boolean} multiple the set has ≥ 2 solutions per puzzle
 */
export function expectedCount(limit, multiple) {
  return limit === 1 ? 1 : multiple ? 2 : 1;
}

/**
 * Checks one answer of an adapter.
 * @param {string} puzzle
 * @param {{count: number, solution?: string}} answer
 * @param {number} limit
 * @param {boolean} multiple
 * @param {boolean} solutionRequired limit-1 answers must carry a solution
 * @returns {string | null} null when correct, else the reason
 */
export function answerProblem(puzzle, answer, limit, multiple, solutionRequired) {
  if (!answer || typeof answer.count !== 'number') return 'no count returned';
  const want = expectedCount(limit, multiple);
  if (answer.count !== want) return `count ${answer.count}, expected ${want}`;
  if (answer.solution === undefined && !solutionRequired) return null;
  const why = solutionProblem(puzzle, answer.solution);
  return why && `invalid solution: ${why}`;
}
