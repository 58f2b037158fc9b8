/**
 * Reading values out of parsed JSON, with errors that name the JSON path.
 *
 * Owns: the JSON path notation of errors (`killercage[2].cells[1]`, `["diagonal+"]`) and the
 * typed reads every variant reader shares (object, array, integer, clue number, known keys).
 * Does not own: the wording of errors (`src/text/messages.ts`), JSON text (./formats/json-text.ts)
 * or what any rule needs (./rules/).
 *
 * Paths are built with string concatenation only where an element is read; the success path
 * builds one short string per rule entry, nothing per cell.
 */

import { jsonTypeError, jsonValueError, unsupportedError } from '../text/variant-messages.js';
import { quotedChoices } from '../text/lists.js';

/** A parsed JSON object. */
export type JsonObject = Record<string, unknown>;

/**
 * The largest clue number a rule accepts (a sum, a kropki value, a difference): 2³¹ − 1, so an
 * engine may keep every clue in a 32-bit integer. A clue no digits can meet is a puzzle with
 * no solution, not an error.
 */
export const MAX_CLUE = 2147483647;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * The path of a member: `parent.key`, `parent["odd key"]` or `parent[3]`; a key of the root
 * (`parent` = '') stands alone.
 * @param parent the path of the container ('' for the root)
 * @param key an object key or an array index
 */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (IDENTIFIER.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
}

/** Whether `value` is a JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `value` as an object.
 * @param value the value
 * @param path its path
 * @param what what it should be, for the message (`an object`)
 */
export function readObject(value: unknown, path: string, what = 'an object'): JsonObject {
  if (!isJsonObject(value)) throw jsonTypeError(what, value, path);
  return value;
}

/**
 * `value` as an array.
 * @param value the value
 * @param path its path
 * @param what what it should be, for the message (`an array of cells`)
 */
export function readArray(value: unknown, path: string, what: string): unknown[] {
  if (!Array.isArray(value)) throw jsonTypeError(what, value, path);
  return value;
}

/**
 * `value` as an integer in [min, max].
 * @param value the value
 * @param min smallest allowed
 * @param max largest allowed
 * @param path its path
 */
export function readInteger(value: unknown, min: number, max: number, path: string): number {
  if (typeof value !== 'number') throw jsonTypeError(`an integer ${min}-${max}`, value, path);
  if (!Number.isInteger(value) || value < min || value > max) throw jsonValueError(`an integer ${min}-${max}`, value, path);
  return value + 0; // -0 as 0: JSON writes both as 0, so the model must not tell them apart
}

/**
 * One of a few words of the model's JSON (`'row'`, `'column'`), refused with the list of them
 * (`expected 'row' or 'column'`).
 * @param value the value
 * @param choices the words allowed
 * @param path its path
 */
export function readChoice<T extends string>(value: unknown, choices: readonly T[], path: string): T {
  if (choices.includes(value as T)) return value as T;
  const expected = quotedChoices(choices);
  throw typeof value === 'string' ? jsonValueError(expected, value, path) : jsonTypeError(expected, value, path);
}

/**
 * A clue number of the model's JSON: an integer 0 … {@link MAX_CLUE}.
 * @param value the value
 * @param path its path
 */
export function readClue(value: unknown, path: string): number {
  return readInteger(value, 0, MAX_CLUE, path);
}

/**
 * A clue number of f-puzzles JSON, which writes them as text (`"23"`); a number is read too.
 * @param value the value
 * @param path its path
 * @returns the number, or undefined when the clue is absent, null or empty text
 */
export function readClueText(value: unknown, path: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return readClue(value, path);
  if (typeof value !== 'string') throw jsonTypeError('a whole number, as text', value, path);
  const text = value.trim();
  if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_CLUE) {
    throw jsonValueError(`a whole number 0-${MAX_CLUE}, as text`, value, path);
  }
  return Number(text);
}

/**
 * Refuses keys outside `allowed` (a later version of the model may add fields; reading one
 * as if it were absent would change the puzzle).
 * @param object the object
 * @param allowed its known keys
 * @param path its path
 */
export function onlyKeys(object: JsonObject, allowed: readonly string[], path: string): void {
  for (const key in object) {
    if (!allowed.includes(key)) {
      throw unsupportedError({ kind: 'field', field: key, allowed }, childPath(path, key));
    }
  }
}
