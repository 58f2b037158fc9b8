/**
 * The embedded builds' encoding (src/wasm/hex.ts): hex text decodes to the bytes it spells,
 * by the engine's own decoder where it has one (`Uint8Array.fromHex`, Node's `Buffer`: the
 * first call of a process pays this decoding), by the loop elsewhere.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeHex } from '../../src/wasm/hex';

const all = Uint8Array.from({ length: 256 }, (_, i) => i);
const allHex = Buffer.from(all).toString('hex');
const typed = Uint8Array as unknown as { fromHex?: (hex: string) => Uint8Array };
const ownFromHex = Object.getOwnPropertyDescriptor(Uint8Array, 'fromHex');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (ownFromHex) Object.defineProperty(Uint8Array, 'fromHex', ownFromHex);
  else delete typed.fromHex;
});

/** Runs `check` with `Uint8Array.fromHex` taken away (Node 20 has none; newer engines do). */
function withoutFromHex(check: () => void): void {
  delete typed.fromHex;
  check();
}

describe('embedded builds', () => {
  it('hex text decodes to its bytes, every byte value, on every path', () => {
    expect(decodeHex(allHex)).toEqual(all);
    expect(decodeHex('00ff10')).toEqual(new Uint8Array([0, 255, 16]));
    withoutFromHex(() => {
      expect(decodeHex(allHex)).toEqual(all);
      vi.stubGlobal('Buffer', undefined);
      expect(decodeHex(allHex)).toEqual(all);
      expect(decodeHex('00ff10')).toEqual(new Uint8Array([0, 255, 16]));
    });
  });

  it("uses the engine's decoder: Uint8Array.fromHex where there is one, else Node's Buffer", () => {
    const fromHex = vi.fn((hex: string) => new Uint8Array(Buffer.from(hex, 'hex')));
    typed.fromHex = fromHex;
    expect(decodeHex(allHex)).toEqual(all);
    expect(fromHex).toHaveBeenCalledWith(allHex);
    withoutFromHex(() => {
      const from = vi.spyOn(Buffer, 'from');
      const bytes = decodeHex(allHex);
      expect(from).toHaveBeenCalledWith(allHex, 'hex');
      expect(bytes).toEqual(all);
      // bytes of their own, not a view of Node's shared pool
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(256);
    });
  });

  it('a real build round-trips', () => {
    const wasm = new Uint8Array(readFileSync(new URL('../../build/sudoku.wasm', import.meta.url)));
    const hex = Buffer.from(wasm).toString('hex');
    expect(decodeHex(hex)).toEqual(wasm);
    withoutFromHex(() => {
      vi.stubGlobal('Buffer', undefined);
      expect(decodeHex(hex)).toEqual(wasm);
    });
  });
});
