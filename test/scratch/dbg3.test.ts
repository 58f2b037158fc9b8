import { it } from 'vitest';
import { readReglib } from '../logic/support/reglib';
import { gridFromRemoved } from '../../src/logic/pencil';
import { digitTemplates } from '../../src/logic/techniques/templates/template-search';
it('dbg', () => {
  const c = readReglib().find((x) => x.line === Number(process.env.LINE))!;
  const grid = gridFromRemoved(c.givens, c.deleted);
  const d = Number(process.env.D);
  const t = digitTemplates(grid, d)!;
  for (let r = 0; r < 9; r++) {
    let s = '';
    for (let col = 0; col < 9; col++) s += grid.values[r*9+col] === d ? 'D' : grid.has(r*9+col, d) ? ((t.union[r] >> col) & 1 ? 'o' : 'x') : '.';
    console.log('ROW', s);
  }
});
import { templateFacts } from '../../src/logic/techniques/templates/template-search';
it('facts', () => {
  const c = readReglib().find((x) => x.line === Number(process.env.LINE))!;
  const grid = gridFromRemoved(c.givens, c.deleted);
  const f = templateFacts(grid);
  console.log('FACTS', JSON.stringify(f));
});
