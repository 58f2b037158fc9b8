/**
 * Soundness of the late fish and templates where they matter: on the positions where the
 * default techniques short of forcing chains and nets (which finish every puzzle) are stuck (magictour_top1465 puzzles, each put through a random
 * validity-preserving transformation), every step of the Franken, mutant and kraken fish and
 * of the templates is checked against the engine's solution. Also counts how many of those
 * positions each technique finds something in, so the test fails if they stop finding anything.
 * Reads ../shared/puzzles; skipped, saying so, without it.
 */
import { expect, it } from 'vitest';
import { someSolution } from '../../src/api/single';
import { randomTransform } from '../../src/canon/transform';
import { CandidateGrid } from '../../src/logic/grid';
import { applyStep, logicSolve } from '../../src/logic/solver';
import { TECHNIQUES, techniqueById } from '../../src/logic/techniques/index';
import { cellsOf } from '../support/oracle';
import { readPuzzleLines } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';
import { unsoundness } from './support/soundness';

/** The techniques checked; kraken fish only on the first stuck positions (they are slow). */
const CHECKED = [
  'franken-x-wing',
  'franken-swordfish',
  'finned-franken-x-wing',
  'finned-franken-swordfish',
  'franken-jellyfish',
  'finned-franken-jellyfish',
  'siamese-finned-franken-swordfish',
  'siamese-finned-franken-jellyfish',
  'mutant-x-wing',
  'mutant-swordfish',
  'mutant-jellyfish',
  'finned-mutant-x-wing',
  'finned-mutant-swordfish',
  'finned-mutant-jellyfish',
  'siamese-finned-mutant-swordfish',
  'siamese-finned-mutant-jellyfish',
  'template-set',
  'template-delete',
];
const KRAKEN = ['kraken-fish-type-1', 'kraken-fish-type-2'];
const KRAKEN_POSITIONS = 8;
/** The default techniques without forcing chains and nets: where these are stuck, the late fish matter. */
const BEFORE_FORCING = TECHNIQUES.filter((t) => !t.id.startsWith('forcing-')).map((t) => t.id);

describeShared('late fish and templates are sound where the solver is stuck', (shared) => {
  it('on stuck positions of 120 transformed magictour puzzles', () => {
    const lines = readPuzzleLines(shared, 'magictour_top1465.txt').slice(0, 120);
    const problems: string[] = [];
    const hits = new Map<string, number>();
    let positions = 0;
    lines.forEach((line, i) => {
      const puzzle = randomTransform(line, 1000 + i);
      const solution = Array.from(someSolution(cellsOf(puzzle))!, Number);
      const path = logicSolve(puzzle, { onStuck: 'guess', techniques: BEFORE_FORCING });
      let grid = CandidateGrid.fromBoard(3, cellsOf(puzzle));
      for (const step of path.steps) {
        if (step.technique === 'guess') {
          positions++;
          const ids = positions <= KRAKEN_POSITIONS ? [...CHECKED, ...KRAKEN] : CHECKED;
          for (const id of ids) {
            techniqueById(id)!.find(
              grid,
              (s) => {
                hits.set(id, (hits.get(id) ?? 0) + 1);
                const wrong = unsoundness(s, solution, 9);
                if (wrong) problems.push(`${puzzle}: ${wrong}`);
                return false;
              },
              { unique: true },
            );
          }
        }
        grid = applyStep(grid, step);
      }
    });
    console.log(`stuck positions: ${positions}; steps found: ${[...hits].map(([k, v]) => `${k} ${v}`).join(', ')}`);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(positions).toBeGreaterThan(10);
    for (const id of ['template-delete', 'finned-franken-jellyfish', 'finned-mutant-jellyfish', 'kraken-fish-type-1']) {
      expect(hits.get(id) ?? 0, id).toBeGreaterThan(0);
    }
  }, 900_000);
});
