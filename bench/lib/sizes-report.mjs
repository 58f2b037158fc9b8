/**
 * The "General sizes and engines" section of RESULTS.md, written by sizes.mjs between the
 * markers `<!-- sizes:start -->` and `<!-- sizes:end -->` (lib/sections.mjs).
 *
 * Owns: the layout: header (date, machine, runtime, load, command, settings), the two ratios
 * the issue asks for (WASM DLX ÷ fastest JavaScript DLX; auto ÷ best single engine of ours),
 * one table per set, and the solver list. Does not own: measuring or running. Column
 * definitions are in bench/README.md ("General sizes").
 */
import { escapeCell, failureNote, notOkCell, num, rateCell } from './report.mjs';

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dec2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The engine `auto` runs for a box size (src/api/search.ts `resolveEngine`: fast9 at 9×9, bitmask elsewhere). */
export const AUTO_PICK = (n) => (n === 3 ? 'fast9-wasm' : 'bitmask-wasm');

/** Issue targets: WASM DLX ≥ 5× the fastest JS DLX at these box sizes; auto ≥ 0.9 × the best engine everywhere. */
const DLX_TARGET = 5;
const DLX_TARGET_SIZES = new Set([3, 4]);
const AUTO_TARGET = 0.9;

function ratio(x) {
  return Number.isFinite(x) ? `${x >= 10 ? int.format(x) : dec2.format(x)}×` : '–';
}

const sizeLabel = (n) => `${n * n}×${n * n}`;

/** The three cells (puzzles/s, µs/puzzle, nodes/puzzle) of one result. */
function cells(r) {
  if (!r) return ['not run', '', ''];
  if (r.status === 'ok') return [rateCell(r), num(r.usPerPuzzle), r.guessesPerPuzzle === null || r.guessesPerPuzzle === undefined ? '–' : num(r.guessesPerPuzzle)];
  return [notOkCell(r, 'board'), '–', '–'];
}

/** The fastest ok result among `rs` matching `pick`, or undefined. */
function fastest(rs, pick) {
  return rs.filter((r) => r.status === 'ok' && pick(r)).reduce((a, r) => (!a || r.puzzlesPerSec > a.puzzlesPerSec ? r : a), undefined);
}

/**
 * @param {object} run
 * @param {object} run.machine lib/machine.mjs, plus loadAtStart
 * @param {string} run.command
 * @param {object} run.settings { seconds, quick, limits, minPassMs, build }
 * @param {{id: string, n: number, total: number, kept: number, mix: string, missing?: string}[]} run.sets
 * @param {string[]} run.variants ids, ours first
 * @param {Record<string, object>} run.meta id → { name, version, kind, family, ours, package }
 * @param {object[]} run.results sizes-worker results
 * @returns {string} Markdown, without the markers
 */
export function renderSizesSection({ machine, command, settings, sets, variants, meta, results }) {
  const out = [];
  const name = (id) => escapeCell(meta[id]?.name ?? id);
  const get = (id, set, limit) => results.find((r) => r.variant === id && r.set === set && r.limit === limit);
  out.push('## General sizes and engines', '');
  out.push(`- **Date:** ${machine.date}`);
  out.push(`- **Machine:** ${machine.cpu}, ${machine.cores} logical cores, ${dec2.format(machine.ramGiB)} GiB RAM, ${machine.os}`);
  out.push(`- **Runtime:** Node ${machine.node}, V8 ${machine.v8}`);
  out.push(`- **Load average (1 min):** ${dec2.format(machine.loadAtStart)} at start, ${dec2.format(machine.load1)} at end` +
    `${Math.max(machine.loadAtStart, machine.load1) > 1.5 ? ' (other processes were busy: expect noise)' : ''}`);
  out.push(`- **Command:** \`${command}\``);
  if (settings.build) out.push(`- **Our build:** ${settings.build}`);
  out.push(`- **Settings:** limits ${settings.limits.join(', ')}; time cap ${settings.seconds} s per measurement; timed passes of at least ${settings.minPassMs} ms` +
    `${settings.quick ? '; **--quick** (small samples: a smoke run, not a result)' : ''}`);
  out.push('- **Method:** one fresh `node --expose-gc` process per variant × set × limit; every timed answer verified first' +
    ' (count = the fixture\'s count capped at the limit; solution valid, givens kept); best of R timed passes;' +
    ' board text in → count + first solution text out. Details and column definitions: [README.md](README.md#general-sizes-sizesmjs).', '');

  const setsOk = sets.filter((s) => !s.missing);

  out.push('### WASM DLX vs the fastest JavaScript DLX', '');
  out.push(`Target: at least ${DLX_TARGET}× on 9×9 and 16×16. "JavaScript DLX" = the npm peers that are Dancing Links solvers; our TypeScript twin is shown for reference.`, '');
  out.push('| set | size | limit | dlx-wasm puzzles/s | fastest JS DLX | its puzzles/s | dlx-wasm ÷ JS DLX | target | dlx-wasm ÷ our dlx-ts |');
  out.push('|---|---|--:|--:|---|--:|--:|---|--:|');
  for (const s of setsOk) {
    for (const limit of settings.limits) {
      const rs = results.filter((r) => r.set === s.id && r.limit === limit);
      const ours = rs.find((r) => r.variant === 'dlx-wasm' && r.status === 'ok');
      const peer = fastest(rs, (r) => !meta[r.variant]?.ours && meta[r.variant]?.family === 'dlx');
      const twin = rs.find((r) => r.variant === 'dlx-ts' && r.status === 'ok');
      const x = ours && peer ? ours.puzzlesPerSec / peer.puzzlesPerSec : NaN;
      const target = !DLX_TARGET_SIZES.has(s.n) ? '–' : !Number.isFinite(x) ? '?' : x >= DLX_TARGET ? 'met' : '**not met**';
      out.push(`| ${s.id} | ${sizeLabel(s.n)} | ${limit} | ${ours ? rateCell(ours) : '–'} | ${peer ? name(peer.variant) : '–'} | ${peer ? rateCell(peer) : '–'} | ${ratio(x)} | ${target} | ${ours && twin ? ratio(ours.puzzlesPerSec / twin.puzzlesPerSec) : '–'} |`);
    }
  }
  out.push('');

  out.push('### auto vs the best single engine of ours', '');
  out.push(`Target: \`auto\` never slower than the best single engine by more than ${Math.round((1 - AUTO_TARGET) * 100)}% (auto ÷ best ≥ ${dec2.format(AUTO_TARGET)}).` +
    ' `auto-wasm` is the public batch API (`validateLines`), so it includes input validation and verdicts;' +
    ' "auto\'s engine, bare" is the engine auto picks (fast9 at 9×9, bitmask elsewhere) through the same thin adapter as the other rows.', '');
  out.push('| set | size | limit | auto-wasm puzzles/s | best single engine | its puzzles/s | auto ÷ best | target | auto\'s engine, bare | bare ÷ best |');
  out.push('|---|---|--:|--:|---|--:|--:|---|---|--:|');
  for (const s of setsOk) {
    for (const limit of settings.limits) {
      const rs = results.filter((r) => r.set === s.id && r.limit === limit);
      const auto = rs.find((r) => r.variant === 'auto-wasm' && r.status === 'ok');
      const best = fastest(rs, (r) => meta[r.variant]?.ours && r.variant !== 'auto-wasm');
      const pick = rs.find((r) => r.variant === AUTO_PICK(s.n) && r.status === 'ok');
      const x = auto && best ? auto.puzzlesPerSec / best.puzzlesPerSec : NaN;
      const target = !Number.isFinite(x) ? '?' : x >= AUTO_TARGET ? 'met' : '**not met**';
      out.push(`| ${s.id} | ${sizeLabel(s.n)} | ${limit} | ${auto ? rateCell(auto) : '–'} | ${best ? best.variant : '–'} | ${best ? rateCell(best) : '–'} | ${ratio(x)} | ${target} | ${AUTO_PICK(s.n)} | ${pick && best ? ratio(pick.puzzlesPerSec / best.puzzlesPerSec) : '–'} |`);
    }
  }
  out.push('');

  for (const s of sets) {
    out.push(`### ${s.id} (${sizeLabel(s.n)})`, '');
    if (s.missing) {
      out.push(`Not measured: ${escapeCell(s.missing)}.`, '');
      continue;
    }
    const kept = s.kept < s.total ? `${int.format(s.kept)} of ${int.format(s.total)} boards, evenly spaced` : `${int.format(s.total)} boards`;
    out.push(`${kept}: ${s.mix}.`, '');
    const head = settings.limits.flatMap((l) => [`limit ${l}: puzzles/s`, 'µs/puzzle', 'nodes/puzzle']);
    out.push(`| solver | version | ${head.join(' | ')} |`);
    out.push(`|---|---|${settings.limits.map(() => '--:|--:|--:|').join('')}`);
    for (const id of variants) {
      const rs = settings.limits.map((l) => get(id, s.id, l));
      if (rs.every((r) => !r || r.notForSize)) continue; // e.g. fast9 outside 9×9
      out.push(`| ${name(id)} | ${escapeCell(meta[id]?.version ?? '?')} | ${rs.flatMap(cells).join(' | ')} |`);
    }
    for (const r of results.filter((x) => x.set === s.id && x.status === 'failed')) {
      out.push('', failureNote(name(r.variant), r, (f) => `board #${f.puzzle}`));
    }
    out.push('');
  }

  out.push('### Solvers in this section', '');
  out.push('| solver | package | version | what is called |');
  out.push('|---|---|---|---|');
  for (const id of variants) {
    const m = meta[id];
    if (m) out.push(`| ${name(id)} | ${m.package ?? '–'} | ${escapeCell(m.version ?? '?')} | ${escapeCell(m.kind ?? '')} |`);
  }
  return out.join('\n');
}
