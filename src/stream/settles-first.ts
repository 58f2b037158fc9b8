/**
 * Which of two promises settles first: how the bulk readers (validate-stream.ts, the CLI's
 * run.ts) hand out the verdicts of a job already done while the input has nothing new, so a
 * slow input (a pipe fed line by line, a program waiting for each answer) gets them as they come;
 * and a read against an abort signal, so that Ctrl-C stops a run whose input has nothing new
 * (a terminal, `tail -f`) rather than waiting for its next line.
 *
 * Owns: those races only. Does not own: what is raced (jobs, reads).
 */

/** True when `job` settles before `reading` does (either way: only which comes first matters). */
export function settlesFirst(job: Promise<unknown>, reading: Promise<unknown>): Promise<boolean> {
  const settled = (value: boolean) => () => value;
  return Promise.race([job.then(settled(true), settled(true)), reading.then(settled(false), settled(false))]);
}

/**
 * `reading`'s value, or undefined as soon as `signal` aborts (at once when it has already),
 * whichever comes first. The abort listener is removed once `reading` settles, so a signal
 * raced against every read of a long input holds no listener per read; a rejection of
 * `reading` after the abort is dropped.
 */
export function unlessAborted<T>(reading: Promise<T>, signal: AbortSignal | undefined): Promise<T | undefined> {
  if (signal === undefined) return reading;
  if (signal.aborted) {
    reading.catch(() => {});
    return Promise.resolve(undefined);
  }
  return new Promise<T | undefined>((resolve, reject) => {
    const onAbort = (): void => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    reading.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error)),
    );
  });
}
