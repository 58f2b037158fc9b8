/**
 * The `browser` section of bench/RESULTS.md (bench/browser/report.mjs): what it says about the
 * bench's bundles follows what the run measured, and a whole run's figures format. No timing:
 * the figures here are made up; bench/browser.mjs measures.
 */
import { describe, expect, it } from 'vitest';
import { embedsWasm, formatBrowserSection, type BrowserRun, type BundleSize } from '../../bench/browser/report.mjs';

const size = (raw: number, embeds = false): BundleSize => ({ raw, gzip: Math.round(raw / 3), embedsWasm: embeds });

/** A made-up run: one case, the sizes given. */
function run(bundles: BrowserRun['bundles']): BrowserRun {
  return {
    quick: false,
    rounds: 2,
    machine: { date: '2026-12-06T00:00:00Z', cpu: 'CPU', cores: 2, node: 'v20', v8: '11', load1: 1, load1End: 1 },
    build: 'dist/ built now',
    cases: { 'set @10': { set: 'set', lines: Array(10).fill(''), batch: 10, reps: 1 } },
    node: { sets: { 'set @10': { direct: [1, 2], thread: [1] } }, hints: { n: 3, median: 0.1, p95: 0.2 } },
    chrome: { version: '156', sets: { 'set @10': [2] }, onPage: { 'set @10': [1] }, hints: { n: 3, median: 0.3, p95: 0.4 } },
    cold: { loads: 3, sinceNavigation: 100, sinceCreate: 50, min: 90, max: 110 },
    bundles,
  };
}

describe('bench/browser/report.mjs', () => {
  it('embedsWasm tells a bundle with a hex-embedded build from one without', () => {
    expect(embedsWasm(`const b = "${'0123456789abcdef'.repeat(200)}";`)).toBe(true);
    expect(embedsWasm('new URL("./sudoku.simd.wasm", import.meta.url)')).toBe(false);
  });

  it('says the worker script fetches its .wasm only when the run found none embedded in it', () => {
    const fetched = formatBrowserSection(run({ client: size(19_018), entry: size(403_818), clientFromSrc: size(19_018) }));
    expect(fetched).toContain('the library inside, no WebAssembly embedded; it fetches the one `.wasm` it runs) 394.4 KiB');
    expect(fetched).toContain('is 18.6 KiB (6.2 KiB gzip; no WebAssembly embedded), the same.');
    const embedded = formatBrowserSection(run({ client: size(19_018), entry: size(500_000, true), clientFromSrc: size(19_000) }));
    expect(embedded).toContain('the library inside, a WebAssembly build embedded) 488.3 KiB');
    expect(embedded).not.toContain('fetches the one');
    expect(embedded).toContain('smaller by 18 bytes.');
  });
});
