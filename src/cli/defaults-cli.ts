/**
 * What the CLI's build registers in place of src/defaults-node.ts (scripts/build.mjs injects
 * it into dist/cli.js and its worker scripts, and resolves every import of defaults-node.js to
 * it): the core's embedded builds, boards of every size and the pre-pass, which every command
 * runs. The variant layer, the variant module and the TypeScript engines, which the Node entry
 * registers at import, wait for a run that needs them (./lazy-parts.ts): a run of `validate`,
 * `solve` or `count` on classic lines with WebAssembly never parses them.
 *
 * Owns: that one call at import. Does not own: the groups of registrations
 * (src/defaults-node-classic.ts, src/defaults-node-variants.ts) or when the rest loads.
 */
import { useNodeClassic } from '../defaults-node-classic.js';

useNodeClassic();
