/**
 * Lists of words for sentences and messages: `a, b and c`, `a, b or c`, and a set of allowed
 * values quoted as an error message names them (`'line', 'grid' or 'numbers'`).
 *
 * Owns: {@link andList}, {@link orList}, {@link quotedChoices}: every list the package writes in
 * words (technique sentences, option errors, the CLI's and the readers' messages).
 */

/** Words joined as `a`, `a and b`, `a, b and c`. */
export function andList(words: readonly (number | string)[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Words joined with "or" for sentences: `a`, `a or b`, `a, b or c`. */
export function orList(words: readonly (number | string)[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** Allowed values quoted for a message: `'wasm' or 'ts'`, `'line', 'grid' or 'numbers'`. */
export function quotedChoices(choices: readonly (number | string)[]): string {
  return orList(choices.map((c) => `'${c}'`));
}
