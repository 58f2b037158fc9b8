/**
 * Every example in the docs runs, and shows what it gives (Rust's doc-tests, Python's doctest).
 *
 * Each fenced `js` or `ts` block of README.md and docs/ runs as an ES module in Node, as a user
 * would run it, its results shown after `// →` checked (./examples.ts says how). The command
 * lines of the README's `sh` blocks (`npx sudoku-wasm …`) run with the built CLI in the same
 * folder, and must exit 0.
 *
 * The markdown is checked too: a fence line holds the fence alone (no text after a closing
 * fence, which would run the rest of the page into the block), every relative link resolves to
 * a file and, with `#`, to a heading, and the user docs (README.md and the guides, not
 * CONTRIBUTING.md, CHANGELOG.md or docs/design/) tell no history.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleFolder, runExample } from './examples';
import { anchors, codeBlocks, docFiles, read, relativeLinks, root, userDocs, type CodeBlock } from './markdown';

const examples: CodeBlock[] = docFiles().flatMap((file) => codeBlocks(file, read(file)).blocks.filter((b) => b.lang === 'js' || b.lang === 'ts'));

let folder: ReturnType<typeof exampleFolder> | undefined;

beforeAll(() => {
  folder = exampleFolder();
});

afterAll(() => folder?.remove());

describe('every js/ts example of the docs runs and gives what it shows', () => {
  it('there are examples, and results shown in them', () => {
    expect(examples.length).toBeGreaterThan(20);
    expect(examples.filter((b) => b.code.includes('// →')).length).toBeGreaterThan(15);
  });

  it.each(examples.map((b) => [`${b.file}:${b.line}`, b] as const))('%s', async (_where, block) => {
    const r = await runExample(block, folder!.path);
    expect(r.status, `${block.file}:${block.line} failed:\n${r.stderr}`).toBe(0);
  }, 70_000);
});

/** The README's command lines (`npx sudoku-wasm …` in its `sh` blocks), which a new user runs first. */
const commands = codeBlocks('README.md', read('README.md'))
  .blocks.filter((b) => b.lang === 'sh')
  .flatMap((b) => b.code.split('\n'))
  .filter((line) => line.startsWith('npx sudoku-wasm '));

describe("the README's command lines run, and exit 0", () => {
  it('there are some', () => {
    expect(commands.length).toBeGreaterThanOrEqual(3);
  });

  it.each(commands)('%s', (command) => {
    const cli = `"${process.execPath}" "${join(root, 'dist', 'cli.js')}"`;
    const r = spawnSync('/bin/sh', ['-c', command.replace(/^npx sudoku-wasm/, cli)], { cwd: folder!.path, encoding: 'utf8', timeout: 60_000 });
    expect(r.status, `${command}\n${r.stderr}`).toBe(0);
    expect(r.stdout.length).toBeGreaterThan(0);
  }, 70_000);
});

describe('the markdown', () => {
  const files = docFiles();

  it('finds the docs', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', join('docs', 'logic.md')]));
  });

  it.each(files)('%s: every fence line is a fence alone, every block closed', (file) => {
    expect(codeBlocks(file, read(file)).problems).toEqual([]);
  });

  it.each(files)('%s: every relative link resolves (file and heading)', (file) => {
    const broken: string[] = [];
    for (const { target, line } of relativeLinks(read(file))) {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const resolved = path === '' ? join(root, file) : normalize(join(root, dirname(file), decodeURI(path)));
      if (!existsSync(resolved)) broken.push(`${file}:${line}: ${target} (no such file)`);
      else if (anchor !== undefined && resolved.endsWith('.md') && !anchors(read(resolved.slice(root.length))).has(anchor)) {
        broken.push(`${file}:${line}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the README is at most 300 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(300);
  });

  /** Words that tell how the package came to be, which the user docs leave to CHANGELOG.md and docs/design/. */
  const HISTORY = [
    /\bissue \d+/i,
    /\bbefore (this|the) (change|layout|issue)/i,
    /\ban earlier (readme|version)/i,
    /\bused to\b/i,
    /\bno longer\b/i,
    /\*Changed:\*/,
    /\bcommit [0-9a-f]{7}/i,
    /\bat [0-9a-f]{7}\b/,
    /\bload average/i,
    /\b20\d\d-\d\d-\d\dT?\d*/,
    /\bsince then\b/i,
    /\b(an )?earlier (runs?|builds?)\b/i,
    /\ba later (run|build)\b/i,
    /\bthe (two )?latest runs\b/i,
  ];

  it.each(userDocs())('%s tells no history', (file) => {
    const found = read(file)
      .split('\n')
      .flatMap((line, i) => HISTORY.filter((re) => re.test(line)).map((re) => `${file}:${i + 1}: ${re} in "${line.trim()}"`));
    expect(found).toEqual([]);
  });
});
