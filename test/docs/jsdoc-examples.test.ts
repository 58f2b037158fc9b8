/**
 * Every `@example` of the JSDoc runs and shows what it gives, as the examples of the markdown do
 * (./examples.ts): the reference (`npm run docs`) and an editor's hover show them, so a user
 * copies them as they are. The exports of the four entries (`sudoku-wasm`, `/url`, `/stream`,
 * `/worker`) are read with TypeScript; each example is the fenced `js` or `ts` blocks of its tag,
 * or the whole tag when it has no fence, and must import what it uses.
 *
 * The calls a new user reaches for first each carry an example and describe every parameter
 * ({@link FIRST_CALLS}).
 */
import { relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleFolder, runExample } from './examples';
import { codeBlocks, root, type CodeBlock } from './markdown';

/** The entries' source files, as typedoc.json lists them. */
const ENTRIES = ['src/index.ts', 'src/url.ts', 'src/stream/index.ts', 'src/worker/index.ts'];

/**
 * Exports that must carry a runnable example: the calls of the README's quick start and table,
 * then the next most used (async forms, batches, line-level text, generation, variant writers,
 * steps and pencil marks, transformations, backtracking, the graph, the stream helpers, the
 * parse error).
 */
const FIRST_CALLS = [
  'solve',
  'validate',
  'countSolutions',
  'isUnique',
  'someSolution',
  'trueCandidates',
  'validateLines',
  'validateText',
  'parsePuzzle',
  'parseBoard',
  'formatGrid',
  'formatBoard',
  'hint',
  'rate',
  'logicSolve',
  'nextStep',
  'generate',
  'generateVariant',
  'canonicalize',
  'parseVariant',
  'initWasm',
  'validateStream',
  'createWorkerSolver',
  'countSolutionsAsync',
  'validateAsync',
  'trueCandidatesAsync',
  'solveInto',
  'validateAll',
  'validateByteLines',
  'formatLine',
  'isPuzzleLine',
  'tryParseLine',
  'findConflict',
  'generateSync',
  'generatePuzzle',
  'generateGrid',
  'generateVariantSync',
  'toFpuzzles',
  'toFpuzzlesLink',
  'toSudokuPadLink',
  'formatVariant',
  'applyStep',
  'findAll',
  'gridFromPuzzle',
  'formatPencilMarks',
  'findMistake',
  'transform',
  'randomTransform',
  'backtrack',
  'sudokuGraph',
  'graphToDot',
  'cellPeers',
  'techniqueById',
  'validatePuzzleLines',
  'validateTransform',
  'SudokuParseError',
];

/** An export's parameters (of every overload) that no `@param` of its JSDoc describes. */
function undocumentedParameters(symbol: ts.Symbol): string[] {
  const declarations = (symbol.declarations ?? []).filter(ts.isFunctionDeclaration);
  const described = (p: ts.ParameterDeclaration): boolean => ts.getJSDocParameterTags(p).some((tag) => tag.comment);
  const documented = new Set(declarations.flatMap((d) => d.parameters.filter(described).map((p) => p.name.getText())));
  return [...new Set(declarations.flatMap((d) => d.parameters.map((p) => p.name.getText())))].filter((name) => !documented.has(name));
}

/** The parameters without a `@param`, by export name (filled by {@link exportExamples}). */
const undocumented = new Map<string, string[]>();

/** Each export of the entries, by name, with the examples of its JSDoc (overloads' examples once). */
function exportExamples(): Map<string, CodeBlock[]> {
  const program = ts.createProgram(
    ENTRIES.map((e) => `${root}${e}`),
    { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();
  const found = new Map<string, CodeBlock[]>();
  for (const entry of ENTRIES) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(`${root}${entry}`)!)!;
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.[0];
      if (!declaration) continue;
      undocumented.set(exported.name, undocumentedParameters(symbol));
      const file = relative(root, declaration.getSourceFile().fileName);
      const line = declaration.getSourceFile().getLineAndCharacterOfPosition(declaration.getStart()).line + 1;
      const texts = new Set(
        symbol
          .getJsDocTags(checker)
          .filter((tag) => tag.name === 'example')
          .map((tag) => ts.displayPartsToString(tag.text)),
      );
      const codes = [...texts].flatMap((text) => {
        const fenced = codeBlocks(file, text).blocks.filter((b) => b.lang === 'js' || b.lang === 'ts');
        return fenced.length > 0 ? fenced.map((b) => b.code) : [text];
      });
      const known = found.get(exported.name) ?? [];
      const added = codes.filter((code) => !known.some((k) => k.code === code));
      const blocks = added.map((code, i) => ({ file: `${file} (${exported.name} #${known.length + i + 1})`, lang: 'ts', line, code }));
      found.set(exported.name, [...known, ...blocks]);
    }
  }
  return found;
}

const byExport = exportExamples();
const examples = [...byExport.entries()].flatMap(([name, blocks]) => blocks.map((b, i) => [`${name} #${i + 1}`, b] as const));

let folder: ReturnType<typeof exampleFolder> | undefined;

beforeAll(() => {
  folder = exampleFolder();
});

afterAll(() => folder?.remove());

describe('the JSDoc examples', () => {
  it.each(FIRST_CALLS)('%s has an example that imports it and shows a result', (name) => {
    expect(byExport.has(name), `${name} is not exported by an entry`).toBe(true);
    const blocks = byExport.get(name)!;
    expect(blocks.some((b) => new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from 'sudoku-wasm`).test(b.code) && b.code.includes('// →')), `${name}'s @example`).toBe(true);
  });

  it.each(FIRST_CALLS)('%s documents every parameter (@param)', (name) => {
    expect(undocumented.get(name)).toEqual([]);
  });

  it.each(examples)('%s runs and gives what it shows', async (_where, block) => {
    const r = await runExample(block, folder!.path);
    expect(r.status, `${block.file} failed:\n${block.code}\n${r.stderr}`).toBe(0);
  }, 70_000);
});
