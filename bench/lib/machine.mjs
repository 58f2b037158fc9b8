/**
 * A description of the machine and runtime a report was measured on.
 *
 * Owns: CPU model (os.cpus()), logical cores, RAM, OS, Node and V8 versions, date, and the
 * 1-minute load average (a busy machine makes every number noisier). Does not own formatting
 * (lib/report.mjs).
 */
import os from 'node:os';

export function machineInfo() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cpu: cpus[0]?.model?.trim() ?? 'unknown CPU',
    cores: cpus.length,
    ramGiB: os.totalmem() / 2 ** 30,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    v8: process.versions.v8,
    load1: os.loadavg()[0],
  };
}
