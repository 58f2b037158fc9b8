/**
 * Prints (and writes to bench/logic/hodoku-agreement.md) how often `rate` agrees with HoDoKu
 * 2.2.0's own ratings of every puzzle in ../shared/hodoku/: level confusion matrices, hardest
 * technique, exact score, the kinds of disagreement with counts.
 *
 *   node bench/logic/hodoku-agreement.mjs [OUT.md]
 *
 * Owns: running the comparison test (test/logic/hodoku.test.ts, which owns the comparison and
 * its floors) on the sources, with HODOKU_REPORT set and HODOKU_ALL=1 (every puzzle of
 * forum_hardest_1106, which a test run samples). Needs the wasm build (`npm run build`).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = resolve(process.argv[2] ?? join(root, 'bench', 'logic', 'hodoku-agreement.md'));
const run = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), ['run', 'test/logic/hodoku.test.ts'], {
  cwd: root,
  env: { ...process.env, HODOKU_REPORT: out, HODOKU_ALL: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (run.status !== 0) {
  console.error(`hodoku-agreement: the comparison test failed (exit ${run.status}); run npx vitest run test/logic/hodoku.test.ts to see why`);
  process.exit(1);
}
process.stdout.write(readFileSync(out, 'utf8'));
