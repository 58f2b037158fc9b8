/**
 * An input whose one line never ends, for the tests that abort a stream while it is read: no
 * job ever completes, so only a check between reads can stop it.
 *
 * Owns: {@link endlessLine}.
 */

/** Chunks of '1' with no newline; `controller` is aborted at the 20th read, and a 2,001st read throws. */
export function endlessLine(controller: AbortController): { source: AsyncGenerator<Uint8Array>; reads: () => number } {
  let reads = 0;
  async function* source(): AsyncGenerator<Uint8Array> {
    const chunk = new Uint8Array(65536).fill(0x31);
    for (;;) {
      if (++reads === 20) controller.abort();
      if (reads > 2000) throw new Error('still reading 2,000 chunks after the abort');
      yield chunk;
    }
  }
  return { source: source(), reads: () => reads };
}
