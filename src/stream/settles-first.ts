/**
 * Which of two promises settles first: how the bulk readers (validate-stream.ts, the CLI's
 * run.ts) hand out the verdicts of a job already done while the input has nothing new, so a
 * slow input (a pipe fed line by line, a program waiting for each answer) gets them as they come.
 *
 * Owns: that race only. Does not own: what is raced (jobs, reads).
 */

/** True when `job` settles before `reading` does (either way: only which comes first matters). */
export function settlesFirst(job: Promise<unknown>, reading: Promise<unknown>): Promise<boolean> {
  const settled = (value: boolean) => () => value;
  return Promise.race([job.then(settled(true), settled(true)), reading.then(settled(false), settled(false))]);
}
