/**
 * Markdown report of a benchmark run.
 *
 * Owns: the layout of RESULTS.md: header (date, machine, runtime, command, settings), a
 * summary, one table per puzzle file with every variant side by side for limit 1 and limit 2,
 * and the list of solvers with versions; the cells and notes lib/sizes-report.mjs shares (a
 * rate, a result that is not ok, a failed verification). Does not own: measuring (worker.mjs)
 * or running (run.mjs). Column definitions are in bench/README.md.
 */

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dec1 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const dec2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rate or duration with sensible precision: 12,345 · 123.4 · 1.23. */
export function num(x) {
  if (x === null || x === undefined || !Number.isFinite(x)) return '–';
  const a = Math.abs(x);
  return a >= 1000 ? int.format(x) : a >= 100 ? int.format(x) : a >= 10 ? dec1.format(x) : dec2.format(x);
}

function ratio(x) {
  return Number.isFinite(x) ? `${x >= 10 ? dec1.format(x) : dec2.format(x)}×` : '–';
}

/** `s` made safe inside a Markdown table cell. */
export function escapeCell(s) {
  return String(s).replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** Rate cell: "12,345" or "12,345 (1,200 sampled)". */
export function rateCell(r) {
  return r.sampled ? `${num(r.puzzlesPerSec)} (${int.format(r.n)} sampled)` : num(r.puzzlesPerSec);
}

/**
 * The cell of a result that is not ok: its status, reason and first failing puzzle ("**FAILED**:
 * wrong count (board #3)").
 * @param {object} r the result
 * @param {string} unit what a puzzle is called in the table (`puzzle`, `board`)
 */
export function notOkCell(r, unit) {
  const label = { failed: '**FAILED**', skipped: 'n/a', timeout: '**TIMEOUT**', error: '**ERROR**' }[r.status] ?? r.status;
  const where = r.failures?.[0] ? ` (${unit} #${r.failures[0].puzzle})` : '';
  return `${label}: ${escapeCell(r.reason ?? '')}${where}`;
}

/**
 * The note under a table for a result that failed verification, every failure listed.
 * @param {string} name the solver's name, as in the table
 * @param {object} r the result (`limit`, `failures`)
 * @param {(f: object) => string} puzzle how a failure names its puzzle
 */
export function failureNote(name, r, puzzle) {
  return `- ${name}, limit ${r.limit}, FAILED verification: ` + r.failures.map((f) => `${puzzle(f)}: ${escapeCell(f.reason)}`).join('; ');
}

/** Best puzzles/s among ok results matching `pick`, or NaN. */
function best(results, pick) {
  const rates = results.filter((r) => r.status === 'ok' && pick(r)).map((r) => r.puzzlesPerSec);
  return rates.length ? Math.max(...rates) : NaN;
}

/** The four cells (rate, µs, guesses, speedup) of one variant at one limit. */
function cells(r, bestOurs, bestPeer) {
  if (!r) return ['not run', '', '', ''];
  if (r.status === 'ok') {
    const rate = rateCell(r);
    const speed = r.ours ? (Number.isFinite(bestPeer) ? `${ratio(r.puzzlesPerSec / bestPeer)} vs best peer` : '–')
      : ratio(bestOurs / r.puzzlesPerSec);
    return [rate, num(r.usPerPuzzle), r.guessesPerPuzzle === null ? '–' : num(r.guessesPerPuzzle), speed];
  }
  return [notOkCell(r, 'puzzle'), '–', '–', '–'];
}

/**
 * @param {object} run
 * @param {object} run.machine lib/machine.mjs
 * @param {string} run.command exact command line
 * @param {object} run.settings { seconds, quick, limits, puzzleDir }
 * @param {{set: string, total: number}[]} run.sets in table order
 * @param {string[]} run.variants ids in table order (ours first)
 * @param {Record<string, object>} run.meta id → { name, version, kind, supportsCount, ours, package }
 * @param {object[]} run.results worker results (with `ours` set by the runner)
 */
export function renderReport({ machine, command, settings, sets, variants, meta, results }) {
  const out = [];
  out.push('# sudoku-wasm benchmark results', '');
  out.push(`- **Date:** ${machine.date}`);
  out.push(`- **Machine:** ${machine.cpu}, ${machine.cores} logical cores, ${dec1.format(machine.ramGiB)} GiB RAM, ${machine.os}`);
  out.push(`- **Runtime:** Node ${machine.node}, V8 ${machine.v8}`);
  if (machine.loadAtStart !== undefined) {
    out.push(`- **Load average (1 min):** ${dec2.format(machine.loadAtStart)} at start, ${dec2.format(machine.load1)} at end` +
      `${Math.max(machine.loadAtStart, machine.load1) > 1.5 ? ' (other processes were busy: expect noise)' : ''}`);
  }
  out.push(`- **Command:** \`${command}\``);
  out.push(`- **Settings:** limits ${settings.limits.join(', ')}; time cap ${settings.seconds} s per measurement` +
    `${settings.quick ? '; **--quick** (small samples: a smoke run, not a result)' : ''}; puzzles from \`${settings.puzzleDir}\``);
  if (settings.oursNote) out.push(`- **Our engine:** ${settings.oursNote}`);
  out.push('- **Method:** one fresh `node --expose-gc` process per solver × file × limit; every timed answer verified first;' +
    ' best of R timed passes; string in → count + solution out. Details and column definitions: [README.md](README.md).', '');

  out.push('## Summary (puzzles/s, higher is better)', '');
  out.push('| puzzle file | fastest peer, limit 1 | fastest peer, limit 2 | best of ours, limit 1 | best of ours, limit 2 |');
  out.push('|---|---|---|---|---|');
  for (const { set } of sets) {
    const rs = results.filter((r) => r.set === set);
    const top = (limit, ours) => {
      const ok = rs.filter((r) => r.status === 'ok' && r.limit === limit && !!r.ours === ours);
      if (!ok.length) return '–';
      const b = ok.reduce((a, r) => (r.puzzlesPerSec > a.puzzlesPerSec ? r : a));
      return `${escapeCell(meta[b.variant]?.name ?? b.variant)}: ${num(b.puzzlesPerSec)}${b.sampled ? ' (sampled)' : ''}`;
    };
    out.push(`| ${set} | ${top(1, false)} | ${top(2, false)} | ${top(1, true)} | ${top(2, true)} |`);
  }
  out.push('');

  for (const { set, total } of sets) {
    const rs = results.filter((r) => r.set === set);
    const bo = (l) => best(rs, (r) => r.ours && r.limit === l);
    const bp = (l) => best(rs, (r) => !r.ours && r.limit === l);
    const rate1 = (id) => rs.find((r) => r.variant === id && r.limit === 1 && r.status === 'ok')?.puzzlesPerSec ?? -1;
    const order = [...variants.filter((v) => meta[v]?.ours), ...variants.filter((v) => !meta[v]?.ours).sort((a, b) => rate1(b) - rate1(a))];
    out.push(`## ${set} (${int.format(total)} puzzles)`, '');
    out.push('| solver | version | limit 1: puzzles/s | µs/puzzle | guesses/puzzle | speedup | limit 2: puzzles/s | µs/puzzle | guesses/puzzle | speedup |');
    out.push('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const id of order) {
      const m = meta[id] ?? { name: id, version: '?' };
      const row = [escapeCell(m.name), escapeCell(m.version ?? '?')];
      for (const limit of [1, 2]) {
        if (!settings.limits.includes(limit)) row.push('not run', '', '', '');
        else row.push(...cells(rs.find((r) => r.variant === id && r.limit === limit), bo(limit), bp(limit)));
      }
      out.push(`| ${row.join(' | ')} |`);
    }
    const notes = rs.filter((r) => r.status === 'failed');
    for (const r of notes) {
      out.push('', failureNote(escapeCell(meta[r.variant]?.name ?? r.variant), r, (f) => `puzzle #${f.puzzle} \`${f.grid}\``));
    }
    out.push('');
  }

  out.push('## Solvers', '');
  out.push('| solver | npm package | version | algorithm / how it is called | limit 2 |');
  out.push('|---|---|---|---|---|');
  for (const id of variants) {
    const m = meta[id];
    if (!m) continue;
    out.push(`| ${escapeCell(m.name)} | ${m.package ?? '–'} | ${escapeCell(m.version ?? '?')} | ${escapeCell(m.kind ?? '')} | ${m.supportsCount ? 'yes' : 'no (limit-1 only)'} |`);
  }
  out.push('');
  return out.join('\n');
}
