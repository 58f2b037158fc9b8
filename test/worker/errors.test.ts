/**
 * The library's errors across the worker boundary (src/worker/errors.ts): every Error class the
 * package exports comes back from serializeError → structured clone → reviveError as an
 * instance of itself, with its name, message and fields.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index';
import { reviveError, serializeError, WorkerCrashedError, WorkerTerminatedError } from '../../src/worker/errors';

/** The exported classes that extend Error, by name. */
const ERROR_CLASSES = Object.entries(api).filter(
  ([, value]) => typeof value === 'function' && (value as { prototype?: unknown }).prototype instanceof Error,
) as [string, new (...args: unknown[]) => Error][];

describe('errors across the worker boundary', () => {
  it('the package exports error classes', () => {
    expect(ERROR_CLASSES.map(([name]) => name)).toEqual(expect.arrayContaining(['SudokuParseError', 'ForcingBudgetError', 'WasmBlockedError']));
  });

  it.each(ERROR_CLASSES)('%s keeps its class, name, message and fields', (name, Class) => {
    const error = new Class('nodes', 'a message', 3, 'time', 'w', 0);
    const back = reviveError(structuredClone(serializeError(error)));
    expect(back).toBeInstanceOf(Class);
    expect(back.name).toBe(name);
    expect(back.message).toBe(error.message);
    expect({ ...back }).toEqual({ ...error });
  });

  it.each(ERROR_CLASSES)('%s keeps its message in JSON (a response body, a log line), before and after the boundary', (name, Class) => {
    const error = new Class('nodes', 'a message', 3, 'time', 'w', 0);
    for (const e of [error, reviveError(structuredClone(serializeError(error)))]) {
      const json = JSON.parse(JSON.stringify(e)) as Record<string, unknown>;
      expect(json.message).toBe(error.message);
      // a SudokuParseError says its kind by its code (ParseErrorJSON), the others by name
      expect(name === 'SudokuParseError' ? json.code : json.name).toBe(name === 'SudokuParseError' ? (error as { code?: unknown }).code : name);
    }
  });

  it("the worker client's errors keep name, message, method and cause in JSON", () => {
    const crashed = JSON.parse(JSON.stringify(new WorkerCrashedError('solve', Object.assign(new Error('gone'), { code: 'ERR_X' }))));
    expect(crashed).toEqual({
      name: 'WorkerCrashedError', method: 'solve', cause: 'Error: gone',
      message: 'sudoku-wasm: solve: the worker crashed: Error: gone',
    });
    expect(JSON.parse(JSON.stringify(new WorkerCrashedError('rate', 1))).cause).toBe(1);
    expect(JSON.parse(JSON.stringify(new WorkerTerminatedError('hint')))).toEqual({
      name: 'WorkerTerminatedError', method: 'hint', message: 'sudoku-wasm: hint: pending when the worker solver was terminated',
    });
  });
});
