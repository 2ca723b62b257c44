export interface Measurement {
  name: string;
  events: number;
  durationMs: number;
  eventsPerSecond: number;
  /** What it must reach on PostgreSQL, when there is a target. */
  target?: string;
  pass?: boolean;
}

export function measure(name: string, events: number, durationMs: number): Measurement {
  return {
    name,
    events,
    durationMs: Math.round(durationMs),
    eventsPerSecond: Math.round(events / (durationMs / 1000)),
  };
}

export function printTable(title: string, rows: readonly Measurement[]): void {
  const header = ['measurement', 'events', 'seconds', 'events/s', 'target'];
  const lines = rows.map((row) => [
    row.name,
    String(row.events),
    (row.durationMs / 1000).toFixed(2),
    String(row.eventsPerSecond),
    row.target ? `${row.target} ${row.pass ? 'PASS' : 'FAIL'}` : '',
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}
