import type { OpenApiDocument } from './openapi-document.js';

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

/** `$ref`s to components shown inline, so each operation reads on its own. */
function resolved(schema: unknown, document: OpenApiDocument, depth = 0): unknown {
  if (depth > 20 || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((s) => resolved(s, document, depth + 1));
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/')) {
    const name = ref.slice('#/components/schemas/'.length);
    return resolved(document.components?.schemas?.[name], document, depth + 1);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolved(v, document, depth + 1)]));
}

const schemaBlock = (title: string, schema: unknown, document: OpenApiDocument): string =>
  schema === undefined
    ? ''
    : `<details><summary>${escape(title)}</summary><pre>${escape(JSON.stringify(resolved(schema, document), null, 2))}</pre></details>`;

function operationHtml(method: string, path: string, op: Operation, document: OpenApiDocument): string {
  const security = (op.security ?? []).flatMap((s) => Object.keys(s));
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''}) ${escape(JSON.stringify(p.schema ?? {}))}</li>`,
    )
    .join('');
  const body = Object.entries(op.requestBody?.content ?? {})
    .map(([type, c]) => schemaBlock(`Request body (${type})`, c.schema, document))
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(
      ([status, r]) =>
        `<li><b>${escape(status)}</b> ${escape(r.description ?? '')}${Object.entries(r.content ?? {})
          .map(([type, c]) => schemaBlock(type, c.schema, document))
          .join('')}</li>`,
    )
    .join('');
  return `<section class="op" id="${escape(`${method}-${path}`)}">
<h3><span class="m ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary ?? '')}</p>
<p class="sec">${security.length ? `Needs: ${security.map(escape).join(' + ')}` : 'No session needed'}</p>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body}<h4>Responses</h4><ul>${responses}</ul>
</section>`;
}

/**
 * GET /api/docs: the OpenAPI document as a page, rendered on the server with no script and no outside asset,
 * so it works offline and under the app's CSP (inline styles are allowed there, scripts are not).
 */
export function apiReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op, document)]);
    }
  }
  const toc = [...byTag.keys()].map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`).join(' · ');
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(document.info.title)} reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:auto;padding:1rem;color:#1b1b1b}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f4f4;padding:.5rem;overflow:auto;font-size:13px}
.op{border-top:1px solid #ddd;padding:.25rem 0}.m{display:inline-block;min-width:4.5rem;font-size:13px;color:#fff;
padding:.1rem .4rem;border-radius:3px;text-align:center}.get{background:#1565c0}.post{background:#2e7d32}
.put{background:#ef6c00}.delete{background:#c62828}.sec{color:#555;font-size:13px}</style></head><body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<nav>${toc}</nav>${sections}</body></html>`;
}
