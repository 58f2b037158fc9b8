/** Types of bench/bundle-sizes.mjs, for the tests that use it (test/package/). */
export interface Page {
  id: string;
  title: string;
  source: string;
  budget: number | undefined;
  fetches?: string;
}
export interface PageSize {
  id: string;
  title: string;
  budget: number | undefined;
  jsBytes: number;
  jsGzip: number;
  wasmBytes: number;
  wasmGzip: number;
  inputs: { path: string; bytes: number }[];
}
export const PAGES: Page[];
export function packInto(root?: string): { dir: string; packageDir: string; tarball: string };
export function measurePages(consumerDir: string, pages?: Page[]): Promise<PageSize[]>;
export function formatTable(rows: PageSize[]): string;
