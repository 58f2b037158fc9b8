/**
 * Checks of the variant bench's own parts (not of any engine): `node bench/variants/selftest.mjs`,
 * a few seconds; exits 1 on the first failure.
 *
 * Owns: the evidence that the bench's reader, writer, checker and sample
 * order do what their headers say. Does not own: the engines' tests (test/).
 */
import assert from 'node:assert/strict';
import { checkSolution } from './lib/check.mjs';
import { fromFpuzzles, toFpuzzles } from './lib/fpuzzles.mjs';
import { loadSet, spreadOrder } from './lib/sets.mjs';
import { loadVariantLibrary } from './lib/engines.mjs';

let checks = 0;
const check = (name, fn) => {
  fn();
  checks++;
  console.log(`ok  ${name}`);
};

/** The puzzle with constraint `i` changed so that the solution breaks it, or null. */
function broken(puzzle, i) {
  const k = puzzle.constraints[i];
  const swap = (changed) => ({ ...puzzle, constraints: puzzle.constraints.map((c, j) => (j === i ? changed : c)) });
  switch (k.type) {
    case 'killer': return k.sum === undefined ? null : swap({ ...k, sum: k.sum + 1 });
    case 'thermometer': return swap({ ...k, cells: k.cells.slice().reverse() });
    case 'arrow': return swap({ ...k, shaft: k.shaft.slice(0, -1) });
    case 'xv': return swap({ ...k, sum: k.sum === 5 ? 10 : 5 });
    case 'kropki': return swap({ ...k, value: (k.value ?? (k.color === 'white' ? 1 : 2)) + 1 });
    default: return null;
  }
}

const published = loadSet('published');
if (published.missing) {
  console.log(`skipped the published examples: ${published.missing}`);
} else {
  check('every published example reads, writes back unchanged, and its solution obeys every rule', () => {
    for (const e of published.entries) {
      assert.deepEqual(fromFpuzzles(toFpuzzles(e.puzzle)).puzzle, e.puzzle, e.id);
      assert.equal(checkSolution(e.puzzle, e.solution), null, e.id);
    }
  });
  check('a cage sum, thermometer, arrow, X/V or dot changed makes the published solution wrong', () => {
    let tried = 0;
    for (const e of published.entries) {
      e.puzzle.constraints.forEach((_, i) => {
        const p = broken(e.puzzle, i);
        if (!p) return;
        tried++;
        assert.notEqual(checkSolution(p, e.solution), null, `${e.id}: constraint ${i}`);
      });
    }
    assert.ok(tried > 300, `only ${tried} broken constraints tried`);
  });
  check('pair and house rules refuse a classic solution that breaks them', () => {
    const classic = published.entries[0];
    for (const type of ['antiKnight', 'antiKing', 'nonConsecutive', 'negativeBlack', 'negativeXV', 'disjointGroups']) {
      assert.notEqual(checkSolution({ ...classic.puzzle, constraints: [{ type }] }, classic.solution), null, type);
    }
    for (const direction of ['main', 'anti']) {
      assert.notEqual(checkSolution({ ...classic.puzzle, constraints: [{ type: 'diagonal', direction }] }, classic.solution), null, direction);
    }
    const jigsaw = published.entries.find((e) => e.puzzle.regions);
    assert.notEqual(checkSolution({ ...jigsaw.puzzle, regions: undefined }, jigsaw.solution), null, 'jigsaw regions');
  });
  check('a solution with two digits swapped or a given changed is refused', () => {
    for (const e of published.entries) {
      const s = e.solution;
      assert.notEqual(checkSolution(e.puzzle, s[1] + s[0] + s.slice(2)), null, e.id);
    }
  });
}

check('the spread order is a permutation', () => {
  for (let n = 1; n <= 130; n++) assert.deepEqual(spreadOrder(n).slice().sort((a, b) => a - b), Array.from({ length: n }, (_, i) => i));
  assert.deepEqual(spreadOrder(8), [0, 4, 2, 6, 1, 5, 3, 7]);
});

/** Every filled 4×4 grid (288). */
function allGrids4() {
  const grids = [];
  const g = new Array(16).fill(0);
  const clash = (i, d) => {
    for (let j = 0; j < i; j++) {
      if (g[j] !== d) continue;
      const [r, c, r2, c2] = [i >> 2, i & 3, j >> 2, j & 3];
      if (r === r2 || c === c2 || (r >> 1 === r2 >> 1 && c >> 1 === c2 >> 1)) return true;
    }
    return false;
  };
  (function fill(i) {
    if (i === 16) return void grids.push(g.join(''));
    for (let d = 1; d <= 4; d++) {
      if (clash(i, d)) continue;
      g[i] = d;
      fill(i + 1);
    }
    g[i] = 0;
  })(0);
  return grids;
}

let lisudoku = null;
try {
  lisudoku = (await import('./peers/lisudoku.mjs')).default;
} catch (err) {
  console.log(`skipped the lisudoku-solver check: ${err.message.split('\n')[0]} (npm ci in bench/)`);
}
const lib = lisudoku && (await loadVariantLibrary());
if (lisudoku) {
  check("lisudoku-solver's kropkiNegative means the model's non-consecutive + negative black (4×4, every grid counted)", () => {
    const grids = allGrids4();
    assert.equal(grids.length, 288);
    let compared = 0;
    // the dots of generated 4×4 kropki puzzles (every dot of their solution), without their givens
    for (let seed = 1; seed <= 48; seed++) {
      const { puzzle: generated, solution } = lib.generateVariantSync({ rules: 'kropki', size: 4, seed });
      const puzzle = { ...generated, givens: '.'.repeat(16) };
      const expected = Math.min(2, grids.filter((s) => checkSolution(puzzle, s) === null).length);
      assert.equal(lisudoku.count(lisudoku.prepare({ puzzle })).count, expected, solution);
      compared++;
    }
    assert.equal(compared, 48);
  });
  check("lisudoku-solver's primary diagonal is the model's main one (r1c1 … r9c9), its secondary the anti one", () => {
    // Grids that obey one diagonal; each diagonal's cells emptied in turn (each then the only
    // empty cell of its row, so the grid is the one completion) and asked with that diagonal's
    // rule: 1 solution where the grid obeys it, 0 where it does not.
    const outcomes = new Set();
    for (const keep of ['main', 'anti']) {
      const grid = lib.someSolution({ version: 1, size: 9, givens: '.'.repeat(81), constraints: [{ type: 'diagonal', direction: keep }] });
      for (const direction of ['main', 'anti']) {
        const onDiagonal = (i) => (direction === 'main' ? i % 10 === 0 : i % 8 === 0 && i > 0 && i < 80);
        const givens = Array.from(grid, (d, i) => (onDiagonal(i) ? '.' : d)).join('');
        const puzzle = { size: 9, givens, constraints: [{ type: 'diagonal', direction }] };
        const expected = checkSolution(puzzle, grid) === null ? 1 : 0;
        outcomes.add(expected);
        assert.equal(lisudoku.count(lisudoku.prepare({ puzzle })).count, expected, `${direction} ${grid}`);
      }
    }
    assert.deepEqual([...outcomes].sort(), [0, 1]);
  });
}

console.log(`${checks} passed, 0 failed`);
