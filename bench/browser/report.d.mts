/** Types of bench/browser/report.mjs, for its test (test/bench/browser-report.test.ts). */
export interface BundleSize {
  raw: number;
  gzip: number;
  embedsWasm: boolean;
}
export interface BrowserRun {
  quick: boolean;
  rounds: number;
  machine: { date: string; cpu: string; cores: number; node: string; v8: string; load1: number; load1End: number };
  build: string;
  cases: Record<string, { set: string; lines: unknown[]; batch: number; reps: number }>;
  node: { sets: Record<string, { direct: number[]; thread: number[] }>; hints: { n: number; median: number; p95: number } };
  chrome: { version: string; sets: Record<string, number[]>; onPage: Record<string, number[]>; hints: { n: number; median: number; p95: number } };
  cold: { loads: number; sinceNavigation: number; sinceCreate: number; min: number; max: number };
  bundles: { client: BundleSize; entry: BundleSize; clientFromSrc: BundleSize };
}
export function embedsWasm(code: string): boolean;
export function formatBrowserSection(run: BrowserRun): string;
