import {
  offsetQuoteInputSchema,
  providerContactResultSchema,
  providerRequestSchema,
  shellSettingsSchema,
  supportRequestInputSchema,
} from '@ghg/contracts';
import type { RestRoute } from './rest-route.js';
import { body, json, listOf, ORG } from './route-helpers.js';

/** The shell's own operations (issue 21): its settings, support and offset requests and their back-office list. */
export const SHELL_ROUTES: readonly RestRoute[] = [
  {
    method: 'get',
    path: '/api/shell-settings',
    summary: 'Contacts, offset partner projects and the configured third parties (chat, analytics)',
    tag: 'shell',
    access: 'public',
    ok: json(200, shellSettingsSchema),
  },
  {
    method: 'post',
    path: `${ORG}/support-requests`,
    summary:
      'Writes to the provider’s support (subject, message, optional screenshot); answers the ticket number',
    tag: 'shell',
    access: 'session',
    body: body(supportRequestInputSchema),
    ok: json(201, providerContactResultSchema, 'Recorded'),
  },
  {
    method: 'post',
    path: `${ORG}/offset-quote-requests`,
    summary: 'Asks the provider for a quote to offset residual emissions with a partner project',
    tag: 'shell',
    access: 'session',
    body: body(offsetQuoteInputSchema),
    ok: json(201, providerContactResultSchema, 'Recorded'),
  },
  {
    method: 'get',
    path: '/api/backoffice/provider-requests',
    summary: 'Support and offset-quote requests of every organization (provider staff)',
    tag: 'backoffice',
    access: 'session',
    ok: json(200, listOf(providerRequestSchema)),
  },
  {
    method: 'get',
    path: '/api/backoffice/provider-requests/:organizationId/:requestId/screenshot',
    summary: 'The screenshot of a support request (provider staff)',
    tag: 'backoffice',
    access: 'session',
    ok: { status: 200, description: 'The image (PNG, JPEG or WebP, sniffed)', contentType: 'image/*' },
  },
];
