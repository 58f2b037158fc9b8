/**
 * axe-core (pinned devDependency) in the demo page's browser tests: injects the engine into a
 * page and runs it over the whole document, returning the violations of the impacts asked for.
 *
 * Owns: {@link axeViolations}. Does not own: opening pages (demo-page.ts) or which views are
 * checked (the tests).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: string | null = null;

/** One violation, cut down to what a failing test should print. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * The violations of `impacts` (default: serious and critical) on the page as it stands, every
 * rule axe runs by default (WCAG 2.x A and AA, best practices) plus the label-in-name check.
 */
export async function axeViolations(page: Page, impacts: readonly string[] = ['serious', 'critical']): Promise<AxeViolation[]> {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: source });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return found.filter((v) => v.impact !== null && impacts.includes(v.impact));
}
