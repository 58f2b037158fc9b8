#!/usr/bin/env node
/**
 * Machine instructions per puzzle of builds of the WebAssembly core, counted by valgrind
 * (cachegrind's instruction count): a cost measure that another process on a shared machine
 * does not disturb, for changes to fast9 whose timing is within the noise.
 *
 *   node bench/fast9/instructions.mjs A.wasm [B.wasm ...] [--files a,b] [--form transformed|published]
 *                                     [--limit 2] [--sample N] [--passes 10] [--tdoku]
 *
 * Needs `valgrind` on the PATH. For each build and set: Node runs the core under valgrind
 * twice (../lib/instructions.mjs), once with 2 passes over the puzzles and once with
 * 2 + PASSES; the difference divided by PASSES × puzzles is the figure (start-up, compilation
 * and the first pass cancel out); repeated runs agree within about 1–2%.
 *
 * `--tdoku`: also tdoku's 128-bit build (`../shared/native/tdoku-count-v2`, SSE4.2) on the same
 * file, counted the same way (its driver's passes), and A ÷ tdoku. Its AVX-512 build cannot run
 * under valgrind. Measured (Intel Xeon, `--sample 200 --passes 4`, transformed copies): tdoku
 * 33,623 / 97,418 / 847,250 / 557,389 / 27,652 instructions a puzzle on 17_clue,
 * magictour_top1465, forum_hardest_1106, forum_hardest_1905_11plus and serg_benchmark; fast9
 * 22,437 / 96,783 / 753,986 / 574,328 / 26,378 (0.67–1.03× tdoku's).
 *
 * Owns: that count per puzzle. Does not own: running valgrind (../lib/instructions.mjs), the
 * transformed copies (native.mjs).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { list, parseArgs } from '../lib/args.mjs';
import { instructionsOf, programInstructions } from '../lib/instructions.mjs';
import { NATIVE_BUILDS, nativeDir } from '../lib/native.mjs';
import { findPuzzleDir, listPuzzleFiles, loadPuzzles, sampledCopy, setName } from '../lib/puzzles.mjs';

/** Worker mode: `--worker CORE.wasm FILE LIMIT PASSES` runs the passes and nothing else. */
function worker([wasmPath, file, limitText, passesText]) {
  const core = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(wasmPath)), {}).exports;
  const capacity = core.batchCapacity();
  const puzzles = loadPuzzles(file);
  const cells = new Uint8Array(puzzles.length * 81);
  puzzles.forEach((p, i) => {
    for (let j = 0; j < 81; j++) cells[i * 81 + j] = p[j] === '.' ? 0 : p.charCodeAt(j) - 48;
  });
  const input = new Uint8Array(core.memory.buffer, core.puzzlesPtr(), capacity * 81);
  for (let pass = 0; pass < Number(passesText); pass++) {
    for (let start = 0; start < puzzles.length; start += capacity) {
      const m = Math.min(capacity, puzzles.length - start);
      input.set(cells.subarray(start * 81, (start + m) * 81));
      core.fast9Batch(m, Number(limitText), 0);
    }
  }
}

/** Instructions of one run of the worker under valgrind (a promise). */
function instructions(wasm, file, limit, passes) {
  return instructionsOf([fileURLToPath(import.meta.url), '--worker', wasm, file, String(limit), String(passes)]);
}

async function main() {
  const { positional, options } = parseArgs(process.argv.slice(2), new Set(['help', 'tdoku']));
  if (options.help || positional.length === 0) {
    process.stdout.write('usage: node bench/fast9/instructions.mjs A.wasm [B.wasm ...] [--files a,b] [--form transformed|published] [--limit 2] [--sample N] [--passes 10] [--tdoku]\n');
    process.exitCode = options.help ? 0 : 2;
    return;
  }
  const { transformedCopy } = await import('../native.mjs');
  const builds = positional.map((p) => resolve(p));
  const limit = Number(options.limit ?? 2);
  const passes = Number(options.passes ?? 10);
  const sample = Number(options.sample ?? 0);
  const form = options.form ?? 'transformed';
  const puzzleDir = findPuzzleDir(options.puzzles);
  let files = listPuzzleFiles(puzzleDir);
  const native = options.tdoku ? nativeDir(puzzleDir) : null;
  if (options.tdoku && !native) throw new Error(`--tdoku: no ${NATIVE_BUILDS[0].file} beside ${puzzleDir}`);
  const tdoku = native ? join(native, NATIVE_BUILDS[0].file) : null;
  if (options.files) files = list(options.files).map((w) => files.find((f) => setName(f) === w) ?? (() => { throw new Error(`--files: unknown ${w}`); })());

  const lines = [
    `instructions per puzzle (valgrind cachegrind, ${passes} passes, limit ${limit}, ${form}${sample ? `, strided sample of ${sample}` : ''})`,
    '',
    `| set | puzzles | ${builds.map((b, i) => `${String.fromCharCode(65 + i)}`).join(' | ')} |${builds.length > 1 ? ' ' + builds.slice(1).map((_, i) => `${String.fromCharCode(66 + i)} ÷ A`).join(' | ') + ' |' : ''}${tdoku ? ' tdoku 128-bit | A ÷ tdoku |' : ''}`,
    `|---|--:|${builds.map(() => '--:').join('|')}|${builds.length > 1 ? builds.slice(1).map(() => '--:').join('|') + '|' : ''}${tdoku ? '--:|--:|' : ''}`,
  ];
  for (const file of files) {
    const whole = form === 'published' ? file : await transformedCopy(file);
    const puzzles = loadPuzzles(whole);
    const path = sampledCopy(whole, sample);
    const n = Math.min(puzzles.length, sample || puzzles.length);
    const perPuzzle = [];
    for (const wasm of builds) perPuzzle.push(((await instructions(wasm, path, limit, 2 + passes)) - (await instructions(wasm, path, limit, 2))) / (passes * n));
    // tdoku's driver: FILE LIMIT REPEATS (its passes over the file)
    const tdokuPerPuzzle = tdoku
      ? ((await programInstructions(tdoku, [path, String(limit), String(2 + passes)])) - (await programInstructions(tdoku, [path, String(limit), '2']))) / (passes * n)
      : 0;
    console.error(`${setName(file)}: ${perPuzzle.map((x) => x.toFixed(0)).join(' ')}${tdoku ? ` tdoku ${tdokuPerPuzzle.toFixed(0)}` : ''}`);
    lines.push(
      `| ${setName(file)} | ${n} | ${perPuzzle.map((x) => Math.round(x).toLocaleString('en-US')).join(' | ')} |` +
        (builds.length > 1 ? ' ' + perPuzzle.slice(1).map((x) => (x / perPuzzle[0]).toFixed(3)).join(' | ') + ' |' : '') +
        (tdoku ? ` ${Math.round(tdokuPerPuzzle).toLocaleString('en-US')} | ${(perPuzzle[0] / tdokuPerPuzzle).toFixed(2)} |` : ''),
    );
  }
  lines.push('', ...builds.map((b, i) => `${String.fromCharCode(65 + i)} = ${b}`));
  process.stdout.write(lines.join('\n') + '\n');
}

if (process.argv[2] === '--worker') worker(process.argv.slice(3));
else main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
