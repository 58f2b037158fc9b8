import { it } from 'vitest';
import { readReglib } from '../support/reglib';
import { gridFromRemoved } from '../../../src/logic/pencil';
import { someSolution } from '../../../src/api/single';
import * as fish from '../../../src/logic/techniques/fish';
import type { Technique } from '../../../src/logic/types';

const techs = Object.values(fish).filter((t): t is Technique => typeof t === 'object' && 'find' in t);
it('perf+soundness', () => {
  const cases = readReglib();
  const grids = cases.map((c) => ({ c, g: gridFromRemoved(c.givens, c.deleted) }));
  let bad = 0, steps = 0;
  for (const { c, g } of grids) {
    const sol = someSolution(c.givens.replace(/\+/g, ''))!;
    for (const t of techs) t.find(g, (s) => { steps++; for (const e of s.eliminations) if (Number(sol[e.cell]) === e.digit) { bad++; console.log('UNSOUND', c.line, t.id, s.text); } return false; }, { unique: true });
  }
  console.log('steps', steps, 'bad', bad);
  const t0 = performance.now();
  let calls = 0;
  for (let rep = 0; rep < 3; rep++) for (const { g } of grids) for (const t of techs.slice(0, 9)) { t.find(g, () => true, { unique: true }); calls++; }
  console.log('ms per call', (performance.now() - t0) / calls, 'per grid all 9', (performance.now() - t0) / (3 * grids.length));
});
