import { it } from 'vitest';
import { readReglib } from '../support/reglib';
import { gridFromRemoved, formatCandidateTokens } from '../../../src/logic/pencil';
import { techniqueByCode } from '../../../src/logic/techniques/index';
import type { Step } from '../../../src/logic/types';

const codes = ['0300','0301','0302','0310','0311','0312','0320','0321','0322','03111','03121','03211','03221'];
it('strict', () => {
  let bad = 0;
  for (const c of readReglib()) {
    if (!codes.includes(c.code)) continue;
    const t = techniqueByCode(c.code)!;
    const grid = gridFromRemoved(c.givens, c.deleted);
    const steps: Step[] = [];
    t.find(grid, (s) => (steps.push(s), false), { unique: true });
    const want = formatCandidateTokens(c.eliminations);
    const others = steps.filter((s) => s.digits.join('') === c.key.join('') && formatCandidateTokens(s.eliminations) !== want);
    if (others.length) { bad++; console.log(`line ${c.line} ${c.code} want ${want}: others ${others.map((s) => formatCandidateTokens(s.eliminations) + ' {' + s.text + '}').join(' | ')}`); }
  }
  console.log('strict violations', bad);
});
