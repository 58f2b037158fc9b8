/**
 * What the worker script takes from the library: everything through the package's entry
 * ('../index.js', kept external by the build, so the worker and the page share one copy), and
 * `backtrackTrace` from src/classic until the package entry exports it.
 *
 * Owns: that seam and nothing else. When src/index.ts exports `backtrackTrace`, the second
 * line goes and the worker bundle loses its copy of the classic twin and the text parser.
 */
export * from '../index.js';
export { backtrackTrace } from '../classic/trace.js';
export type { BacktrackTrace, BacktrackTraceOptions } from '../classic/trace.js';
