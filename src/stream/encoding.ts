/**
 * The input's encoding, told once at its start: the one place the line readers (the CLI's
 * input, `validateStream`, `validateTransform`) learn whether their bytes are UTF-8.
 *
 * Owns: reading a byte-order mark of UTF-16 (FF FE little-endian, FE FF big-endian, as Windows
 * tools save text: PowerShell's `>`, Notepad's "Unicode") and turning such an input into UTF-8
 * as it comes, chunk by chunk (a character split between two chunks included); and refusing
 * UTF-16 without its mark (a NUL every other byte at the start: `iconv -t UTF-16LE`), which
 * would otherwise read as one baffling invalid verdict per line. A mark says the encoding for
 * sure, so that input is converted; without one the NULs are only a likely sign, so it is
 * refused with a message saying what to do rather than guessed at. Does not own: UTF-8's own
 * mark (lines.ts drops it at the very start), decoding UTF-8 or splitting lines.
 */

/** What a {@link Utf8Input} is reading: not known yet, UTF-8 (bytes as they come), or UTF-16 (converted). */
type Reading = 'unknown' | 'utf-8' | 'utf-16le' | 'utf-16be';

/** The bytes of the input's start needed to tell its encoding: a mark, or two NUL-paired characters. */
const HEAD_BYTES = 4;

/**
 * Why an input of UTF-16 with no byte-order mark is refused, for a message after its name
 * (`cannot read 'x': …`, `sudoku-wasm: validateStream: source: …`).
 */
export function unmarkedUtf16Reason(order: 'LE' | 'BE'): string {
  return (
    `the input looks like UTF-16${order} text without a byte-order mark (a NUL byte every other byte); ` +
    `give it as UTF-8 (iconv -f UTF-16${order} -t UTF-8) or as UTF-16 with its byte-order mark`
  );
}

/** Push byte chunks in order, then call {@link end} once; each call returns UTF-8 bytes (maybe none). */
export class Utf8Input {
  private reading: Reading = 'unknown';
  /** The input's first bytes while fewer than {@link HEAD_BYTES} have come. */
  private head: Uint8Array = new Uint8Array(0);
  private decoder: TextDecoder | undefined;
  private readonly encoder = new TextEncoder();

  /** @param where the start of an error's message (`sudoku-wasm: validateStream: source: `; empty for the CLI) */
  constructor(private readonly where = '') {}

  /**
   * The UTF-8 bytes of the next chunk: the chunk itself for a UTF-8 input (not copied).
   * @throws {TypeError} at the start of UTF-16 text without a byte-order mark
   */
  push(chunk: Uint8Array): Uint8Array {
    if (this.reading === 'utf-8') return chunk;
    if (this.reading === 'unknown') {
      const head = concat(this.head, chunk);
      if (head.length < HEAD_BYTES && !isUtf16Mark(head)) {
        this.head = head;
        return new Uint8Array(0);
      }
      this.head = new Uint8Array(0);
      this.start(head);
      return this.push(head);
    }
    return this.encoder.encode(this.decoder!.decode(chunk, { stream: true }));
  }

  /** The last bytes: a start shorter than {@link HEAD_BYTES}, or a UTF-16 character cut off (U+FFFD). */
  end(): Uint8Array {
    if (this.reading === 'unknown') {
      const head = this.head;
      this.head = new Uint8Array(0);
      if (head.length === 0) return head;
      this.start(head);
      return this.push(head);
    }
    return this.decoder === undefined ? new Uint8Array(0) : this.encoder.encode(this.decoder.decode());
  }

  /** Decides the encoding from the input's first bytes (all of them when fewer than {@link HEAD_BYTES}). */
  private start(head: Uint8Array): void {
    const order = unmarkedUtf16(head);
    if (order !== undefined) throw new TypeError(this.where + unmarkedUtf16Reason(order));
    this.reading = head[0] === 0xff && head[1] === 0xfe ? 'utf-16le' : head[0] === 0xfe && head[1] === 0xff ? 'utf-16be' : 'utf-8';
    // the decoder drops the mark (ignoreBOM false)
    if (this.reading !== 'utf-8') this.decoder = new TextDecoder(this.reading);
  }
}

/** Whether `head` starts with a UTF-16 byte-order mark. */
export function isUtf16Mark(head: Uint8Array): boolean {
  return head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));
}

/**
 * The byte order of UTF-16 without a mark, when its first two characters are ASCII (each a
 * byte that is not NUL beside a NUL): puzzle text starts with a digit, `.`, `#` or a space.
 */
function unmarkedUtf16(head: Uint8Array): 'LE' | 'BE' | undefined {
  if (head.length < HEAD_BYTES || isUtf16Mark(head)) return undefined;
  const ascii = (b: number): boolean => b > 0 && b < 0x80;
  if (ascii(head[0]) && head[1] === 0 && ascii(head[2]) && head[3] === 0) return 'LE';
  if (head[0] === 0 && ascii(head[1]) && head[2] === 0 && ascii(head[3])) return 'BE';
  return undefined;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** `chunks` as UTF-8 ({@link Utf8Input}); `where` starts an error's message. */
export async function* utf8Chunks(chunks: AsyncIterable<Uint8Array>, where = ''): AsyncGenerator<Uint8Array> {
  const input = new Utf8Input(where);
  for await (const chunk of chunks) {
    const bytes = input.push(chunk);
    if (bytes.length > 0) yield bytes;
  }
  const last = input.end();
  if (last.length > 0) yield last;
}
