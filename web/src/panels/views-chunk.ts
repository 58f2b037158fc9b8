/**
 * The chunk of the views behind the tabs (Explanation, Graph, Backtracking): one dynamic import
 * of this module (panels/views.ts) makes it one file under web/dist/chunks/, fetched on the first
 * opening of any of those tabs. One chunk rather than one per view: each module a lazy chunk
 * shares with the cold path is split into a file of its own, compressed apart, so three chunks
 * cost the cold load about 500 bytes gzip -9 and three files more (docs/design/page.md "Bytes on
 * the wire").
 *
 * Owns: nothing but the grouping. Does not own: the views.
 */
export { setupExplain } from './explain.js';
export { setupGraph } from './graph.js';
export { setupBacktrack } from './backtrack.js';
