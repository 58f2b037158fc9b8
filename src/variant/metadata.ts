/**
 * A puzzle's texts for people: its title, its author and its rules as the setter words them.
 *
 * Owns: reading the three texts (the model's `title`, `author`, `rules`; f-puzzles' `title`,
 * `author`, `ruleset`), their limits, and their place at the end of the canonical model. Does
 * not own: the rest of either format (./check.ts, ./formats/fpuzzles.ts). Nothing that solves,
 * checks or compares rules reads them (the engines compile `constraints`, the rule-set cache
 * keys the rules only: ./compile/rule-set-cache.ts).
 *
 *   model     f-puzzles   limit (characters)   control characters allowed
 *   ───────   ─────────   ──────────────────   ──────────────────────────
 *   title     title       1,000                none
 *   author    author      1,000                none
 *   rules     ruleset     100,000              tab, line feed, carriage return
 *
 * Text is kept as written (no trimming, no change of line breaks), so every round trip gives it
 * back. Empty text and `null` are the text's absence, so a model never holds `""`. The limits
 * (UTF-16 code units) are far above what a puzzle needs (a title is a line, rules a few
 * paragraphs) and keep a payload's bulk out of the model, as the link limits keep it out of the
 * reader (./formats/links.ts); a control character other than those in the table is an error,
 * as it is no part of any text a page could show.
 */

import type { VariantPuzzle } from './model.js';
import type { JsonObject } from './json.js';
import { jsonTypeError, textControlError, textLengthError } from '../text/variant-messages.js';

/** The texts of a puzzle, as the model names them. */
export interface PuzzleTexts {
  /** The title (the model's `title`). */
  title?: string;
  /** The author (the model's `author`). */
  author?: string;
  /** The rules text (the model's `rules`, f-puzzles `ruleset`). */
  rules?: string;
}

/** The model's names of the texts, in the canonical order. */
const TEXT_KEYS = ['title', 'author', 'rules'] as const;

/** The f-puzzles field of each text. */
const FPUZZLES_TEXT_FIELDS: Readonly<Record<keyof PuzzleTexts, string>> = { title: 'title', author: 'author', rules: 'ruleset' };

/** The longest text of each kind, in UTF-16 code units. */
const TEXT_LIMITS: Readonly<Record<keyof PuzzleTexts, number>> = { title: 1_000, author: 1_000, rules: 100_000 };

/** What each text is, for the length error (`expected a title of at most …`). */
const TEXT_NAMES: Readonly<Record<keyof PuzzleTexts, string>> = { title: 'a title', author: 'an author', rules: 'rules' };

/**
 * A control character a text may not hold: C0 but tab, line feed and carriage return, and DEL
 * (the rules); the same and the three too (a title or an author, one line).
 */
const RULES_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * One text of a puzzle, checked.
 * @param value the value found
 * @param key which text
 * @param path its JSON path (`title`, `ruleset`)
 * @returns the text, or undefined when it is absent, null or empty
 */
function readText(value: unknown, key: keyof PuzzleTexts, path: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw jsonTypeError('text (a string)', value, path);
  if (value.length > TEXT_LIMITS[key]) throw textLengthError(TEXT_NAMES[key], value.length, TEXT_LIMITS[key], path);
  const control = (key === 'rules' ? RULES_CONTROL : LINE_CONTROL).exec(value);
  if (control !== null) throw textControlError(control[0], control.index, key !== 'rules', path);
  return value;
}

/**
 * The texts of a model object (`title`, `author`, `rules`).
 * @param raw the model object
 */
export function readModelTexts(raw: JsonObject): PuzzleTexts {
  return {
    title: readText(raw.title, 'title', 'title'),
    author: readText(raw.author, 'author', 'author'),
    rules: readText(raw.rules, 'rules', 'rules'),
  };
}

/**
 * One text of f-puzzles JSON, by its f-puzzles field, into `out`.
 * @param field the f-puzzles field (`title`, `author`, `ruleset`)
 * @param value its value
 * @param out the texts read so far
 * @returns whether the field is one of the texts
 */
export function readFpuzzlesText(field: string, value: unknown, out: PuzzleTexts): boolean {
  const key = field === 'ruleset' ? 'rules' : field === 'title' || field === 'author' ? field : undefined;
  if (key === undefined) return false;
  out[key] = readText(value, key, field);
  return true;
}

/**
 * The canonical model with its texts after its other keys, each only when present.
 * @param model the canonical model (not yet handed out: it is changed)
 * @param texts the texts read
 */
export function withTexts(model: VariantPuzzle, texts: PuzzleTexts): VariantPuzzle {
  for (const key of TEXT_KEYS) {
    const text = texts[key];
    if (text !== undefined) model[key] = text;
  }
  return model;
}

/**
 * A checked model's texts into f-puzzles JSON (`rules` as `ruleset`).
 * @param model the canonical model
 * @param out the f-puzzles object being written
 */
export function writeFpuzzlesTexts(model: VariantPuzzle, out: Record<string, unknown>): void {
  for (const key of TEXT_KEYS) {
    const text = model[key];
    if (text !== undefined) out[FPUZZLES_TEXT_FIELDS[key]] = text;
  }
}
