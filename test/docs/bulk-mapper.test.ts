/**
 * The Hadoop Streaming mapper of docs/bulk.md ("Past one machine"), run as Hadoop runs it: a
 * split's bytes on its stdin, `sudoku-wasm` on PATH. Each output line must be the puzzle line
 * itself, a tab, then that line's verdict, so that a verdict can be told from any other split's
 * (the CLI's line numbers count within the split and its output holds no text of the line).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateText } from '../../src/index';
import { cliPath, repoRoot, requireBuiltCli } from '../cli/run-cli';

const UNIQUE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const HARD = '98.7..6..75..6......6..8...5......4...9.8.7.....3....24....1.....7.9.5.3..587.4..';

/** The `sh` block that follows the Hadoop Streaming item of docs/bulk.md. */
function mapperScript(): string {
  const doc = readFileSync(join(repoRoot, 'docs', 'bulk.md'), 'utf8');
  const item = doc.indexOf('*Hadoop Streaming*');
  expect(item, 'docs/bulk.md has a Hadoop Streaming item').toBeGreaterThan(0);
  const block = /```sh\n([\s\S]*?)\n\s*```/.exec(doc.slice(item));
  expect(block, 'a sh block after it').not.toBeNull();
  return block![1].replace(/^ {2}/gm, '');
}

describe('the Hadoop Streaming mapper of docs/bulk.md', () => {
  it('writes each puzzle line of its split beside its verdict: CRLF, blank and # lines, bad lines', () => {
    requireBuiltCli();
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-mapper-'));
    writeFileSync(join(dir, 'sudoku-wasm'), `#!/bin/sh\nexec "${process.execPath}" "${cliPath}" "$@"\n`);
    chmodSync(join(dir, 'sudoku-wasm'), 0o755);
    writeFileSync(join(dir, 'mapper.sh'), mapperScript());
    chmodSync(join(dir, 'mapper.sh'), 0o755);
    const split = `# a header\r\n${UNIQUE} id-1\r\n\r\n${'.'.repeat(81)}\r\n  # indented comment\nnot a puzzle\n${HARD}\n`;
    const r = spawnSync(join(dir, 'mapper.sh'), { cwd: dir, input: split, encoding: 'utf8', env: { ...process.env, PATH: `${dir}:${process.env.PATH}` } });
    expect(r.status, r.stderr).toBe(0);
    const want = validateText(split).map((v) => v.status);
    const got = r.stdout.split('\n').filter((l) => l !== '').map((l) => l.split('\t').slice(0, 2));
    expect(got).toEqual([
      [`${UNIQUE} id-1`, want[0]],
      ['.'.repeat(81), want[1]],
      ['not a puzzle', want[2]],
      [HARD, want[3]],
    ]);
    expect(want).toEqual(['unique', 'multiple', 'invalid', 'unique']);
  }, 30_000);
});
