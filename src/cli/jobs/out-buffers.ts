/**
 * This thread's spare output buffers: the buffers of job texts already written, used again for
 * the next jobs' text (core-text.ts), on the main thread and, sent back with a job, on a worker.
 *
 * Owns: the free list and its bound. Does not own: when a buffer is done with (run.ts gives one
 * back once its text is written; bulk-worker.ts the one a job brings).
 * Why: a job's text is an ArrayBuffer outside the JavaScript heap, and the main thread (its
 * own jobs' texts, and every text a worker transfers) allocates too little else to be collected
 * often, so dead texts piled up to the engine's external-memory limit: peak RSS grew with the
 * input (validate --threads 2: 92 MiB on a million lines, 105 on 5 million, 121 on 10 million).
 */

/** Spare buffers kept at most (more than the jobs a run keeps in flight on 2 threads). */
const MOST_SPARE = 32;

const spare: ArrayBuffer[] = [];

/**
 * A buffer of at least `bytes` bytes for a job's text, not zero-filled: a spare one when the
 * newest is big enough (a smaller one is dropped), else a new one rounded up to a power of two,
 * so jobs of slightly different sizes share buffers.
 */
export function outBuffer(bytes: number): Uint8Array {
  const last = spare.pop();
  if (last !== undefined && last.byteLength >= bytes) return new Uint8Array(last);
  return Buffer.allocUnsafeSlow(2 ** Math.ceil(Math.log2(Math.max(bytes, 1024))));
}

/**
 * Keeps `buffer` for a later {@link outBuffer} (its bytes are no longer read by anyone). One no
 * bigger than Node's Buffer pool is not kept: it may be a pool slab other Buffers share.
 */
export function giveBack(buffer: ArrayBufferLike): void {
  if (buffer instanceof ArrayBuffer && buffer.byteLength > Buffer.poolSize && spare.length < MOST_SPARE) spare.push(buffer);
}

/** A spare buffer to send with a job to a worker thread (it leaves this thread), if one is kept. */
export function takeSpare(): ArrayBuffer | undefined {
  return spare.pop();
}
