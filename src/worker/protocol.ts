/**
 * The messages between the client (./client.ts, on the page or Node's main thread) and the
 * worker (./entry.ts): one request per call, one response per request, matched by `id`.
 *
 * Owns: the message shapes, the method names, and the verdicts' plain form (a verdict's
 * `error`, a `SudokuParseError`, travels as a {@link SerializedError}). Does not own: what each
 * method does (./dispatch.ts) or the queue (./client.ts).
 *
 *   client ── { tag, id, method, args } ──► worker   (transferables with validateBytes, validatePackedLines)
 *   client ◄── { tag, id, ok: true, value } ── worker  (backtrackTrace transfers its events)
 *   client ◄── { tag, id, ok: false, error } ── worker
 *
 * `tag` marks our messages, so a worker script of the caller's that also talks to the page (or
 * a test's) is not confused with us.
 */
import type { Verdict } from '../public.js';
import { reviveError, serializeError, type SerializedError } from './errors.js';

/** The tag of every message of this protocol. */
export const TAG = 'sudoku-wasm/worker@1';

/**
 * The methods a worker answers: the client's calls of the same names, plus `ping` and
 * `validatePackedLines` (the client's `validateLines` with its lines packed: ./lines.ts).
 */
export const METHODS = [
  'ping',
  'solve',
  'validate',
  'someSolution',
  'countSolutions',
  'isUnique',
  'trueCandidates',
  'validateLines',
  'validatePackedLines',
  'validateText',
  'validateBytes',
  'hint',
  'nextStep',
  'logicSolve',
  'rate',
  'generate',
  'generateVariant',
  'backtrackTrace',
] as const;

/** One of {@link METHODS}. */
export type MethodName = (typeof METHODS)[number];

/** A call, page → worker. */
export interface Request {
  readonly tag: typeof TAG;
  readonly id: number;
  readonly method: MethodName;
  readonly args: readonly unknown[];
}

/** An answer, worker → page. */
export type Response =
  | { readonly tag: typeof TAG; readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly tag: typeof TAG; readonly id: number; readonly ok: false; readonly error: SerializedError };

/** Whether a message is one of ours (a request or a response). */
export function isOurs(message: unknown): message is { tag: typeof TAG; id: number } {
  return typeof message === 'object' && message !== null && (message as { tag?: unknown }).tag === TAG;
}

/**
 * What `ping` answers once the worker is up (and its WebAssembly compiled).
 * @category Worker
 */
export interface PingResult {
  /** Whether the worker has WebAssembly (else the TypeScript twins answer). */
  readonly webAssembly: boolean;
}

/** A verdict as it crosses: its error in plain form. */
export type WireVerdict = Omit<Verdict, 'error'> & { error?: SerializedError };

/** Worker side: a verdict whose `error` can cross. */
export function verdictToWire(verdict: Verdict): WireVerdict {
  if (verdict.error === undefined) return verdict as WireVerdict;
  return { ...verdict, error: serializeError(verdict.error) };
}

/** Page side: the verdict with its `error` a `SudokuParseError` again. */
export function verdictFromWire(verdict: WireVerdict): Verdict {
  if (verdict.error === undefined) return verdict as Verdict;
  return { ...verdict, error: reviveError(verdict.error) } as Verdict;
}
