/**
 * Every field of every options type a call takes carries JSDoc, nested fields too (`score.min`,
 * `initWasm`'s `{ url }`): an IDE shows it on completion and hover, and the API reference lists
 * it. TypeDoc's check (test/docs/reference.test.ts) covers exports, not their fields.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ENTRIES = ['src/index.ts', 'src/url.ts', 'src/stream/index.ts', 'src/worker/index.ts'].map((p) => root + p);
/** Types of the arguments that are options though not named so. */
const OPTION_TYPES = new Set(['WasmSource', 'Abortable']);

const program = ts.createProgram(ENTRIES, { strict: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, noEmit: true });
const checker = program.getTypeChecker();

/** `Type.field` (`Type.field.inner` for a field of an inline object type) of every field without JSDoc. */
function undocumented(): { checked: string[]; missing: string[] } {
  const checked: string[] = [];
  const missing: string[] = [];
  const seen = new Set<ts.Symbol>();
  const visit = (members: readonly ts.TypeElement[], path: string): void => {
    for (const member of members) {
      if (!ts.isPropertySignature(member)) continue;
      const name = `${path}.${member.name.getText()}`;
      checked.push(name);
      if (!ts.getJSDocCommentsAndTags(member).some((d) => ts.isJSDoc(d) && (ts.getTextOfJSDocComment(d.comment) ?? '').trim() !== '')) missing.push(name);
      if (member.type && ts.isTypeLiteralNode(member.type)) visit(member.type.members, name);
    }
  };
  for (const entry of ENTRIES) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (seen.has(symbol) || !(/Options$/.test(exported.name) || OPTION_TYPES.has(exported.name))) continue;
      seen.add(symbol);
      for (const declaration of symbol.declarations ?? []) {
        if (ts.isInterfaceDeclaration(declaration)) visit(declaration.members, exported.name);
        if (ts.isTypeAliasDeclaration(declaration)) {
          const literals = ts.isUnionTypeNode(declaration.type) ? declaration.type.types : [declaration.type];
          for (const literal of literals) if (ts.isTypeLiteralNode(literal)) visit(literal.members, exported.name);
        }
      }
    }
  }
  return { checked, missing };
}

describe('options types', () => {
  const { checked, missing } = undocumented();

  it('are found, nested fields included', () => {
    expect(checked).toEqual(expect.arrayContaining(['SolveOptions.maxNodes', 'StreamOptions.threads', 'GenerateOptions.score', 'GenerateOptions.score.min', 'WasmSource.url']));
  });

  it('document every field with a JSDoc comment', () => {
    expect(missing).toEqual([]);
  });
});
