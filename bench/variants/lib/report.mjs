/**
 * The Markdown section of bench/RESULTS.md that bench/variants.mjs writes (between
 * `<!-- variants:start -->` and `<!-- variants:end -->`).
 *
 * Owns: the layout: a header (command, machine, Node, load, versions), the table per set (ISS's
 * reference figures, ours, the peers, the ratios), the table of the published examples one by
 * one, and the notes (n/a reasons, failures, capped puzzles). Does not own: measuring or
 * checking (./run-engine.mjs). Columns are defined in bench/variants/README.md.
 */
import { num } from '../../lib/report.mjs';

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function ms(x) {
  return Number.isFinite(x) ? `${num(x)} ms` : '–';
}

function ratio(x) {
  return Number.isFinite(x) ? `${num(x)}×` : '–';
}

/**
 * Rate of `row` on exactly the puzzles `other` measured (those over its cap left out), from the
 * per-puzzle times; NaN when `row` lacks one of them.
 */
export function rateOn(row, other) {
  let n = 0;
  let total = 0;
  for (const [id, t] of Object.entries(other.times)) {
    if (t.capped) continue;
    const mine = row.times[id];
    if (!mine || mine.capped) return NaN;
    n++;
    total += mine.cpuMs;
  }
  return n ? n / (total / 1000) : NaN;
}

/** The cells (rate, slowest) of one peer row, and a note when it needs one. */
function peerCells(r, notes) {
  if (!r) return ['not run', ''];
  if (r.status === 'n/a') return [`n/a${note(notes, r.reason)}`, ''];
  if (r.status === 'error') return [`**ERROR**${note(notes, r.reason)}`, ''];
  if (r.status === 'failed') return [`**FAILED**${note(notes, `${r.failures.length} wrong: ${r.failures[0].puzzle}: ${r.failures[0].reason}`)}`, ''];
  let rate = num(r.rate);
  const parts = [];
  if (r.sampled) parts.push(`${r.n} sampled`);
  if (r.unsupported) parts.push(`${r.unsupported} n/a`);
  if (r.capped.length) {
    rate = `< ${num((r.n + r.capped.length) / ((r.cpuMs + r.capped.length * r.capS * 1000) / 1000))}`;
    parts.push(`${r.capped.length} over ${r.capS} s`);
  }
  const slowest = r.capped.length ? `> ${r.capS} s (${r.capped[0]})` : slowestCell(r);
  return [parts.length ? `${rate} (${parts.join(', ')})` : rate, slowest];
}

/** The slowest puzzle's time and name. */
function slowestCell(r) {
  return r.slowest ? `${ms(r.slowest.cpuMs)} (${r.slowest.puzzle})` : '–';
}

function note(notes, text) {
  let k = notes.indexOf(text);
  if (k < 0) k = notes.push(text) - 1;
  return ` [${k + 1}]`;
}

/**
 * @param {object} run `{ machine, command, settings, versions, sets: [{ id, label, iss, total, missing?, rows: { engineId: row } }] }`
 * @returns {string} the section body (without its markers)
 */
export function renderVariants(run) {
  const { machine, command, settings, versions, sets, buildInfo } = run;
  const out = [];
  const notes = [];
  out.push('## Variant puzzles: ours beside lisudoku-solver and pencilmark');
  out.push('');
  out.push(`\`${command}\`, ${machine.date}, ${machine.cpu} (${machine.cores} cores), Node ${machine.node}, Python ${versions.python ?? '–'}; load average ${num(machine.load1)} at start, ${num(run.loadEnd)} at end${machine.load1 > machine.cores * 0.75 ? ' (**a busy machine**: re-run quietly before quoting)' : ''}; ${buildInfo}.`);
  out.push('');
  out.push(`Counting to 2 (a uniqueness check), one thread, each puzzle parsed and set up by the engine from its own input and then searched, timed alone; the least CPU time of each puzzle over up to ${settings.maxPasses} passes (the first pass checks every answer and warms up), puzzles/s = puzzles ÷ the sum. A peer is given ${settings.seconds} s per set (a spread sample when it is slower) and ${settings.capS} s per puzzle. Engines: sudoku-wasm ${versions.ours ?? '(no variant engine in this build)'}; lisudoku-solver ${versions['lisudoku-solver'] ?? '–'} (npm, AGPL-3.0, run from bench/ only); pencilmark ${versions.pencilmark ?? '–'} (PyPI, MIT). ISS = sigh's Interactive Sudoku Solver: **its figures are quoted from ../shared/variants/README.md (the same machine kind, Node 20, wall time, its own sets made the same way), not measured in this run.**`);
  out.push('');
  out.push('| set (puzzles) | ISS puzzles/s (ref.) | ISS slowest | ours puzzles/s | ours guesses/puzzle | ours slowest | ours ÷ ISS (goal ≥ 10×) | lisudoku-solver puzzles/s | lisudoku slowest | pencilmark puzzles/s | pencilmark slowest | ours ÷ fastest peer, same puzzles |');
  out.push('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const s of sets) {
    const label = `${s.label} (${s.total ?? s.iss.n})`;
    if (s.missing) {
      out.push(`| ${label} | ${num(s.iss.rate)} | ${ms(s.iss.slowestMs)} | set missing${note(notes, s.missing)} | | | | | | | | |`);
      continue;
    }
    const ours = s.rows.ours;
    let oursCells;
    if (ours?.status === 'ok' && !ours.capped.length) {
      oursCells = [num(ours.rate), ours.guesses === null ? '–' : num(ours.guesses), slowestCell(ours), ratio(ours.rate / s.iss.rate)];
    } else {
      oursCells = [...peerCells(ours, notes), '–', '–'];
      oursCells.splice(1, 0, oursCells.pop());
    }
    const peers = ['lisudoku-solver', 'pencilmark'].map((id) => peerCells(s.rows[id], notes));
    let vsPeer = '–';
    if (ours?.status === 'ok') {
      const ratios = ['lisudoku-solver', 'pencilmark']
        .map((id) => s.rows[id])
        .filter((r) => r?.status === 'ok' && r.n)
        .map((r) => ({ x: rateOn(ours, r) / r.rate, r }));
      if (ratios.length) {
        const { x, r } = ratios.reduce((p, q) => (q.x < p.x ? q : p));
        vsPeer = r.capped.length ? `${ratio(x)} (on its ${r.n}; ${r.capped.length} over the cap left out)` : ratio(x);
      }
    }
    out.push(`| ${label} | ${num(s.iss.rate)} | ${ms(s.iss.slowestMs)} | ${oursCells.join(' | ')} | ${peers.flat().join(' | ')} | ${vsPeer} |`);
  }
  out.push('');
  const published = sets.find((s) => s.id === 'published' && !s.missing);
  if (published) {
    out.push('### The published examples one by one');
    out.push('');
    out.push('CPU time of each puzzle (the least over the passes); goal: every one under 100 ms for ours (bold: over it). ISS does not publish per-puzzle times here (its slowest of the 37: 228 ms).');
    out.push('');
    out.push('| puzzle | ours | ours guesses | lisudoku-solver | pencilmark |');
    out.push('|---|--:|--:|--:|--:|');
    const cell = (row, id, goalMs = Infinity) => {
      if (!row || row.status === 'error') return '–';
      if (row.status === 'n/a') return 'n/a';
      const t = row.times?.[id];
      if (!t) return row.sampled ? 'not sampled' : 'n/a';
      if (t.capped) return `> ${row.capS} s`;
      return t.cpuMs > goalMs ? `**${ms(t.cpuMs)}**` : ms(t.cpuMs);
    };
    for (const e of published.entries) {
      const g = published.rows.ours?.times?.[e.id]?.guesses;
      out.push(`| ${e.id} | ${cell(published.rows.ours, e.id, 100)} | ${Number.isFinite(g) ? int.format(g) : '–'} | ${cell(published.rows['lisudoku-solver'], e.id)} | ${cell(published.rows.pencilmark, e.id)} |`);
    }
    out.push('');
  }
  if (notes.length) {
    out.push('Notes:');
    out.push('');
    notes.forEach((n, k) => out.push(`${k + 1}. ${n.replaceAll('|', '\\|')}`));
    out.push('');
  }
  return out.join('\n');
}
