import { it } from 'vitest';
import { readFileSync, appendFileSync } from 'node:fs';
import { logicSolve } from '../../src/logic/solver';
import { someSolution } from '../../src/api/single';
import { techniqueById } from '../../src/logic/techniques/index';
it('kraken', () => {
  const lines = readFileSync('/work/shared/puzzles/magictour_top1465.txt', 'utf8').split(/\r?\n/).filter((l) => l && !l.startsWith('#')).slice(0, Number(process.env.COUNT ?? 60));
  const ids = (process.env.IDS ?? 'kraken-fish-type-1,kraken-fish-type-2,template-delete,finned-mutant-jellyfish,finned-franken-jellyfish').split(',');
  const stats: Record<string, { steps: number; bad: number; ms: number; calls: number; hit: number }> = {};
  let stuck = 0;
  for (const l of lines) {
    const p = l.trim().split(/\s+/)[0];
    const sol = someSolution(p)!;
    const r = logicSolve(p, { onStuck: 'stop' });
    if (r.status !== 'stuck') continue;
    stuck++;
    for (const id of ids) {
      const t = techniqueById(id)!;
      const s = (stats[id] ??= { steps: 0, bad: 0, ms: 0, calls: 0, hit: 0 });
      const t0 = performance.now();
      let n = 0;
      t.find(r.grid, (step) => {
        n++;
        for (const e of step.eliminations) if (Number(sol[e.cell]) === e.digit) s.bad++;
        for (const pl of step.placements) if (Number(sol[pl.cell]) !== pl.digit) s.bad++;
        if (n === 1 && process.env.SHOW) appendFileSync('/tmp/kraken.txt', step.text + '\n');
        return false;
      }, { unique: true });
      s.ms += performance.now() - t0;
      s.calls++;
      s.steps += n;
      if (n > 0) s.hit++;
    }
  }
  appendFileSync('/tmp/kraken.txt', `stuck ${stuck}\n` + Object.entries(stats).map(([k, v]) => `${k} ${JSON.stringify(v)}`).join('\n') + '\n');
}, 1200000);
