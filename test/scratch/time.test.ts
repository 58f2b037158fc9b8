import { appendFileSync } from 'node:fs';
import { it } from 'vitest';
import { readReglib } from '../logic/support/reglib';
import { gridFromRemoved } from '../../src/logic/pencil';
import { techniqueByCode } from '../../src/logic/techniques/index';
it('time', () => {
  const codes = (process.env.CODES ?? '0330,0331,0340,0341,0332,0342,0350,0351,0352,0360,0361,0362,03411,03421,03621,1201,1202').split(',');
  const cases = readReglib();
  for (const code of codes) {
    const t = techniqueByCode(code)!;
    let worst = 0, total = 0, worstLine = 0;
    for (const c of cases) {
      const grid = gridFromRemoved(c.givens, c.deleted);
      const t0 = performance.now();
      t.find(grid, () => false, { unique: true });
      const ms = performance.now() - t0;
      total += ms;
      if (ms > worst) { worst = ms; worstLine = c.line; }
    }
    appendFileSync('/tmp/fish-time.txt', ['TIME', code, t.name, 'total', total.toFixed(0), 'ms over', cases.length, 'worst', worst.toFixed(1), 'ms line', worstLine].join(' ') + '\n');
  }
}, 600000);
