import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../access/access-rule.js';
import { apiReferencePage } from './api-reference-page.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

/** apps/api/package.json, one level above src/ and dist/ alike. */
const apiVersion = (): string =>
  (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string })
    .version;

/**
 * The REST API described (OpenAPI 3.1, from the contracts' schemas) and as a page. Public like the web app's
 * code: it names routes and shapes, no data; every route still checks the session itself.
 */
@Controller('api')
export class OpenApiController {
  private document: OpenApiDocument | undefined;
  private page: string | undefined;

  @Get('openapi.json')
  @Public()
  @Header('cache-control', 'no-cache')
  openApi(): OpenApiDocument {
    return (this.document ??= buildOpenApiDocument(apiVersion()));
  }

  @Get('docs')
  @Public()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-cache')
  docs(): string {
    return (this.page ??= apiReferencePage(this.openApi()));
  }
}
