#!/usr/bin/env node
/**
 * Where the variant steps stop on the published variant puzzles (../shared/variants): `logicSolve`
 * on each, and for each puzzle it leaves stuck, the steps taken by technique and the grid at the
 * stuck point (a filled cell as [d], an empty one as its candidates), the position a new finder
 * has to get past. With --rate, `rate` on each too (level, Contradiction steps, guesses) and the
 * totals docs/design/logic.md records.
 *
 *   node bench/variant-stuck.mjs [dist] [--rate] [--only 3,6,22]   (dist: ../dist by default)
 *
 * Owns: this report only. Does not own: the steps (src/variant/logic/), the puzzles.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHARED = process.env.SUDOKU_SHARED_DIR || join(ROOT, '..', 'shared');
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1].split(',').map(Number) : null;
const dist = args.find((a, i) => !a.startsWith('--') && i !== onlyAt + 1) ?? join(ROOT, 'dist');
const RATE = args.includes('--rate');
const { parseVariant, logicSolve, rate } = await import(pathToFileURL(join(resolve(dist), 'index.js')).href);

const lines = readFileSync(join(SHARED, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').split('\n').filter(Boolean);
let finished = 0;
let contradictions = 0;
let rateMs = 0;
const levels = {};
for (const [i, line] of lines.entries()) {
  if (only && !only.includes(i)) continue;
  const { title } = JSON.parse(line);
  const puzzle = parseVariant(line);
  const log = logicSolve(puzzle);
  if (log.status === 'solved') finished++;
  let graded = '';
  if (RATE) {
    const t0 = performance.now();
    const r = rate(line);
    rateMs += performance.now() - t0;
    levels[r.level] = (levels[r.level] ?? 0) + 1;
    contradictions += r.techniques?.Contradiction ?? 0;
    graded = `, ${r.level}, ${r.techniques?.Contradiction ?? 0} Contradiction, ${r.guesses ?? 0} guesses`;
  }
  console.log(`${String(i).padStart(2)} ${title.padEnd(30)} ${log.status} after ${log.steps.length} steps${graded}`);
  if (log.status !== 'stuck') continue;
  const by = {};
  for (const s of log.steps) by[s.name] = (by[s.name] ?? 0) + 1;
  console.log(`   steps: ${Object.entries(by).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const N = puzzle.size;
  for (let r = 0; r < N; r++) {
    let row = '   ';
    for (let c = 0; c < N; c++) {
      const k = r * N + c;
      let s = log.values[k] ? `[${log.values[k]}]` : '';
      if (!log.values[k]) for (let d = 1; d <= N; d++) if (log.candidates[k] & (1 << (d - 1))) s += d;
      row += s.padEnd(N + 1);
    }
    console.log(row);
  }
}
console.log(`finished by the steps: ${finished} of ${only ? only.length : lines.length}`);
if (RATE) console.log(`rate: ${contradictions} Contradiction steps, levels ${JSON.stringify(levels)}, ${(rateMs / 1000).toFixed(1)} s`);
