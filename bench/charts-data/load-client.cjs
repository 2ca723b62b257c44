// The HTTP load of bench/charts-data, in a process of its own so that it does not share the API's event loop.
// Input (argv[2], JSON): { url, paths, concurrency, durationMs, maxRequests, headers }. Each of `concurrency`
// loops sends GET url+path (paths taken in turn) over keep-alive sockets until the duration or the request budget
// is spent. Prints JSON: requests, errors, seconds, latencies (ms, sorted) of the 2xx answers.
'use strict';
const http = require('node:http');

const input = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: input.concurrency });
const target = new URL(input.url);

function get(path) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      { host: target.hostname, port: target.port, path, method: 'GET', agent, headers: input.headers },
      (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          resolve({ ok: res.statusCode === 200, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
        );
      },
    );
    req.on('error', () => resolve({ ok: false, ms: 0 }));
    req.end();
  });
}

async function main() {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = Date.now();
  const deadline = started + input.durationMs;
  async function loop() {
    while (Date.now() < deadline && next < input.maxRequests) {
      const path = input.paths[next % input.paths.length];
      next += 1;
      const answer = await get(path);
      if (answer.ok) latencies.push(answer.ms);
      else errors += 1;
    }
  }
  await Promise.all(Array.from({ length: input.concurrency }, loop));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  agent.destroy();
  process.stdout.write(JSON.stringify({ requests: latencies.length + errors, errors, seconds, latencies }));
}

void main();
