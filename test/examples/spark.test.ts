/**
 * examples/spark/sudoku_spark.py: the CLI as the mapper of Apache Spark.
 *
 * Three suites:
 * - the contract the example relies on, always run: each partition piped through the CLI gets
 *   exactly one verdict per line, in order, so the task pairs the k-th verdict with the k-th
 *   line it sent (partitions are piped here as Spark runs them: concurrently, one
 *   `validate --json --threads 1` process each);
 * - the example's own `run` with Spark stubbed in Python, always run where python3 is: the
 *   lines it drops and the CLI command it starts keep that pairing on awkward partitions;
 * - the example itself on real PySpark in local mode (`local[2]`) for validate, solve and rate,
 *   run when `pyspark` can be imported (.ci/run installs a pinned one into .ci/venv), else
 *   skipped saying why (and CI's log says which case happened).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rate, validateText } from '../../src/index';
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

/** One partition through the CLI, as the example's tasks run it: lines on stdin, lines from stdout. */
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

describe('the contract the Spark example relies on', () => {
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
function findPySpark(): { python: string; version: string } | { reason: string } {
  const candidates = [join(repoRoot, '.ci', 'venv', 'bin', 'python'), 'python3'];
  const tried: string[] = [];
  for (const python of candidates) {
    if (python.includes('/') && !existsSync(python)) {
      tried.push(`${python}: absent`);
      continue;
    }
    const r = spawnSync(python, ['-c', 'import pyspark; print(pyspark.__version__)'], { encoding: 'utf8' });
    if (r.status === 0) return { python, version: r.stdout.trim() };
    tried.push(`${python}: ${(r.stderr || r.error?.message || 'failed').trim().split('\n').pop()}`);
  }
  return { reason: `pyspark cannot be imported (${tried.join('; ')}). .ci/run installs it into .ci/venv from PyPI` };
}

/** Why Spark cannot run here (no pyspark, or no java), or the Python to run it with. */
function sparkSetup(): { python: string; version: string } | { reason: string } {
  const found = findPySpark();
  if ('reason' in found) return found;
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.status !== 0) return { reason: `pyspark ${found.version} is installed but there is no java on PATH (Spark needs Java 8, 11 or 17)` };
  return found;
}

const example = join(repoRoot, 'examples', 'spark', 'sudoku_spark.py');
const spark = sparkSetup();

describe('examples/spark/sudoku_spark.py', () => {
  it('is valid Python 3', () => {
    // parsed only (py_compile would leave a __pycache__ in examples/)
    const r = spawnSync('python3', ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read(), sys.argv[1])', example], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });
});

/**
 * The example's `run` with Spark replaced by a few lines of Python: an RDD of the given
 * partitions of lines (zipWithIndex, map, filter, mapPartitions as Spark does them), each
 * partition's output written as Spark writes it. Returns the output lines, or the error.
 */
function runWithoutSpark(partitions: readonly (readonly string[])[]): { lines: string[] } | { error: string } {
  requireBuiltCli();
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-spark-stub-'));
  mkdirSync(join(dir, 'pyspark'));
  writeFileSync(join(dir, 'pyspark', '__init__.py'), '');
  writeFileSync(join(dir, 'pyspark', 'sql.py'), 'class SparkSession:\n    pass\n');
  const script = `
import json, os, sys
sys.path[:0] = [sys.argv[1], os.path.dirname(sys.argv[2])]
import sudoku_spark

class RDD:
    def __init__(self, parts):
        self.parts = parts
    def zipWithIndex(self):
        out, k = [], 0
        for part in self.parts:
            out.append([(x, k + i) for i, x in enumerate(part)])
            k += len(part)
        return RDD(out)
    def map(self, f):
        return RDD([[f(x) for x in part] for part in self.parts])
    def filter(self, f):
        return RDD([[x for x in part if f(x)] for part in self.parts])
    def mapPartitions(self, f):
        return RDD([list(f(iter(part))) for part in self.parts])
    def cache(self):
        return self
    unpersist = cache
    def saveAsTextFile(self, path):
        os.makedirs(path)
        for k, part in enumerate(self.parts):
            with open(os.path.join(path, "part-%05d" % k), "w") as out:
                out.write("".join(x + "\\n" for x in part))
    def count(self):
        return sum(len(part) for part in self.parts)

class Context:
    def textFile(self, path, minPartitions=None):
        return RDD(json.load(open(path)))

class Spark:
    sparkContext = Context()

out = os.path.join(sys.argv[1], "out")
sudoku_spark.run(Spark(), os.path.join(sys.argv[1], "parts.json"), out, sys.argv[3])
print("".join(open(os.path.join(out, f)).read() for f in sorted(os.listdir(out))), end="")
`;
  writeFileSync(join(dir, 'stub.py'), script);
  writeFileSync(join(dir, 'parts.json'), JSON.stringify(partitions));
  const r = spawnSync('python3', [join(dir, 'stub.py'), dir, example, `${process.execPath} ${cliPath}`], { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) return { error: r.stderr.trim().split('\n').pop() ?? `exit ${r.status}` };
  return { lines: r.stdout.split('\n').filter((l) => l !== '') };
}

describe("the example's task, Spark stubbed", () => {
  it('a partition whose first line looks like a grid row: one verdict per line still (the CLI reads lines)', () => {
    const got = runWithoutSpark([[UNIQUE, UNIQUE], ['1 2 3 4 5 6 7 8 9', UNIQUE, HARD], ['a b c d', UNIQUE]]);
    expect(got).toEqual({ lines: expect.any(Array) });
    const lines = (got as { lines: string[] }).lines.map((l) => l.split('\t').slice(0, 2).join(' '));
    expect(lines).toEqual(['1 unique', '2 unique', '3 invalid', '4 unique', '5 unique', '6 invalid', '7 unique']);
  }, 60_000);

  it("skips the lines the CLI skips, by the CLI's whitespace: a byte-order mark before a comment, not U+3000", () => {
    const got = runWithoutSpark([[UNIQUE, '\ufeff# the header of a second file', UNIQUE, '\u3000', '\u00a0', HARD]]);
    expect(got).toEqual({ lines: expect.any(Array) });
    const lines = (got as { lines: string[] }).lines.map((l) => l.split('\t').slice(0, 2).join(' '));
    expect(lines).toEqual(['1 unique', '3 unique', '4 invalid', '6 unique']);
  }, 60_000);
});

/** Runs the example on `text` in local[2] with 4 partitions; returns its output lines by input line. */
function runExample(python: string, command: string, text: string): Map<number, { status: string; json: Record<string, unknown> }> {
  requireBuiltCli();
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-spark-'));
  const inPath = join(dir, 'in.txt');
  writeFileSync(inPath, text);
  const outDir = join(dir, 'out');
  const args = [example, inPath, outDir, '--master', 'local[2]', '--partitions', '4', '--command', command, '--cli', `${process.execPath} ${cliPath}`];
  // the executors' Python must be the driver's (same minor version)
  const r = spawnSync(python, args, { encoding: 'utf8', timeout: 240_000, env: { ...process.env, PYSPARK_PYTHON: python, PYSPARK_DRIVER_PYTHON: python, SPARK_LOCAL_IP: '127.0.0.1' } });
  expect(r.status, r.stderr.split('\n').filter((l) => /Error|Exception|Traceback/.test(l)).slice(0, 20).join('\n')).toBe(0);
  console.log(`PySpark local[2], ${command}: ${r.stdout.trim()}`);
  const lines = readdirSync(outDir)
    .filter((f) => f.startsWith('part-'))
    .sort()
    .flatMap((f) => readFileSync(join(outDir, f), 'utf8').split('\n').filter((l) => l !== ''));
  const numbers = lines.map((l) => Number(l.split('\t')[0]));
  expect(numbers, 'output in input order').toEqual([...numbers].sort((a, b) => a - b));
  const got = new Map(lines.map((l) => {
    const [line, status, json] = l.split('\t');
    return [Number(line), { status, json: JSON.parse(json) as Record<string, unknown> }];
  }));
  expect(got.size, 'one output line per input line').toBe(lines.length);
  return got;
}

if ('reason' in spark) {
  console.warn(`skipping "examples/spark on PySpark": ${spark.reason}`);
  describe.skip('examples/spark on PySpark, local[2]', () => {
    it(`skipped: ${spark.reason}`, () => {});
  });
} else {
  const { python, version } = spark;
  console.log(`examples/spark: running on PySpark ${version} (${python}), local[2]`);
  describe(`examples/spark on PySpark ${version}, local[2]`, () => {
    const text = input();
    const want = expected(text);

    it('validate: N puzzle lines in, N verdicts out, each right, numbered by input line, a bad line invalid', () => {
      const got = runExample(python, 'validate', text);
      expect(got.size).toBe(want.size);
      expect(new Map([...got].map(([line, v]) => [line, v.status]))).toEqual(want);
      for (const [line, v] of got) expect(v.json.line).toBe(line);
      const bad = [...got].find(([, v]) => v.status === 'invalid')!;
      expect((bad[1].json.error as { code: string; message: string }).message).toMatch(new RegExp(`^line ${bad[0]}, column`));
    }, 300_000);

    it('solve: the solution of every unique line, the statuses of the others', () => {
      const got = runExample(python, 'solve', text);
      const solutions = new Map(validateText(text).map((v) => [v.line!, v.status === 'unique' ? v.solution : undefined]));
      expect(new Map([...got].map(([line, v]) => [line, v.status]))).toEqual(want);
      for (const [line, v] of got) expect(v.json.solution, `line ${line}`).toBe(solutions.get(line));
    }, 300_000);

    it('rate: the level and score of every unique line, as the library rates it', () => {
      // the first 600 lines, every kind of line among them (75 of them the hard puzzle, an Extreme of about 0.25 s of CPU each): a fifth of the work of all 3,000, which a loaded machine took past the run's 240 s
      const some = text.split('\n').slice(0, 600).join('\n') + '\n';
      const got = runExample(python, 'rate', some);
      expect(new Map([...got].map(([line, v]) => [line, v.status]))).toEqual(expected(some));
      const lines = some.split('\n');
      const ratings = new Map<string, { level: string; score: number }>();
      for (const [line, v] of got) {
        if (v.status !== 'unique') continue;
        const puzzle = lines[line - 1].split(' ')[0];
        if (!ratings.has(puzzle)) ratings.set(puzzle, rate(puzzle));
        expect([v.json.level, v.json.score], `line ${line}`).toEqual([ratings.get(puzzle)!.level, ratings.get(puzzle)!.score]);
      }
    }, 300_000);
  });
}
