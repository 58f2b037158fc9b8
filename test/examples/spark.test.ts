/**
 * examples/spark/validate.py: the CLI as the mapper of Apache Spark (RDD.pipe).
 *
 * Two suites:
 * - the contract Spark relies on, always run: each partition piped through the CLI gets
 *   exactly one verdict per line, in order, so `puzzles.zip(verdicts)` pairs every line with
 *   its own verdict (partitions are piped here as Spark pipes them: concurrently, one
 *   `validate --json --threads 1` process each);
 * - the example itself on real PySpark in local mode (`local[2]`), run when `pyspark` can be
 *   imported (CI installs it into .ci/venv when PyPI is reachable), else skipped saying why.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateText } from '../../src/index';
import { cliPath, repoRoot, requireBuiltCli } from '../cli/run-cli';

const UNIQUE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const HARD = '98.7..6..75..6......6..8...5......4...9.8.7.....3....24....1.....7.9.5.3..587.4..';

/** A few thousand lines of every kind, blank and comment lines among them. */
function input(): string {
  const kinds = [UNIQUE, '.'.repeat(81), 'not a puzzle', '', '# comment', HARD, '11' + '.'.repeat(79), UNIQUE.replace(/\./g, '0') + ' 1.2/1.2/1.2'];
  return Array.from({ length: 3000 }, (_, i) => kinds[(i * 5) % kinds.length]).join('\n') + '\n';
}

/** The oracle: the library's verdict per puzzle line. */
function expected(text: string): Map<number, string> {
  return new Map(validateText(text).map((v) => [v.line!, v.status]));
}

/** One partition through the CLI, as RDD.pipe runs it: lines on stdin, lines from stdout. */
function pipe(lines: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, 'validate', '--json', '--threads', '1'], { cwd: repoRoot });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out.split('\n').filter((l) => l !== '')) : reject(new Error(`exit ${code}`))));
    child.stdin.end(lines.map((l) => l + '\n').join(''));
  });
}

describe('the contract RDD.pipe relies on', () => {
  it('4 partitions piped concurrently: one verdict per line, in order, every verdict right', async () => {
    requireBuiltCli();
    const text = input();
    const numbered = text
      .split('\n')
      .slice(0, -1)
      .map((t, i) => ({ line: i + 1, t }))
      .filter(({ t }) => t.trim() !== '' && !t.trim().startsWith('#'));
    const size = Math.ceil(numbered.length / 4);
    const partitions = [0, 1, 2, 3].map((k) => numbered.slice(k * size, (k + 1) * size));
    const piped = await Promise.all(partitions.map((p) => pipe(p.map((x) => x.t))));
    const want = expected(text);
    partitions.forEach((part, k) => {
      expect(piped[k]).toHaveLength(part.length); // N in, N out: zip pairs them
      part.forEach((item, j) => {
        const verdict = JSON.parse(piped[k][j]);
        expect(verdict.line).toBe(j + 1);
        expect(verdict.status, `line ${item.line}`).toBe(want.get(item.line));
      });
    });
  }, 60_000);
});

/** A Python with pyspark: .ci/venv's (made by .ci/run), else the system's; or why there is none. */
function findPySpark(): { python: string } | { reason: string } {
  const candidates = [join(repoRoot, '.ci', 'venv', 'bin', 'python'), 'python3'];
  const tried: string[] = [];
  for (const python of candidates) {
    if (python.includes('/') && !existsSync(python)) {
      tried.push(`${python}: absent`);
      continue;
    }
    const r = spawnSync(python, ['-c', 'import pyspark; print(pyspark.__version__)'], { encoding: 'utf8' });
    if (r.status === 0) return { python };
    tried.push(`${python}: ${(r.stderr || r.error?.message || 'failed').trim().split('\n').pop()}`);
  }
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const javaNote = java.status === 0 ? '' : '; no java on PATH either';
  return { reason: `pyspark cannot be imported (${tried.join('; ')})${javaNote}. .ci/run installs it into .ci/venv from PyPI where PyPI is reachable` };
}

const pyspark = findPySpark();

describe('examples/spark/validate.py', () => {
  it('is valid Python 3', () => {
    const r = spawnSync('python3', ['-m', 'py_compile', join(repoRoot, 'examples', 'spark', 'validate.py')], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });
});

if ('reason' in pyspark) {
  console.warn(`skipping "examples/spark on PySpark": ${pyspark.reason}`);
  describe.skip('examples/spark on PySpark, local[2]', () => {
    it(`skipped: ${pyspark.reason}`, () => {});
  });
} else describe('examples/spark on PySpark, local[2]', () => {
  it('validates a few thousand lines: N puzzle lines in, N verdicts out, each right, numbered by input line', () => {
    requireBuiltCli();
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-spark-'));
    const text = input();
    const inPath = join(dir, 'in.txt');
    writeFileSync(inPath, text);
    const outDir = join(dir, 'out');
    const { python } = pyspark as { python: string };
    const r = spawnSync(
      python,
      [join(repoRoot, 'examples', 'spark', 'validate.py'), inPath, outDir, '--master', 'local[2]', '--partitions', '4', '--cli', `${process.execPath} ${cliPath}`],
      { encoding: 'utf8', timeout: 240_000 },
    );
    expect(r.status, r.stderr).toBe(0);
    const lines = readdirSync(outDir)
      .filter((f) => f.startsWith('part-'))
      .sort()
      .flatMap((f) => readFileSync(join(outDir, f), 'utf8').split('\n').filter((l) => l !== ''));
    const want = expected(text);
    expect(lines).toHaveLength(want.size);
    const got = new Map(lines.map((l) => [Number(l.split('\t')[0]), l.split('\t')[1]]));
    expect(got).toEqual(want);
  }, 300_000);
});
