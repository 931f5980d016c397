import { readFileSync } from 'node:fs';

/** Linux counts CPU time in clock ticks of 10 ms (USER_HZ = 100 on every kernel the bench runs on). */
const MS_PER_TICK = 10;

/** CPU time used so far: the whole machine's (every core, all but idle and I/O wait) and one process's. */
export interface CpuSnapshot {
  machineMs: number;
  processMs: number;
}

/** The CPU a piece of work cost, per unit of it (an answered request). */
export interface CpuCost {
  machineMs: number;
  processMs: number;
}

/** The busy time in /proc/stat's first line: user, nice, system, irq, softirq, steal (not idle, iowait). */
export function machineBusyTicks(procStat: string): number {
  const fields = procStat.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

/** utime + stime from /proc/<pid>/stat (fields 14 and 15; the name in brackets may hold spaces). */
export function processTicks(pidStat: string): number {
  const fields = pidStat.slice(pidStat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Null where /proc is not there to read (not Linux): the bench then reports no CPU figure. */
export function cpuSnapshot(pid: number): CpuSnapshot | null {
  try {
    return {
      machineMs: machineBusyTicks(readFileSync('/proc/stat', 'utf8')) * MS_PER_TICK,
      processMs: processTicks(readFileSync(`/proc/${pid}/stat`, 'utf8')) * MS_PER_TICK,
    };
  } catch {
    return null;
  }
}

/** The CPU between two snapshots, per unit of work; null without both snapshots or without work. */
export function cpuCostPer(
  before: CpuSnapshot | null,
  after: CpuSnapshot | null,
  units: number,
): CpuCost | null {
  if (!before || !after || units <= 0) return null;
  return {
    machineMs: (after.machineMs - before.machineMs) / units,
    processMs: (after.processMs - before.processMs) / units,
  };
}
