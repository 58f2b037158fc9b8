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
  if (r.exemplars) lines.push(...renderExemplars(r.exemplars));
  return lines.join('\n');
}

/** The share `a / b` as a whole percentage. */
function percent(a, b) {
  return b === 0 ? '–' : `${Math.round((100 * a) / b)}%`;
}

/** The exemplar table and, under it, what `rate` names instead on the codes below 80%. */
function renderExemplars(ex) {
  const lines = [
    '### HoDoKu exemplars (`exemplars-1.0.txt`)',
    '',
    'Per technique: its exemplar puzzles; how many logic finishes with the techniques up to and including it in the',
    'default order (nothing harder); how many of those paths use it; how many `rate` names it as the hardest technique.',
    'Codes of techniques off by default (HoDoKu leaves them off too) are listed with their count only. An exemplar\'s comment says what HoDoKu needs',
    'before the step (`s` singles, `ssts` simple techniques, `x` anything): with `x`, "nothing harder" cannot finish it.',
    'The file heads the Avoidable Rectangle Type 2 exemplars `#0607` as well; they are counted under 0608 here.',
    '"HoDoKu needs anything" counts the exemplars whose comment has an `x`. "Outranked" counts those whose path uses',
    'the technique while a step of the same path ranks higher by HoDoKu\'s own rule (higher level, then higher base',
    'score): on them the technique cannot be the hardest step by definition (a Hard technique scored 100, such as the',
    'uniqueness tests, is outranked by any XY-Wing, score 160, in the same path). "Used, nothing above it" counts the',
    'paths that use the technique with no step ranking higher (the criterion as far as HoDoKu\'s rule allows it; a tie',
    'goes to the first step). "HoDoKu 2.2 hardest" counts the exemplars on which HoDoKu 2.2.0\'s own default solve',
    `names the technique the hardest step, and "same as HoDoKu 2.2" those on which \`rate\` names what HoDoKu names`,
    `(${ex.hodoku ?? 0} exemplars compared: bench/logic/exemplars-hodoku.tsv, from \`bench/logic/exemplars-hodoku.py\`).`,
    '',
    '| code | technique | exemplars | HoDoKu needs anything (`x`) | finished with nothing harder | path uses it | `rate` hardest | outranked | used, nothing above it | HoDoKu 2.2 hardest | same as HoDoKu 2.2 |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  const compared = (x) => (x.compared ? `${x.hodoku}` : '–');
  const same = (x) => (x.compared ? `${x.sameAsHodoku} of ${x.compared}` : '–');
  for (const x of ex.rows) {
    if (x.name === null) lines.push(`| ${x.code} | ${x.off === null ? '(not implemented)' : `${x.off} (off by default, as in HoDoKu)`} | ${x.n} | – | – | – | – | – | – | – | – |`);
    else lines.push(`| ${x.code} | ${x.name} | ${x.n} | ${x.anything} | ${x.finished} | ${x.used} | ${x.hardest} | ${x.outranked} | ${x.top ?? '–'} | ${compared(x)} | ${same(x)} |`);
  }
  const failing = ex.rows.filter((x) => x.name !== null && x.hardest < 0.8 * x.n);
  const passing = ex.rows.filter((x) => x.name !== null).length - failing.length;
  const ours = ex.rows.filter((x) => x.name !== null && x.compared);
  const sum = (f) => ours.reduce((a, x) => a + f(x), 0);
  const hodokuPasses = ours.filter((x) => x.hodoku >= 0.8 * x.n);
  lines.push(
    '',
    `${passing} of ${passing + failing.length} codes reach 80% ("\`rate\` hardest" at least 80% of the exemplars).`,
    ours.length === 0
      ? ''
      : `HoDoKu 2.2.0 itself reaches 80% on ${hodokuPasses.length} of them, and \`rate\` on ${hodokuPasses.filter((x) => x.hardest >= 0.8 * x.n).length} of those; ` +
        `\`rate\` names HoDoKu's hardest step on ${sum((x) => x.sameAsHodoku)} of the ${sum((x) => x.compared)} exemplars compared (${percent(sum((x) => x.sameAsHodoku), sum((x) => x.compared))}).`,
    'Below 80%: what `rate` names on the other exemplars, and whether HoDoKu 2.2.0 names the same.',
    '',
  );
  for (const x of failing) {
    const instead = Object.entries(x.instead ?? {}).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${v} × ${k}`).join('; ');
    const hod = x.compared ? `; HoDoKu 2.2 names it on ${x.hodoku}, \`rate\` too on ${x.both}` : '';
    lines.push(`- ${x.code} ${x.name}: ${x.hardest} of ${x.n} (${percent(x.hardest, x.n)})${hod}. Instead: ${instead || '–'}.`);
  }
  lines.push(
    '',
    'Why: an exemplar\'s comment (`s fbf2(1) s`) is not what HoDoKu 2.2.0\'s default solve does. HoDoKu tries its',
    'techniques in order and takes the first that applies, as `rate` does, so an earlier technique making the same or',
    'another elimination wins: Turbot Fish (order 3120) and 2-String Kite (3100) before Empty Rectangle (3170), the',
    'finned and sashimi X-Wings (4100, 4200) and Simple Colors (5330, also after Swordfish and XY-Wing); Finned',
    'Swordfish and Jellyfish (4300, 4500) before their sashimi forms (4400, 4600), the same fish seen with other cover',
    'lines; Multi Colors (5360) before X-Chain (5400); on every 1302 exemplar HoDoKu\'s path, as ours, has a Forcing',
    'Chain Contradiction (tried first) and no verity at all. The uniqueness tests 3-6, the Hidden Rectangle and the',
    'Avoidable Rectangles (Hard, score 100) are outranked by a harder step of the same path (an XY-Wing, XY-Chain,',
    'X-Wing, Turbot Fish ...; on two UT4 exemplars an earlier UT3 of the same score is named first), and the ALS',
    'exemplars (all marked `x`) need forcing chains after the ALS step: in HoDoKu too. So these codes stay below 80%',
    'by HoDoKu\'s own order and rule; "HoDoKu 2.2 hardest" is the reachable figure. Where `rate` and HoDoKu 2.2.0 name',
    'different techniques, the cause is which chain is taken (a 19-link AIC HoDoKu does not build, a grouped AIC',
    'through a group node covering its end cell that ours does not build) or forcing-chain verity against',
    'contradiction. The reference is HoDoKu\'s default solve as the hodoku-py port (0.2.1) gives it; the port gave',
    'HoDoKu 2.2.0\'s own level and score (../shared/hodoku) on all of the first 300 17_clue_first2000 puzzles and',
    'the first 60 solved magictour_top1465 puzzles.',
    '',
  );
  return lines;
}
