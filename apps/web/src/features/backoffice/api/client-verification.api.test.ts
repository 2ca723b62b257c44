import {
  returnRowInputSchema,
  rowIdsInputSchema,
  setVerificationPurchasedInputSchema,
  type ClientRowVerificationsView,
} from '@ghg/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  approveClientRows,
  readClientVerification,
  returnClientRow,
  setVerificationPurchased,
} from './client-verification.api';

const CLIENT = '6f1d2c3e-0000-4000-8000-00000000d3e0';
const BASE = `/api/backoffice/organizations/${CLIENT}`;

interface Sent {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The browser's fetch answering one status and body, keeping what the page sent. */
function answering(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    sent.push({
      path,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const COMMAND = { position: '42', revision: 3, changed: true };

describe('the back office client-verification calls send what the API parses', () => {
  it('the switch PUTs { purchased } with the CSRF header, and the answer carries the position to read after', async () => {
    const sent = answering(200, COMMAND);
    const answer = await setVerificationPurchased(CLIENT, true);
    expect(answer).toMatchObject({ ok: true, body: { position: '42' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: `${BASE}/verification`,
      method: 'PUT',
      headers: { 'x-ghg-csrf': '1' },
    });
    expect(setVerificationPurchasedInputSchema.parse(sent[0]!.body)).toEqual({ purchased: true });
  });

  it('Approve POSTs the row ids; Return POSTs the row and its comment', async () => {
    const sent = answering(200, COMMAND);
    await approveClientRows(CLIENT, ['r1']);
    await returnClientRow(CLIENT, 'r2', 'Licznik?');
    expect(sent.map((s) => [s.method, s.path])).toEqual([
      ['POST', `${BASE}/row-verification/approve`],
      ['POST', `${BASE}/row-verification/return`],
    ]);
    expect(rowIdsInputSchema.parse(sent[0]!.body)).toEqual({ rowIds: ['r1'] });
    expect(returnRowInputSchema.parse(sent[1]!.body)).toEqual({ rowId: 'r2', comment: 'Licznik?' });
  });

  it('a refused write (403) is not ok, so the panel shows its error and no snackbar', async () => {
    answering(403, { code: 'FORBIDDEN' });
    expect(await approveClientRows(CLIENT, ['r1'])).toMatchObject({ ok: false, status: 403 });
  });

  it('the read waits for the last write and tells the switch on (200) from off (403)', async () => {
    const view: ClientRowVerificationsView = {
      rows: [
        { rowId: 'r1', status: 'sent', comment: null, questionId: 'vehicles', period: '2025-07', values: {} },
      ],
      canVerify: true,
      verifiedShare: 0,
    };
    const sent = answering(200, view);
    expect(await readClientVerification(CLIENT, '42')).toEqual({ kind: 'purchased', rows: view.rows });
    expect(sent[0]).toMatchObject({
      path: `${BASE}/row-verification`,
      headers: { 'x-wait-for-position': '42' },
    });
    answering(403, { code: 'FORBIDDEN' });
    expect(await readClientVerification(CLIENT, '0')).toEqual({ kind: 'notPurchased' });
  });
});
