/**
 * The `logic` section of bench/RESULTS.md, from bench/logic.mjs's results.
 *
 * Owns: the layout of that section. Does not own: measuring (worker.mjs).
 */
import { num } from '../lib/report.mjs';

const int = (x) => Math.round(x).toLocaleString('en-US');
const pct = (a, b) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)}%`);

export function renderLogic(r, command) {
  const m = r.machine;
  const lines = [
    '## Solving like a human: rating speed, chain and pile exclusion, exemplars',
    '',
    `Measured ${m.date} on ${m.cpu} (${m.cores} cores, ${m.ramGiB.toFixed(0)} GiB), ${m.os}, Node ${m.node} (V8 ${m.v8}), load ${m.load1.toFixed(2)} at start.`,
    `${r.build}. Command: \`${command}\`${r.quick ? ' (quick: small samples)' : ''}.`,
    '',
  ];
  if (r.rate.length > 0) {
    lines.push(
      '### `rate`, one thread',
      '',
      'Every technique of the default list; puzzles logic cannot finish get marked guesses from the engine (level Extreme).',
      'Each set in its own process; every rating checked first (the solve path ends on the engine\'s solution), which also',
      'warms the JIT; then each puzzle timed once. HoDoKu 2.2 rates about 4 puzzles/s of magictour_top1465 on this machine.',
      '',
      '"techniques": `all` is the default list; `issue` leaves out what the default list has beyond the issue\'s',
      'list (nice loops and AIC, Sue de Coq, ALS-XZ, ALS-XY-Wing): the issue\'s targets (200/s on magictour, 2,000/s',
      'on 17_clue) are defined on that list. Those six techniques cost time and save guesses.',
      '',
      '| set | techniques | puzzles | puzzles/s | median ms | p99 ms | max ms | needed a guess | levels |',
      '|---|---|--:|--:|--:|--:|--:|--:|---|',
    );
    for (const x of r.rate) {
      const levels = Object.entries(x.levels).map(([k, v]) => `${k} ${int(v)}`).join(', ');
      lines.push(`| ${x.set} | ${x.exclude?.length ? 'issue' : 'all'} | ${int(x.n)} | ${num(x.puzzlesPerSec)} | ${num(x.medianMs)} | ${num(x.p99Ms)} | ${num(x.maxMs)} | ${int(x.guessed)} (${pct(x.guessed, x.n)}) | ${levels} |`);
    }
    lines.push('');
  }
  if (r.exclusion.length > 0) {
    lines.push(
      '### Chain and pile exclusion (matchings): what it changes',
      '',
      'Each puzzle solved twice (guessing when stuck): with every technique, and without chain and pile exclusion.',
      '"Changed" = the two step sequences differ. Subset sizes = cells of the subset each step names.',
      '',
      '| set | puzzles | puzzles where it fires | its steps | paths changed | fewer guesses | guesses with / without | subset sizes |',
      '|---|--:|--:|--:|--:|--:|--:|---|',
    );
    for (const x of r.exclusion) {
      const sizes = Object.entries(x.subsetSizes).map(([k, v]) => `${k}: ${int(v)}`).join(', ') || '–';
      lines.push(`| ${x.set} | ${int(x.n)} | ${int(x.fired)} | ${int(x.steps)} | ${int(x.changed)} | ${int(x.fewerGuesses)} | ${int(x.guessesWith)} / ${int(x.guessesWithout)} | ${sizes} |`);
    }
    lines.push('');
  }
  if (r.exemplars) {
    lines.push(
      '### HoDoKu exemplars (`exemplars-1.0.txt`)',
      '',
      'Per technique: its exemplar puzzles; how many logic finishes with the techniques up to and including it in the',
      'default order (nothing harder); how many of those paths use it; how many `rate` names it as the hardest technique.',
      'Codes without a technique of ours are listed with their count only. An exemplar\'s comment says what HoDoKu needs',
      'before the step (`s` singles, `ssts` simple techniques, `x` anything): with `x`, "nothing harder" cannot finish it.',
      'The file heads the Avoidable Rectangle Type 2 exemplars `#0607` as well; they are counted under 0608 here.',
      '"HoDoKu needs anything" counts the exemplars whose comment has an `x`. "Outranked" counts those whose path uses',
      'the technique while `rate` names another step of the same path the hardest by HoDoKu\'s own rule (higher level, then',
      'higher base score): on them the technique cannot be the hardest step by definition (a Hard technique scored 100,',
      'such as the uniqueness tests, is outranked by any XY-Wing, score 160, in the same path).',
      '',
      '| code | technique | exemplars | HoDoKu needs anything (`x`) | finished with nothing harder | path uses it | `rate` hardest | outranked |',
      '|---|---|--:|--:|--:|--:|--:|--:|',
    );
    for (const x of r.exemplars.rows) {
      if (x.name === null) lines.push(`| ${x.code} | (not implemented) | ${x.n} | – | – | – | – | – |`);
      else lines.push(`| ${x.code} | ${x.name} | ${x.n} | ${x.anything ?? '–'} | ${x.finished} | ${x.used} | ${x.hardest} | ${x.outranked ?? '–'} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
