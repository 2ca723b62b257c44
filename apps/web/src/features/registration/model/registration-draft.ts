import type { AdminRegistrationInput, CompanyRegistrationInput } from '@ghg/contracts';

/**
 * What the public forms carry from one screen to the next. The link and company data survive a reload
 * (sessionStorage); the account with its password lives in memory only, so a reload asks for it again.
 */
export interface RegistrationDraft {
  magicLinkId: string;
  variant: 'user' | 'admin';
  /** The invited address (user variant), shown and sent as it is. */
  email: string | null;
  company?: CompanyRegistrationInput;
}

const KEY = 'ghg.registration';
let account: AdminRegistrationInput | null = null;

export function readDraft(): RegistrationDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as RegistrationDraft) : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: RegistrationDraft): void {
  sessionStorage.setItem(KEY, JSON.stringify(draft));
}

/** A new link starts over: nothing of another registration is carried into it. */
export function startDraft(draft: RegistrationDraft): void {
  account = null;
  saveDraft(draft);
}

export function clearDraft(): void {
  account = null;
  sessionStorage.removeItem(KEY);
}

export const draftAccount = (): AdminRegistrationInput | null => account;
export function keepAccount(value: AdminRegistrationInput): void {
  account = value;
}
