/**
 * What a one-puzzle run of the CLI costs before its answer (a shell script calls
 * `sudoku-wasm solve PUZZLE` once per puzzle): no API whose first use is slow in Node (ICU's
 * number formatting: about 20 ms and 7 MiB) runs unless the output needs it. The preload
 * (preload/slow-apis.mjs) names each such API on stderr when it is used, in the main thread
 * and in the worker threads alike. No timing asserts: bench/startup.mjs measures.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { EXAMPLE_PUZZLE } from '../../src/cli/usage';
import { formatRate } from '../../src/cli/summary';
import { groupThousands } from '../../src/cli/thousands';
import { requireBuiltCli, runCli, samplePath } from './run-cli';

const preload = fileURLToPath(new URL('./preload/slow-apis.mjs', import.meta.url));
const watched = { env: { NODE_OPTIONS: `--import=${preload}` } };

describe('CLI startup', () => {
  requireBuiltCli();

  it('solves one puzzle without loading ICU number formatting', async () => {
    const run = await runCli(['solve', EXAMPLE_PUZZLE], watched);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1\tunique\t4173698256/);
    expect(run.stderr).not.toContain('slow-api:');
  });

  it('writes a summary of thousands of puzzles/s, and --help, without it too', async () => {
    const run = await runCli(['validate', samplePath, '--threads', '2'], watched);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^validate: 33 puzzles/m);
    expect(run.stderr).not.toContain('slow-api:');
    const help = await runCli(['solve', '--help'], watched);
    expect(help.stdout).toContain('Default: none for 9x9, 100,000 for larger boards');
    expect(help.stderr).not.toContain('slow-api:');
  });
});

describe('groupThousands', () => {
  it('puts a comma between groups of three digits, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 987_654_321_012, -1234, 1234.6]) {
      expect(groupThousands(n)).toBe(Math.round(n).toLocaleString('en-US'));
    }
    expect(formatRate(1264.4)).toBe('1,264');
    expect(formatRate(53.21)).toBe('53.2');
  });
});
