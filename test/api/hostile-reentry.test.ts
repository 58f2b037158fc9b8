/**
 * Batch calls re-entered from the caller's own code: a getter of an input array (a Proxy, or a
 * property defined on it) that calls the library while a batch is reading its lines. The inner
 * call must not overwrite the outer call's puzzles or answers, whatever it validates.
 */
import { describe, expect, it } from 'vitest';
import { validateAll, validateByteLines, validateLines } from '../../src/index';

const PUZZLE = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const SOLUTION = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';
const OPEN = '.'.repeat(81);
const CONFLICT = '11' + '.'.repeat(79);
/** What the inner call validates: puzzles unlike the outer ones in every slot. */
const inner = () => validateLines([OPEN, CONFLICT, OPEN, OPEN, OPEN]);

/** `items` whose element `at` calls {@link inner} each time it is read. */
function reentering<T>(items: T[], at: number): T[] {
  return new Proxy(items, {
    get(target, key, receiver) {
      if (key === String(at)) inner();
      return Reflect.get(target, key, receiver);
    },
  });
}

const statuses = (verdicts: { status: string; solution?: string }[]) => verdicts.map((v) => `${v.status} ${v.solution === SOLUTION}`);
const threeUnique = ['unique true', 'unique true', 'unique true'];

describe('a batch call re-entered from a getter of its input keeps its own puzzles', () => {
  it('validateLines: a line read through a getter', () => {
    for (const at of [0, 1, 2]) expect(statuses(validateLines(reentering([PUZZLE, PUZZLE, PUZZLE], at)))).toEqual(threeUnique);
  });

  it('validateLines: a line number read through a getter', () => {
    const verdicts = validateLines([PUZZLE, PUZZLE, PUZZLE], { lineNumbers: reentering([1, 2, 3], 1) });
    expect(statuses(verdicts)).toEqual(threeUnique);
    expect(verdicts.map((v) => v.line)).toEqual([1, 2, 3]);
  });

  it('validateAll: a cell of an array puzzle read through a getter', () => {
    const cells = Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c)));
    expect(statuses(validateAll([PUZZLE, reentering(cells, 40), PUZZLE]))).toEqual(threeUnique);
  });

  it('validateByteLines: a range or a line number read through a getter', () => {
    const bytes = new TextEncoder().encode([PUZZLE, PUZZLE, `x${PUZZLE}`, PUZZLE].join('\n'));
    const starts = [0, 82, 164, 247];
    const ends = [81, 163, 246, 328];
    const numbers = [1, 2, 3, 4];
    const expected = ['unique true', 'unique true', 'invalid false', 'unique true'];
    for (const at of [0, 2, 3]) {
      expect(statuses(validateByteLines(bytes, { starts: reentering(starts, at), ends, numbers }))).toEqual(expected);
      expect(statuses(validateByteLines(bytes, { starts, ends: reentering(ends, at), numbers }))).toEqual(expected);
      expect(statuses(validateByteLines(bytes, { starts, ends, numbers: reentering(numbers, at) }))).toEqual(expected);
    }
  });

  it('validateByteLines reads each range once: a getter that changes its answer changes nothing', () => {
    const bytes = new TextEncoder().encode([PUZZLE, PUZZLE].join('\n'));
    let reads = 0;
    const ends = new Proxy([81, 163], { get: (t, k, r) => (k === '0' && reads++ > 0 ? 2 ** 31 - 1 : Reflect.get(t, k, r)) });
    let startReads = 0;
    const starts = new Proxy([0, 82], { get: (t, k, r) => (k === '0' && startReads++ > 0 ? 100 : Reflect.get(t, k, r)) });
    expect(statuses(validateByteLines(bytes, { starts, ends, numbers: [1, 2] }))).toEqual(['unique true', 'unique true']);
  });
});
