/**
 * A file's bytes as chunks of whole lines, read into a few buffers in turn: how the CLI
 * (src/cli/read/input.ts) and `validateStream` on a path (validate-stream.ts) read files.
 *
 * Owns: the buffers (shared memory, so the CLI's worker pool posts a job's view without
 * copying it, pool.ts), reading one chunk ahead, and ending chunks after their last `\n`: the
 * unfinished line at the end of a read moves to the start of the next buffer, so the chunker
 * (chunks.ts) rarely meets a partial line and cuts every job as a view of its chunk, no copy.
 * A chunk with no `\n` at all (a line longer than a buffer) is given as it is; the chunker
 * keeps such a line's start. Does not own: lines, jobs, or opening and closing the file.
 *
 *   read k ─► buffer k: [carried | bytes read] ─► chunk k = up to its last '\n'
 *                                          └─ the rest copied to buffer k+1, read k+1 after it
 */
import type { FileHandle } from 'node:fs/promises';

/**
 * Bytes per read: about 1,600 puzzle lines, one job (chunks.ts DEFAULT_JOB_BYTES), so a job is
 * counted and then read by the WebAssembly core without being copied in twice (the engine's
 * `countLines`, then `countTextLines`).
 */
export const FILE_CHUNK_BYTES = 128 * 1024;

const NEWLINE = 0x0a;

/**
 * The bytes of `handle` from its position on, as chunks ending after a `\n` (the last chunk
 * of the file as it ends), read into `count` buffers in turn (count ≥ 2). Chunk k's bytes stay
 * valid until chunk k + count - 1 is given: one read is always in flight ahead of the caller
 * (the caller never waits for the disk between chunks), into the buffer of chunk k + 1 - count.
 * Measured (82 MB, page cache): reading chunk by chunk, waiting for each, cost 56 ms of wall
 * time in the loop where a synchronous read takes 16.
 */
export async function* fileChunks(handle: FileHandle, count: number, chunkBytes = FILE_CHUNK_BYTES): AsyncGenerator<Uint8Array> {
  const buffers = Array.from({ length: Math.max(2, count) }, () => new Uint8Array(new SharedArrayBuffer(chunkBytes)));
  let carried = 0; // bytes of an unfinished line at the start of the buffer being read into
  let pending = handle.read(buffers[0], 0, chunkBytes, null);
  try {
    for (let k = 0; ; k++) {
      const buffer = buffers[k % buffers.length];
      const { bytesRead } = await pending;
      const filled = carried + bytesRead;
      if (bytesRead === 0) {
        if (filled > 0) yield buffer.subarray(0, filled); // the last line, without its `\n`
        return;
      }
      const last = buffer.lastIndexOf(NEWLINE, filled - 1);
      const end = last < 0 ? filled : last + 1;
      const next = buffers[(k + 1) % buffers.length];
      next.set(buffer.subarray(end, filled));
      carried = filled - end;
      pending = handle.read(next, carried, chunkBytes - carried, null);
      yield buffer.subarray(0, end);
    }
  } finally {
    pending.catch(() => {}); // a read in flight when the caller stops: its result is not wanted
  }
}
