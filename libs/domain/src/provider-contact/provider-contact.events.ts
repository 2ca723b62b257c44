import { everyType } from '../shared/every-type.js';

/** Languages the provider team is written to in: the sender's interface language. */
export const CONTACT_LANGUAGES = ['pl', 'en'] as const;
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];

/** An image attached to a support request: its bytes are stored apart, named by their SHA-256. */
export interface SupportScreenshot {
  sha256: string;
  mediaType: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: number;
}

/**
 * Someone of the organization wrote to the provider's support (spec §2 navbar action "Support"): the provider's
 * back office lists it and the provider team gets it by e-mail. The ticket number is what the sender quotes.
 */
export type SupportRequestSubmitted = {
  type: 'SupportRequestSubmitted';
  data: {
    requestId: string;
    ticketNumber: string;
    organizationId: string;
    subject: string;
    message: string;
    screenshot: SupportScreenshot | null;
    submittedBy: string;
    language: ContactLanguage;
  };
};

/** One offsetting project as offered when the quote was asked (configuration may change later). */
export interface OffsetProjectSnapshot {
  projectId: string;
  name: string;
  standard: string;
  pricePerTonne: number;
  currency: string;
}

/** Someone of the organization asked the provider for a quote to offset residual emissions (spec §2 Offset). */
export type OffsetQuoteRequested = {
  type: 'OffsetQuoteRequested';
  data: {
    requestId: string;
    ticketNumber: string;
    organizationId: string;
    project: OffsetProjectSnapshot;
    /** Tonnes CO2e the company wants to offset. */
    tonnes: number;
    message: string;
    requestedBy: string;
    language: ContactLanguage;
  };
};

export type ProviderContactEvent = SupportRequestSubmitted | OffsetQuoteRequested;

export const PROVIDER_CONTACT_EVENT_TYPES = everyType<ProviderContactEvent['type']>()([
  'SupportRequestSubmitted',
  'OffsetQuoteRequested',
]);

/** One stream per organization: what it asked of the provider (support, offset quotes). */
export const providerContactStreamId = (organizationId: string): string =>
  `provider-contact-${organizationId}`;
