/**
 * Reading the documentation for its tests: which markdown files are the docs, their fenced code
 * blocks, their links and headings, and the anchors GitHub makes of the headings.
 *
 * Owns: those readings and the rules they check (a fence line is a fence and nothing else).
 * Does not own: running the blocks (doctest.test.ts) or the checks' verdicts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

/** README.md, CONTRIBUTING.md, CHANGELOG.md and every markdown file under docs/ but the generated reference. */
export function docFiles(): string[] {
  const found = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md'].filter((f) => existsSync(join(root, f)));
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(root, dir))) {
      const path = join(dir, name);
      if (path === join('docs', 'api')) continue;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) found.push(path);
    }
  };
  walk('docs');
  return found;
}

/** The user docs, which tell no history: the README and the guides (not CONTRIBUTING, CHANGELOG or docs/design/). */
export function userDocs(): string[] {
  return docFiles().filter((f) => f === 'README.md' || (f.startsWith('docs') && !f.startsWith(join('docs', 'design'))));
}

/** A fenced code block: its language, its first line's number (1-based, the line after the fence), its text. */
export interface CodeBlock {
  file: string;
  lang: string;
  line: number;
  code: string;
}

/** A fence line that is not one: a closing fence with text after it, or an unclosed block. */
export interface FenceProblem {
  file: string;
  line: number;
  text: string;
}

/** The fenced blocks of a markdown text, and the fence lines that break the rules. */
export function codeBlocks(file: string, text: string): { blocks: CodeBlock[]; problems: FenceProblem[] } {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  const problems: FenceProblem[] = [];
  let open: { lang: string; line: number; indent: number; body: string[] } | undefined;
  lines.forEach((raw, i) => {
    const fence = /^(\s*)```(.*)$/.exec(raw);
    if (!open) {
      if (!fence) return;
      if (!/^[\w-]*\s*$/.test(fence[2])) problems.push({ file, line: i + 1, text: raw });
      open = { lang: fence[2].trim(), line: i + 2, indent: fence[1].length, body: [] };
      return;
    }
    if (fence) {
      if (fence[2].trim() !== '') problems.push({ file, line: i + 1, text: raw }); // text after a closing fence
      blocks.push({ file, lang: open.lang, line: open.line, code: open.body.join('\n') });
      open = undefined;
      return;
    }
    open.body.push(raw.slice(Math.min(open.indent, raw.length - raw.trimStart().length)));
  });
  if (open) problems.push({ file, line: open.line - 1, text: 'a code block that is never closed' });
  return { blocks, problems };
}

/** The text outside code blocks (links and headings inside code are not markdown). */
export function prose(text: string): string {
  return text.replace(/^\s*```[\s\S]*?^\s*```[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

/**
 * Relative links and images: `[text](target)`, and the definitions `[label]: target` of
 * reference-style links (`[text][label]`), whose target has no scheme.
 */
export function relativeLinks(text: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  prose(text)
    .split('\n')
    .forEach((line, i) => {
      const targets = [...line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
      const definition = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(line);
      if (definition) targets.push(definition[1]);
      for (const target of targets) {
        if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push({ target, line: i + 1 });
      }
    });
  return links;
}

/** The anchors of a markdown text's headings, as GitHub makes them (lower case, punctuation dropped, spaces to hyphens, repeats numbered). */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of prose(text).matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const base = heading
      .trim()
      .toLowerCase()
      .replace(/<[^>]+>/g, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** A path relative to the repository, for messages. */
export function shown(path: string): string {
  return relative(root, path) || '.';
}

/** The text of a file of the repository. */
export function read(file: string): string {
  return readFileSync(join(root, file), 'utf8');
}
