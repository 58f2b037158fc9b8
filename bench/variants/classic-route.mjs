#!/usr/bin/env node
/**
 * Classic puzzles given as variant input: is the route to fast9 free? Counts each puzzle to 2
 * with `countSolutions` from three inputs, each form made before timing:
 *
 *   line       the 81-character line (fast9, as classic callers use it)
 *   model      the model object `parseVariant(line)` gives ({ size, givens, constraints: [] })
 *   fpuzzles   f-puzzles JSON text (`JSON.stringify(toFpuzzles(model))`): read, found classic,
 *              handed to fast9
 *
 * Each form runs in its own process, rounds alternate (line, model, fpuzzles, line, …), and the
 * least CPU time per form over the rounds is kept. The goal (issue: variants): every variant
 * form at least 0.9× the line's rate.
 *
 * Usage: node bench/variants/classic-route.mjs [--set 17_clue] [--count 5000] [--rounds 3]
 *   (needs dist/: npm run build; puzzles from ../shared/puzzles)
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, positiveNumber } from '../lib/args.mjs';
import { findPuzzleDir, loadPuzzles } from '../lib/puzzles.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const { options } = parseArgs(process.argv.slice(2), new Set(['child']));
const set = options.set ?? '17_clue';
const count = options.count ? positiveNumber(options.count, 'count') : 5000;
const rounds = options.rounds ? positiveNumber(options.rounds, 'rounds') : 3;
const FORMS = ['line', 'model', 'fpuzzles'];

if (options.child === true) {
  const { countSolutions, parseVariant, toFpuzzles } = await import(join(root, 'dist', 'index.js'));
  const form = options.form;
  const lines = loadPuzzles(join(findPuzzleDir(), `${set}.txt`)).slice(0, count);
  const inputs = lines.map((line) => {
    if (form === 'line') return line;
    const model = parseVariant(line);
    return form === 'model' ? model : JSON.stringify(toFpuzzles(model));
  });
  // answers first (and warm-up): every form must count what the line counts
  for (let i = 0; i < inputs.length; i++) {
    const n = countSolutions(inputs[i], 2);
    if (n !== countSolutions(lines[i], 2)) throw new Error(`${set} #${i + 1}: ${form} counts ${n}`);
  }
  const t0 = process.cpuUsage();
  for (const input of inputs) countSolutions(input, 2);
  const t = process.cpuUsage(t0);
  console.log(JSON.stringify({ form, puzzles: inputs.length, seconds: (t.user + t.system) / 1e6 }));
} else {
  const best = Object.fromEntries(FORMS.map((f) => [f, Infinity]));
  let puzzles = 0;
  for (let r = 0; r < rounds; r++) {
    for (const form of FORMS) {
      const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', '--form', form, '--set', set, '--count', String(count)], { encoding: 'utf8' });
      const { seconds, puzzles: n } = JSON.parse(out);
      puzzles = n;
      best[form] = Math.min(best[form], seconds);
    }
  }
  console.log(`${set}, ${puzzles} puzzles, count to 2, least CPU time of ${rounds} rounds, each form in its own process:`);
  console.log('| input | puzzles/s | ÷ line |\n|---|--:|--:|');
  for (const form of FORMS) {
    console.log(`| ${form} | ${Math.round(puzzles / best[form]).toLocaleString('en-US')} | ${(best.line / best[form]).toFixed(2)}× |`);
  }
}
