/**
 * The library's errors across the worker boundary (src/worker/errors.ts): every Error class the
 * package exports comes back from serializeError → structured clone → reviveError as an
 * instance of itself, with its name, message and fields.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index';
import { reviveError, serializeError } from '../../src/worker/errors';

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
});
