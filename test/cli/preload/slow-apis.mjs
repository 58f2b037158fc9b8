// Preloaded into the CLI by test/cli/startup.test.ts (node --import): reports on stderr each
// API whose first use costs a one-puzzle run a noticeable share of its time, when it is used.
import { writeSync } from 'node:fs';

const seen = new Set();
const report = (name) => {
  if (seen.has(name)) return;
  seen.add(name);
  writeSync(2, `slow-api: ${name}\n`);
};
const toLocaleString = Number.prototype.toLocaleString;
Number.prototype.toLocaleString = function (...args) {
  report('Number.prototype.toLocaleString');
  return toLocaleString.apply(this, args);
};
const NumberFormat = Intl.NumberFormat;
Intl.NumberFormat = function (...args) {
  report('Intl.NumberFormat');
  return new NumberFormat(...args);
};
