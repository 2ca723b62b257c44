import { z } from 'zod';
import * as views from './account-view-schemas.js';
import type { RestRoute } from './rest-route.js';
import { json } from './route-helpers.js';

const CLIENT = '/api/backoffice/organizations/:organizationId/blocked-periods';

const blockedPeriodSchema = z
  .object({
    period: z.string().describe('YYYY-MM'),
    blockedBy: z.string(),
    blockedByName: z.string(),
    blockedAt: z.string(),
  })
  .meta({ id: 'BlockedPeriodView' });

/** Provider staff manage the blocked months of a client organization (part of REST_ROUTES). */
export const BACKOFFICE_PERIOD_ROUTES: readonly RestRoute[] = [
  {
    method: 'get',
    path: CLIENT,
    summary: "A client organization's blocked months, oldest first (provider staff)",
    tag: 'backoffice',
    access: 'session',
    ok: json(200, z.array(blockedPeriodSchema)),
  },
  {
    method: 'put',
    path: `${CLIENT}/:period`,
    summary: 'Blocks a month of a client organization (provider staff)',
    tag: 'backoffice',
    access: 'session',
    ok: json(200, views.commandResultSchema),
  },
  {
    method: 'delete',
    path: `${CLIENT}/:period`,
    summary: 'Unblocks a month of a client organization (provider supervisor)',
    tag: 'backoffice',
    access: 'session',
    ok: json(200, views.commandResultSchema),
  },
];
