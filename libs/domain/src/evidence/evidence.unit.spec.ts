import { decideAnswers } from '../answers/answers.decide.js';
import type { AnswerCommandContext } from '../answers/answers.commands.js';
import { evolveAnswers, initialAnswersState } from '../answers/answers.state.js';
import { DomainError } from '../shared/domain-error.js';
import type { EvidenceFile } from './evidence-file.js';
import { evidenceFileName } from './evidence-file.js';
import {
  decideEvidence,
  evolveEvidence,
  type EvidenceState,
  initialEvidenceState,
} from './evidence.aggregate.js';

const context: AnswerCommandContext = {
  questionId: 'vehicles',
  role: 'member',
  blockedPeriods: new Set(),
  currentPeriod: '2025-03',
};
const withRow: EvidenceState = {
  ...initialEvidenceState,
  answers: decideAnswers(
    {
      type: 'AddRow',
      rowId: 'r1',
      table: 'vehicle-fuel',
      period: '2025-02',
      values: { itemType: 'passenger-car', fuelType: 'diesel', consumption: 100, unit: 'litres' },
    },
    initialAnswersState,
    context,
  ).reduce(evolveAnswers, initialAnswersState),
};
const invoice: EvidenceFile = {
  evidenceId: 'e1',
  rowId: 'r1',
  fileName: 'faktura.pdf',
  mediaType: 'application/pdf',
  sizeBytes: 1234,
  sha256: 'a'.repeat(64),
};
const member = { questionId: 'vehicles', role: 'member' } as const;

const refusal = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
};

describe('evidence attached to a row or a section (issue 23)', () => {
  it('attaching names the row, its month and the file in the change the row history shows', () => {
    const [event] = decideEvidence({ type: 'AttachEvidence', evidence: invoice }, withRow, member);
    expect(event).toEqual({
      type: 'EvidenceAttached',
      data: {
        questionId: 'vehicles',
        evidence: invoice,
        period: '2025-02',
        changes: [{ field: 'evidence', before: null, after: 'faktura.pdf', rowId: 'r1', period: '2025-02' }],
      },
    });
  });

  it('a file of the whole section names no row', () => {
    const [event] = decideEvidence(
      { type: 'AttachEvidence', evidence: { ...invoice, rowId: null } },
      withRow,
      member,
    );
    expect(event?.data).toMatchObject({
      period: null,
      changes: [{ field: 'evidence', after: 'faktura.pdf' }],
    });
    expect(event?.data.changes[0]).not.toHaveProperty('rowId');
  });

  it('refuses a row that is not there, the auditor and provider staff, and an id used before', () => {
    expect(
      refusal(() =>
        decideEvidence({ type: 'AttachEvidence', evidence: { ...invoice, rowId: 'nope' } }, withRow, member),
      ),
    ).toBe('ROW_NOT_FOUND');
    for (const role of ['auditor', 'provider-staff'] as const)
      expect(
        refusal(() =>
          decideEvidence({ type: 'AttachEvidence', evidence: invoice }, withRow, { ...member, role }),
        ),
      ).toBe('FORBIDDEN');
    const attached = decideEvidence({ type: 'AttachEvidence', evidence: invoice }, withRow, member).reduce(
      evolveEvidence,
      withRow,
    );
    expect(
      refusal(() => decideEvidence({ type: 'AttachEvidence', evidence: invoice }, attached, member)),
    ).toBe('VALIDATION_ERROR');
  });

  it('removing takes the file off; removing it again or an unknown one is EVIDENCE_NOT_FOUND', () => {
    const attached = decideEvidence({ type: 'AttachEvidence', evidence: invoice }, withRow, member).reduce(
      evolveEvidence,
      withRow,
    );
    expect(attached.files.get('e1')).toEqual(invoice);
    const removed = decideEvidence({ type: 'RemoveEvidence', evidenceId: 'e1' }, attached, member);
    expect(removed[0]).toMatchObject({
      type: 'EvidenceRemoved',
      data: { evidenceId: 'e1', rowId: 'r1', fileName: 'faktura.pdf', period: '2025-02' },
    });
    const after = removed.reduce(evolveEvidence, attached);
    expect(after.files.size).toBe(0);
    expect(refusal(() => decideEvidence({ type: 'RemoveEvidence', evidenceId: 'e1' }, after, member))).toBe(
      'EVIDENCE_NOT_FOUND',
    );
  });

  it('leaves the sheet as it was: evidence changes no figure', () => {
    const [event] = decideEvidence({ type: 'AttachEvidence', evidence: invoice }, withRow, member);
    expect(evolveAnswers(withRow.answers, event!)).toBe(withRow.answers);
  });

  it('keeps only the base name of an uploaded file, without control characters', () => {
    expect(evidenceFileName('C:\\scans\\fa\u0007ktura "03".pdf', 'application/pdf')).toBe('faktura 03.pdf');
    expect(evidenceFileName('', 'image/jpeg')).toBe('evidence.jpg');
  });
});
