/**
 * Template Set and Template Delete: what every placement of one digit agrees on.
 *
 * Owns: the two techniques (HoDoKu's codes 1201 and 1202), their steps and sentences. The
 * template search is in `template-search.ts`.
 *
 *   A template of digit d: N cells holding d, one per row, column and box, each a candidate of
 *   d or already d. The solution's cells of d are one template, so
 *     - a cell in every template holds d           → Template Set (one step per digit, placing
 *                                                    every such cell)
 *     - a candidate d in no template is false       → Template Delete (one step per digit)
 *
 * HoDoKu 2.2.0 lists both last (index 8700 and 8800, after forcing nets), level Extreme, score
 * 10000, and leaves them off by default; here too they are on-request techniques
 * (`EXTRA_TECHNIQUES`). On 16×16 and 25×25 a digit whose template search passes the state limit
 * (`STATE_LIMIT`) is skipped: the techniques find nothing for it rather than run long.
 */
import type { CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Candidate, Highlight, Step, StepSink, Technique } from '../../types.js';
import { cellList, digitName, removalPhrase } from '../../words.js';
import { templateFacts, type TemplateFacts } from './template-search.js';

/** The facts of the last grid state asked about (both techniques run on the same grid in a row). */
let cache: { grid: CandidateGrid; cands: Int32Array; facts: TemplateFacts } | null = null;

/** The template facts of a grid, reusing the last ones when the grid is unchanged. */
export function factsOf(grid: CandidateGrid): TemplateFacts {
  if (cache && cache.grid === grid && sameCands(cache.cands, grid.cands)) return cache.facts;
  const facts = templateFacts(grid);
  cache = { grid, cands: grid.cands.slice(), facts };
  return facts;
}

function sameCands(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The step of one digit's template facts. */
function templateStep(technique: Technique, grid: CandidateGrid, digit: number, cells: number[], set: boolean): Step {
  const N = grid.N;
  const name = digitName(digit, N);
  const highlights: Highlight[] = cells.map((cell) => ({ cell, digit, role: 'pattern' }));
  if (set) {
    const placements: Candidate[] = cells.map((cell) => ({ cell, digit }));
    const text =
      `Template Set on ${name}: every placement of ${name} once in each row, column and box that the candidates allow ` +
      `uses ${cellList(cells, N)}, so ${cells.length > 1 ? 'they hold' : 'it holds'} ${name}.`;
    return makeStep(technique, { digits: [digit], cells, highlights, placements, text });
  }
  const eliminations: Candidate[] = cells.map((cell) => ({ cell, digit }));
  const text =
    `Template Delete on ${name}: no placement of ${name} once in each row, column and box that the candidates allow ` +
    `uses ${cellList(cells, N)}: ${removalPhrase(eliminations, N)}.`;
  return makeStep(technique, { digits: [digit], cells, highlights, eliminations, text });
}

/** Template Set: the cells every template of a digit holds are that digit (one step per digit). */
export const templateSet: Technique = {
  id: 'template-set',
  name: 'Template Set',
  code: '1201',
  score: 10000,
  level: 'Extreme',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const facts = factsOf(grid);
    for (let d = 1; d <= grid.N; d++) {
      const cells = facts.set[d - 1];
      if (cells.length > 0 && sink(templateStep(this, grid, d, cells, true))) return true;
    }
    return false;
  },
};

/** Template Delete: a digit's candidates that no template holds go (one step per digit). */
export const templateDelete: Technique = {
  id: 'template-delete',
  name: 'Template Delete',
  code: '1202',
  score: 10000,
  level: 'Extreme',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const facts = factsOf(grid);
    for (let d = 1; d <= grid.N; d++) {
      const cells = facts.del[d - 1];
      if (cells.length > 0 && sink(templateStep(this, grid, d, cells, false))) return true;
    }
    return false;
  },
};
