/**
 * What a failed read of an input file says: the one wording of the line readers' I/O errors
 * (the CLI's `cannot read 'x': is a directory (EISDIR)`, `validateStream`'s
 * `sudoku-wasm: validateStream: cannot read 'x': …`), and of the CLI's failed writes
 * (`cannot write standard output: no space left on device (ENOSPC)`).
 *
 * Owns: the reasons of the system error codes a person meets (a missing file, a directory, no
 * permission), said in words with the code kept beside them. Does not own: opening or reading
 * files (input.ts, validate-stream.ts, file-chunks.ts).
 */

const REASONS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'is a directory',
  ENOTDIR: 'a component of the path is not a directory',
  ENAMETOOLONG: 'file name too long',
  EMFILE: 'too many open files',
  EIO: 'input/output error',
  ENOSPC: 'no space left on device',
  EROFS: 'read-only file system',
  EDQUOT: 'disk quota exceeded',
};

/** The reason of a failed read, for a message after the input's name: `is a directory (EISDIR)`; another error's own message. */
export function describeFileError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in REASONS) return `${REASONS[code]} (${code})`;
  return error instanceof Error ? error.message : String(error);
}

/** Whether `error` is one of the system's (Node's `ENOENT`, `EISDIR`, …: an upper-case code starting with E). */
export function isSystemError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && /^E[A-Z0-9]+$/.test(code);
}
