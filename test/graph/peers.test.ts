/**
 * The peer relation (src/graph/peers.ts) on boards of box size 2–6, checked against the
 * definition (same row, same column or same box, not the cell itself) by brute force.
 */
import { describe, expect, it } from 'vitest';
import { cellPeers } from '../../src/graph/index';
import { peerDegree, sharedHouses } from '../../src/graph/peers';

const SIZES = [2, 3, 4, 5, 6];

/** Row, column and box of a cell, 0-based. */
function place(n: number, cell: number): { r: number; c: number; b: number } {
  const side = n * n;
  const r = Math.floor(cell / side);
  const c = cell % side;
  return { r, c, b: n * Math.floor(r / n) + Math.floor(c / n) };
}

describe.each(SIZES)('box size %i', (n) => {
  const side = n * n;
  const cells = side * side;
  const degree = 3 * n * n - 2 * n - 1;

  it(`every cell has 3n²-2n-1 = ${degree} peers: N-1 in its row, N-1 in its column, (n-1)² more in its box`, () => {
    expect(peerDegree(n)).toBe(degree);
    expect(2 * (side - 1) + (n - 1) ** 2).toBe(degree);
    for (let cell = 0; cell < cells; cell++) {
      const { row, column, box } = cellPeers(n, cell);
      expect([row.length, column.length, box.length]).toEqual([side - 1, side - 1, (n - 1) ** 2]);
      const all = [...row, ...column, ...box];
      expect(new Set(all).size).toBe(degree); // the three lists do not overlap
      expect(all).not.toContain(cell);
    }
  });

  it('the peers are exactly the cells sharing a row, column or box, each list ascending', () => {
    for (let cell = 0; cell < cells; cell++) {
      const me = place(n, cell);
      const expected = { row: [] as number[], column: [] as number[], box: [] as number[] };
      for (let other = 0; other < cells; other++) {
        if (other === cell) continue;
        const at = place(n, other);
        if (at.r === me.r) expected.row.push(other);
        else if (at.c === me.c) expected.column.push(other);
        else if (at.b === me.b) expected.box.push(other);
      }
      expect(cellPeers(n, cell)).toEqual(expected);
    }
  });

  it('the relation is symmetric, and sharedHouses names the houses of each pair', () => {
    const peers = Array.from({ length: cells }, (_, cell) => {
      const p = cellPeers(n, cell);
      return new Set([...p.row, ...p.column, ...p.box]);
    });
    // one expect at the end: half a million expect calls took 20 s on 36×36
    const wrong: string[] = [];
    for (let a = 0; a < cells; a++) {
      for (const b of peers[a]) {
        if (!peers[b].has(a)) wrong.push(`${b} lacks ${a}`);
        const houses = sharedHouses(n, a, b);
        const pa = place(n, a);
        const pb = place(n, b);
        if (houses.includes('row') !== (pa.r === pb.r) || houses.includes('column') !== (pa.c === pb.c) || houses.includes('box') !== (pa.b === pb.b)) {
          wrong.push(`${a}-${b}: ${houses.join(',')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('cellPeers on 9×9', () => {
  it('r1c1 and r5c5 by hand', () => {
    expect(cellPeers(3, 0)).toEqual({
      row: [1, 2, 3, 4, 5, 6, 7, 8],
      column: [9, 18, 27, 36, 45, 54, 63, 72],
      box: [10, 11, 19, 20],
    });
    expect(cellPeers(3, 40).box).toEqual([30, 32, 48, 50]);
  });

  it('returns fresh arrays each call', () => {
    const first = cellPeers(3, 0);
    first.row.push(99);
    expect(cellPeers(3, 0).row).toHaveLength(8);
  });

  it('degrees for 49×49 and 64×64 too', () => {
    expect(peerDegree(7)).toBe(132);
    expect(peerDegree(8)).toBe(175);
    const last = cellPeers(8, 4095);
    expect(last.row.length + last.column.length + last.box.length).toBe(175);
  });
});

describe('bad arguments', () => {
  it.each([
    [1, 0, RangeError, /expected n to be a box size from 2 to 8, got 1/],
    [9, 0, RangeError, /got 9/],
    [3, 81, RangeError, /expected cell to be an integer 0-80, got 81/],
    [3, -1, RangeError, /got -1/],
    [3, 1.5, RangeError, /got 1.5/],
    [3, '0', TypeError, /expected cell to be a number, got the string "0"$/],
  ])('cellPeers(%j, %j) throws', (n, cell, type, message) => {
    expect(() => cellPeers(n as number, cell as number)).toThrow(type);
    expect(() => cellPeers(n as number, cell as number)).toThrow(message);
  });
});
