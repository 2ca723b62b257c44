/**
 * Who runs this deployment of GHG Ledger: the service provider of the terms and the data controller of the
 * privacy policy. One place, so an operator of another deployment changes the documents here.
 */
export const OPERATOR = {
  name: 'GHG Ledger sp. z o.o.',
  address: 'ul. Prosta 20, 00-850 Warszawa, Polska',
  addressEn: 'ul. Prosta 20, 00-850 Warsaw, Poland',
  supportEmail: 'support@ghg-ledger.example',
  privacyEmail: 'privacy@ghg-ledger.example',
} as const;

export const EFFECTIVE_FROM = '2026-11-26';
