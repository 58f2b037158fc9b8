/**
 * The bulk pipeline end to end (dist/cli.js): N lines in → N verdicts out, in order, whatever
 * the input holds and however many threads answer; a worker thread killed mid-run loses
 * nothing; Ctrl-C writes only whole lines; budgets stop lines above 9×9 with a reason.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseArgs, type RunRequest } from '../../src/cli/options/args';
import { Sink } from '../../src/cli/write/output';
import { runCommand } from '../../src/cli/run';
import { cliPath, interruptCli, repoRoot, requireBuiltCli, runCli } from './run-cli';

const UNIQUE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const HARD = '98.7..6..75..6......6..8...5......4...9.8.7.....3....24....1.....7.9.5.3..587.4..'; // forum_hardest_1905_11plus
const MULTIPLE = '.'.repeat(81);
const dir = mkdtempSync(join(tmpdir(), 'sudoku-bulk-'));

beforeAll(requireBuiltCli);

/** Writes `content` to a fresh file; returns its path. */
function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** Output lines as [line number, status]. */
function verdicts(stdout: string): [number, string][] {
  return stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      const [n, status] = l.split('\t');
      return [Number(n), status];
    });
}

/** 3,000 lines (about 250 KB: several jobs) of every kind, with the status each must get. */
function mixedInput(): { text: string; want: [number, string][] } {
  const kinds: [string, string | null][] = [
    [UNIQUE, 'unique'],
    [MULTIPLE, 'multiple'],
    ['garbage', 'invalid'],
    ['', null],
    ['# comment', null],
    [UNIQUE.replace('.', '\u0000'), 'invalid'],
    [HARD, 'unique'],
    ['11' + '.'.repeat(79), 'invalid'],
  ];
  const lines: string[] = [];
  const want: [number, string][] = [];
  for (let i = 0; i < 3000; i++) {
    const [text, status] = kinds[(i * 7) % kinds.length];
    lines.push(text);
    if (status !== null) want.push([i + 1, status]);
  }
  return { text: lines.map((l, k) => l + (k % 2 ? '\n' : '\r\n')).join(''), want };
}

describe('N lines in, N verdicts out, in order', () => {
  const { text, want } = mixedInput();

  it.each([1, 2, 3])('--threads %i: every puzzle line of a mixed input, in order', async (threads) => {
    const r = await runCli(['validate', '--threads', String(threads), file(`mixed-${threads}.txt`, text)], { timeoutMs: 60_000 });
    expect(r.code).toBe(0);
    expect(verdicts(r.stdout)).toEqual(want);
    expect(r.stderr).toMatch(new RegExp(`validate: ${want.length} puzzles`));
    expect(r.stderr).not.toContain('\r'); // no progress bar when stderr is not a terminal
  }, 60_000);

  it('solve --json gives the same lines on 1 and 2 threads, byte for byte', async () => {
    const path = file('mixed-json.txt', text);
    const one = await runCli(['solve', '--json', '--threads', '1', path], { timeoutMs: 60_000 });
    const two = await runCli(['solve', '--json', '--threads', '2', path], { timeoutMs: 60_000 });
    expect(two.stdout).toBe(one.stdout);
    expect(one.stdout.split('\n').filter(Boolean)).toHaveLength(want.length);
  }, 60_000);

  const edge: [string, string | Uint8Array, [number, string][]][] = [
    ['an empty file', '', []],
    ['a 1-line file without a final newline', UNIQUE, [[1, 'unique']]],
    ['a BOM, CRLF, blank lines', `\ufeff${UNIQUE}\r\n\r\n${MULTIPLE}\r\n`, [[1, 'unique'], [3, 'multiple']]],
    ['lone CR line ends (old Mac), mixed with LF', `${UNIQUE}\r${MULTIPLE}\r\rxyz\n${UNIQUE}\r`, [[1, 'unique'], [2, 'multiple'], [4, 'invalid'], [5, 'unique']]],
    ['NUL bytes and invalid UTF-8', new Uint8Array([0, 0, 10, 0xff, 0xfe, 10, ...new TextEncoder().encode(UNIQUE)]), [[1, 'invalid'], [2, 'invalid'], [3, 'unique']]],
    ['a line longer than a read chunk (300 KB)', `${UNIQUE}\n${'x'.repeat(300_000)}\n${UNIQUE} ${'y'.repeat(300_000)}\n${UNIQUE}`, [[1, 'unique'], [2, 'invalid'], [3, 'unique'], [4, 'unique']]],
  ];
  it.each(edge)('%s', async (name, content, expected) => {
    for (const threads of ['1', '2']) {
      const r = await runCli(['validate', '--threads', threads, file(`edge-${name.length}.txt`, content)]);
      expect(r.code).toBe(0);
      expect(verdicts(r.stdout)).toEqual(expected);
    }
  });

  it('a gzip-compressed input (a .gz file, or gzip on stdin): the verdicts of the text it holds', async () => {
    const plain = await runCli(['validate', '--threads', '1', file('gz-plain.txt', text)], { timeoutMs: 60_000 });
    // two members, as `cat a.gz b.gz` makes: one text
    const half = text.indexOf('\n', text.length >> 1) + 1;
    const gz = Buffer.concat([gzipSync(text.slice(0, half)), gzipSync(text.slice(half))]);
    for (const threads of ['1', '2']) {
      const fromFile = await runCli(['validate', '--threads', threads, file('gz.txt.gz', gz)], { timeoutMs: 60_000 });
      expect(fromFile.stdout).toBe(plain.stdout);
      const fromStdin = await runCli(['validate', '--threads', threads, '-'], { input: gz, timeoutMs: 60_000 });
      expect(fromStdin.stdout).toBe(plain.stdout);
      // a FILE that is no regular file (a FIFO, <(gzip -c …)) is told by its first bytes too
      if (spawnSync('mkfifo', [join(dir, `gz-${threads}.fifo`)]).status === 0) {
        const fifo = join(dir, `gz-${threads}.fifo`);
        const [fromFifo] = await Promise.all([runCli(['validate', '--threads', threads, fifo], { timeoutMs: 60_000 }), writeFile(fifo, gz)]);
        expect(fromFifo.stdout).toBe(plain.stdout);
      }
    }
    expect(verdicts(plain.stdout)).toEqual(want);
    // a broken one is an input that cannot be read
    const broken = await runCli(['validate', file('broken.gz', Buffer.concat([gz.subarray(0, 100), Buffer.from('not gzip')]))]);
    expect(broken.code).toBe(3);
    expect(broken.stderr).toMatch(/^sudoku-wasm: cannot read '.*broken\.gz': /m);
  }, 60_000);

  it('an input that fails mid-run (a gzip file cut short): the lines read are answered, the summary and --summary say so, exit 3', async () => {
    const gz = gzipSync(`${UNIQUE}\n`.repeat(50_000));
    const path = file('cut.txt.gz', gz.subarray(0, gz.length >> 1));
    const summaryPath = join(dir, 'cut-summary.json');
    const r = await runCli(['validate', '--threads', '1', '--summary', summaryPath, path], { timeoutMs: 30_000 });
    expect(r.code).toBe(3);
    const got = verdicts(r.stdout);
    expect(got.length).toBeGreaterThan(0);
    expect(got).toEqual(got.map((_, k) => [k + 1, 'unique']));
    const err = r.stderr.trimEnd().split('\n');
    expect(err[0]).toMatch(new RegExp(`^validate: ${got.length} puzzles .* \\(input cut short\\)$`));
    expect(err[1]).toMatch(/^sudoku-wasm: cannot read '.*cut\.txt\.gz': /);
    expect(JSON.parse(readFileSync(summaryPath, 'utf8'))).toMatchObject({ puzzles: got.length, complete: false });
  }, 30_000);

  it('gzip on a stdin whose writer waits, read by `| head`: exit 0 at once, with no stack trace', async () => {
    const child = spawn(process.execPath, [cliPath, 'validate', '--threads', '1', '-'], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    // the writer sends the compressed lines and keeps the pipe open, as `(gzip -c f; sleep 60) |` does
    child.stdin.on('error', () => {});
    child.stdin.write(gzipSync(`${UNIQUE}\n`.repeat(20_000)));
    child.stdout.once('data', () => child.stdout.destroy()); // `| head -1`: the reader goes
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.end();
    expect(code).toBe(0);
    expect(stderr).not.toMatch(/Error|\n\s+at /);
  }, 30_000);

  it('jobs waiting for a thread while a 4 MB line is read (the file is read into reused buffers): the same output as one thread', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => (i % 3 === 0 ? HARD : UNIQUE)).join('\n');
    const path = file("ring.txt", `${lines(8000)}\n${"z".repeat(4 << 20)}\n${lines(3000)}\n`);
    const one = await runCli(['validate', '--threads', '1', path], { timeoutMs: 60_000 });
    const two = await runCli(['validate', '--threads', '2', path], { timeoutMs: 60_000 });
    expect(two.stdout).toBe(one.stdout);
    expect(verdicts(one.stdout).map(([, s]) => s)).toEqual([...Array(8000).fill('unique'), 'invalid', ...Array(3000).fill('unique')]);
  }, 60_000);

  it('a cut line says so', async () => {
    const r = await runCli(['validate', file('long.txt', `${'x'.repeat(300_000)}\n`)]);
    expect(r.stdout).toMatch(/^1\tinvalid\tLINE_TOO_LONG: line 1: expected a puzzle, got a line of 300,000 bytes with no puzzle in the first 16,384 characters kept/);
  });
});

describe('invalid lines', () => {
  it('are answered in a heap that does not grow with them: 150,000 lines of garbage under --max-old-space-size=16', async () => {
    // each invalid line's verdict (its parse error) is dropped once its output line is written,
    // not kept to the end of its job (65,536 such lines in a 128 KiB job)
    const path = file('garbage.txt', 'x\n'.repeat(150_000));
    const child = spawn(process.execPath, ['--max-old-space-size=16', cliPath, 'validate', '--threads', '1', path], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toMatch(/validate: 150000 puzzles \(0 unique, 0 multiple, 0 none, 150000 invalid\)/);
    expect(code).toBe(0);
  }, 60_000);

  it('on two threads keep peak RSS well below a window of jobs of them: a million lines of garbage under 200 MB', async () => {
    // Their text lies outside the JavaScript heap (a 128 KiB job of `x` lines wrote 9 MB, and 26
    // jobs in flight held 248 MB at a million lines); jobs of at most 4,096 lines bound it: 165 MB.
    // The process's own peak, as the kernel counts it, written at exit by a preloaded script.
    const path = file('garbage-1m.txt', 'x\n'.repeat(1_000_000));
    const rss = file('maxrss.cjs', "process.on('exit', () => process.stderr.write(`maxrss ${process.resourceUsage().maxRSS}\\n`));\n");
    const child = spawn(process.execPath, ['-r', rss, cliPath, 'validate', '--threads', '2', path], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toMatch(/validate: 1000000 puzzles \(0 unique, 0 multiple, 0 none, 1000000 invalid\).*2 threads/);
    expect(code).toBe(0);
    const peaks = [...stderr.matchAll(/^maxrss (\d+)$/gm)].map((m) => Number(m[1]));
    expect(peaks.length).toBeGreaterThan(0);
    const kib = Math.max(...peaks);
    expect(kib).toBeLessThan(200 * 1024);
  }, 120_000);
});

describe('a worker thread that dies', () => {
  const { text, want } = mixedInput();
  const path = file('kill.txt', text);

  it('is replaced and its job run again: nothing lost, the same output', async () => {
    const plain = await runCli(['validate', '--threads', '2', path], { timeoutMs: 60_000 });
    const killed = await runCli(['validate', '--threads', '2', path], { timeoutMs: 60_000, env: { SUDOKU_WASM_TEST_KILL_LINE: '2500' } });
    expect(killed.code).toBe(0);
    expect(killed.stderr).toContain('a worker thread died once; the lines it held were run again');
    expect(plain.stderr).not.toContain('died');
    expect(killed.stdout).toBe(plain.stdout);
    expect(verdicts(killed.stdout)).toEqual(want);
  }, 60_000);

  it('twice on the same job: that job’s lines are failed with the reason, every other line answered', async () => {
    const r = await runCli(['validate', '--threads', '2', '--strict', '--summary', join(dir, 'kill-summary.json'), path], {
      timeoutMs: 60_000,
      env: { SUDOKU_WASM_TEST_KILL_LINE: '2500:always' },
    });
    expect(r.code).toBe(1); // --strict: failed lines count
    const got = verdicts(r.stdout);
    expect(got.map(([n]) => n)).toEqual(want.map(([n]) => n));
    const failed = got.filter(([, s]) => s === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.some(([n]) => n === 2500 || n === 2499)).toBe(true); // 2500 may be a blank line
    got.forEach(([n, s], k) => expect(s === 'failed' || s === want[k][1], `line ${n}`).toBe(true));
    expect(r.stdout).toMatch(/\tfailed\tFAILED: line \d+: worker thread exited with code 70, twice on this part of the input/);
    const summary = JSON.parse(readFileSync(join(dir, 'kill-summary.json'), 'utf8'));
    expect(summary.counts.failed).toBe(failed.length);
    expect(r.stderr).toContain(`${failed.length} failed`);
  }, 60_000);
});

describe('an input that comes slowly', () => {
  it('gets each verdict before the next line is sent (a program asking one puzzle at a time), on 2 threads too', async () => {
    for (const threads of ['1', '2']) {
      const child = spawn(process.execPath, [cliPath, 'validate', '--threads', threads], { cwd: repoRoot });
      let out = '';
      const lines = (): string[] => out.split('\n').filter((l) => l !== '');
      let arrived: (() => void) | undefined;
      child.stdout.on('data', (d: Buffer) => ((out += d.toString()), arrived?.()));
      const answered = (count: number): Promise<void> =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`--threads ${threads}: no verdict for line ${count} within 5 s (${lines().length} so far)`)), 5000);
          arrived = () => lines().length >= count && (clearTimeout(timer), resolve());
          arrived();
        });
      try {
        for (let k = 1; k <= 3; k++) {
          child.stdin.write(`${UNIQUE}\n`);
          await answered(k);
        }
      } finally {
        child.stdin.end();
        await new Promise((resolve) => child.on('close', resolve));
      }
      expect(lines()).toEqual(['1\tunique', '2\tunique', '3\tunique']);
    }
  }, 30_000);
});

describe('Ctrl-C', () => {
  it('stops with whole lines only, prints the summary, exit 130', async () => {
    const path = file('big.txt', `${HARD}\n`.repeat(200_000));
    const summaryPath = join(dir, 'sigint-summary.json');
    const { code, stdout, stderr: err } = await interruptCli(['validate', '--threads', '2', '--summary', summaryPath, path], 200);
    expect(code).toBe(130);
    expect(stdout.endsWith('\n')).toBe(true);
    const got = verdicts(stdout);
    expect(got.length).toBeGreaterThan(0);
    expect(got.length).toBeLessThan(200_000);
    expect(got).toEqual(got.map((_, k) => [k + 1, 'unique']));
    expect(err).toMatch(new RegExp(`validate: ${got.length} puzzles .*\\(interrupted\\)`));
    expect(JSON.parse(readFileSync(summaryPath, 'utf8'))).toMatchObject({ puzzles: got.length, complete: false });
  }, 60_000);
});

describe('SIGTERM', () => {
  it('stops as Ctrl-C does: whole lines, the summary and --summary, exit 143', async () => {
    const path = file('big-term.txt', `${HARD}\n`.repeat(200_000));
    const summaryPath = join(dir, 'sigterm-summary.json');
    const { code, stdout, stderr: err } = await interruptCli(['validate', '--threads', '2', '--summary', summaryPath, path], 200, 'first output', { signal: 'SIGTERM' });
    expect(code).toBe(143);
    const got = verdicts(stdout);
    expect(got.length).toBeLessThan(200_000);
    expect(got).toEqual(got.map((_, k) => [k + 1, 'unique']));
    expect(err).toMatch(new RegExp(`validate: ${got.length} puzzles .*\\(interrupted\\)`));
    expect(JSON.parse(readFileSync(summaryPath, 'utf8'))).toMatchObject({ puzzles: got.length, complete: false });
  }, 60_000);
});

describe('Ctrl-C while standard input has nothing new (a pipe whose writer waits)', () => {
  it('ends the run at once with every line read answered: exit 130, the summary says interrupted', async () => {
    const summaryPath = join(dir, 'stdin-summary.json');
    const { code, stdout, stderr: err } = await interruptCli(['solve', '--summary', summaryPath, '-'], 300, 'first output', { stdin: `${UNIQUE}\n${MULTIPLE}\n` });
    expect(code).toBe(130);
    expect(verdicts(stdout)).toEqual([
      [1, 'unique'],
      [2, 'multiple'],
    ]);
    expect(err).toMatch(/solve: 2 puzzles .*\(interrupted\)/);
    expect(JSON.parse(readFileSync(summaryPath, 'utf8'))).toMatchObject({ puzzles: 2, complete: false });
  }, 30_000);
});

describe('Ctrl-C while a line with no end is read', () => {
  it('stops reading at once (no job to wait for), interrupted', async () => {
    let reads = 0;
    async function* endless(interrupt: AbortController): AsyncGenerator<Uint8Array> {
      const chunk = new Uint8Array(65536); // NUL bytes, as /dev/zero gives: never a newline
      for (reads = 1; ; reads++) {
        if (reads === 20) interrupt.abort();
        if (reads > 2000) throw new Error('still reading 2,000 chunks after Ctrl-C');
        yield chunk;
      }
    }
    const sink = new Sink(new Writable({ write: (_chunk, _enc, done) => done() }));
    for (const threads of ['1', '2']) {
      const interrupt = new AbortController();
      const request = parseArgs(['validate', '--threads', threads]) as RunRequest;
      const result = await runCommand({ request, input: { name: 'zero', chunks: endless(interrupt), close: () => {} }, sink, signal: interrupt.signal });
      expect(result.interrupted).toBe(true);
      expect(reads).toBe(20);
    }
  });
});

describe('Ctrl-C while the input has nothing new', () => {
  it('ends the run at once (a terminal, a pipe whose writer waits): the lines read are answered, interrupted', async () => {
    for (const threads of ['1', '2']) {
      const interrupt = new AbortController();
      let written = '';
      const sink = new Sink(new Writable({ write: (chunk, _enc, done) => ((written += String(chunk)), done()) }));
      async function* waiting(): AsyncGenerator<Uint8Array> {
        yield new TextEncoder().encode(`${UNIQUE}\n${MULTIPLE}\n`);
        setTimeout(() => interrupt.abort(), 50); // once the lines read are answered
        await new Promise(() => {}); // the next line never comes
      }
      const request = parseArgs(['validate', '--threads', threads]) as RunRequest;
      const result = await runCommand({ request, input: { name: '-', chunks: waiting(), close: () => {} }, sink, signal: interrupt.signal });
      expect(result.interrupted).toBe(true);
      expect(written).toBe('1\tunique\n2\tmultiple\n');
    }
  });

  it('ends it before the first line too', async () => {
    const interrupt = new AbortController();
    async function* nothing(): AsyncGenerator<Uint8Array> {
      setTimeout(() => interrupt.abort(), 50);
      await new Promise(() => {});
    }
    const sink = new Sink(new Writable({ write: (_chunk, _enc, done) => done() }));
    const request = parseArgs(['solve']) as RunRequest;
    const result = await runCommand({ request, input: { name: '-', chunks: nothing(), close: () => {} }, sink, signal: interrupt.signal });
    expect(result).toMatchObject({ interrupted: true, tally: { puzzles: 0 } });
  });
});

describe('budgets', () => {
  it('boards above 9×9 stop at the default node budget, with the reason; --max-nodes 0 lifts it', async () => {
    const r = await runCli(['count', '--limit', '100000000'], { input: `${'.'.repeat(256)}\n${'.'.repeat(16)}\n`, timeoutMs: 30_000 });
    expect(r.stdout).toMatch(/^1\tmultiple\t\d+\+\tNODE_BUDGET: line 1: stopped after 100,000 nodes \(the default budget of boards above 9x9; --max-nodes 0 for none\)\n2\tmultiple\t288\n$/);
    const json = await runCli(['count', '--json', '--limit', '100000000', '--max-nodes', '0'], { input: `${'.'.repeat(16)}\n` });
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'multiple', count: 288, exact: true });
  }, 30_000);

  it('--max-nodes applies to every size; --timeout-per-puzzle stops a line by time', async () => {
    const nodes = await runCli(['validate', '--max-nodes', '1'], { input: `${HARD}\n` });
    expect(nodes.stdout).toBe('1\tunknown\tNODE_BUDGET: line 1: stopped after 1 node (--max-nodes; --max-nodes 0 for none)\n');
    const time = await runCli(['count', '--limit', '100000000', '--max-nodes', '0', '--timeout-per-puzzle', '50'], { input: `${'.'.repeat(625)}\n` });
    expect(time.stdout).toMatch(/^1\tmultiple\t\d+\+\tTIME_BUDGET: line 1: stopped after 50 ms \(--timeout-per-puzzle\)\n$/);
    // a 9×9 line too (fast9, in slices), beside lines that finish, with one and two threads
    for (const threads of ['1', '2']) {
      const nine = await runCli(['count', '--threads', threads, '--limit', '100000000', '--timeout-per-puzzle', '50'], { input: `${UNIQUE}\n${'.'.repeat(81)}\n${UNIQUE}\n` });
      expect(nine.stdout).toMatch(/^1\tunique\t1\n2\tmultiple\t\d+\+\tTIME_BUDGET: line 2: stopped after 50 ms \(--timeout-per-puzzle\)\n3\tunique\t1\n$/);
    }
  }, 30_000);
});

describe('the progress bar', () => {
  const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!hasScript)('is drawn on stderr when it is a terminal and stdout is not (util-linux script gives a terminal)', () => {
    const path = file('progress.txt', `${UNIQUE}\n`.repeat(5000));
    const r = spawnSync('script', ['-qfec', `"${process.execPath}" "${cliPath}" validate --threads 1 "${path}" > /dev/null`, '/dev/null'], {
      encoding: 'utf8',
      cwd: repoRoot,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\r\[[#·]+\]\s+\d+%  [\d,]+ puzzles  [\d,]+\/s  \d+:\d\d elapsed/);
    expect(r.stdout).toContain('\r\x1b[K'); // cleared before the summary
    expect(r.stdout).toMatch(/validate: 5000 puzzles \(5000 unique/);
  });
});
