// SE scale against serate (../shared/se/): ER/EP/ED agreement (exact, within 0.2) and speed.
//   node bench/logic/se-agreement.mjs [DIST] [SET] [COUNT]
// DIST: the built package (default dist); SET: a file of ../shared/se (default: both);
// COUNT: its first lines (default all). `--diff` lists every ER that differs.
// On a shared 2-core machine, wall-clock speed varies run to run (compare runs made back to
// back); the CPU figure (process.cpuUsage over the set, JIT warm-up included) varies less.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const showDiff = process.argv.includes('--diff');
const dist = resolve(args[0] ?? 'dist');
const dir = resolve(import.meta.dirname, '../../../shared/se');
if (!existsSync(dir)) {
  console.error(`se-agreement: skipped, no reference data at ${dir}`);
  process.exit(0);
}
const { rate } = await import(dist + '/index.js');
const sets = args[1] ? [args[1]] : readdirSync(dir).filter((f) => f.endsWith('.tsv'));
const count = Number(args[2] ?? Infinity);

for (const set of sets) {
  const rows = readFileSync(resolve(dir, set), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l && !l.startsWith('#'))
    .slice(0, count)
    .map((l) => {
      const [puzzle, er, ep, ed] = l.split('\t');
      return { puzzle, ref: { er: Number(er), ep: Number(ep), ed: Number(ed) } };
    });
  const tally = { er: [0, 0], ep: [0, 0], ed: [0, 0] };
  const confusion = new Map();
  let guessed = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const times = [];
  for (const { puzzle, ref } of rows) {
    const t = performance.now();
    const r = rate(puzzle, { scale: 'se' });
    times.push(performance.now() - t);
    if (r.guesses > 0) guessed++;
    for (const k of ['er', 'ep', 'ed']) {
      const d = Math.abs(r[k] - ref[k]);
      if (d < 0.05) tally[k][0]++;
      if (d < 0.25) tally[k][1]++;
    }
    if (Math.abs(r.er - ref.er) >= 0.05) {
      const key = `${ref.er.toFixed(1)} → ${r.er.toFixed(1)}`;
      confusion.set(key, (confusion.get(key) ?? 0) + 1);
      if (showDiff) console.log(`  ${puzzle}\tserate ${ref.er}/${ref.ep}/${ref.ed}\tours ${r.er}/${r.ep}/${r.ed}\t${r.hardest}`);
    }
  }
  const s = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuS = (cpu.user + cpu.system) / 1e6;
  times.sort((a, b) => a - b);
  const pct = (x) => ((100 * x) / rows.length).toFixed(1) + '%';
  console.log(`${set}: ${rows.length} puzzles, ${(rows.length / s).toFixed(1)} puzzles/s wall, ${(rows.length / cpuS).toFixed(1)} puzzles/s CPU (${((1000 * cpuS) / rows.length).toFixed(2)} ms CPU a puzzle; median ${times[times.length >> 1].toFixed(2)} ms, p99 ${times[Math.floor(times.length * 0.99)].toFixed(1)} ms), ${guessed} with unexplained steps`);
  console.log(`  ER exact ${pct(tally.er[0])}, within 0.2 ${pct(tally.er[1])}`);
  console.log(`  EP exact ${pct(tally.ep[0])}, within 0.2 ${pct(tally.ep[1])}`);
  console.log(`  ED exact ${pct(tally.ed[0])}, within 0.2 ${pct(tally.ed[1])}`);
  const top = [...confusion].sort((a, b) => b[1] - a[1]).slice(0, 15);
  if (top.length > 0) console.log(`  ER differences (serate → ours): ${top.map(([k, v]) => `${k}: ${v}`).join(', ')}`);
}
