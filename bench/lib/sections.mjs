/**
 * Marked sections of RESULTS.md: text between `<!-- name:start -->` and `<!-- name:end -->`
 * belongs to one script (sizes.mjs writes `sizes`, native.mjs `native`, …), so each script can
 * rewrite its own part and keep the others.
 *
 * Owns: finding, replacing and carrying over marked sections. Does not own: their content.
 */

const marks = (name) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];

/** The whole marked section (markers included) of `text`, or null when it has none. */
export function extractSection(text, name) {
  const [start, end] = marks(name);
  const i = text.indexOf(start);
  const j = text.indexOf(end, i);
  return i < 0 || j < 0 ? null : text.slice(i, j + end.length);
}

/**
 * Replaces the marked section of `text` with `body` (wrapped in the markers), or appends it
 * after a blank line when `text` has none.
 */
export function replaceSection(text, name, body) {
  const [start, end] = marks(name);
  const block = `${start}\n${body.trimEnd()}\n${end}`;
  const old = extractSection(text, name);
  if (old !== null) return text.replace(old, () => block);
  return `${text.trimEnd()}\n\n${block}\n`;
}

/** `text` with the marked section `name` of `previous` (if it has one) carried over. */
export function carrySection(previous, text, name) {
  const old = extractSection(previous, name);
  if (old === null) return text;
  const current = extractSection(text, name);
  return current !== null ? text.replace(current, () => old) : `${text.trimEnd()}\n\n${old}\n`;
}

/**
 * `text` with every marked section of `previous` that `text` does not have carried over, for a
 * script that writes the whole file (run.mjs): the other scripts' sections survive, its own new
 * ones win. A section inside another (e.g. `generate-weights` in `generate`) travels with it.
 */
export function carryAllSections(previous, text) {
  let out = text;
  let carriedUntil = -1;
  for (const m of previous.matchAll(/<!-- ([\w-]+):start -->/g)) {
    if (m.index < carriedUntil) continue;
    const section = extractSection(previous, m[1]);
    if (section === null) continue;
    carriedUntil = m.index + section.length;
    if (extractSection(out, m[1]) === null) out = carrySection(previous, out, m[1]);
  }
  return out;
}
