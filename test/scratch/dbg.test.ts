import { it } from 'vitest';
import { readReglib } from '../logic/support/reglib';
import { gridFromRemoved } from '../../src/logic/pencil';
import { techniqueByCode } from '../../src/logic/techniques/index';
it('dbg', () => {
  const line = Number(process.env.LINE);
  const c = readReglib().find((x) => x.line === line)!;
  const grid = gridFromRemoved(c.givens, c.deleted);
  for (const code of (process.env.CODES ?? c.code).split(',')) {
    const t = techniqueByCode(code)!;
    t.find(grid, (s) => { console.log(code, s.digits.join(''), s.text); return false; }, { unique: true });
  }
});
