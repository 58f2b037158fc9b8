/**
 * Where the CLI's bytes come from: a file, standard input, or a puzzle given in FILE's place
 * (`sudoku-wasm solve 4.....8.5.3...`).
 *
 * Owns: opening the input early (so a missing file fails before any output), the rule that
 * tells a puzzle argument from a file name ({@link isPuzzleArgument}: it names no file, and it
 * is a board's line of cells, a variant line or several lines; or an f-puzzles payload alone,
 * {@link payloadAsLink}), and turning I/O failures into an
 * {@link InputError} with a message a person can act on (exit status 3), and reading a
 * gzip-compressed input (a `.gz` collection, or `gzip -c` on a pipe) decompressed: it is told by
 * its first two bytes, 0x1f 0x8b, which no UTF-8 text starts with (0x8b is a continuation
 * byte), so a plain input is never taken for one. Does not own: reading a file in chunks
 * (src/stream/file-chunks.ts), splitting into jobs and lines (src/stream/).
 */
import { fstatSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { isUtf16Mark, utf8Chunks } from '../../stream/encoding.js';
import { FILE_CHUNK_BYTES, fileChunks } from '../../stream/file-chunks.js';
import { describeFileError } from '../../stream/file-errors.js';
import { isVariantLine } from '../../variant/formats/line-kind.js';
import { readBarePayload } from '../../variant/formats/links.js';

/** An opened input: its chunks, a display name, and a way to stop reading early. */
export interface Input {
  /** `-` for standard input, else the path as given. */
  readonly name: string;
  readonly chunks: AsyncIterable<Uint8Array>;
  /** Size in bytes of a regular file (for progress); undefined for standard input. */
  readonly size?: number;
  /**
   * How many chunks stay valid: a chunk's bytes may be overwritten once this many more have
   * been read (see {@link OpenOptions.reuse}). Undefined: every chunk is a fresh buffer.
   */
  readonly reuse?: number;
  /** Stops reading and releases the file (safe to call more than once). */
  close(): void;
}

/** The input cannot be read; `message` names the input and the reason. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

export interface OpenOptions {
  /**
   * A file is read into this many buffers in turn (default 4; file-chunks.ts), so reading allocates nothing:
   * a chunk's bytes stay valid until this many more chunks have been read. The caller must
   * not hold a chunk longer (run.ts waits for the jobs of a chunk before its buffer is read
   * into again, by {@link Input.reuse}).
   * Measured: fresh buffers per read left up to ~60 MB of dead buffers on the main thread of a
   * 2-thread run, which allocates too little else to be collected often.
   */
  readonly reuse?: number;
}

/** Cells of a one-line board of each size, 4×4 to 64×64. */
const CELL_COUNTS = [16, 81, 256, 625, 1296, 2401, 4096];

/**
 * Whether a FILE argument that names no file is puzzle text instead: text of several lines (a
 * grid), a line the line readers take for a variant puzzle (JSON, an f-puzzles or SudokuPad
 * link, a jigsaw line: `isVariantLine`), or a line whose first field (up to whitespace) has a
 * board's number of cells and no `/`. A 4×4 board must be all cells (`1-4 . 0 - _`), so that a
 * 16-character file name such as `puzzles-old.txt` still gets the file error.
 */
export function isPuzzleArgument(arg: string): boolean {
  const text = arg.trim();
  if (text.includes('\n') || isVariantLine(text)) return true;
  const field = text.split(/\s/, 1)[0];
  if (field.length === 16) return /^[0-4.\-_]+$/.test(field);
  return CELL_COUNTS.includes(field.length) && !field.includes('/');
}

/**
 * A FILE that names no file and is an f-puzzles payload alone (`N4Ig…`, as the JSON of a puzzle
 * encodes: what follows `?load=` in a link), as the SudokuPad link that carries it, which the
 * line readers take; undefined for anything else. The line readers themselves take whole links
 * only (a 25×25 or 36×36 line can start `N4`), but a one-word argument that decodes to a puzzle's
 * JSON is no file name and no board's line.
 */
function payloadAsLink(arg: string): string | undefined {
  const text = arg.trim();
  if (text.length <= 81 || !/^N[4-7][A-Za-z0-9+/=$-]*$/.test(text)) return undefined;
  try {
    const json = readBarePayload(text);
    return typeof json === 'object' && json !== null ? `https://sudokupad.app/fpuzzles${text}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * For a FILE that names no file and reads as a puzzle line but for its cell count (12 or more
 * cells, `0-9 . - _` only: a cell typed twice or left out): `; read as a puzzle, it has 80
 * cells (a 9×9 line has 81)`, the nearest board named; nothing for another name.
 */
function puzzleSlip(arg: string): string {
  const cells = arg.trim().length;
  if (cells < 12 || !/^[0-9.\-_]+$/.test(arg.trim())) return '';
  const near = CELL_COUNTS.reduce((a, b) => (Math.abs(b - cells) < Math.abs(a - cells) ? b : a));
  const side = Math.sqrt(near);
  return `; read as a puzzle, it has ${cells} cells (a ${side}×${side} line has ${near})`;
}

/**
 * Codes of an `open` that found no file by that name: no such file, a name too long for a file
 * (a line of 256 cells or more), a path through something that is no directory. A puzzle
 * argument fails with one of them.
 */
const NO_FILE = new Set(['ENOENT', 'ENAMETOOLONG', 'ENOTDIR']);

/**
 * Opens `path` (`-` = standard input); a `path` that names no file but is puzzle text
 * ({@link isPuzzleArgument}) is read as the input itself.
 * @throws {InputError}
 */
export async function openInput(path: string, options: OpenOptions = {}): Promise<Input> {
  if (path === '-') {
    // a directory there (`< dir`) would read as an empty stream: said as for a FILE
    if (isDirectory(0)) throw new InputError(`cannot read standard input: ${describeFileError({ code: 'EISDIR' })}`);
    const stdin = process.stdin;
    return {
      name: '-',
      chunks: guard('standard input', gunzipIfCompressed(stdin)),
      close: () => stdin.destroy(),
    };
  }
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    const noFile = NO_FILE.has((error as { code?: string }).code ?? '');
    const link = noFile ? payloadAsLink(path) : undefined;
    if (link !== undefined) return textInput(link);
    if (noFile && isPuzzleArgument(path)) return textInput(path);
    throw new InputError(`cannot read '${path}': ${describeFileError(error)}${noFile ? puzzleSlip(path) : ''}`);
  }
  const info = await handle.stat().catch(() => undefined);
  const file = handle;
  if (info?.isDirectory()) {
    await file.close().catch(() => {});
    throw new InputError(`cannot read '${path}': ${describeFileError({ code: 'EISDIR' })}`);
  }
  if (info !== undefined && !info.isFile()) return streamFileInput(path, file);
  const head = info?.isFile() ? await headOf(file) : new Uint8Array(0);
  if (isGzip(head)) return gzipFileInput(path, file);
  const reuse = Math.max(2, options.reuse ?? 4);
  let closed = false;
  return {
    name: path,
    chunks: guard(`'${path}'`, fileChunks(file, reuse + 1)),
    reuse,
    // (of UTF-16 text, converted as it is read, the size is no measure of the text read)
    ...(info?.isFile() && !isUtf16Mark(head) ? { size: info.size } : {}),
    close: () => {
      if (closed) return;
      closed = true;
      file.close().catch(() => {});
    },
  };
}

/** Whether `bytes` start as a gzip stream does (RFC 1952: 0x1f 0x8b). */
function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** The file's first two bytes, read at offset 0 (the file's position unmoved); fewer in a shorter file. */
async function headOf(file: FileHandle): Promise<Uint8Array> {
  const head = new Uint8Array(2);
  const { bytesRead } = await file.read(head, 0, 2, 0).catch(() => ({ bytesRead: 0 }));
  return head.subarray(0, bytesRead);
}

/**
 * A gzip-compressed file, decompressed as it is read: fresh buffers (no `reuse`), and no `size`
 * (the compressed size says nothing of how far the text has been read).
 */
function gzipFileInput(path: string, file: FileHandle): Input {
  const text = pipeline(file.createReadStream({ start: 0, autoClose: false }), createGunzip({ chunkSize: FILE_CHUNK_BYTES }), () => {});
  let closed = false;
  return {
    name: path,
    chunks: guard(`'${path}'`, text),
    close: () => {
      if (closed) return;
      closed = true;
      text.destroy();
      file.close().catch(() => {});
    },
  };
}

/**
 * A file that is no regular file (a FIFO, `<(gzip -c …)`, a character device), read as standard
 * input is: a stream with no `size`, fresh buffers, decompressed when its first bytes say gzip
 * (they cannot be read ahead, as {@link headOf} does on a regular file).
 */
function streamFileInput(path: string, file: FileHandle): Input {
  const stream = file.createReadStream({ autoClose: false });
  let closed = false;
  return {
    name: path,
    chunks: guard(`'${path}'`, gunzipIfCompressed(stream)),
    close: () => {
      if (closed) return;
      closed = true;
      stream.destroy();
      file.close().catch(() => {});
    },
  };
}

/** `chunks`, decompressed when they start as a gzip stream does. */
async function* gunzipIfCompressed(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const source = chunks[Symbol.asyncIterator]();
  const first = await source.next();
  if (first.done) return;
  const all = (async function* (): AsyncGenerator<Uint8Array> {
    yield first.value;
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
  })();
  if (!isGzip(first.value)) yield* all;
  // pipeline, not pipe: an error of the source (stdin closed under a read when the run stops
  // early, `| head`) reaches the gunzip stream, whose reader is gone or gets it, instead of
  // crashing the process as an unhandled 'error' event
  else yield* pipeline(Readable.from(all), createGunzip({ chunkSize: FILE_CHUNK_BYTES }), () => {});
}

/** Whether file descriptor `fd` is a directory (false when it cannot be looked at). */
function isDirectory(fd: number): boolean {
  try {
    return fstatSync(fd).isDirectory();
  } catch {
    return false;
  }
}

/** The input of a puzzle given as an argument: its text, one chunk. */
function textInput(text: string): Input {
  const bytes = new TextEncoder().encode(text.endsWith('\n') ? text : `${text}\n`);
  return {
    name: '(argument)',
    chunks: (async function* () {
      yield bytes;
    })(),
    size: bytes.length,
    close: () => {},
  };
}

/**
 * The input's chunks as UTF-8 (UTF-16 with a byte-order mark converted, src/stream/encoding.ts);
 * re-throws read failures (EISDIR, EIO, UTF-16 without a mark, …) as {@link InputError}s naming
 * the input.
 */
async function* guard(label: string, chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of utf8Chunks(chunks)) yield chunk;
  } catch (error) {
    throw new InputError(`cannot read ${label}: ${describeFileError(error)}`);
  }
}
