import { templateFacts } from '../../src/logic/techniques/templates/template-search';
import { it } from 'vitest';
import { readReglib } from '../logic/support/reglib';
import { gridFromRemoved } from '../../src/logic/pencil';
import { GeneralFishScan, cellsOf, fishKind } from '../../src/logic/techniques/fish/fish-general';
import { cellList, unitName } from '../../src/logic/words';
it('dbg', () => {
  const line = Number(process.env.LINE);
  const c = readReglib().find((x) => x.line === line)!;
  const grid = gridFromRemoved(c.givens, c.deleted);
  const N = 9;
  const all = Array.from({ length: 27 }, (_, i) => i);
  const flags = new Uint8Array(27).fill(1);
  const scan = new GeneralFishScan(grid, 1e8);
  const digit = Number(process.env.D);
  const size = Number(process.env.K);
  scan.search(digit, size, all, flags, true, process.env.DEL ? templateFacts(grid).del[digit-1] : null, (h) => {
    const el = cellsOf(h.eliminations);
    if (process.env.CELL && !cellList(el, N).includes(process.env.CELL)) return false;
    console.log('HIT', fishKind(h.base, h.cover, N), h.base.map((u) => unitName(u, N)).join(','), '/', h.cover.map((u) => unitName(u, N)).join(','), 'exo', cellList(cellsOf(h.exoFins), N), 'endo', cellList(cellsOf(h.endoFins), N), '=>', cellList(el, N));
    return false;
  }, { maxFins: Number(process.env.MF ?? 9), maxEndoFins: Number(process.env.ME ?? 4) });
});
it('nodes', () => {
  const c = readReglib().find((x) => x.line === Number(process.env.LINE))!;
  const grid = gridFromRemoved(c.givens, c.deleted);
  const all = Array.from({ length: 27 }, (_, i) => i);
  const flags = new Uint8Array(27).fill(1);
  const f = templateFacts(grid);
  for (const finned of [false, true]) for (const k of [2, 3, 4]) {
    const scan = new GeneralFishScan(grid, 1e9);
    const t0 = performance.now();
    let hits = 0;
    for (let d = 1; d <= 9; d++) if (f.del[d-1].length) scan.search(d, k, all, flags, finned, process.env.NODEL ? null : f.del[d-1], () => (hits++, false));
    console.log('NODES finned', finned, 'k', k, 1e9 - scan.budget, 'hits', hits, (performance.now() - t0).toFixed(1), 'ms');
  }
});
