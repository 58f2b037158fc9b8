/**
 * `sudoku-wasm generate --variant RULES`: variant puzzles one a line (f-puzzles JSON, links, the
 * model), the same as the library's for the same seed, read back by `validate` as unique; usage
 * errors for options the mode does not take.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveSeed } from '../../src/generate/random';
import { generateVariantSync } from '../../src/variant/generate/index';
import { parseVariant } from '../../src/variant/index';
import { requireBuiltCli, runCli, tempFiles } from './run-cli';

beforeAll(requireBuiltCli);
const files = tempFiles('sudoku-wasm-generate-variant-');

describe('sudoku-wasm generate --variant', () => {
  it('writes f-puzzles JSON lines that validate answers unique, the library\'s puzzles for seeds derived as generate does', async () => {
    const made = await runCli(['generate', '--variant', 'killer', '--seed', '8', '--count', '2', '--solution']);
    expect(made.code).toBe(0);
    const lines = made.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    lines.forEach((line, i) => {
      const [text, solution] = line.split('\t');
      const library = generateVariantSync({ rules: 'killer', seed: deriveSeed(8, i) });
      expect(parseVariant(text)).toEqual(parseVariant(library.puzzle));
      expect(solution).toBe(library.solution);
    });
    expect(made.stderr).toMatch(/^generate: 2 puzzles, [\d.]+ s, [\d.,]+ puzzles\/s, seed 8\n$/);
    const path = files.file('puzzles.txt', lines.map((line) => line.split('\t')[0]).join('\n') + '\n');
    const checked = await runCli(['validate', path]);
    expect(checked.code).toBe(0);
    expect(checked.stdout).toBe('1\tunique\n2\tunique\n');
  }, 30_000);

  it('--format link, sudokupad and model; --json holds the model, solution and seed', async () => {
    const link = await runCli(['generate', '--variant', 'x,thermo', '--seed', '3', '--format', 'link']);
    expect(link.stdout).toMatch(/^https:\/\/f-puzzles\.com\/\?load=\S+\n$/);
    const pad = await runCli(['generate', '--variant', 'x,thermo', '--seed', '3', '--format', 'sudokupad']);
    expect(pad.stdout).toMatch(/^https:\/\/sudokupad\.app\/fpuzzles\S+\n$/);
    const model = await runCli(['generate', '--variant', 'x,thermo', '--seed', '3', '--format', 'model']);
    const library = generateVariantSync({ rules: ['x', 'thermo'], seed: 3 });
    expect(JSON.parse(model.stdout)).toEqual(library.puzzle);
    expect(parseVariant(link.stdout.trim())).toEqual(library.puzzle);
    const json = await runCli(['generate', '--variant', 'x,thermo', '--seed', '3', '--json']);
    const record = JSON.parse(json.stdout);
    expect(record).toMatchObject({ index: 0, puzzle: library.puzzle, solution: library.solution, seed: 3 });
  }, 30_000);

  it('--variant sandwich --format fpuzzles: the library\'s puzzle, read back by parseVariant; the other new families by name', async () => {
    const made = await runCli(['generate', '--variant', 'sandwich', '--seed', '5', '--format', 'fpuzzles']);
    expect(made.code).toBe(0);
    const library = generateVariantSync({ rules: 'sandwich', seed: 5 });
    const read = parseVariant(made.stdout.trim());
    expect(read).toEqual(parseVariant(library.puzzle));
    expect(read.constraints.filter((k) => k.type === 'sandwich')).toHaveLength(18);
    const others = await runCli(['generate', '--variant', 'littleKiller,palindrome,oddEven', '--seed', '2', '--format', 'model']);
    expect(others.code).toBe(0);
    expect(JSON.parse(others.stdout)).toEqual(generateVariantSync({ rules: ['littleKiller', 'palindrome', 'oddEven'], seed: 2 }).puzzle);
  }, 30_000);

  it('--max-level: the library\'s puzzle fair to that level; --json adds its level, score, hardest step and the givens added', async () => {
    const made = await runCli(['generate', '--variant', 'thermo', '--seed', '1', '--max-level', 'hard', '--json']);
    expect(made.code).toBe(0);
    const library = generateVariantSync({ rules: 'thermo', seed: 1, maxLevel: 'Hard' });
    const record = JSON.parse(made.stdout);
    expect(record).toMatchObject({ puzzle: library.puzzle, solution: library.solution, level: library.level, score: library.score, hardest: library.hardest, added: library.added });
    expect(['Easy', 'Medium', 'Hard']).toContain(record.level);
    const text = await runCli(['generate', '--variant', 'thermo', '--seed', '1', '--max-level', 'hard', '--format', 'model']);
    expect(JSON.parse(text.stdout)).toEqual(library.puzzle);
  }, 30_000);

  it.each([
    [['--variant', 'killer', '--level', 'hard'], /--level does not apply to --variant puzzles \(at most a level: --max-level\)/],
    [['--max-level', 'hard'], /--max-level applies to --variant puzzles only \(classic puzzles: --level\)/],
    [['--variant', 'thermo', '--max-level', 'hardest'], /--max-level: expected 'Easy', .* \(in any case\), got 'hardest'\n/],
    [['--variant', 'windoku', '--size', '6'], /--size: expected 9 for 'windoku', got '6'\n/],
    // a comma-separated list on the command line, not an array
    [['--variant', 'sudoku'], /^sudoku-wasm: --variant: expected 'x', .* 'oddEven' or 'pillArrow' \(comma-separated\), got 'sudoku'\n/],
    [['--variant', 'killer,sandwhich'], /--variant: expected .*, got 'sandwhich' \(did you mean 'sandwich'\?\)\n/],
    [['--format', 'link'], /--format applies to --variant puzzles only/],
    [['--variant', 'x', '--format', 'gif'], /--format/],
  ])('usage error: %j', async (args, message) => {
    const result = await runCli(['generate', ...args]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
  });
});
