import { loaderRssBytes } from './loader-rss';

const mapping = (path: string, rssKb: number) =>
  `7f0000000000-7f0000100000 r-xp 00000000 08:01 1234    ${path}\nSize:  1024 kB\nRss:   ${rssKb} kB\nPss:   ${rssKb} kB\n`;

describe('the benchmark loader resident memory', () => {
  it('counts the Rss of SWC native mappings only', () => {
    const smaps =
      mapping('/work/node_modules/@swc/core-linux-x64-gnu/swc.linux-x64-gnu.node', 10_296) +
      mapping('/root/.cache/swc-native-0/v1/d2574eb7.node', 11_312) +
      mapping('/usr/bin/node', 40_000) +
      mapping('[heap]', 90_000) +
      mapping('', 5_000) +
      mapping('/work/node_modules/@swc/core/index.js', 7);
    expect(loaderRssBytes(smaps)).toBe((10_296 + 11_312) * 1024);
  });

  it('is 0 where nothing of SWC is mapped', () => {
    expect(loaderRssBytes(mapping('/usr/bin/node', 40_000))).toBe(0);
    expect(loaderRssBytes('')).toBe(0);
  });
});
