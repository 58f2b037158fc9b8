#!/usr/bin/env node
/**
 * One benchmark measurement in a fresh process: one variant × one 9×9 puzzle file × one limit.
 *
 *   node --expose-gc bench/worker.mjs <variant> <puzzle-file> <limit> [--seconds S] [--quick] [--max-n N]
 *
 * Owns: loading the variant and the file, what a correct answer is for this file (lib/check.mjs),
 * and printing ONE result line `@@RESULT {json}` on stdout. Does not own: the procedure
 * (calibrate, sample, verify, warm up, time: lib/measure.mjs), which runs to do, the
 * wall-clock kill switch, or the report (run.mjs does those).
 */
import { parseArgs, positiveNumber } from './lib/args.mjs';
import { answerProblem, expectedCount } from './lib/check.mjs';
import { measure } from './lib/measure.mjs';
import { expectsMultipleSolutions, loadPuzzles, setName } from './lib/puzzles.mjs';
import { RESULT_MARK } from './lib/protocol.mjs';
import { loadVariant } from './lib/variants.mjs';

function emit(result) {
  process.stdout.write(`${RESULT_MARK}${JSON.stringify(result)}\n`);
}

async function main() {
  const { positional, options } = parseArgs(process.argv.slice(2), new Set(['quick']));
  const [variant, file, limitArg] = positional;
  const limit = Number(limitArg);
  if (!variant || !file || !(limit === 1 || limit === 2)) {
    throw new Error('usage: worker.mjs <variant> <puzzle-file> <1|2> [--seconds S] [--quick] [--max-n N]');
  }
  const quick = options.quick === true;
  const seconds = options.seconds ? positiveNumber(options.seconds, 'seconds') : quick ? 1 : 10;
  const maxN = options['max-n'] ? positiveNumber(options['max-n'], 'max-n') : quick ? 200 : Infinity;
  const base = { variant, set: setName(file), limit };

  const loaded = await loadVariant(variant);
  if (!loaded.available) return emit({ ...base, status: 'skipped', reason: loaded.reason });
  const adapter = loaded.adapter;
  Object.assign(base, { name: adapter.name, version: adapter.version, kind: adapter.kind });
  if (limit === 2 && !adapter.supportsCount) {
    return emit({ ...base, status: 'skipped', reason: 'limit-1 only (no count-to-2 API)' });
  }

  const puzzles = loadPuzzles(file);
  const multiple = expectsMultipleSolutions(file);
  base.expected = expectedCount(limit, multiple);
  const problemOf = (i, answer) => answerProblem(puzzles[i], answer, limit, multiple, limit === 1);
  emit({ ...base, ...measure({ adapter, puzzles, limit, seconds, quick, maxN, problemOf }) });
}

main().catch((err) => {
  emit({ status: 'error', reason: String(err?.stack ?? err).split('\n').slice(0, 3).join(' | ') });
  process.exitCode = 1;
});
