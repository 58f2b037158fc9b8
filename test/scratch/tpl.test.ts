import { it } from 'vitest';
import { CandidateGrid } from '../../src/logic/grid';
import { digitTemplates, templateFacts } from '../../src/logic/techniques/templates/template-search';
it('t', () => {
  for (const n of [4, 5]) {
    const g = new CandidateGrid(n);
    let t0 = performance.now();
    const r = digitTemplates(g, 1);
    console.log('TPL', n, r === null ? 'null' : 'ok', (performance.now() - t0).toFixed(0), 'ms');
    if (n === 4) { t0 = performance.now(); templateFacts(g); console.log('TPL facts', n, (performance.now() - t0).toFixed(0), 'ms'); }
  }
}, 100000);
