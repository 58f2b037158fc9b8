/** Types of bench/lib/bundlers.mjs, for the tests that use it (test/package/). */
import type { InlineConfig } from 'vite';
import type { Configuration, Stats } from 'webpack';

export const PAGE_HTML: string;
export function writePage(folder: string, main: string): void;
export function viteBuild(srcDir: string, outDir: string, config?: InlineConfig): Promise<void>;
export function webpackBuild(options: {
  context: string;
  entry: Record<string, string>;
  outDir: string;
  output?: Configuration['output'];
  minimize?: boolean;
  more?: Configuration;
}): Promise<Stats>;
