/**
 * Each entry of package.json's `exports` names every type its declarations use: a user who
 * imports only `sudoku-wasm/worker` (or `/stream`, `/url`) can write the type of any argument or
 * result it meets, and of their fields, without importing another entry. Read from the built
 * declarations (dist/*.d.ts) with the TypeScript compiler API: from each entry's exports, every
 * type a declaration refers to (a function's parameters and result, an interface's or a class's
 * members, an alias's right side, `extends`), then the types those refer to, and so on; each one
 * declared by the package must be an export of the entry. Types of the language and of Node or
 * the DOM (`AbortSignal`, `Worker`) are the user's own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}dist/`;

type Target = string | { types?: string; default?: string };
const exportsMap = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { exports: Record<string, Target> }).exports;

/** The declaration file of each entry that is a module (`.` → dist/index.d.ts); the `.wasm` files and package.json are not. */
const ENTRIES: [string, string][] = Object.entries(exportsMap).flatMap(([entry, target]): [string, string][] => {
  const path = typeof target === 'string' ? target : (target.types ?? target.default ?? '');
  if (!path.endsWith('.js') && !path.endsWith('.d.ts')) return [];
  return [[entry, root + path.replace(/^\.\//, '').replace(/\.js$/, '.d.ts')]];
});

/**
 * The package's types that `entry`'s exports refer to, directly or through one another, each
 * with the names of the declarations that refer to it, and those of them the entry does not export.
 */
function namedTypes(program: ts.Program, file: string): { reached: Map<string, string[]>; missing: Map<string, string[]> } {
  const checker = program.getTypeChecker();
  const resolve = (s: ts.Symbol): ts.Symbol => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
  const ours = (s: ts.Symbol): boolean => !(s.flags & ts.SymbolFlags.TypeParameter) && (s.declarations ?? []).some((d) => d.getSourceFile().fileName.startsWith(dist));
  const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  const exported = new Set(checker.getExportsOfModule(module).map(resolve));
  const reached = new Map<string, string[]>();
  const missing = new Map<string, string[]>();
  const seen = new Set<ts.Symbol>();
  const work = [...exported];
  for (let symbol = work.pop(); symbol !== undefined; symbol = work.pop()) {
    if (seen.has(symbol)) continue;
    seen.add(symbol);
    const from = symbol.name;
    const visit = (node: ts.Node): void => {
      if (ts.isJSDoc(node)) return; // a {@link} is no use of a type
      const name = ts.isTypeReferenceNode(node) ? node.typeName : ts.isExpressionWithTypeArguments(node) ? node.expression : ts.isImportTypeNode(node) ? node.qualifier : undefined;
      const found = name && checker.getSymbolAtLocation(ts.isQualifiedName(name) ? name.right : name);
      if (found) {
        const type = resolve(found);
        if (ours(type)) {
          for (const map of exported.has(type) ? [reached] : [reached, missing]) map.set(type.name, [...(map.get(type.name) ?? []), from]);
          work.push(type);
        }
      }
      ts.forEachChild(node, visit);
    };
    for (const declaration of symbol.declarations ?? []) visit(declaration);
  }
  return { reached, missing };
}

describe("every package entry exports the types its declarations name (dist's .d.ts, from `npm run build`)", () => {
  if (!existsSync(`${dist}index.d.ts`)) throw new Error('entry-types.test: no dist/index.d.ts: run `npm run build` first');
  const program = ts.createProgram(
    ENTRIES.map(([, file]) => file),
    { strict: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, noEmit: true, types: ['node'] },
  );
  const found = new Map(ENTRIES.map(([entry, file]) => [entry, namedTypes(program, file)]));

  it('the entries are read: the root, url, stream, worker and worker/entry', () => {
    expect(ENTRIES.map(([entry]) => entry)).toEqual(['.', './url', './stream', './worker', './worker/entry']);
  });

  it('the walk reaches the types of arguments, results and their fields (so the check below can fail)', () => {
    expect([...found.get('./worker')!.reached.keys()]).toEqual(expect.arrayContaining(['SolveOptions', 'SolveVerdict', 'CandidateGrid', 'Step', 'SaidLink', 'Killer']));
    expect([...found.get('./stream')!.reached.keys()]).toEqual(expect.arrayContaining(['BatchOptions', 'Verdict', 'SudokuParseError']));
    expect(found.get('./worker')!.reached.get('BatchOptions')).toContain('WorkerSolver');
  });

  it.each(ENTRIES.map(([entry]) => entry))('%s: every type its exports name is exported (type ← the declarations naming it)', (entry) => {
    const { missing } = found.get(entry)!;
    expect([...missing].map(([type, by]) => `${type} ← ${[...new Set(by)].join(', ')}`)).toEqual([]);
  });
});
