/**
 * Stopping a command from outside: Ctrl-C (SIGINT) and SIGTERM (`kill`, `timeout`, a job
 * scheduler ending a task), for every command that runs for a while (main.ts's, generate,
 * experiment).
 *
 * Owns: the signals listened to, what each means for the exit status (128 + its number: 130
 * for SIGINT, 143 for SIGTERM), and the rule that a second signal ends the process at once.
 * The first one only aborts {@link Interrupt.signal}: the command stops after the lines it
 * has written, says so and writes its summary. SIGHUP is left alone (`nohup` ignores it for us).
 * Does not own: what a command does when it stops.
 */

/** The signals that stop a command cleanly, and the exit status each one gives. */
const STATUS_OF = { SIGINT: 130, SIGTERM: 143 } as const;

/** Listens for SIGINT and SIGTERM from its creation until {@link dispose}. */
export class Interrupt {
  private readonly controller = new AbortController();
  private received: keyof typeof STATUS_OF | undefined;
  private readonly listeners = (Object.keys(STATUS_OF) as (keyof typeof STATUS_OF)[]).map((name) => {
    const listener = (): void => {
      if (this.received !== undefined) process.exit(STATUS_OF[name]); // a second one: at once
      this.received = name;
      this.controller.abort();
    };
    process.on(name, listener);
    return [name, listener] as const;
  });

  /** Aborts at the first signal. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The exit status of the signal received (130 or 143), or undefined while there has been none. */
  get status(): number | undefined {
    return this.received === undefined ? undefined : STATUS_OF[this.received];
  }

  /** Stops listening: a signal then does what it does by default (ends the process). */
  dispose(): void {
    for (const [name, listener] of this.listeners) process.off(name, listener);
  }
}
