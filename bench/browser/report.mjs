/**
 * The `browser` section of bench/RESULTS.md from one run of bench/browser.mjs: provenance, the
 * throughput table, the cold first solve, hint latency and the bench's own bundle sizes. Every
 * claim about a bundle (whether WebAssembly is embedded in it) is what the run measured
 * ({@link embedsWasm}), not a sentence kept from an earlier build.
 *
 * Owns: the wording and layout of the section. Does not own: the measurements (browser.mjs).
 */

/**
 * Whether bundled JavaScript carries a WebAssembly build: the package embeds its builds as hex
 * strings (scripts/wasm-hex.mjs), the smallest about 44,000 digits.
 */
export function embedsWasm(code) {
  return /[0-9a-f]{2000}/.test(code);
}

/**
 * The section's Markdown (without its markers).
 * @param {object} run what browser.mjs measured: `quick`, `rounds`, `machine` (lib/machine.mjs, with
 *   `load1End`), `build` (lib/build-info.mjs), `cases`, `node`, `chrome`, `cold`, and `bundles`
 *   (`client`, `entry`, `clientFromSrc`: `{ raw, gzip, embedsWasm }`)
 */
export function formatBrowserSection({ quick, rounds: ROUNDS, machine, build, cases, node, chrome, cold, bundles }) {
  const n = (x, d = 0) => x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
  const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
  const rate = (count, ms) => (count * 1000) / ms;
  const lines = [];
  lines.push('## Browser: the worker client in headless Chromium beside Node');
  lines.push('');
  lines.push(
    `\`node bench/browser.mjs\`${quick ? ' --quick' : ''}, ${machine.date}, ${machine.cpu} (${machine.cores} cores), Node ${machine.node} (V8 ${machine.v8}), Chromium ${chrome.version} (headless); load average ${machine.load1.toFixed(2)} at start, ${machine.load1End.toFixed(2)} at end; ${build}.`,
  );
  lines.push('');
  lines.push(
    'Counting to 2 (`validateLines` in batches of the size given, one call awaited at a time), answers checked on every side before timing (unique count and a hash of every solution), a warm-up round, then ' +
      `${ROUNDS} rounds taken in turns (Node direct, Node worker_threads, Chromium worker, Chromium page thread, the order rotating each round, so that all see the same machine load), best of each; each round runs the set's batches *reps* times. "Chromium worker" is \`createWorkerSolver()\` in the bench page (bench/browser/, bundled by esbuild), the call's time including everything the client does (the lines packed into one string with their ends transferred, the post, the verdicts back as transferred columns, unpacked into verdict objects); "Node, direct" is \`validateLines\` of dist/index.js in a child process; "Node, worker_threads" the same client in that process; "Chromium, page thread direct" the library called on the page's own thread (after \`initWasm()\`), which separates the worker's cost from the browser engine's speed.`,
  );
  lines.push('');
  lines.push('| set | lines per call | puzzles × reps | Node, direct | Node, worker_threads client | Chromium, page thread direct | Chromium worker | Chromium worker ÷ Node direct (goal ≥ 0.9×) | Chromium worker ÷ page direct |');
  lines.push('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const [key, c] of Object.entries(cases)) {
    const count = c.lines.length * c.reps;
    const direct = rate(count, Math.min(...node.sets[key].direct));
    const thread = rate(count, Math.min(...node.sets[key].thread));
    const worker = rate(count, Math.min(...chrome.sets[key]));
    const onPage = rate(count, Math.min(...chrome.onPage[key]));
    const ratio = worker / direct;
    lines.push(`| ${c.set} | ${n(Math.min(c.batch, c.lines.length))} | ${n(c.lines.length)} × ${c.reps} | ${n(direct)}/s | ${n(thread)}/s | ${n(onPage)}/s | ${n(worker)}/s | **${ratio.toFixed(2)}×**${ratio >= 0.9 ? ', met' : ', not met'} | ${(worker / onPage).toFixed(2)}× |`);
  }
  lines.push('');
  lines.push(
    `The rounds are taken in turns so that the columns see the same machine load; still, with a load average of ${machine.load1.toFixed(1)} on ${machine.cores} cores single figures move by up to ±30% between runs, so the ratio is best read as whether the worker is slower than Node, not by how much.`,
  );
  lines.push('');
  lines.push(
    `**First solve from a cold page** (a fresh browser context each time, nothing cached; median of ${cold.loads} loads): ${n(cold.sinceNavigation, 1)} ms from navigation start to the answer (range ${n(cold.min, 1)}–${n(cold.max, 1)} ms), of which ${n(cold.sinceCreate, 1)} ms from \`createWorkerSolver()\` to the answer (worker script fetched and evaluated, WebAssembly compiled, one solve).`,
  );
  lines.push('');
  lines.push(
    `**Hint latency** over ${n(chrome.hints.n)} positions (the start, one third and two thirds into the solve path of the first 40 magictour_top1465 and 40 17-clue puzzles; \`hint(wireGrid)\`, concrete, one at a time, after a warm-up pass): Chromium worker round trip median ${n(chrome.hints.median, 2)} ms, p95 ${n(chrome.hints.p95, 2)} ms; \`hint\` called directly in Node median ${n(node.hints.median, 2)} ms, p95 ${n(node.hints.p95, 2)} ms.`,
  );
  lines.push('');
  const wasm = (b) => (b.embedsWasm ? 'a WebAssembly build embedded' : 'no WebAssembly embedded');
  const fetches = bundles.entry.embedsWasm ? '' : '; it fetches the one `.wasm` it runs';
  const fromSrc =
    bundles.clientFromSrc.raw === bundles.client.raw
      ? 'the same'
      : `${bundles.clientFromSrc.raw < bundles.client.raw ? 'smaller' : 'larger'} by ${Math.abs(bundles.clientFromSrc.raw - bundles.client.raw).toLocaleString('en-US')} bytes`;
  lines.push(
    `**Bundle sizes** (esbuild, minified, \`--platform=browser\`): a page that imports only the client, through the built package, ${kib(bundles.client.raw)} (${kib(bundles.client.gzip)} gzip; ${wasm(bundles.client)}); ` +
      `the worker script \`dist/worker/entry.js\` bundled (the library inside, ${wasm(bundles.entry)}${fetches}) ${kib(bundles.entry.raw)} (${kib(bundles.entry.gzip)} gzip). ` +
      `The client bundled from src/ instead of dist/ is ${kib(bundles.clientFromSrc.raw)} (${kib(bundles.clientFromSrc.gzip)} gzip; ${wasm(bundles.clientFromSrc)}), ${fromSrc}. ` +
      'These are this bench\'s own bundles; the package\'s bundle-size report belongs to `bench/bundle-sizes.mjs`, what a worker page built by Vite or webpack loads to `bench/worker-page-sizes.mjs`.',
  );
  return lines.join('\n');
}
