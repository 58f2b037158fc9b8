/** Types of bench/lib/chromium.mjs, for the tests that use it (test/support/browser.ts). */
import type { Browser } from 'playwright-core';

export function chromiumCandidates(): string[];
export function findChromium(): string | null;
export function chromiumPath(caller: string): string;
export function launchChromium(executablePath: string, extraArgs?: string[]): Promise<Browser>;
