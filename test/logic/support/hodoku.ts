/**
 * Agreement with HoDoKu 2.2.0's own ratings (`../shared/hodoku/*.tsv`, made by running it):
 * reading its files, comparing `rate` with them, and the tables that show the result.
 *
 * Owns: {@link readHodoku}, {@link compareRatings}, {@link agreementTables}, the mapping of
 * HoDoKu's technique names to ours ({@link hodokuName}). Does not own: rating (src/logic/rate.ts)
 * or the assertions (test/logic/hodoku.test.ts).
 */
import { readFileSync } from 'node:fs';
import type { Rating } from '../../../src/logic/rate';
import type { Level } from '../../../src/logic/types';

/** The three files of `../shared/hodoku/`, as named there. */
export const HODOKU_FILES = ['magictour_top1465', 'forum_hardest_1106', '17_clue_first2000'] as const;

const LEVEL_ORDER: readonly Level[] = ['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme'];

/** One line of a HoDoKu file: what HoDoKu 2.2.0 says of the puzzle. */
export interface HodokuRating {
  puzzle: string;
  level: Level;
  score: number;
  /** The hardest step; `Brute Force` when HoDoKu guessed. */
  hardest: string;
  /** HoDoKu needed brute force. */
  bf: boolean;
  /** The hardest step, brute force ignored. */
  hardestLogic: string;
}

/** The lines of one HoDoKu file. @throws {Error} naming the line when a line is malformed */
export function readHodoku(path: string): HodokuRating[] {
  const rows: HodokuRating[] = [];
  const lines = readFileSync(path, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const [puzzle, level, score, hardest, bf, hardestLogic] = line.split('\t');
    if (!LEVEL_ORDER.includes(level as Level) || !/^\d+$/.test(score) || (bf !== '0' && bf !== '1')) {
      throw new Error(`${path}:${i + 1}: expected puzzle, level, score, hardest, bf, hardest_logic; got ${JSON.stringify(line)}`);
    }
    rows.push({ puzzle, level: level as Level, score: Number(score), hardest, bf: bf === '1', hardestLogic });
  });
  return rows;
}

/**
 * HoDoKu's names where ours differ (the same technique); every other name is the same. Kept in
 * a JSON file so bench/logic/worker.mjs reads the same map. It also holds the hodoku-py port's
 * spellings ("Almost Locked Set XY-Chain", "Multi-Colors 1") of HoDoKu's names, for the exemplar
 * references (bench/logic/exemplars-hodoku.py).
 */
const NAME_MAP: Record<string, string> = JSON.parse(readFileSync(new URL('./hodoku-names.json', import.meta.url), 'utf8'));

/** Our name for a HoDoKu technique name (unchanged when we use the same name). */
export function hodokuName(name: string): string {
  return NAME_MAP[name] ?? name;
}

/**
 * Our techniques beyond HoDoKu's default set: where our path needs them, HoDoKu guessed, so
 * they agree with its Brute Force as the hardest step.
 */
const BEYOND_HODOKU = new Set(['Guess', 'Forcing Net (+)', 'Nested Forcing Net']);

/** True when our hardest technique is HoDoKu's (by name, or ours beyond its set for its Brute Force). */
export function sameHardest(hodokuHardest: string, ours: string): boolean {
  return hodokuName(hodokuHardest) === ours || (hodokuHardest === 'Brute Force' && BEYOND_HODOKU.has(ours));
}

/** One puzzle compared. */
export interface Compared {
  hodoku: HodokuRating;
  ours: Pick<Rating, 'level' | 'score' | 'hardest' | 'guesses'>;
}

/** The figures of one file. */
export interface Agreement {
  file: string;
  puzzles: number;
  /** Same level. */
  level: number;
  /** Same hardest technique (HoDoKu's Brute Force = our Guess). */
  hardest: number;
  /** Puzzles HoDoKu finished without brute force, and how many of them have exactly its score. */
  noBf: number;
  score: number;
  /** confusion[h][o]: puzzles HoDoKu rates LEVEL_ORDER[h] and we LEVEL_ORDER[o]. */
  confusion: number[][];
  /** Kinds of level disagreement ("HoDoKu's hardest → ours"), most frequent first. */
  levelKinds: [string, number][];
  /** Kinds of hardest-technique disagreement, most frequent first. */
  hardestKinds: [string, number][];
  /** Where the score differs on a puzzle HoDoKu finished: the difference (ours − HoDoKu's), by count. */
  scoreDiffs: [number, number][];
}

function countKinds(keys: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** Compares the ratings of one file. */
export function compareRatings(file: string, rows: readonly Compared[]): Agreement {
  const confusion = LEVEL_ORDER.map(() => LEVEL_ORDER.map(() => 0));
  const levelKinds: string[] = [];
  const hardestKinds: string[] = [];
  const diffs: string[] = [];
  let level = 0;
  let hardest = 0;
  let noBf = 0;
  let score = 0;
  for (const { hodoku, ours } of rows) {
    confusion[LEVEL_ORDER.indexOf(hodoku.level)][LEVEL_ORDER.indexOf(ours.level)]++;
    const pair = `${hodoku.hardest} → ${ours.hardest}`;
    if (hodoku.level === ours.level) level++;
    else levelKinds.push(`${hodoku.level} → ${ours.level}: ${pair}`);
    if (sameHardest(hodoku.hardest, ours.hardest)) hardest++;
    else hardestKinds.push(pair);
    if (!hodoku.bf) {
      noBf++;
      if (ours.score === hodoku.score) score++;
      else diffs.push(String(ours.score - hodoku.score));
    }
  }
  const scoreDiffs = countKinds(diffs).map(([k, n]) => [Number(k), n] as [number, number]);
  return { file, puzzles: rows.length, level, hardest, noBf, score, confusion, levelKinds: countKinds(levelKinds), hardestKinds: countKinds(hardestKinds), scoreDiffs };
}

const pct = (a: number, b: number): string => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)}%`);

/** The summary table (one row per file and a total row), markdown. */
export function summaryTable(results: readonly Agreement[]): string {
  const lines = ['| file | puzzles | same level | same hardest | HoDoKu without brute force | same score there |', '|---|--:|--:|--:|--:|--:|'];
  const total = { puzzles: 0, level: 0, hardest: 0, noBf: 0, score: 0 };
  for (const r of results) {
    lines.push(`| ${r.file} | ${r.puzzles} | ${r.level} (${pct(r.level, r.puzzles)}) | ${r.hardest} (${pct(r.hardest, r.puzzles)}) | ${r.noBf} | ${r.score} (${pct(r.score, r.noBf)}) |`);
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
  }
  const t = total;
  lines.push(`| all | ${t.puzzles} | ${t.level} (${pct(t.level, t.puzzles)}) | ${t.hardest} (${pct(t.hardest, t.puzzles)}) | ${t.noBf} | ${t.score} (${pct(t.score, t.noBf)}) |`);
  return lines.join('\n');
}

/** Every table of one file: the level confusion matrix and the kinds of disagreement (at most `top` of each). */
export function agreementTables(r: Agreement, top = 15): string {
  const lines = [`#### ${r.file}`, '', 'Level confusion (rows HoDoKu, columns ours):', '', `| HoDoKu \\ ours | ${LEVEL_ORDER.join(' | ')} |`, `|---|${LEVEL_ORDER.map(() => '--:').join('|')}|`];
  LEVEL_ORDER.forEach((l, i) => lines.push(`| ${l} | ${r.confusion[i].join(' | ')} |`));
  const list = (title: string, kinds: [string | number, number][]): void => {
    lines.push('', `${title} (${kinds.reduce((s, [, n]) => s + n, 0)} puzzles, ${kinds.length} kinds):`, '');
    for (const [k, n] of kinds.slice(0, top)) lines.push(`- ${n} × ${k}`);
    if (kinds.length > top) lines.push(`- … ${kinds.length - top} more kinds`);
  };
  list('Level differs (HoDoKu → ours: hardest HoDoKu → hardest ours)', r.levelKinds);
  list('Hardest technique differs (HoDoKu → ours)', r.hardestKinds);
  list('Score differs where HoDoKu needed no brute force (ours − HoDoKu)', r.scoreDiffs);
  return lines.join('\n');
}
