/**
 * The embedded builds' encoding (src/wasm/hex.ts): hex text decodes to the bytes it spells,
 * by the engine's own decoder where it has one (`Uint8Array.fromHex`; Node's `Buffer` for the
 * builds only the Node entry embeds: the first call of a process pays this decoding), by the
 * loop elsewhere.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeHex, decodeHexInNode } from '../../src/wasm/hex';

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

/** A stand-in for `Uint8Array.fromHex` that records its calls. */
function fakeFromHex() {
  const fromHex = vi.fn((hex: string) => new Uint8Array(Buffer.from(hex, 'hex')));
  typed.fromHex = fromHex;
  return fromHex;
}

describe('embedded builds', () => {
  it('hex text decodes to its bytes, every byte value, on every path', () => {
    for (const decode of [decodeHex, decodeHexInNode]) {
      expect(decode(allHex)).toEqual(all);
      expect(decode('00ff10')).toEqual(new Uint8Array([0, 255, 16]));
      withoutFromHex(() => {
        expect(decode(allHex)).toEqual(all);
        vi.stubGlobal('Buffer', undefined);
        expect(decode(allHex)).toEqual(all);
        expect(decode('00ff10')).toEqual(new Uint8Array([0, 255, 16]));
        vi.unstubAllGlobals();
      });
    }
  });

  it("decodeHex uses the engine's Uint8Array.fromHex where there is one", () => {
    const fromHex = fakeFromHex();
    expect(decodeHex(allHex)).toEqual(all);
    expect(fromHex).toHaveBeenCalledWith(allHex);
  });

  it("decodeHexInNode uses Node's Buffer, or Uint8Array.fromHex where the engine has it", () => {
    withoutFromHex(() => {
      const from = vi.spyOn(Buffer, 'from');
      const bytes = decodeHexInNode(allHex);
      expect(from).toHaveBeenCalledWith(allHex, 'hex');
      expect(bytes).toEqual(all);
      // bytes of their own, not a view of Node's shared pool
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(256);
    });
    const fromHex = fakeFromHex();
    expect(decodeHexInNode(allHex)).toEqual(all);
    expect(fromHex).toHaveBeenCalledWith(allHex);
  });

  it('a real build round-trips', () => {
    const wasm = new Uint8Array(readFileSync(new URL('../../build/sudoku.wasm', import.meta.url)));
    const hex = Buffer.from(wasm).toString('hex');
    expect(decodeHex(hex)).toEqual(wasm);
    expect(decodeHexInNode(hex)).toEqual(wasm);
    withoutFromHex(() => {
      vi.stubGlobal('Buffer', undefined);
      expect(decodeHex(hex)).toEqual(wasm);
      expect(decodeHexInNode(hex)).toEqual(wasm);
    });
  });
});
