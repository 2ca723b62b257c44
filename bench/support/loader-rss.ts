import fs from 'node:fs';

/** The shared objects of SWC, which `bench/answers/swc-register.cjs` loads to compile the API's TypeScript. */
const SWC_MAPPING = /[/\\](swc[^/\\]*\.node|swc-native-[^/\\]*[/\\].*\.node)$/;

/**
 * Resident memory of this process that belongs to the benchmark's TypeScript loader and not to the API: SWC's
 * native compiler, mapped when the first file is compiled and resident from then on. The production API runs
 * compiled JavaScript (`apps/api/dist`) and never maps it. Read from `/proc/self/smaps` (the Rss of every mapping
 * of those files), in bytes; 0 where there is no `/proc` (not Linux) or SWC is not loaded.
 */
export function loaderRssBytes(smaps: string = readSmaps()): number {
  let counting = false;
  let kilobytes = 0;
  for (const line of smaps.split('\n')) {
    // A mapping's header: address range, permissions, offset, device, inode, then the path (if any).
    const header = /^[0-9a-f]+-[0-9a-f]+\s+\S+\s+\S+\s+\S+\s+\S+\s*(.*)$/.exec(line);
    if (header) {
      counting = SWC_MAPPING.test(header[1]!.trim());
      continue;
    }
    const rss = counting ? /^Rss:\s+(\d+) kB/.exec(line) : null;
    if (rss) kilobytes += Number(rss[1]);
  }
  return kilobytes * 1024;
}

function readSmaps(): string {
  try {
    return fs.readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return '';
  }
}
