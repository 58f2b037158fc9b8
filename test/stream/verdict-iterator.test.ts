/**
 * The iterator validateStream returns (src/stream/verdict-iterator.ts) behaves as an async
 * generator would: nothing starts before the first `next`, calls are answered in order even
 * when not awaited one by one, an error ends the iteration and closes the source, `return`
 * and `throw` close it too, and a table's verdicts are the ones `tableVerdicts` makes.
 */
import { describe, expect, it } from 'vitest';
import { validateLines } from '../../src/index';
import { VerdictIterator, type BatchSource, type VerdictBatch } from '../../src/stream/verdict-iterator';
import { tableOf, tableVerdicts, type NumberedVerdict } from '../../src/stream/verdict-table';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

function verdicts(first: number, n: number): NumberedVerdict[] {
  const lines = Array.from({ length: n }, (_, i) => (i % 3 === 2 ? 'garbage' : PUZZLE));
  return validateLines(lines, { lineNumbers: lines.map((_, i) => first + i) }) as NumberedVerdict[];
}

/** A source of `batches` (tables and object lists, some empty), then `error` if given; records what happened. */
function source(batches: VerdictBatch[], error?: Error): { log: string[]; open: () => BatchSource } {
  const log: string[] = [];
  return {
    log,
    open: () => {
      log.push('open');
      let at = 0;
      return {
        async next() {
          await new Promise((resolve) => setTimeout(resolve, 1));
          if (at < batches.length) return batches[at++];
          if (error) throw error;
          return undefined;
        },
        async close() {
          log.push('close');
        },
      };
    },
  };
}

const A = verdicts(1, 5);
const B = verdicts(10, 4);
const batches = (): VerdictBatch[] => [tableOf(0, A, 0), [], B, tableOf(2, [], 1)];

describe('VerdictIterator', () => {
  it('gives every verdict in order, tables made as tableVerdicts makes them; opens on the first next, closes at the end', async () => {
    const { log, open } = source(batches());
    const iterator = new VerdictIterator(open);
    expect(log).toEqual([]);
    const got: NumberedVerdict[] = [];
    for await (const v of iterator) got.push(v as NumberedVerdict);
    expect(got.map((v) => JSON.stringify(v))).toEqual([...tableVerdicts(tableOf(0, A, 0)), ...B].map((v) => JSON.stringify(v)));
    expect(log).toEqual(['open', 'close']);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('calls not awaited one by one are answered in order', async () => {
    const iterator = new VerdictIterator(source(batches()).open);
    const results = await Promise.all(Array.from({ length: A.length + B.length + 2 }, () => iterator.next()));
    expect(results.map((r) => (r.done ? 'done' : r.value.line))).toEqual([...A, ...B].map((v) => v.line).concat(['done', 'done'] as never[]));
  });

  it('an error of the source rejects once, closes it and ends the iteration', async () => {
    const { log, open } = source([B], new Error('broken'));
    const iterator = new VerdictIterator(open);
    for (let i = 0; i < B.length; i++) expect((await iterator.next()).done).toBe(false);
    await expect(iterator.next()).rejects.toThrow('broken');
    expect(log).toEqual(['open', 'close']);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('an error opening the source rejects on the first next, not before', async () => {
    const iterator = new VerdictIterator(() => {
      throw new RangeError('bad option');
    });
    await expect(iterator.next()).rejects.toThrow('bad option');
    expect((await iterator.next()).done).toBe(true);
  });

  it('return (a break) and throw close the source; no verdict after', async () => {
    const first = source(batches());
    const iterator = new VerdictIterator(first.open);
    for await (const v of iterator) if (v.line === 2) break;
    expect(first.log).toEqual(['open', 'close']);
    expect((await iterator.next()).done).toBe(true);

    const second = source(batches());
    const thrown = new VerdictIterator(second.open);
    await thrown.next();
    await expect(thrown.throw(new Error('stop'))).rejects.toThrow('stop');
    expect(second.log).toEqual(['open', 'close']);
    expect((await thrown.next()).done).toBe(true);
  });
});
