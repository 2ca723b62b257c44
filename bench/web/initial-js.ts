import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface InitialJs {
  files: { file: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

// Minified ES modules: `import{a as b}from"./x.js"`, `import"./y.js"`, `export{c}from"./z.js"`. Dynamic
// `import("./w.js")` is not matched: what loads later is not initial.
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
}

/**
 * The JavaScript a first visit must download before the app runs: the entry script of the built index.html, the
 * chunks it preloads and, transitively, every chunk it imports statically. Sizes gzip-compressed (level 9, what a
 * static server precompresses with).
 */
export function measureInitialJs(distDir: string): InitialJs {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!.replace(/^\//, ''));
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = path.normalize(queue.shift()!);
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(distDir, file), 'utf8');
    for (const imported of staticImports(code)) queue.push(path.join(path.dirname(file), imported));
  }
  const files = [...seen].map((file) => {
    const content = fs.readFileSync(path.join(distDir, file));
    return { file, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
  });
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}
