/**
 * Every technique on every grid of HoDoKu's regression library (1,112 positions, most of them
 * hard): every step `findAll` reports is sound against the solution, removes only live
 * candidates, changes something, has its digits ascending and one sentence. The per-technique
 * unit tests check exact patterns; this checks everything the techniques say on real positions.
 * Reads ../shared/reglib; skipped, saying so, without it.
 */
import { describe, expect, it } from 'vitest';
import { findAll } from '../../src/logic/solver';
import { gridFromRemoved } from '../../src/logic/pencil';
import { HAVE_REGLIB, readReglib, solutionOf } from './support/reglib';
import { unsoundness } from './support/soundness';
import { groupedAic, groupedContinuousNiceLoop, groupedDiscontinuousNiceLoop } from '../../src/logic/techniques/chains/nice-loops';
import type { Step } from '../../src/logic/types';

describe.skipIf(!HAVE_REGLIB)('every step on every reglib grid', () => {
  it('is sound, live, changes something and has one sentence', () => {
    const problems: string[] = [];
    const perTechnique = new Map<string, number>();
    for (const c of HAVE_REGLIB ? readReglib() : []) {
      const grid = gridFromRemoved(c.givens, c.deleted);
      const solution = solutionOf(c);
      for (const step of findAll(grid, undefined, { unique: true })) {
        perTechnique.set(step.technique, (perTechnique.get(step.technique) ?? 0) + 1);
        const wrong = unsoundness(step, solution, 9);
        if (wrong) problems.push(`line ${c.line}: ${wrong}`);
        for (const e of step.eliminations) if (!grid.has(e.cell, e.digit)) problems.push(`line ${c.line}: removes a dead candidate: ${step.text}`);
        for (const p of step.placements) if (!grid.has(p.cell, p.digit)) problems.push(`line ${c.line}: places a dead candidate: ${step.text}`);
        if (step.digits.some((d, i) => i > 0 && d <= step.digits[i - 1])) problems.push(`line ${c.line}: digits not ascending: ${step.digits}`);
        if (!/^[A-Z0-9].*\.$/s.test(step.text)) problems.push(`line ${c.line}: not a sentence: ${step.text}`);
      }
    }
    const counts = [...perTechnique.entries()].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${n}`);
    console.log(`reglib grids: steps checked per technique: ${counts.join(', ')}`);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(perTechnique.size).toBeGreaterThan(50); // every technique found something somewhere
  }, 300_000);
});

describe.skipIf(!HAVE_REGLIB)('grouped nice loops and AICs with ALS nodes on every reglib grid', () => {
  it('are sound and live, and some use ALS nodes', () => {
    const problems: string[] = [];
    let steps = 0;
    let withAls = 0;
    for (const c of HAVE_REGLIB ? readReglib() : []) {
      const grid = gridFromRemoved(c.givens, c.deleted);
      const solution = solutionOf(c);
      const check = (step: Step): boolean => {
        steps++;
        if (step.highlights.some((h) => h.role === 'pattern')) withAls++; // only an ALS's cells are 'pattern' in a chain
        const wrong = unsoundness(step, solution, 9);
        if (wrong) problems.push(`line ${c.line}: ${wrong}`);
        for (const e of step.eliminations) if (!grid.has(e.cell, e.digit)) problems.push(`line ${c.line}: removes a dead candidate: ${step.text}`);
        return false;
      };
      for (const t of [groupedContinuousNiceLoop, groupedDiscontinuousNiceLoop, groupedAic]) t.find(grid, check, { unique: true, alsInChains: true });
    }
    console.log(`reglib grids: ${steps} grouped chain steps with ALS nodes allowed, ${withAls} of them with an ALS`);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(withAls).toBeGreaterThan(100);
  }, 300_000);
});
