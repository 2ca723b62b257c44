// The HTTP load of bench/charts-data and bench/embedded-read: autocannon, in a process of its own so that it does
// not share the API's event loop. Input (argv[2]: JSON, or the path of a JSON file): { url, paths, concurrency,
// durationMs, maxRequests, headers }. `concurrency` keep-alive connections (no pipelining: one request in flight
// per connection, as a browser tab does) send GET url+path, paths taken in turn across all connections, until the
// duration or the request budget is spent. Prints JSON: requests, errors (connection errors and non-2xx answers),
// seconds, latencies (ms, sorted) of the 2xx answers. autocannon's summary has no p95, hence per-response times.
'use strict';
const autocannon = require('autocannon');

const input = JSON.parse(
  process.argv[2].startsWith('{')
    ? process.argv[2]
    : require('node:fs').readFileSync(process.argv[2], 'utf8'),
);
const latencies = [];
let next = 0;
const budget = Number.isFinite(input.maxRequests) ? input.maxRequests : undefined;

const instance = autocannon(
  {
    url: input.url,
    connections: input.concurrency,
    pipelining: 1,
    duration: input.durationMs / 1000,
    // Not `amount`: that would override the duration. This one stops early and keeps the duration.
    maxOverallRequests: budget === undefined ? undefined : Math.max(budget, input.concurrency),
    headers: input.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          request.path = input.paths[next % input.paths.length];
          next += 1;
          return request;
        },
      },
    ],
  },
  (error, result) => {
    if (error) {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(1);
    }
    latencies.sort((a, b) => a - b);
    const errors = result.errors + result.non2xx;
    process.stdout.write(
      JSON.stringify({ requests: latencies.length + errors, errors, seconds: result.duration, latencies }),
    );
  },
);

instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
});
