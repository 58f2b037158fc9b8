/**
 * How digits are written on the page: the package's board alphabet (1-9, then A, B, …), so a
 * 16×16 board reads 1-9A-G as `formatBoard` writes it. Owns: {@link symbolOf}, {@link digitOfKey},
 * {@link letterOfKey}.
 * Does not own: the alphabet itself (src/text/alphabet.ts).
 */
import { ALNUM_SYMBOLS } from '../../src/text/alphabet.js';

/** The symbol of digit d (1…N). */
export function symbolOf(digit: number): string {
  return ALNUM_SYMBOLS[digit - 1];
}

/**
 * The digit a key stands for on a board of side N, or 0: `Digit5`/`Numpad5` codes (so Shift and
 * Ctrl combinations still read the digit) and, above 9, the letters of the alphabet.
 */
export function digitOfKey(event: Pick<KeyboardEvent, 'code' | 'key'>, N: number): number {
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(event.code);
  if (m) {
    const d = Number(m[1]);
    return d >= 1 && d <= Math.min(9, N) ? d : 0;
  }
  if (N > 9 && event.key.length === 1) {
    const i = ALNUM_SYMBOLS.indexOf(event.key.toUpperCase());
    if (i >= 9 && i < N) return i + 1;
  }
  return 0;
}

/**
 * The letter of a shortcut key (Z, X, C, V, Y), as its label on the player's keyboard says:
 * `key`, so Ctrl+Z undoes on a German (QWERTZ, where that key's `code` is `KeyY`) or a French
 * (AZERTY, `KeyW`) keyboard as the system's shortcuts do. A key that types no Latin letter (a
 * Cyrillic or Greek layout) gives the letter at its place on a US keyboard (`code`).
 */
export function letterOfKey(event: Pick<KeyboardEvent, 'code' | 'key'>): string {
  if (/^[a-z]$/i.test(event.key)) return event.key.toUpperCase();
  const m = /^Key([A-Z])$/.exec(event.code);
  return m ? m[1] : '';
}
