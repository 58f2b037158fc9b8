/**
 * The experiment's charts as standalone SVG text: readable at a glance, no dependencies.
 *
 * Owns: {@link meanChart} (mean per k, ordered vs shuffled, with 95% confidence whiskers) and
 * {@link distributionChart} (per k, a box from Q1 to Q3, the median, whiskers from the 5th to
 * the 95th percentile, the mean as a dot). Does not own: the numbers (aggregate.ts).
 *
 * The y axis is logarithmic when the values span more than a factor of 30 (plotted as
 * log10(1 + v), so 0 sits at the bottom), linear otherwise. Coordinates are printed with one
 * decimal, so equal results give byte-identical files.
 *
 *   ┌──────────────────────────────────────────┐  title
 *   │ y ticks │  plot area (series, boxes)      │  legend at the top right of the plot
 *   │         └─────────────────────────────────│
 *   │            x: prefilled cells k            │
 *   └──────────────────────────────────────────┘
 */
import type { Counter, TestResult } from './aggregate.js';
import { comparisonOf } from './tables.js';

const W = 760;
const H = 440;
const LEFT = 78;
const RIGHT = 24;
const TOP = 56;
const BOTTOM = 58;
const ORDERED = '#1f5fa8';
const SHUFFLED = '#e0701a';

const f = (x: number) => x.toFixed(1);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// Made on first use (the CLI bundle loads this module for every command).
let prettyFormat: Intl.NumberFormat | undefined;
const pretty = { format: (x: number) => (prettyFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(x) };

/** A y scale: value → pixel, with its ticks. */
interface Scale {
  readonly y: (v: number) => number;
  readonly ticks: readonly number[];
  readonly log: boolean;
}

function yScale(values: readonly number[]): Scale {
  const finite = values.filter((v) => Number.isFinite(v));
  const max = Math.max(1, ...finite);
  const positive = finite.filter((v) => v > 0);
  const min = positive.length ? Math.min(...positive) : 1;
  const top = TOP;
  const bottom = H - BOTTOM;
  if (max / min > 30) {
    const hi = Math.ceil(Math.log10(1 + max));
    const ticks = [0];
    for (let e = 1; e <= hi; e++) ticks.push(10 ** e);
    const y = (v: number) => bottom - (Math.log10(1 + Math.max(0, v)) / hi) * (bottom - top);
    return { y, ticks, log: true };
  }
  const step = niceStep(max / 5);
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= hi + step / 2; v += step) ticks.push(v);
  return { y: (v: number) => bottom - (v / hi) * (bottom - top), ticks, log: false };
}

function niceStep(raw: number): number {
  const e = 10 ** Math.floor(Math.log10(raw));
  const m = raw / e;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * e;
}

function frame(title: string, subtitle: string, ks: readonly number[], scale: Scale, yLabel: string, body: string[]): string {
  const x = xScale(ks);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${LEFT}" y="22" font-size="15" font-weight="600">${esc(title)}</text>`,
    `<text x="${LEFT}" y="40" fill="#555" font-size="11">${esc(subtitle)}</text>`,
  ];
  for (const t of scale.ticks) {
    const y = scale.y(t);
    out.push(`<line x1="${LEFT}" x2="${W - RIGHT}" y1="${f(y)}" y2="${f(y)}" stroke="#e4e4e4"/>`);
    out.push(`<text x="${LEFT - 8}" y="${f(y + 4)}" text-anchor="end" fill="#333">${pretty.format(t)}</text>`);
  }
  for (const k of ks) {
    out.push(`<text x="${f(x(k))}" y="${H - BOTTOM + 18}" text-anchor="middle" fill="#333">${k}</text>`);
  }
  out.push(`<line x1="${LEFT}" x2="${W - RIGHT}" y1="${H - BOTTOM}" y2="${H - BOTTOM}" stroke="#888"/>`);
  out.push(`<line x1="${LEFT}" x2="${LEFT}" y1="${TOP}" y2="${H - BOTTOM}" stroke="#888"/>`);
  out.push(`<text x="${f((LEFT + W - RIGHT) / 2)}" y="${H - 14}" text-anchor="middle">prefilled cells k (reading order)</text>`);
  const mid = (TOP + H - BOTTOM) / 2;
  out.push(`<text transform="translate(18 ${f(mid)}) rotate(-90)" text-anchor="middle">${esc(yLabel + (scale.log ? ' (log scale)' : ''))}</text>`);
  out.push(...body);
  out.push(legend());
  out.push('</svg>');
  return out.join('\n') + '\n';
}

function legend(): string {
  const x = W - RIGHT - 190;
  const y = TOP + 6;
  return [
    `<rect x="${x}" y="${y}" width="182" height="44" fill="#ffffff" stroke="#ccc"/>`,
    `<rect x="${x + 10}" y="${y + 9}" width="14" height="10" fill="${ORDERED}"/>`,
    `<text x="${x + 30}" y="${y + 18}">ordered guesses (1–9)</text>`,
    `<rect x="${x + 10}" y="${y + 27}" width="14" height="10" fill="${SHUFFLED}"/>`,
    `<text x="${x + 30}" y="${y + 36}">shuffled guesses</text>`,
  ].join('\n');
}

function xScale(ks: readonly number[]): (k: number) => number {
  const slot = (W - LEFT - RIGHT) / ks.length;
  return (k: number) => LEFT + slot * (ks.indexOf(k) + 0.5);
}

const label = (c: Counter) => (c === 'backtracks' ? 'backtracks' : 'recursions');

/** Mean of `counter` per k for both orders, with 95% confidence whiskers (±1.96 SE). */
export function meanChart(test: TestResult, counter: Counter): string {
  const ks = test.rows.map((r) => r.k);
  const ordered = test.rows.map((r) => ({ k: r.k, mean: r[counter].ordered.mean, se: r[counter].ordered.se }));
  const shuffled = test.rows.map((r) => ({ k: r.k, mean: r[counter].shuffled.mean, se: r[counter].shuffledSe }));
  const all = [...ordered, ...shuffled].flatMap((p) => [p.mean + 1.96 * p.se, Math.max(0, p.mean - 1.96 * p.se)]);
  const scale = yScale(all);
  const x = xScale(ks);
  const body: string[] = [];
  for (const [series, color, dx] of [
    [ordered, ORDERED, -3],
    [shuffled, SHUFFLED, 3],
  ] as const) {
    const path = series.map((p, i) => `${i ? 'L' : 'M'}${f(x(p.k) + dx)} ${f(scale.y(p.mean))}`).join(' ');
    body.push(`<path d="${path}" fill="none" stroke="${color}" stroke-width="2.5"/>`);
    for (const p of series) {
      const cx = x(p.k) + dx;
      if (p.se > 0) {
        const lo = scale.y(Math.max(0, p.mean - 1.96 * p.se));
        const hi = scale.y(p.mean + 1.96 * p.se);
        body.push(`<line x1="${f(cx)}" x2="${f(cx)}" y1="${f(lo)}" y2="${f(hi)}" stroke="${color}" stroke-width="1.5"/>`);
      }
      body.push(`<circle cx="${f(cx)}" cy="${f(scale.y(p.mean))}" r="4" fill="${color}"><title>k=${p.k}: mean ${p.mean.toFixed(1)}</title></circle>`);
    }
  }
  for (const r of test.rows) {
    const c = comparisonOf(r[counter]);
    if (c.verdict === 'shuffled fewer') {
      body.push(`<text x="${f(x(r.k))}" y="${TOP + 64}" text-anchor="middle" fill="${SHUFFLED}" font-size="11">fewer</text>`);
    }
  }
  const runs = test.rows[0]?.[counter].shuffled.n ?? 0;
  const subtitle = `whiskers: 95% confidence; shuffled: ${pretty.format(runs)} runs per k; "fewer": shuffled clearly lower (|z| ≥ 3)`;
  return frame(`${test.title}: mean ${label(counter)}`, subtitle, ks, scale, `mean ${label(counter)}`, body);
}

/** Distribution of `counter` per k: boxes (Q1–Q3, median), whiskers (P5–P95), mean dots. */
export function distributionChart(test: TestResult, counter: Counter): string {
  const ks = test.rows.map((r) => r.k);
  const scale = yScale(test.rows.flatMap((r) => [r[counter].ordered.p95, r[counter].shuffled.p95, r[counter].ordered.max]));
  const x = xScale(ks);
  const slot = (W - LEFT - RIGHT) / ks.length;
  const half = Math.min(14, slot / 5);
  const body: string[] = [];
  for (const r of test.rows) {
    for (const [s, color, dx] of [
      [r[counter].ordered, ORDERED, -slot / 5],
      [r[counter].shuffled, SHUFFLED, slot / 5],
    ] as const) {
      const cx = x(r.k) + dx;
      if (s.n === 1) {
        const y = scale.y(s.mean);
        body.push(`<path d="M${f(cx)} ${f(y - 6)} L${f(cx + 6)} ${f(y)} L${f(cx)} ${f(y + 6)} L${f(cx - 6)} ${f(y)} Z" fill="${color}"><title>k=${r.k}: ${s.mean}</title></path>`);
        continue;
      }
      body.push(`<line x1="${f(cx)}" x2="${f(cx)}" y1="${f(scale.y(s.p05))}" y2="${f(scale.y(s.p95))}" stroke="${color}"/>`);
      const top = scale.y(s.q3);
      const height = Math.max(1, scale.y(s.q1) - top);
      body.push(`<rect x="${f(cx - half)}" y="${f(top)}" width="${f(2 * half)}" height="${f(height)}" fill="${color}" fill-opacity="0.35" stroke="${color}"/>`);
      body.push(`<line x1="${f(cx - half)}" x2="${f(cx + half)}" y1="${f(scale.y(s.median))}" y2="${f(scale.y(s.median))}" stroke="${color}" stroke-width="2.5"/>`);
      body.push(`<circle cx="${f(cx)}" cy="${f(scale.y(s.mean))}" r="3" fill="#ffffff" stroke="${color}" stroke-width="1.5"><title>k=${r.k}: median ${s.median}, mean ${s.mean.toFixed(1)}</title></circle>`);
    }
  }
  const what = test.id === 1 ? 'ordered: its one run (diamond)' : 'ordered: one run per base';
  const subtitle = `box: Q1–Q3, bar: median, whiskers: 5th–95th percentile, dot: mean; ${what}`;
  return frame(`${test.title}: distribution of ${label(counter)}`, subtitle, ks, scale, label(counter), body);
}
