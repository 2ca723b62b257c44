import type { IncomingMessage } from 'node:http';
import bodyParser from 'body-parser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientErrorOf } from '../shared/api-error.js';
import { fastifyRequestView } from './fastify-request-view.js';
import { mountedUnder } from './mounted-under.js';
import { XML_BODY_PATHS, XML_TYPES } from './xml-body.js';

// Fastify glue (docs/http-adapter-plan.md, step 7): the body parsers are body-parser's, as they were under
// Express, so every body reads exactly as before (gzip/deflate/br, 415 for an unknown encoding or charset, the
// 1 MB limit, an empty JSON body is {}, errors with `expose`/`type`). The checks after them run in the app's
// preValidation hook (create-api-app.ts).

const BODY_LIMIT = '1mb';

/** body-parser's middleware as called here: it reads `req`, sets `req.body`, and calls back with an error or not. */
export type NodeBodyParser = (req: IncomingMessage, res: undefined, next: (error?: unknown) => void) => void;

type ContentTypeParser = (
  request: FastifyRequest,
  payload: unknown,
  done: (error: Error | null, body?: unknown) => void,
) => void;

/** body-parser reads the response only for a `verify` option, which none of ours has: it is called without one. */
export function nodeBodyParser(middleware: (req: IncomingMessage, res: never, next: () => void) => void) {
  return middleware as unknown as NodeBodyParser;
}

/** `application/*+json` as Fastify matches a content type (lower-cased, parameters included). */
const PLUS_JSON = /^application\/[^;/]+\+json\s*(;|$)/;
const PLUS_XML = /^application\/[^;/]+\+xml\s*(;|$)/;

/**
 * Replaces Fastify's own parsers (its JSON parser refuses an empty body and `__proto__`, ignores the charset and
 * does not inflate) with: JSON and `+json` through body-parser; XML as text under XML_BODY_PATHS only, where the
 * checks refuse it; and any other type left unread, for the upload handlers to stream (without a catch-all,
 * Fastify answers 415 to multipart and raw evidence bodies).
 */
export function installBodyParsers(fastify: FastifyInstance): void {
  const json = nodeBodyParser(
    bodyParser.json({ limit: BODY_LIMIT, strict: false, type: ['application/json', 'application/*+json'] }),
  );
  const xml = nodeBodyParser(bodyParser.text({ type: XML_TYPES, limit: BODY_LIMIT }));
  const readJson: ContentTypeParser = (request, _payload, done) => readWith(json, request, done);
  const readXml: ContentTypeParser = (request, _payload, done) => {
    if (!mountedUnder(fastifyRequestView(request).path, XML_BODY_PATHS)) return done(null, undefined);
    readWith(xml, request, done);
  };
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', readJson);
  fastify.addContentTypeParser(PLUS_JSON, readJson);
  fastify.addContentTypeParser(['application/xml', 'text/xml'], readXml);
  fastify.addContentTypeParser(PLUS_XML, readXml);
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

/**
 * Runs a body-parser middleware on Node's request. A body that cannot be read becomes the spec's 4xx answer here:
 * handed on as it is, Nest would turn body-parser's SyntaxError into a plain 400 (HTTP_400, not INVALID_JSON).
 */
export function readWith(
  parser: NodeBodyParser,
  request: FastifyRequest,
  done: (error: Error | null, body?: unknown) => void,
): void {
  const raw = request.raw as IncomingMessage & { body?: unknown };
  parser(raw, undefined, (error?: unknown) => {
    if (error) return done((clientErrorOf(error) ?? error) as Error);
    done(null, raw.body);
  });
}
