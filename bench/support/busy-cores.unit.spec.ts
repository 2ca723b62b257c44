import { busyCoresBetween, cpuTicks } from './busy-cores';

const stat = (user: number, system: number, idle: number, iowait: number) =>
  `cpu  ${user} 0 ${system} ${idle} ${iowait} 0 0 0 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1 2\n`;

describe('busy cores from /proc/stat', () => {
  it('reads the aggregate line: busy is all but idle and iowait', () => {
    expect(cpuTicks(stat(100, 50, 300, 20))).toEqual({ busy: 150, total: 470 });
    expect(cpuTicks('intr 1 2\n')).toBeNull();
    expect(cpuTicks(null)).toBeNull();
  });

  it('averages the busy share over the interval, times the cores', () => {
    const before = cpuTicks(stat(100, 50, 300, 20));
    // 200 ticks pass, 150 of them busy: 0.75 of the machine, 1.5 of two cores.
    const after = cpuTicks(stat(200, 100, 345, 25));
    expect(busyCoresBetween(before, after, 2)).toBeCloseTo(1.5);
    expect(busyCoresBetween(after, after, 2)).toBeNull();
    expect(busyCoresBetween(null, after, 2)).toBeNull();
  });
});
