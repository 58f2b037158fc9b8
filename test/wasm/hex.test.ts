/**
 * The embedded builds' encoding (src/wasm/hex.ts): hex text decodes to the bytes it spells, and
 * the bytes a `binary`-loader bundle hands over are taken as they are.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeHex, embeddedBytes } from '../../src/wasm/hex';

describe('embedded builds', () => {
  it('hex text decodes to its bytes, every byte value', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(decodeHex(Buffer.from(all).toString('hex'))).toEqual(all);
    expect(decodeHex('00ff10')).toEqual(new Uint8Array([0, 255, 16]));
  });

  it('a real build round-trips, and the bytes of a binary-loader bundle are used as they are', () => {
    const wasm = new Uint8Array(readFileSync(new URL('../../build/sudoku.wasm', import.meta.url)));
    expect(embeddedBytes(Buffer.from(wasm).toString('hex'))).toEqual(wasm);
    expect(embeddedBytes(wasm)).toBe(wasm);
    expect(() => embeddedBytes(42 as never)).toThrow(new TypeError('sudoku-wasm: an embedded build: expected hex text or a Uint8Array, got number'));
  });
});
