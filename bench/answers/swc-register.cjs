// Runs the bench's TypeScript with decorator metadata, which NestJS's injection needs and tsx (esbuild) does not
// emit: the same SWC transform and module mapping as jest.config.js. Usage: node -r ./bench/answers/swc-register.cjs
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const ROOT = path.resolve(__dirname, '../..');
const PACKAGES = {
  '@ghg/domain': 'libs/domain/src/index.ts',
  '@ghg/contracts': 'libs/contracts/src/index.ts',
  '@ghg/database': 'libs/database/src/index.ts',
  '@ghg/event-store': 'libs/event-store/src/index.ts',
  '@ghg/command-handling': 'libs/command-handling/src/index.ts',
  '@ghg/read-models': 'libs/read-models/src/index.ts',
  '@ghg/projector': 'apps/projector/src/index.ts',
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (PACKAGES[request]) return path.join(ROOT, PACKAGES[request]);
  if (request.startsWith('.') && request.endsWith('.js') && parent && parent.filename) {
    const ts = path.resolve(path.dirname(parent.filename), request.slice(0, -3) + '.ts');
    if (fs.existsSync(ts)) return ts;
  }
  return resolve.call(this, request, parent, ...rest);
};

Module._extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
