/**
 * Every field of the exported types carries JSDoc: an IDE shows it on completion and hover, and
 * the API reference lists it (TypeDoc's own check, test/docs/reference.test.ts, covers the
 * exports, not their fields). Every options type's field, nested ones too (`score.min`,
 * `initWasm`'s `{ url }`), and the result types' fields (the engines' raw line tables and the
 * Sudoku Explainer proof's inner records included), with no exception.
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

/**
 * `Type.field` (`Type.field.inner` for a field of an inline object type) of every field checked
 * and of those without JSDoc, of the exported types `wanted` picks by name.
 */
function undocumented(wanted: (name: string) => boolean): { checked: string[]; missing: string[] } {
  const checked: string[] = [];
  const missing: string[] = [];
  const seen = new Set<ts.Symbol>();
  const visit = (members: readonly ts.TypeElement[], path: string): void => {
    for (const member of members) {
      if (!ts.isPropertySignature(member)) continue;
      const name = `${path}.${member.name.getText()}`;
      checked.push(name);
      if (!ts.getJSDocCommentsAndTags(member).some((d) => ts.isJSDoc(d) && (ts.getTextOfJSDocComment(d.comment) ?? '').trim() !== '')) missing.push(name);
      for (const literal of literalsOf(member.type)) visit(literal.members, name);
    }
  };
  for (const entry of ENTRIES) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (seen.has(symbol) || !wanted(exported.name)) continue;
      seen.add(symbol);
      for (const declaration of symbol.declarations ?? []) {
        if (ts.isInterfaceDeclaration(declaration)) visit(declaration.members, exported.name);
        if (ts.isTypeAliasDeclaration(declaration)) for (const literal of literalsOf(declaration.type)) visit(literal.members, exported.name);
      }
    }
  }
  return { checked, missing };
}

/** The inline object types of a type: itself, the members of a union or intersection, an array's element. */
function literalsOf(type: ts.TypeNode | undefined): ts.TypeLiteralNode[] {
  if (type === undefined) return [];
  if (ts.isTypeLiteralNode(type)) return [type];
  if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) return type.types.flatMap(literalsOf);
  if (ts.isArrayTypeNode(type)) return literalsOf(type.elementType);
  if (ts.isParenthesizedTypeNode(type) || ts.isTypeOperatorNode(type)) return literalsOf(type.type);
  return [];
}

describe('options types', () => {
  const { checked, missing } = undocumented((name) => /Options$/.test(name) || OPTION_TYPES.has(name));

  it('are found, nested fields included', () => {
    expect(checked).toEqual(expect.arrayContaining(['SolveOptions.maxNodes', 'StreamOptions.threads', 'GenerateOptions.score', 'GenerateOptions.score.min', 'WasmSource.url']));
  });

  it('document every field with a JSDoc comment', () => {
    expect(missing).toEqual([]);
  });
});

describe('every other exported type (results, steps, errors as JSON)', () => {
  const { checked, missing } = undocumented((name) => !/Options$/.test(name) && !OPTION_TYPES.has(name));

  it('are found', () => {
    expect(checked).toEqual(expect.arrayContaining(['UniqueVerdict.status', 'FailedVerdict.line', 'Hint.name', 'Link.from', 'VariantPuzzle.givens', 'Killer.sum', 'Arrow.shaft']));
  });

  it('document every field with a JSDoc comment', () => {
    expect(missing).toEqual([]);
  });
});
