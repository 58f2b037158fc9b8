/**
 * Writing results to standard output with backpressure, and noticing when the reader has gone.
 *
 * Owns: waiting for `drain` when the pipe is full, treating a closed pipe (EPIPE, e.g.
 * `sudoku-wasm solve big.txt | head`) as "stop quietly" rather than a crash, and the exit
 * status of a one-off text ({@link printText}: a help, the version, a report): 0 once written
 * or when the reader has gone, 3 with one line on stderr when the write failed; the two lines
 * of a usage error, the same for every command ({@link reportUsage}). Does not own:
 * what is written (format.ts) or the exit status of a run (main.ts).
 */
import type { Writable } from 'node:stream';
import { describeFileError } from '../../stream/file-errors.js';

/** Codes meaning "nobody is reading any more". */
const GONE = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

export class Sink {
  /** True once the reader has closed the pipe; further writes are dropped. */
  closed = false;
  /** A write error other than a closed pipe (reported by the caller). */
  failure: Error | undefined;

  constructor(private readonly stream: Writable) {
    stream.on('error', (error: NodeJS.ErrnoException) => this.note(error));
  }

  /** Records a write error: the reader has gone, or a {@link failure}. */
  private note(error: NodeJS.ErrnoException): void {
    if (error.code !== undefined && GONE.has(error.code)) this.closed = true;
    else this.failure ??= error;
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

  /**
   * Writes `text` and resolves once it has left the process or its write has failed, with
   * {@link closed} and {@link failure} already telling which (the stream's `error` event may
   * come later).
   */
  async writeWhole(text: string): Promise<void> {
    if (!this.open) return;
    await new Promise<void>((resolve) => {
      this.stream.write(text, (error) => {
        if (error) this.note(error);
        resolve();
      });
    });
  }
}

/**
 * `cannot write WHAT: REASON (CODE)`, the words of a failed write: a system error's reason in
 * the words of a failed read (`no space left on device (ENOSPC)`: describeFileError), another
 * error's message with its code.
 * @param what what could not be written (`standard output`, `summary file 'x.json'`)
 * @param error the write error
 */
export function cannotWrite(what: string, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const reason = describeFileError(error);
  return `cannot write ${what}: ${reason}${typeof code === 'string' && !reason.includes(code) ? ` (${code})` : ''}`;
}

/**
 * Writes a whole text (a help, the version, a report) to standard output and waits until it is
 * out.
 * @returns the exit status: 0 once written, or when the reader has gone (a closed pipe); 3
 *   after one line on stderr naming the write error (a full disk: ENOSPC)
 */
export async function printText(text: string): Promise<number> {
  const sink = new Sink(process.stdout);
  await sink.writeWhole(text);
  if (sink.failure === undefined) return 0;
  process.stderr.write(`sudoku-wasm: ${cannotWrite('standard output', sink.failure)}\n`);
  return 3;
}

/**
 * Says a usage error on stderr as every command says one: `sudoku-wasm: MESSAGE`, then where
 * the help is (`Try 'sudoku-wasm COMMAND --help' for more information.`).
 * @param message what is wrong (`--clues: expected an integer from 1 to 81, got '100'`)
 * @param command the command whose help to point to; none for the global help
 * @returns the exit status of a usage error: 2
 */
export function reportUsage(message: string, command?: string): number {
  process.stderr.write(`sudoku-wasm: ${message}\nTry 'sudoku-wasm${command === undefined ? '' : ` ${command}`} --help' for more information.\n`);
  return 2;
}
