/**
 * How a bad value is shown in an error message: with its type (`the string "5"`), so that a
 * `'5'` is never mistaken for a `5`. Re-exported by ./options.ts, the checks' module; a module
 * of its own so that src/board/sizes.ts, which ./options.ts imports, shows values without an
 * import cycle between the two (Rollup reports every cycle in the build of a page).
 */

/** Strings longer than this are shown by their first {@link SHOWN_START} characters and their length. */
const LONGEST_SHOWN = 120;
const SHOWN_START = 80;

/**
 * A value for an error message, with its type: `the string "5"`, `the number 5`, `the boolean
 * true`, `null`, `undefined`, `an array of 3`, `a function`, `a Map`, `an object`. A string of
 * more than 120 characters (a link, a file's text) by its start and length: `the string
 * "https://…fpuzzlesN4…" (2,030 characters)`; a puzzle line of 81 or 100 cells whole.
 */
export function show(value: unknown): string {
  if (typeof value === 'string') {
    if (value.length <= LONGEST_SHOWN) return `the string ${JSON.stringify(value)}`;
    return `the string ${JSON.stringify(value.slice(0, SHOWN_START)).slice(0, -1)}…" (${value.length.toLocaleString('en-US')} characters)`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${String(value)}`;
  if (typeof value === 'bigint') return `the bigint ${String(value)}n`;
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value !== 'object') return `a ${typeof value}`;
  // "an Array", "an Int8Array", but "a Uint8Array", "a URL"
  const name = (value as { constructor?: { name?: string } }).constructor?.name;
  return name && name !== 'Object' ? `${/^[AEIO]/.test(name) ? 'an' : 'a'} ${name}` : 'an object';
}

/**
 * A value for a message that expects a number: a number as it is (`5`), anything else as
 * {@link show} gives it (`the string "5"`), so that a `'5'` is not mistaken for a `5`.
 */
export function showNumber(value: unknown): string {
  return typeof value === 'number' ? String(value) : show(value);
}
