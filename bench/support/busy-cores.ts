import fs from 'node:fs';

/** The machine's CPU time so far, from the first line of /proc/stat (clock ticks): busy and in all. */
export interface CpuTicks {
  busy: number;
  total: number;
}

/**
 * Reads the aggregate `cpu` line of /proc/stat. Busy is everything but idle and iowait, so the figure covers
 * PostgreSQL and every benchmark process alike: on a machine whose database shares the cores, how busy one
 * partition keeps them bounds what a second can add. Null where there is no /proc (not Linux).
 */
export function cpuTicks(stat: string | null = readProcStat()): CpuTicks | null {
  const line = stat?.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** How many cores were busy on average between two readings (0 … cores). */
export function busyCoresBetween(
  before: CpuTicks | null,
  after: CpuTicks | null,
  cores: number,
): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return ((after.busy - before.busy) / (after.total - before.total)) * cores;
}

function readProcStat(): string | null {
  try {
    return fs.readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
}
