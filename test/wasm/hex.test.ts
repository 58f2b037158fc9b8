/**
 * The embedded builds' encoding (src/wasm/hex.ts): hex text decodes to the bytes it spells.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeHex } from '../../src/wasm/hex';

describe('embedded builds', () => {
  it('hex text decodes to its bytes, every byte value', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(decodeHex(Buffer.from(all).toString('hex'))).toEqual(all);
    expect(decodeHex('00ff10')).toEqual(new Uint8Array([0, 255, 16]));
  });

  it('a real build round-trips', () => {
    const wasm = new Uint8Array(readFileSync(new URL('../../build/sudoku.wasm', import.meta.url)));
    expect(decodeHex(Buffer.from(wasm).toString('hex'))).toEqual(wasm);
  });
});
