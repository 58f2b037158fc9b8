/**
 * The DLX1 matrix of dlx-ts stays consistent: sanityCheck after building, after givens, while
 * paused, after abandoned and finished searches; random nested cover/uncover sequences
 * restore every array exactly; an exhausted search leaves the matrix as the givens left it.
 * The WASM matrix passes its own `dlxSanity` (checked build) between slices of a few nodes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DancingLinks } from '../../src/engine/dlx-ts/links';
import { checkLinks } from '../../src/engine/dlx-ts/sanity';
import { DlxSearch } from '../../src/engine/dlx-ts/search';
import { createDlxSearch } from '../../src/engine/dlx-ts/index';
import { createWasmGeneralSearch } from '../../src/engine/general-wasm';
import { wasmCore } from '../../src/wasm/core';
import { checked } from './engines';
import { allCandidates, forbid } from './oracle';
import { PINNED_9 } from './puzzles';

/** Copies of every array over its used range. */
function snapshot(m: DancingLinks) {
  return {
    llink: Array.from(m.llink.subarray(0, m.items + 1)),
    rlink: Array.from(m.rlink.subarray(0, m.items + 1)),
    len: Array.from(m.len.subarray(0, m.items + 1)),
    top: Array.from(m.top.subarray(0, m.nodeCount)),
    ulink: Array.from(m.ulink.subarray(0, m.nodeCount)),
    dlink: Array.from(m.dlink.subarray(0, m.nodeCount)),
  };
}

describe('DancingLinks layout', () => {
  it('4×4: the documented numbering (headers 1…64, first spacer 65, option 0 at 66…69)', () => {
    const m = new DancingLinks();
    m.build(2);
    expect([m.items, m.firstSpacer, m.options, m.nodeCount]).toEqual([64, 65, 64, 65 + 64 * 5 + 1]);
    expect(Array.from(m.top.subarray(65, 76))).toEqual([0, 1, 17, 33, 49, -1, 1, 18, 34, 50, -2]);
    expect([m.dlink[65], m.ulink[70], m.dlink[70]]).toEqual([69, 66, 74]);
    expect([m.dlink[1], m.dlink[66], m.dlink[71], m.dlink[76], m.dlink[81]]).toEqual([66, 71, 76, 81, 1]);
    expect(m.optionOf(72)).toBe(1);
    expect(m.optionNode[1]).toBe(71);
    expect(checkLinks(m)).toBe(true);
  });

  it.each([2, 3, 4])('n = %i: every LEN is N after building', (n) => {
    const m = new DancingLinks();
    m.build(n);
    expect(new Set(m.len.subarray(1, m.items + 1))).toEqual(new Set([n * n]));
    expect(checkLinks(m)).toBe(true);
  });

  it('excluded options are not inserted', () => {
    const m = new DancingLinks();
    const candidates = allCandidates(2);
    forbid(candidates, 0, 2);
    forbid(candidates, 15, 4);
    m.build(2, candidates);
    expect(m.options).toBe(62);
    expect([m.optionNode[1], m.optionNode[63]]).toEqual([-1, -1]);
    expect(m.len[1]).toBe(3); // cell 0
    expect(m.len[1 + 16 + 1]).toBe(3); // row 0, digit 2
    expect(checkLinks(m)).toBe(true);
  });

  it('sanityCheck reports a broken link', () => {
    const m = new DancingLinks();
    m.build(2);
    m.ulink[m.dlink[5]] = 3;
    expect(() => checkLinks(m)).toThrow(/DLX sanity: item 4/);
    m.build(2);
    m.len[7]++;
    expect(() => checkLinks(m)).toThrow(/LEN/);
    m.build(2);
    m.rlink[10] = 12;
    expect(() => checkLinks(m)).toThrow(/LLINK|RLINK/);
  });

  it('random nested cover/uncover sequences keep every link and restore the arrays exactly', () => {
    const m = new DancingLinks();
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3),
        fc.array(fc.tuple(fc.boolean(), fc.nat()), { maxLength: 60 }),
        (n, steps) => {
          m.build(n);
          const pristine = snapshot(m);
          const covered: number[] = [];
          for (const [push, pick] of steps) {
            if (push || covered.length === 0) {
              const active: number[] = [];
              for (let p = m.rlink[0]; p !== 0; p = m.rlink[p]) active.push(p);
              if (active.length === 0) continue;
              const item = active[pick % active.length];
              m.cover(item);
              covered.push(item);
            } else {
              m.uncover(covered.pop()!);
            }
            expect(checkLinks(m)).toBe(true);
          }
          while (covered.length > 0) m.uncover(covered.pop()!);
          expect(snapshot(m)).toEqual(pristine);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('dlx-ts search keeps its matrix consistent', () => {
  const search = createDlxSearch();

  it.each(PINNED_9.map((p, i) => ({ label: `#${i}`, p })))('9×9 $label: after givens, while paused, after the search', ({ p }) => {
    search.start(3, p.cells, 2);
    expect(search.sanityCheck()).toBe(true);
    search.run(10);
    expect(search.sanityCheck()).toBe(true);
    while (search.run(1000) === 'paused');
    expect(search.sanityCheck()).toBe(true); // abandoned at the limit or exhausted
  });

  it('an exhausted search leaves exactly the matrix the givens left', () => {
    const s = new DlxSearch();
    for (const p of PINNED_9) {
      s.start(3, p.cells, 1000);
      const afterGivens = snapshot(s.links);
      while (s.run(500) === 'paused');
      expect(s.count).toBeLessThan(1000); // exhausted, not stopped at the limit
      if (p.count === 1) expect(s.count).toBe(1);
      expect(snapshot(s.links)).toEqual(afterGivens);
      expect(s.sanityCheck()).toBe(true);
    }
  });

  it('abandoned searches of every kind stay consistent (conflicts, limits, restarts)', () => {
    const conflict = new Uint8Array(81);
    conflict[0] = conflict[80] = 5;
    conflict[8] = 5; // same row as cell 0
    search.start(3, conflict, 2);
    expect(search.sanityCheck()).toBe(true);
    expect(search.run(10)).toBe('done');
    search.start(3, new Uint8Array(81), 7);
    while (search.run(3) === 'paused') expect(search.sanityCheck()).toBe(true);
    expect(search.count).toBe(7);
    expect(search.sanityCheck()).toBe(true);
    search.start(2, new Uint8Array(16), 1000);
    search.run(100);
    expect(search.sanityCheck()).toBe(true);
  });
});

describe('dlx-wasm keeps its matrix consistent (dlxSanity, checked build)', () => {
  it('the release build leaves the check out', () => {
    expect(wasmCore().exports.dlxSanity()).toBe(-1);
  });

  it('sound after givens and between slices of 1 to 3 nodes, to the end', () => {
    const core = checked();
    const search = createWasmGeneralSearch(core, 'dlx');
    const conflict = new Uint8Array(81);
    conflict[0] = conflict[8] = 5; // same row
    const boards: [number, Uint8Array, number][] = [
      ...PINNED_9.slice(0, 3).map((p) => [3, p.cells, 2] as [number, Uint8Array, number]),
      [3, conflict, 2],
      [3, new Uint8Array(81), 5],
      [2, new Uint8Array(16), 1000],
    ];
    let slices = 0;
    for (const [n, cells, limit] of boards) {
      search.start(n, cells, limit);
      expect(core.exports.dlxSanity()).toBe(0);
      while (search.run(1 + (slices++ % 3)) === 'paused') expect(core.exports.dlxSanity()).toBe(0);
      expect(core.exports.dlxSanity()).toBe(0);
    }
    expect(slices).toBeGreaterThan(1000);
  });
});
