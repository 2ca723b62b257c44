/** The legal documents' pages (open without a session), linked from the navbar, footer and registration forms. */
export const TERMS_PATH = '/terms';
export const PRIVACY_POLICY_PATH = '/privacy-policy';
