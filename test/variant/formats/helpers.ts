/**
 * Helpers of the variant format and rule tests: empty f-puzzles objects, the error a reader
 * throws, and the shared published examples.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { SudokuParseError } from '../../../src/text/parse-error';

/** f-puzzles JSON of an empty grid of side `size`, with `fields` added (given cells via `givens`). */
export function fp(size: number, fields: Record<string, unknown> = {}, givens = ''): Record<string, unknown> {
  const grid = Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => {
      const ch = givens[r * size + c];
      return ch !== undefined && ch >= '1' && ch <= '9' ? { value: Number(ch), given: true } : {};
    }),
  );
  return { size, grid, ...fields };
}

/** The SudokuParseError `run` throws (the test fails when it throws nothing or something else). */
export function errorOf(run: () => unknown): SudokuParseError {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(SudokuParseError);
  return thrown as SudokuParseError;
}

/** One published example of `variants/examples.fpuzzles.jsonl`. */
export interface Example {
  title: string;
  /** The line, as written. */
  line: string;
  /** The parsed f-puzzles object. */
  fpuzzles: Record<string, unknown>;
  /** The published solution, N² digits in reading order. */
  solution: number[];
}

/** The published examples, from the shared folder `dir`. */
export function readExamples(dir: string): Example[] {
  return readFileSync(join(dir, 'variants', 'examples.fpuzzles.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const fpuzzles = JSON.parse(line) as Record<string, unknown>;
      return { title: String(fpuzzles.title), line, fpuzzles, solution: fpuzzles.solution as number[] };
    });
}

/** The example titled `title`. */
export function example(examples: Example[], title: string): Example {
  const found = examples.find((e) => e.title === title);
  if (found === undefined) throw new Error(`no example titled ${title}`);
  return found;
}
