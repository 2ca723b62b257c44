/** One legal document in one language: its sections in order, each with paragraphs and an optional list. */
export interface LegalDocument {
  title: string;
  /** The date the text took effect, YYYY-MM-DD. */
  effectiveFrom: string;
  intro: string;
  sections: readonly LegalSection[];
}

export interface LegalSection {
  /** Stable across languages, so a link (#retention) opens the same section in both. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export type LegalDocumentName = 'terms' | 'privacy-policy';
