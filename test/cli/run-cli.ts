/**
 * Test helper: runs the built CLI (`dist/cli.js`, made by `npm run build`, which `npm test`
 * runs first) as a child process and collects what it says. Also a few puzzle facts the CLI
 * tests share, and the check that docs/cli.md's examples print what they show. Not a test
 * file itself.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const cliPath = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
export const samplePath = fileURLToPath(new URL('../../samples/sample.txt', import.meta.url));

/** Fails fast with a clear message instead of a pile of ENOENTs. */
export function requireBuiltCli(): void {
  if (!existsSync(cliPath)) throw new Error(`${cliPath} is missing: run \`npm run build\` first (npm test does)`);
}

/** A test file's temporary folder for its inputs and outputs (see {@link tempFiles}). */
export interface TempFiles {
  /** The folder (made before the file's tests run). */
  readonly dir: string;
  /** Writes `content` to `name` in the folder and returns its path. */
  file(name: string, content: string | Uint8Array): string;
}

/**
 * A temporary folder named from `prefix`, made before the calling test file's tests (the built CLI
 * required first) and removed after them.
 */
export function tempFiles(prefix: string): TempFiles {
  let dir = '';
  beforeAll(() => {
    requireBuiltCli();
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    get dir() {
      return dir;
    },
    file(name, content) {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    },
  };
}

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Written to stdin, which is then closed. Without it stdin is closed at once. */
  input?: string | Uint8Array;
  /** Kill the child after this many ms (default 15 s, under the vitest timeout). */
  timeoutMs?: number;
  /** Environment changes for the child (undefined removes a variable); default: this process's. */
  env?: Record<string, string | undefined>;
}

/** Runs `node dist/cli.js ...args` from the repository root. */
export function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const env = options.env === undefined ? process.env : { ...process.env, ...options.env };
    const child = spawn(process.execPath, [cliPath, ...args], { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 15_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
    // The CLI may stop reading early (usage errors): ignore EPIPE on our side of stdin.
    child.stdin.on('error', () => {});
    if (options.input !== undefined) child.stdin.end(options.input);
    else child.stdin.end();
  });
}

/** stdout split into lines (no trailing empty line). */
export function outputLines(stdout: string): string[] {
  return stdout === '' ? [] : stdout.replace(/\n$/, '').split('\n');
}

/**
 * Runs the example of docs/cli.md whose fenced block starts with `$ sudoku-wasm COMMAND` (the
 * first such block): each `$ sudoku-wasm …` line in it (arguments split at spaces, '…' quoted
 * kept whole) must exit 0 and print the lines shown under it.
 * @param command the word after `sudoku-wasm`, or an alternation of them (`hint|explain`)
 */
export async function checkDocExample(command: string): Promise<void> {
  const doc = readFileSync(join(repoRoot, 'docs', 'cli.md'), 'utf8');
  const block = new RegExp(`\`\`\`\n\\s*(\\$ sudoku-wasm (?:${command}) [^]*?)\n\\s*\`\`\``).exec(doc);
  expect(block, `docs/cli.md shows ${command}`).not.toBeNull();
  const runs = block![1].split(/\n\s*(?=\$ )/).map((run) => run.split('\n').map((l) => l.trim()));
  expect(runs.length).toBeGreaterThan(0);
  for (const [line, ...shown] of runs) {
    const args = line.replace(/^\$ sudoku-wasm /, '').match(/'[^']*'|\S+/g)!.map((a) => a.replace(/^'|'$/g, ''));
    const r = await runCli(args);
    expect(r.code, r.stderr).toBe(0);
    expect(outputLines(r.stdout).map((l) => l.trim()), line).toEqual(shown);
  }
}

/** Line numbers (1-based) of the lines that should get a verdict: the CLI's skip rule. */
export function puzzleLineNumbers(text: string): number[] {
  const lines = text.split(/\r\n|\n|\r/); // as validateText splits
  if (lines[lines.length - 1] === '') lines.pop();
  const numbers: number[] = [];
  lines.forEach((line, i) => {
    const t = line.replace(/^[\t\n\v\f\r \u00a0\ufeff]+/, '');
    if (t !== '' && !t.startsWith('#')) numbers.push(i + 1);
  });
  return numbers;
}

// Puzzles with known answers (from the public benchmark sets; see samples/sample.txt).
export const UNIQUE = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
export const UNIQUE_SOLUTION = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';
export const MULTIPLE = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
export const NONE = '5.9...4...7.3...2.8...6...71..8....6....1..7.....56...3....5..1.4.....9...2...7..';
export const SOLVED = '239187465675394128814562937123879546456213879798456312367945281541728693982631754';

/** True when `solution` is a complete valid grid that keeps every given of `puzzle`. */
export function solves(puzzle: string, solution: string): boolean {
  if (!/^[1-9]{81}$/.test(solution)) return false;
  for (let i = 0; i < 81; i++) {
    const c = puzzle[i];
    if (c >= '1' && c <= '9' && c !== solution[i]) return false;
  }
  for (let k = 0; k < 9; k++) {
    const row = new Set<string>();
    const col = new Set<string>();
    const box = new Set<string>();
    for (let j = 0; j < 9; j++) {
      row.add(solution[k * 9 + j]);
      col.add(solution[j * 9 + k]);
      box.add(solution[(Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3)]);
    }
    if (row.size !== 9 || col.size !== 9 || box.size !== 9) return false;
  }
  return true;
}

/**
 * Runs `node dist/cli.js ...args` and sends SIGINT (or `more.signal`) `afterMs` after its first
 * output on stdout (Ctrl-C in the middle of a run), or after its start (`from: 'start'`: a run
 * that writes nothing for a while); resolves when it has exited (SIGKILL after 15 s). With
 * `more.stdin`, that text is written to its stdin, which stays open (a pipe whose writer waits).
 */
export async function interruptCli(
  args: readonly string[],
  afterMs: number,
  from: 'first output' | 'start' = 'first output',
  more: { signal?: NodeJS.Signals; stdin?: string } = {},
): Promise<Omit<CliResult, 'signal'>> {
  const child = spawn(process.execPath, [cliPath, ...args], { cwd: repoRoot });
  const out: Buffer[] = [];
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.on('error', () => {});
  if (more.stdin !== undefined) child.stdin.write(more.stdin);
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const done = new Promise<number | null>((resolve) => child.on('close', resolve));
  await new Promise<void>((resolve) => {
    const interrupt = () => setTimeout(() => (child.kill(more.signal ?? 'SIGINT'), resolve()), afterMs);
    if (from === 'start') interrupt();
    child.stdout.on('data', (d: Buffer) => {
      out.push(d);
      if (out.length === 1 && from === 'first output') interrupt();
    });
  });
  const code = await done;
  clearTimeout(killer);
  child.stdin.end();
  return { code, stdout: Buffer.concat(out).toString(), stderr };
}

/**
 * Runs the CLI with its stdout on a pipe whose reader has gone (closed before the CLI starts
 * writing: EPIPE) or on /dev/full (every write fails: ENOSPC).
 */
export function runWithBrokenStdout(args: readonly string[], stdout: 'closed' | 'full'): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const full = stdout === 'full' ? openSync('/dev/full', 'w') : undefined;
    const child = spawn(process.execPath, [cliPath, ...args], { stdio: ['ignore', full ?? 'pipe', 'pipe'] });
    if (full !== undefined) closeSync(full);
    else child.stdout!.destroy(); // the child is still starting: its first write finds no reader
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}
