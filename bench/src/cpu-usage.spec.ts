import { describe, expect, it } from '@jest/globals';
import { cpuCostPer, machineBusyTicks, processTicks } from './cpu-usage.js';

describe('CPU time from /proc', () => {
  it('counts the machine busy but for idle and I/O wait', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const stat = 'cpu  100 5 40 9000 300 2 3 7 0 0\ncpu0 50 2 20 4500 150 1 1 3 0 0\n';
    expect(machineBusyTicks(stat)).toBe(100 + 5 + 40 + 2 + 3 + 7);
  });

  it('reads a process’s user and system time after its name, even a name with spaces and brackets', () => {
    const fields = Array.from({ length: 50 }, (_, index) => String(index + 3));
    // Fields 3 onwards follow "pid (comm) "; utime and stime are fields 14 and 15.
    fields[11] = '1234';
    fields[12] = '56';
    expect(processTicks(`4242 (node (bench) x) ${fields.join(' ')}`)).toBe(1290);
  });

  it('divides the CPU between two snapshots by the work done, and gives nothing without work', () => {
    const before = { machineMs: 1_000, processMs: 400 };
    const after = { machineMs: 3_000, processMs: 1_400 };
    expect(cpuCostPer(before, after, 100)).toEqual({ machineMs: 20, processMs: 10 });
    expect(cpuCostPer(before, after, 0)).toBeNull();
    expect(cpuCostPer(null, after, 100)).toBeNull();
  });
});
