/** Unit tests of the CLI's spare output buffers (src/cli/jobs/out-buffers.ts). */
import { describe, expect, it } from 'vitest';
import { giveBack, outBuffer, takeSpare } from '../../src/cli/jobs/out-buffers';

describe('output buffers', () => {
  it('a buffer given back is the next one handed out when it is big enough', () => {
    const first = outBuffer(70_000);
    expect(first.byteLength).toBe(128 * 1024); // rounded up to a power of two
    giveBack(first.buffer);
    const again = outBuffer(100_000);
    expect(again.buffer).toBe(first.buffer);
  });

  it('a spare too small is dropped, and a new buffer is made', () => {
    const small = outBuffer(20_000);
    giveBack(small.buffer);
    const big = outBuffer(40_000);
    expect(big.buffer).not.toBe(small.buffer);
    expect(big.byteLength).toBe(64 * 1024);
    expect(takeSpare()).toBeUndefined(); // the small one was not kept
  });

  it("keeps no buffer Node's Buffer pool may share, and at most a bounded number", () => {
    giveBack(Buffer.from('a pool slab').buffer);
    expect(takeSpare()).toBeUndefined();
    const buffers = Array.from({ length: 100 }, () => outBuffer(10_000).buffer);
    for (const b of buffers) giveBack(b);
    let kept = 0;
    while (takeSpare() !== undefined) kept++;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(100);
  });
});
