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
import { measurementArgs } from './lib/args.mjs';
import { answerProblem, expectedCount } from './lib/check.mjs';
import { measure } from './lib/measure.mjs';
import { expectsMultipleSolutions, loadPuzzles, setName } from './lib/puzzles.mjs';
import { emitResult as emit, errorResult } from './lib/protocol.mjs';
import { loadVariant } from './lib/variants.mjs';

async function main() {
  const usage = 'usage: worker.mjs <variant> <puzzle-file> <1|2> [--seconds S] [--quick] [--max-n N]';
  const { variant, set: file, limit, quick, seconds, maxN } = measurementArgs(process.argv.slice(2), usage);
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
  emit(errorResult(err));
  process.exitCode = 1;
});
