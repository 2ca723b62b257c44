import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from '../user/roles.js';
import {
  canVerifyRows,
  decideRowVerification,
  rowVerificationStatus,
  type RowVerificationActor,
  type RowVerificationCommand,
} from './row-verification.decide.js';
import type { RowVerificationEvent } from './row-verification.events.js';
import {
  evolveRowVerification,
  initialRowVerificationState,
  type RowVerificationState,
} from './row-verification.state.js';

const who = (userId: string, role: ActorRole): RowVerificationActor => ({
  userId,
  role,
  organizationId: 'org-1',
});
const member = who('anna', 'member');
const admin = who('admin', 'administrator');
const POSITIONS = new Map([
  ['r1', 10n],
  ['r2', 11n],
  ['r3', 12n],
]);

const submit = (rowIds: string[], actor = member, rowPositions = POSITIONS): RowVerificationCommand => ({
  type: 'SubmitRowsForVerification',
  actor,
  data: { rowIds, rowPositions },
});
const approve = (rowIds: string[], actor = admin): RowVerificationCommand => ({
  type: 'ApproveRows',
  actor,
  data: { rowIds },
});
const giveBack = (rowId: string, comment: unknown, actor = admin): RowVerificationCommand => ({
  type: 'ReturnRow',
  actor,
  data: { rowId, comment },
});

const fold = (events: readonly RowVerificationEvent[], state: RowVerificationState) =>
  events.reduce(evolveRowVerification, state);
const given = (...commands: RowVerificationCommand[]) =>
  commands.reduce((s, c) => fold(decideRowVerification(c, s), s), initialRowVerificationState);
const statusOf = (state: RowVerificationState, rowId: string) => state.rows.get(rowId)?.status;

const refusal = (command: RowVerificationCommand, state = initialRowVerificationState) => {
  try {
    decideRowVerification(command, state);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error('the command was accepted');
};

describe('row verification', () => {
  it('the whole flow: sent, returned with a comment, sent again, verified, edited back to to-complete', () => {
    let state = given(submit(['r1', 'r2']));
    expect(statusOf(state, 'r1')).toBe('sent');
    const returned = decideRowVerification(giveBack('r1', '  Zły licznik '), state);
    expect(returned).toEqual([
      {
        type: 'RowReturned',
        data: {
          organizationId: 'org-1',
          rowId: 'r1',
          comment: 'Zły licznik',
          returnedBy: 'admin',
          submittedBy: 'anna',
        },
      },
    ]);
    state = fold(returned, state);
    expect(statusOf(state, 'r1')).toBe('returned');
    state = fold(decideRowVerification(submit(['r1', 'r2']), state), state);
    state = fold(decideRowVerification(approve(['r1', 'r2']), state), state);
    expect([statusOf(state, 'r1'), statusOf(state, 'r2')]).toEqual(['verified', 'verified']);
    // r1 edited at position 20 after its verification: 'To complete', and sent again with the reason first
    const row = state.rows.get('r1')!;
    expect(rowVerificationStatus(row, 10n)).toBe('verified');
    expect(rowVerificationStatus(row, 20n)).toBe('to-complete');
    const again = decideRowVerification(
      submit(
        ['r1', 'r2'],
        member,
        new Map([
          ['r1', 20n],
          ['r2', 11n],
        ]),
      ),
      state,
    );
    expect(again).toEqual([
      {
        type: 'RowVerificationLapsed',
        data: { organizationId: 'org-1', rowId: 'r1', reason: 'edited_after_verification', editedBy: 'anna' },
      },
      {
        type: 'RowsSubmittedForVerification',
        data: { organizationId: 'org-1', rowIds: ['r1'], positions: { r1: '20' }, submittedBy: 'anna' },
      },
    ]);
    expect(statusOf(fold(again, state), 'r1')).toBe('sent');
  });

  it('sending again only sends rows not already sent or verified; none left records nothing', () => {
    const state = given(submit(['r1']), approve(['r1']), submit(['r2']));
    expect(decideRowVerification(submit(['r1', 'r2', 'r3']), state)).toEqual([
      {
        type: 'RowsSubmittedForVerification',
        data: { organizationId: 'org-1', rowIds: ['r3'], positions: { r3: '12' }, submittedBy: 'anna' },
      },
    ]);
    expect(decideRowVerification(submit(['r1', 'r2']), state)).toEqual([]);
  });

  it('a sent row edited before its verification stays sent (the verifier sees the last edit)', () => {
    expect(rowVerificationStatus({ status: 'sent', position: 10n }, 30n)).toBe('sent');
    expect(rowVerificationStatus({ status: 'returned', position: 10n }, 30n)).toBe('returned');
  });

  it('refuses unknown rows, no rows, a row not waiting for verification, and a return without a comment', () => {
    expect(refusal(submit(['r1', 'other-org-row'])).code).toBe('ROW_NOT_FOUND');
    expect(refusal(submit([])).fields).toEqual([{ path: 'rowIds', code: 'required' }]);
    expect(refusal(approve(['r1'])).code).toBe('ROW_NOT_FOUND');
    const verified = given(submit(['r1']), approve(['r1']));
    expect(refusal(approve(['r1']), verified).code).toBe('INVALID_TRANSITION');
    expect(refusal(giveBack('r1', 'x'), verified).code).toBe('INVALID_TRANSITION');
    const sent = given(submit(['r1']));
    expect(refusal(giveBack('r1', ' '), sent).fields).toEqual([{ path: 'comment', code: 'required' }]);
    expect(refusal(giveBack('r1', 'x'.repeat(2001)), sent).fields).toEqual([
      { path: 'comment', code: 'too_long' },
    ]);
  });

  it('a member and the auditor do not verify; the auditor and provider staff do not send', () => {
    const sent = given(submit(['r1']));
    expect(refusal(approve(['r1'], member), sent).code).toBe('FORBIDDEN');
    expect(refusal(giveBack('r1', 'x', who('a', 'auditor')), sent).code).toBe('FORBIDDEN');
    expect(refusal(submit(['r1'], who('a', 'auditor'))).code).toBe('FORBIDDEN');
    expect(refusal(submit(['r1'], who('p', 'provider-staff'))).code).toBe('FORBIDDEN');
    expect(decideRowVerification(approve(['r1'], who('p', 'provider-staff')), sent)).toHaveLength(1);
  });

  it('verifiers are administrators and the provider’s people', () => {
    expect(
      ['administrator', 'member', 'auditor', 'provider-staff', 'provider-supervisor'].map((r) =>
        canVerifyRows(r as ActorRole),
      ),
    ).toEqual([true, false, false, true, true]);
  });
});
