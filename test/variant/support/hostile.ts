/**
 * The hostile variant inputs of the fuzz tests (../hostile-input.fuzz.test.ts, the sync calls and
 * the CLI; ../hostile-async.fuzz.test.ts, the async calls, the worker client and the stream):
 * the puzzles mutated (published, generated and random ones, as f-puzzles objects and as the
 * model's JSON), the mutations of a JSON tree and of text, the known answers checked after a
 * case, and {@link pathExists}, which checks that an error's `path` names a place of the input.
 *
 * Owns: the sources and the mutations, one copy for every fuzz file. Does not own: what a case
 * must answer (each test file says that for its calls).
 */
import fc from 'fast-check';
import * as api from '../../../src/index';
import type { VariantFamily } from '../../../src/index';
import type { VariantSize } from '../../../src/variant/model';
import { sharedCandidate, sharedDir } from '../../support/shared';
import { readExamples, type Example } from '../formats/helpers';
import { RULE_KINDS, randomCase } from '../engine/random-models';

/** A classic puzzle and its solution. */
export const CLASSIC = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
export const CLASSIC_SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';

/** The published examples, when the shared folder is there (the generated puzzles are mutated either way). */
const examples: Example[] = sharedDir === null ? [] : readExamples(sharedDir);
if (sharedDir === null) console.warn(`hostile variant input: the published examples are left out: shared data folder not found at ${sharedCandidate} (set SUDOKU_SHARED_DIR)`);

/** Small generated puzzles of assorted rules (no shared folder needed). */
const GENERATED: readonly [VariantFamily[], number][] = [
  [['killer'], 4],
  [['thermo', 'kropki'], 6],
  [['arrow'], 9],
  [['xv', 'whispers'], 6],
  [['littleKiller'], 9],
  [['jigsaw', 'renban', 'oddEven'], 5],
  [['x', 'antiKnight'], 8],
  [['palindrome', 'regionSum'], 6],
];
export const generated = GENERATED.map(([rules, size], i) => api.generateVariantSync({ rules, size, seed: 11 + i, timeoutMs: 20_000 }));

/** Random puzzles of every rule of the model (the engine tests' cases), sizes 4 to 9, a third of the cells given. */
const RANDOM = RULE_KINDS.flatMap((kind, i) => {
  const made = randomCase(kind, (4 + (i % 6)) as VariantSize, 100 + i, 0.3) ?? randomCase(kind, 9, 100 + i, 0.3);
  return made === null ? [] : [made.puzzle];
});

/** f-puzzles objects to mutate: every published one, every generated one and every random one. */
export const SOURCES: Record<string, unknown>[] = [
  ...examples.map((e) => e.fpuzzles),
  ...[...generated.map((g) => g.puzzle), ...RANDOM].map((p) => api.toFpuzzles(p) as unknown as Record<string, unknown>),
];
/** Puzzles in the model's own JSON. */
export const MODELS: Record<string, unknown>[] = [
  ...examples.slice(0, 12).map((e) => JSON.parse(api.formatVariant(api.parseVariant(e.fpuzzles)))),
  ...[...generated.map((g) => g.puzzle), ...RANDOM].map((p) => JSON.parse(api.formatVariant(p))),
];

/** The known answers checked after every case: a published puzzle (or a generated one) and a classic one. */
export const KNOWN = (() => {
  const published = examples.find((e) => e.title === 'Jigsaw');
  if (published !== undefined) return { input: published.line, solution: published.solution.join('') };
  return { input: JSON.stringify(api.toFpuzzles(generated[1].puzzle)), solution: generated[1].solution };
})();


// ─── mutations ────────────────────────────────────────────────────────────────────────────────

/** Cell names a reader must refuse or read right. */
const CELL_NAMES = ['R0C1', 'r10c1', 'R1C0', '', 'R1', 'C1', 'R1C1R1C2', 'R-1C2', 'R1.5C2', 'R99999999999C1', 'R1C1 ', 'R٣C1', 'R1C10', 'r1c1', 'R01C01'];
/** Numbers of every awkward kind. */
const NUMBERS = [0, -1, -0, 0.5, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 1e21, NaN, Infinity, -Infinity, 100, 45];
/** Clue numbers in range (0 … 2³¹ − 1), so that the engine meets them: the extremes of its arithmetic. */
const CLUES = [0, 1, 2, 9, 10, 45, 46, 405, 1_000_000, 2 ** 30, 2 ** 31 - 1];
/** Clues as f-puzzles writes them (text), and text that is almost one. */
const CLUE_TEXTS = [...CLUES.map(String), '-1', '2147483648', '1e3', '', ' 5', '05', '5.0', '0x10', '99999999999999999999'];
/** Values of every JSON type (and a few no JSON holds). */
const VALUES: unknown[] = [
  null,
  true,
  false,
  '',
  'x',
  '5',
  '1e400',
  [],
  {},
  [[]],
  [{}],
  [null],
  ['R1C1', 'R1C1'],
  { cells: [] },
  { cells: ['R1C1'], value: '' },
  { lines: [[]] },
  { lines: [['R1C1', 'R2C2', 'R1C2', 'R2C1', 'R1C1']] },
  ...CELL_NAMES,
  ...NUMBERS,
  undefined,
];

/** One change to a JSON tree: an operation at one of its places (picked modulo their count). */
export interface Mutation {
  kind: 'drop' | 'duplicate' | 'swap' | 'value' | 'cellName' | 'number' | 'clue' | 'empty' | 'giant' | 'nest' | 'crossing' | 'repeatCell' | 'size';
  at: number;
  pick: number;
}

export const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('drop', 'duplicate', 'swap', 'value', 'cellName', 'number', 'clue', 'clue', 'empty', 'giant', 'nest', 'crossing', 'repeatCell', 'size'),
  at: fc.nat(),
  pick: fc.nat(),
});

type Container = Record<string, unknown> | unknown[];


/**
 * Every place of a tree (a container and a key in it); with `rules`, not those inside the grid
 * and the solution (their cells are most of an f-puzzles tree, and the rules' fields are where
 * the readers and the engine differ most).
 */
function places(root: Record<string, unknown>, rules: boolean): [Container, string | number][] {
  const out: [Container, string | number][] = [];
  const stack: Container[] = [root];
  const skipped = new Set(rules ? [root.grid, root.solution] : []);
  while (stack.length > 0 && out.length < 20_000) {
    const node = stack.pop()!;
    const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    for (const key of keys) {
      out.push([node, key]);
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null && !skipped.has(child)) stack.push(child as Container);
    }
  }
  return out;
}

function pickOf<T>(list: readonly T[], n: number): T {
  return list[n % list.length];
}

/** A path of cells, as f-puzzles names them, that crosses itself (king's moves, R1C1 R2C2 R1C2 R2C1). */
const CROSSING = ['R1C1', 'R2C2', 'R1C2', 'R2C1'];

/** Whether a place holds a clue: a number outside the cells, or digits as text (an f-puzzles value). */
function isClue(node: Container, key: string | number): boolean {
  const v = (node as Record<string | number, unknown>)[key];
  if (typeof v === 'string') return /^\d+$/.test(v);
  return typeof v === 'number' && typeof key === 'string' && key !== 'size' && key !== 'version' && key !== 'value';
}

/** Applies one mutation to `root` in place (the root stays an object). */
function mutate(root: Record<string, unknown>, m: Mutation): void {
  if (m.kind === 'size') {
    const size = 1 + (m.pick % 20);
    root.size = size;
    if ('grid' in root && m.pick % 3 !== 0) root.grid = Array.from({ length: size }, () => Array.from({ length: size }, () => ({})));
    if ('givens' in root && m.pick % 3 !== 0) root.givens = '.'.repeat(size * size);
    return;
  }
  const all = places(root, m.pick % 4 !== 0);
  if (all.length === 0) return;
  const [node, key] = pickOf(all, m.at);
  const get = () => (node as Record<string | number, unknown>)[key];
  const set = (v: unknown) => {
    (node as Record<string | number, unknown>)[key] = v;
  };
  switch (m.kind) {
    case 'drop':
      if (Array.isArray(node)) node.splice(key as number, 1);
      else delete node[key as string];
      break;
    case 'duplicate':
      if (Array.isArray(node)) node.splice(key as number, 0, structuredClone(get()));
      else set(structuredClone(pickOf(Object.values(node), m.pick)));
      break;
    case 'swap': {
      const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
      const other = pickOf(keys, m.pick);
      const a = get();
      set((node as Record<string | number, unknown>)[other]);
      (node as Record<string | number, unknown>)[other] = a;
      break;
    }
    case 'value':
      set(structuredClone(pickOf(VALUES, m.pick)));
      break;
    case 'cellName':
      set(pickOf(CELL_NAMES, m.pick));
      break;
    case 'number':
      set(pickOf(NUMBERS, m.pick));
      break;
    case 'clue': {
      // the first clue at or after the place: a number of the model, or f-puzzles' text of one
      const from = all.findIndex((_, i) => i >= m.at % all.length && isClue(all[i][0], all[i][1]));
      const found = from >= 0 ? all[from] : all.find(([n, k]) => isClue(n, k));
      if (found === undefined) break;
      const [n, k] = found;
      const old = (n as Record<string | number, unknown>)[k];
      (n as Record<string | number, unknown>)[k] = typeof old === 'number' ? pickOf(CLUES, m.pick) : pickOf(CLUE_TEXTS, m.pick);
      break;
    }
    case 'empty':
      set(Array.isArray(get()) ? [] : typeof get() === 'string' ? '' : {});
      break;
    case 'giant': {
      const v = get();
      if ((JSON.stringify(v) ?? '').length > 1_000) break; // one giant array per place: a few MB at most
      const length = 1_000 + (m.pick % 1_000);
      // copies, not one value shared: a later mutation changes one place, not thousands
      set(Array.isArray(v) && v.length > 0 ? Array.from({ length }, (_, i) => structuredClone(v[i % v.length])) : Array.from({ length }, () => structuredClone(v)));
      break;
    }
    case 'nest': {
      let v: unknown = get();
      if ((JSON.stringify(v) ?? '').length > 1_000) break;
      const depth = m.pick % 2 === 0 ? 20 : 200;
      for (let i = 0; i < depth; i++) v = [v];
      set(v);
      break;
    }
    case 'crossing':
      set(Array.isArray(get()) && Array.isArray((get() as unknown[])[0]) ? [[...CROSSING]] : [...CROSSING]);
      break;
    case 'repeatCell': {
      const v = get();
      if (Array.isArray(v) && v.length > 0) v.push(structuredClone(v[m.pick % v.length]));
      else if (typeof v === 'string' && /^R\d+C\d+$/.test(v)) set([v, v]);
      else if (typeof v === 'number') set([v, v]);
      break;
    }
  }
}

/** A mutated copy of a source tree. */
export function mutated(source: Record<string, unknown>, mutations: readonly Mutation[]): Record<string, unknown> {
  const copy = structuredClone(source);
  for (const m of mutations) mutate(copy, m);
  return copy;
}

/** Text mutations: cut short, a character replaced, inserted or removed. */
export interface TextMutation {
  kind: 'cut' | 'replace' | 'insert' | 'remove';
  at: number;
  piece: string;
}

export const textMutationArb: fc.Arbitrary<TextMutation> = fc.record({
  kind: fc.constantFrom('cut', 'replace', 'insert', 'remove'),
  at: fc.nat(),
  piece: fc.oneof(fc.constantFrom('"', '{', '}', '[', ']', ',', ':', '\\', '%', '=', '\u0000', '\uD800', 'é', '😀', ' '), fc.string({ unit: 'binary', minLength: 1, maxLength: 3 })),
});

export function mutateText(text: string, m: TextMutation): string {
  const i = text.length === 0 ? 0 : m.at % text.length;
  if (m.kind === 'cut') return text.slice(0, i);
  if (m.kind === 'remove') return text.slice(0, i) + text.slice(i + 1);
  return text.slice(0, i) + m.piece + text.slice(m.kind === 'replace' ? i + 1 : i);
}

// ─── paths and messages of errors ─────────────────────────────────────────────────────────────

/** The segments of a JSON path (`killercage[2].cells[1]` → killercage, 2, cells, 1; `["diagonal-"]` → diagonal-). */
function pathSegments(path: string): (string | number)[] | undefined {
  const out: (string | number)[] = [];
  const re = /(?:^|\.)([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  while (re.lastIndex < path.length) {
    const m = re.exec(path);
    if (m === null) return undefined;
    out.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : (JSON.parse(m[3]) as string)));
  }
  return out;
}

/** Whether `path` names a value of `root`, or a member missing from an object of it. */
export function pathExists(root: unknown, path: string): boolean {
  if (path === '') return true;
  const segments = pathSegments(path);
  if (segments === undefined) return false;
  let node: unknown = root;
  for (let i = 0; i < segments.length; i++) {
    const key = segments[i];
    if (typeof node !== 'object' || node === null) return false;
    const last = i === segments.length - 1;
    if (Array.isArray(node)) {
      if (typeof key !== 'number' || key >= node.length) return false;
    } else if (!Object.prototype.hasOwnProperty.call(node, key)) return last; // a missing member
    node = (node as Record<string | number, unknown>)[key];
  }
  return true;
}

/** Messages of errors that come from inside the package, not from its checks. */
export const INTERNAL =
  /unreachable|out of bounds|Cannot read prop|Cannot set prop|is not a function|is not iterable|undefined is not|null is not|Maximum call stack|Invalid array length|Invalid typed array length|Cannot convert|detached ArrayBuffer|\bat [\w.<>]+ \(/i;


export const sourceArb = fc.nat().map((i) => SOURCES[i % SOURCES.length]);
export const modelArb = fc.nat().map((i) => MODELS[i % MODELS.length]);
export const mutationsArb = fc.array(mutationArb, { minLength: 1, maxLength: 4 });
