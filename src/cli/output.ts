/**
 * Writing results to standard output with backpressure, and noticing when the reader has gone.
 *
 * Owns: waiting for `drain` when the pipe is full, and treating a closed pipe (EPIPE, e.g.
 * `sudoku-wasm solve big.txt | head`) as "stop quietly" rather than a crash. Does not own:
 * what is written (format.ts) or deciding the exit status (main.ts).
 */
import type { Writable } from 'node:stream';

/** Codes meaning "nobody is reading any more". */
const GONE = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

export class Sink {
  /** True once the reader has closed the pipe; further writes are dropped. */
  closed = false;
  /** A write error other than a closed pipe (reported by the caller). */
  failure: Error | undefined;

  constructor(private readonly stream: Writable) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== undefined && GONE.has(error.code)) this.closed = true;
      else this.failure ??= error;
    });
  }

  /** True while writing is still worthwhile. */
  get open(): boolean {
    return !this.closed && this.failure === undefined;
  }

  /**
   * Writes `text` (a string, or its UTF-8 bytes); resolves once the stream can take more.
   * @param written called once the stream is done with `text` (its bytes may then be reused);
   *   never when nothing is written or the write fails
   */
  async write(text: string | Uint8Array, written?: () => void): Promise<void> {
    if (!this.open || text.length === 0) return;
    if (this.stream.write(text, written && ((error) => error == null && written()))) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        this.stream.off('drain', done);
        this.stream.off('error', done);
        this.stream.off('close', done);
        resolve();
      };
      this.stream.on('drain', done);
      this.stream.on('error', done);
      this.stream.on('close', done);
    });
  }
}
