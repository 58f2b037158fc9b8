/**
 * Every command on a standard output whose reader has gone (`| head`): it stops at the first
 * write that finds the pipe closed, exit 0, nothing on stderr but what it says anyway; not at
 * its next input (a writer that keeps the pipe open, as `tail -f` does), nor after the jobs
 * still in flight. On one thread and two.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cliPath, repoRoot, requireBuiltCli } from './run-cli';

requireBuiltCli();

/** An easy puzzle: the logic commands answer it in milliseconds. */
const UNIQUE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

interface Hangup {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/**
 * Runs the CLI with `first` on stdin; once its first output comes, closes stdout (as `head`
 * does), then sends `then` and keeps stdin open: the CLI must end by itself (killed after
 * `killMs` otherwise, the code then null).
 */
function hangUp(args: readonly string[], first: string, then: string, killMs = 20_000): Promise<Hangup> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...args], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.stdin.on('error', () => {}); // the CLI stops reading: EPIPE on our side
    child.stdout.once('data', () => {
      child.stdout.destroy(); // `| head -1`: the reader goes
      child.stdin.write(then);
    });
    child.stdin.write(first);
    const timer = setTimeout(() => child.kill('SIGKILL'), killMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      child.stdin.destroy();
      resolve({ code, signal, stderr });
    });
  });
}

const lines = (count: number): string => `${UNIQUE}\n`.repeat(count);
const COMMANDS = ['validate', 'solve', 'count', 'candidates', 'rate', 'explain', 'hint', 'dedupe'];

describe('the reader gone, the writer still there', () => {
  it.each(COMMANDS.flatMap((command) => (command === 'dedupe' ? [[command, '1']] : [[command, '1'], [command, '2']])))(
    '%s --threads %s: ends at its first write to the closed pipe, exit 0, quietly',
    async (command, threads) => {
      const r = await hangUp([command, '--threads', threads, '-'], lines(3), lines(3));
      expect({ code: r.code, signal: r.signal }).toEqual({ code: 0, signal: null });
      expect(r.stderr).not.toMatch(/EPIPE|Error|\n\s+at /);
    },
    30_000,
  );

  it.each(['1', '2'])('generate --threads %s: a million puzzles read by `| head -1`: exit 0, quietly', async (threads) => {
    const r = await hangUp(['generate', '--count', '1000000', '--seed', '1', '--threads', threads], '', '');
    expect({ code: r.code, signal: r.signal }).toEqual({ code: 0, signal: null });
    expect(r.stderr).not.toMatch(/EPIPE|Error|\n\s+at /);
  }, 30_000);
});
