import { DomainError } from '../shared/domain-error.js';
import {
  type ProviderContactCommand,
  type RequestOffsetQuote,
  type SubmitSupportRequest,
  decideProviderContact,
} from './provider-contact.decide.js';
import { providerContactStreamId } from './provider-contact.events.js';
import { SCREENSHOT_MAX_BYTES, ticketNumberOf } from './provider-contact.limits.js';
import { evolveProviderContact, initialProviderContactState } from './provider-contact.state.js';
import { sniffImageType } from './image-sniff.js';

const REQUEST_ID = '7f3a9c21-0000-4000-8000-000000000001';
const support = (data: Partial<SubmitSupportRequest['data']> = {}): SubmitSupportRequest => ({
  type: 'SubmitSupportRequest',
  data: {
    requestId: REQUEST_ID,
    organizationId: 'org-1',
    personId: 'user-1',
    role: 'member',
    language: 'pl',
    subject: '  Import fails ',
    message: 'The xls import stops at row 3.',
    screenshot: null,
    ...data,
  },
});
const PROJECT = {
  projectId: 'p1',
  name: 'Wind',
  standard: 'Gold Standard',
  pricePerTonne: 80,
  currency: 'PLN',
};
const quote = (data: Partial<RequestOffsetQuote['data']> = {}): RequestOffsetQuote => ({
  type: 'RequestOffsetQuote',
  data: {
    requestId: REQUEST_ID,
    organizationId: 'org-1',
    personId: 'user-1',
    role: 'administrator',
    language: 'en',
    project: PROJECT,
    tonnes: 12,
    message: '',
    ...data,
  },
});

const refusal = (command: ProviderContactCommand) => {
  try {
    decideProviderContact(command, initialProviderContactState);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error('accepted');
};

describe('writing to the provider', () => {
  it('given a subject and a message, then SupportRequestSubmitted with a ticket number from the request id', () => {
    expect(decideProviderContact(support(), initialProviderContactState)).toEqual([
      {
        type: 'SupportRequestSubmitted',
        data: {
          requestId: REQUEST_ID,
          ticketNumber: 'GHG-7F3A9C21',
          organizationId: 'org-1',
          subject: 'Import fails',
          message: 'The xls import stops at row 3.',
          screenshot: null,
          submittedBy: 'user-1',
          language: 'pl',
        },
      },
    ]);
    expect(providerContactStreamId('org-1')).toBe('provider-contact-org-1');
    expect(ticketNumberOf('ab')).toBe('GHG-AB000000');
  });

  it('refuses an empty subject and message, a too long subject, a large screenshot and an unknown language at once', () => {
    expect(refusal(support({ subject: ' ', message: '', language: 'de' })).fields).toEqual([
      { path: 'language', code: 'invalid_value' },
      { path: 'subject', code: 'required' },
      { path: 'message', code: 'required' },
    ]);
    const screenshot = { sha256: 'x', mediaType: 'image/png' as const, bytes: SCREENSHOT_MAX_BYTES + 1 };
    expect(refusal(support({ subject: 'x'.repeat(151), screenshot })).fields).toEqual([
      { path: 'subject', code: 'too_long' },
      { path: 'screenshot', code: 'file_too_large' },
    ]);
    expect(refusal(support({ message: 42 })).fields).toEqual([{ path: 'message', code: 'invalid_value' }]);
  });

  it('refuses the read-only auditor', () => {
    expect(refusal(support({ role: 'auditor' })).code).toBe('FORBIDDEN');
    expect(refusal(quote({ role: 'auditor' })).code).toBe('FORBIDDEN');
  });

  it('given a project and tonnes, then OffsetQuoteRequested with the project as offered', () => {
    const [event] = decideProviderContact(quote(), initialProviderContactState);
    expect(event).toMatchObject({
      type: 'OffsetQuoteRequested',
      data: { project: PROJECT, tonnes: 12, ticketNumber: 'GHG-7F3A9C21', requestedBy: 'user-1' },
    });
  });

  it('refuses an unknown project and tonnes that are not a positive number', () => {
    expect(refusal(quote({ project: null, tonnes: 0 })).fields).toEqual([
      { path: 'projectId', code: 'invalid_value' },
      { path: 'tonnes', code: 'invalid_value' },
    ]);
    expect(refusal(quote({ tonnes: '5' })).fields).toEqual([{ path: 'tonnes', code: 'invalid_value' }]);
    expect(refusal(quote({ tonnes: 2e9 })).fields).toEqual([{ path: 'tonnes', code: 'too_large' }]);
  });

  it('given the same request id again, then nothing new is recorded', () => {
    const state = decideProviderContact(support(), initialProviderContactState).reduce(
      evolveProviderContact,
      initialProviderContactState,
    );
    expect(decideProviderContact(support(), state)).toEqual([]);
    expect(decideProviderContact(quote(), state)).toEqual([]);
  });
});

describe('sniffing a screenshot', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses SVG, HTML and anything else whatever its name says', () => {
    expect(sniffImageType(new TextEncoder().encode('<svg onload="alert(1)"/>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<html><script>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
