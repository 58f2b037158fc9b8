/**
 * The messages between the page and its logic worker (`logic-worker.ts`): plain data that
 * structured clone carries. A request names the puzzle by its model JSON (`VariantPlay.text`, what
 * the engine worker solves too), which the worker reads once and keeps while it stays the same.
 *
 *   page ──{ id, kind: 'hint', puzzle, values, cands, solution, unique }──► worker ──{ id, ok, value: VariantHint }──► page
 *   page ──{ id, kind: 'path', puzzle }──────────────────────────────────► worker ──{ id, ok, value: VariantPath }──► page
 *   page ──{ id, kind: 'stop' }  (the path of that id ends at its next pause, `cut`; the answer is dropped)
 *   page ──{ id, kind: 'prepare', puzzle }  (read it and build its rules now, unanswered: the first hint is then quick)
 *
 * Owns: {@link LogicRequest}, {@link LogicResponse}. Does not own: what a hint or a path is
 * (./hints.ts, ./solve-path.ts), either side (./logic-client.ts, `logic-worker.ts`).
 */
import type { VariantHint } from './hints.js';
import type { VariantPath } from './solve-path.js';

/** A hint on a grid of the puzzle: its digits and candidates (./candidates.ts), its solution, and whether that is its only one. */
export interface HintRequest {
  id: number;
  kind: 'hint';
  puzzle: string;
  values: Uint8Array;
  cands: Int32Array;
  solution: Uint8Array;
  unique: boolean;
}

/** The explanation path of the puzzle from its givens. */
export interface PathRequest {
  id: number;
  kind: 'path';
  puzzle: string;
}

/** Stops the path asked for by request `id` at its next pause. */
export interface StopRequest {
  id: number;
  kind: 'stop';
}

/** Reads the puzzle and builds what its hints read, ahead of the first hint (no answer). */
export interface PrepareRequest {
  id: number;
  kind: 'prepare';
  puzzle: string;
}

/** What the page asks its logic worker. */
export type LogicRequest = HintRequest | PathRequest | StopRequest | PrepareRequest;

/** The worker's answer to request `id`: its value, or the error it threw as its name and message. */
export type LogicResponse = { id: number; ok: true; value: VariantHint | VariantPath } | { id: number; ok: false; error: { name: string; message: string } };
