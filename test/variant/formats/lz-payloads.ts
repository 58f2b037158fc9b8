/**
 * Payloads the link tests need that lz-string's compressor does not write quickly: a stream of
 * codes written bit by bit (the layout is in src/variant/formats/lz-decode.ts), and a "run"
 * whose text grows with the square of its codes.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** lz-string base64 of `codes` ([value, width] each, written low bit first), padded with `=`. */
export function base64OfCodes(codes: readonly (readonly [number, number])[]): string {
  let out = '';
  let symbol = 0;
  let filled = 0;
  for (const [value, width] of codes) {
    for (let i = 0; i < width; i++) {
      symbol = (symbol << 1) | ((value >> i) & 1);
      if (++filled === 6) {
        out += BASE64[symbol];
        symbol = 0;
        filled = 0;
      }
    }
  }
  if (filled > 0) out += BASE64[symbol << (6 - filled)];
  return out.padEnd(Math.ceil(out.length / 4) * 4, '=');
}

/**
 * A payload of `n` + 2 codes whose text is `a`, `aa`, `aaa`, … up to n + 1 `a`s: every code
 * after the first is the next free dictionary index (the previous entry and its first
 * character), so the text has (n + 1)(n + 2) / 2 characters.
 */
export function runPayload(n: number): string {
  const codes: [number, number][] = [
    [0, 2],
    [97, 8],
  ];
  let size = 4;
  let width = 3;
  let untilWider = 4;
  for (let k = 0; k < n; k++) {
    codes.push([size++, width]);
    if (--untilWider === 0) {
      untilWider = 2 ** width;
      width++;
    }
  }
  codes.push([2, width]);
  return base64OfCodes(codes);
}

/** Deterministic printable text (no quote, no backslash) of `length` characters. */
export function noise(length: number, seed = 1): string {
  let state = seed;
  let out = '';
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    out += String.fromCharCode(35 + (state % 55));
  }
  return out;
}
