/**
 * The model's types document every field (src/variant/model.ts): an IDE shows the JSDoc of a
 * field on hover and completion, and the API reference lists it. docs/variants.md sends a
 * reader to these types for every field's meaning, so a field without a comment is a gap there.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const path = fileURLToPath(new URL('../../src/variant/model.ts', import.meta.url));
const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);

/** `Interface.field` of every property of every exported interface of the model. */
function fields(): { name: string; documented: boolean }[] {
  const out: { name: string; documented: boolean }[] = [];
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member)) continue;
      const docs = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc);
      const documented = docs.some((d) => (ts.getTextOfJSDocComment(d.comment) ?? '').trim() !== '');
      out.push({ name: `${statement.name.text}.${member.name.getText(source)}`, documented });
    }
  }
  return out;
}

describe('the variant model (VariantPuzzle, one interface per rule)', () => {
  it('has fields to check', () => {
    expect(fields().map((f) => f.name)).toEqual(expect.arrayContaining(['VariantPuzzle.givens', 'Killer.sum', 'Arrow.shaft', 'Quadruple.digits']));
  });

  it('documents every field with a JSDoc comment', () => {
    expect(fields().filter((f) => !f.documented).map((f) => f.name)).toEqual([]);
  });
});
