/**
 * What the package's worker script (./entry.ts) registers: the builds of the core and of the
 * variant module, each read from its `.wasm` file (../wasm-urls.ts) the first time it is
 * needed, and only the build this engine runs (SIMD128 or scalar): the core on the first call,
 * the variant module on the first variant puzzle; and every optional part of the solving calls
 * (boards of every size, the pre-pass, variant puzzles: src/api/features.ts). The TypeScript
 * engines come on the calls that ask for them (./dispatch.ts). A page's worker thus carries no
 * build embedded as text (the Node entry's four: about 250 KB of hex, src/defaults-node.ts),
 * and fetches one `.wasm` file of about 10 KB gzipped (docs/design/worker.md, "What the worker
 * carries"). One of the package's modules with a side effect on import: package.json
 * `sideEffects` names it.
 *
 * Owns: those registrations and reading a build synchronously where the slot asks for one
 * (src/wasm/module-slot.ts `EmbeddedBuilds`): Node reads the file ({@link buildsReady} has
 * `node:fs` at hand on every Node 20), a Web Worker a synchronous `XMLHttpRequest` (allowed in
 * workers; the worker does nothing else while it waits). Does not
 * own: compiling and the CSP error (src/wasm/module-slot.ts), the file's location (../wasm-urls.ts).
 */
import { useAllSizes, usePrepass } from '../api/features.js';
import { useVariants } from '../api/use-variants.js';
import { provideEmbedded } from '../wasm/core.js';
import { provideEmbeddedVariants } from '../wasm/variant-core.js';
import { coreWasmUrl, variantsWasmUrl } from '../wasm-urls.js';
import { nodeBuiltin } from './node-builtin.js';

type Fs = { readFileSync(path: URL): Uint8Array };

/** `node:fs` where `process.getBuiltinModule` is missing (Node before 20.16): imported by {@link buildsReady}. */
let importedFs: Fs | undefined;
let importingFs: Promise<void> | undefined;

/** Node's `process`, when this is Node. */
function nodeProcess(): { getBuiltinModule?: (id: string) => unknown } | undefined {
  const proc = (globalThis as { process?: { versions?: { node?: string }; getBuiltinModule?: (id: string) => unknown } }).process;
  return proc?.versions?.node === undefined ? undefined : proc;
}

/**
 * Settles once a build can be read synchronously: at once in a Web Worker and on Node 20.16 or
 * later (`process.getBuiltinModule`); on an older Node once `node:fs` is imported (reading is
 * synchronous, the import is not). ./entry.ts waits for it before each call.
 */
export function buildsReady(): Promise<void> | undefined {
  const proc = nodeProcess();
  if (proc === undefined || proc.getBuiltinModule !== undefined || importedFs !== undefined) return undefined;
  return (importingFs ??= nodeBuiltin('node:fs').then((fs) => {
    importedFs = fs as Fs;
  }));
}

/**
 * The bytes of the `.wasm` file at `url`, in a buffer of their own.
 * @throws {Error} when the file cannot be read or fetched (the message names the URL)
 */
function readBuild(url: URL): Uint8Array {
  if (url.protocol === 'file:') {
    const fs = importedFs ?? (nodeProcess()?.getBuiltinModule?.('node:fs') as Fs | undefined);
    if (!fs) throw new Error(`sudoku-wasm worker: cannot read ${url.href}: no node:fs here`);
    return new Uint8Array(fs.readFileSync(url));
  }
  const request = new XMLHttpRequest();
  request.open('GET', url.href, false);
  request.responseType = 'arraybuffer';
  try {
    request.send();
  } catch (error) {
    throw new Error(`sudoku-wasm worker: fetching ${url.href} failed: ${(error as Error).message}`, { cause: error });
  }
  if (request.status !== 200) {
    throw new Error(
      `sudoku-wasm worker: fetching ${url.href} failed: HTTP ${request.status} (the worker loads the package's .wasm files ` +
        'from beside its own wasm-urls module; a worker bundled with esbuild needs them copied beside it: docs/browser.md)',
    );
  }
  return new Uint8Array(request.response as ArrayBuffer);
}

provideEmbedded({ simd: () => readBuild(coreWasmUrl(true)), scalar: () => readBuild(coreWasmUrl(false)) });
provideEmbeddedVariants({ simd: () => readBuild(variantsWasmUrl(true)), scalar: () => readBuild(variantsWasmUrl(false)) });
useAllSizes();
usePrepass();
useVariants();
