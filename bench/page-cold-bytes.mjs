#!/usr/bin/env node
/**
 * Where the demo page's cold load goes, by file and by module: builds web/dist (web/build.mjs,
 * its esbuild metafile), takes the cold files as page-wire does (index.html, style.css, the
 * entries app.js and worker.js and every chunk they import statically: what is fetched before
 * the page asks for the views' chunk), and prints each with its gzip -9 size, then the modules
 * that make them up, largest first, by their minified bytes in those files.
 *
 *   node bench/page-cold-bytes.mjs [--top N]   (N modules listed, default 40)
 *
 * Owns: this measurement only. Does not own: the build (web/build.mjs) or the budget
 * (test/browser/page-wire.test.ts measures the fetched files in Chromium).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from './lib/args.mjs';
import { bundleWeb, distDir } from '../web/build.mjs';

const { options } = parseArgs(process.argv.slice(2), new Set());
const TOP = Number(options.top ?? 40);
const { metafile } = await bundleWeb({ quiet: true });
const rel = (out) => relative(distDir, out).split('\\').join('/');
const outputs = new Map(Object.entries(metafile.outputs).map(([out, o]) => [rel(out), o]));

/** The output `path` and every output it imports statically, and theirs. */
function closure(path, seen = new Set()) {
  if (seen.has(path)) return seen;
  seen.add(path);
  for (const i of outputs.get(path).imports) if (i.kind === 'import-statement') closure(rel(i.path), seen);
  return seen;
}

const scripts = [...closure('app.js', closure('worker.js'))];
const gz = (path) => gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length;
const files = ['index.html', 'style.css', ...scripts].map((path) => ({ path, bytes: readFileSync(join(distDir, path)).length, gzip: gz(path) }));
console.log(`cold load: ${files.length} files, ${files.reduce((k, f) => k + f.gzip, 0)} bytes gzip -9`);
for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
  const inputs = Object.keys(outputs.get(f.path)?.inputs ?? {});
  console.log(`  ${String(f.gzip).padStart(6)} gzip ${String(f.bytes).padStart(7)} raw  ${f.path}${inputs.length ? `  (${inputs.length} modules)` : ''}`);
}
const modules = scripts.flatMap((path) => Object.entries(outputs.get(path).inputs).map(([module, i]) => ({ module, path, bytes: i.bytesInOutput })));
const total = modules.reduce((k, m) => k + m.bytes, 0);
console.log(`\n${modules.length} modules, ${total} minified bytes in the cold scripts; the ${TOP} largest:`);
for (const m of modules.sort((a, b) => b.bytes - a.bytes).slice(0, TOP)) console.log(`  ${String(m.bytes).padStart(6)}  ${m.module}  (${m.path})`);
const byDir = new Map();
for (const m of modules) {
  const dir = m.module.split('/').slice(0, m.module.startsWith('web/src/') ? 3 : 2).join('/');
  byDir.set(dir, (byDir.get(dir) ?? 0) + m.bytes);
}
console.log('\nby folder:');
for (const [dir, bytes] of [...byDir].sort((a, b) => b[1] - a[1])) console.log(`  ${String(bytes).padStart(6)}  ${dir}`);
