/**
 * A Node built-in module (`node:worker_threads`, `node:fs`) for code that also runs in pages:
 * `process.getBuiltinModule` where Node has it (20.16 and later), else a dynamic import whose
 * name is a variable and carries the hints that keep page bundlers (Vite, webpack) from
 * resolving it.
 *
 * Owns: {@link nodeBuiltin}. Does not own: what the callers do with the module.
 */

/**
 * The built-in module `id` (`node:…`), as Node gives it.
 * @param id the module's name, `node:` included
 */
export async function nodeBuiltin(id: string): Promise<unknown> {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return proc?.getBuiltinModule?.(id) ?? (await import(/* @vite-ignore */ /* webpackIgnore: true */ id));
}
