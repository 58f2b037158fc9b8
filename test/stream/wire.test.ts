/**
 * The stream jobs' wire format (src/stream/threads.ts toWire / fromWire over
 * src/stream/verdict-table.ts, verdicts made by its VerdictCursor): plain verdicts cross as columns, the others as objects; what
 * comes out must be what went in, key order included (a verdict is the same object, JSON and
 * all, whichever thread found it).
 */
import { describe, expect, it } from 'vitest';
import { SudokuParseError, validateLines } from '../../src/index';
import { fromWire, toWire, type NumberedVerdict, type StreamJobResult } from '../../src/stream/threads';
import { tableOf, tableVerdicts } from '../../src/stream/verdict-table';

/** The verdict objects of a job's result as it arrives from a thread. */
function arrived(result: StreamJobResult): readonly NumberedVerdict[] {
  const batch = fromWire(result);
  return Array.isArray(batch) ? (batch as NumberedVerdict[]) : tableVerdicts(batch as StreamJobResult);
}

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const TWO = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
const NONE = '11...............................................................................';
const BOARD4 = '1.3.3..2.34.4..3';

/** Verdicts of every kind: unique (with and without a solution), multiple, invalid, another size, stopped by a budget. */
function verdicts(): NumberedVerdict[] {
  const lines = [PUZZLE, TWO, NONE, 'garbage', BOARD4, PUZZLE];
  const all = validateLines(lines, { lineNumbers: [3, 5, 8, 9, 12, 13] }) as NumberedVerdict[];
  const stopped = validateLines(['.'.repeat(81)], { lineNumbers: [20], maxNodes: 3 }) as NumberedVerdict[];
  const noSolution = validateLines([PUZZLE], { lineNumbers: [40], solutions: false }) as NumberedVerdict[];
  return [...all, ...stopped, ...noSolution];
}

describe('toWire / fromWire', () => {
  it('gives back every verdict, in order, key order and errors included', () => {
    const input = verdicts();
    expect(new Set(input.map((v) => v.status))).toEqual(new Set(['unique', 'multiple', 'invalid', 'unknown']));
    expect(input.some((v) => v.size !== undefined) && input.some((v) => v.stopped !== undefined) && input.some((v) => v.solution === undefined)).toBe(true);
    const { result, transfer } = toWire(tableOf(7, input, 2));
    expect(transfer.length).toBe(1); // one buffer for every column
    const output = arrived(structuredClone(result, { transfer }));
    expect(output.map((v) => JSON.stringify(v))).toEqual(input.map((v) => JSON.stringify(v)));
    const errors = output.filter((v) => v.error !== undefined);
    expect(errors.length).toBeGreaterThan(0);
    for (const v of errors) if (v.status === 'invalid') expect(v.error).toBeInstanceOf(SudokuParseError);
  });

  it('sends plain verdicts as columns, not objects', () => {
    const input = verdicts();
    const { result } = toWire(tableOf(0, input, 0));
    const plain = input.filter((v) => v.error === undefined && v.size === undefined && v.stopped === undefined).length;
    expect(result.others.length / 2).toBe(input.length - plain);
    expect(result.solutions.length % 81).toBe(0);
  });

  it('an empty job', () => {
    const { result, transfer } = toWire(tableOf(1, [], 5));
    expect(arrived(structuredClone(result, { transfer }))).toEqual([]);
  });
});
