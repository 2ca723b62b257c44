import type { ServerResponse } from 'node:http';
import { sendBody } from '../shared/http-kit.js';

/** What the web app answers a request with, decided without any HTTP framework (web-app.ts). */
export interface WebAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Null for a 304: no body and none of the body's headers. */
  readonly body: Buffer | null;
}

/** Writes a web answer on Node's response; a HEAD request gets the headers and length without the body. */
export function sendWebAnswer(res: ServerResponse, answer: WebAnswer): void {
  if (answer.body) return sendBody(res, answer.status, answer.headers, answer.body);
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end();
}
