import type { AdminRegistrationInput, CompanyRegistrationInput } from '@ghg/contracts';

/** The account step without its passwords: what is kept on the device. */
export type StoredAccount = Omit<AdminRegistrationInput, 'password' | 'repeatPassword'>;

/**
 * What the public forms carry from one screen to the next. It is kept in localStorage, so a reload or the same
 * magic link opened in a new tab continues where the person was; the passwords are never stored (memory only),
 * so a new tab asks for them again on the last step. A registration's draft is dropped on success and after
 * DRAFT_TTL_MS.
 */
export interface RegistrationDraft {
  magicLinkId: string;
  variant: 'user' | 'admin';
  /** The invited address (user variant), shown and sent as it is. */
  email: string | null;
  account?: StoredAccount;
  company?: CompanyRegistrationInput;
  /** When the draft was last saved (ms since epoch). */
  savedAt?: number;
}

export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = 'ghg.registration';
let passwords: Pick<AdminRegistrationInput, 'password' | 'repeatPassword'> | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A stored draft still to be continued: well-formed and saved less than DRAFT_TTL_MS ago. */
export function liveDraft(raw: string | null, now: number): RegistrationDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as RegistrationDraft;
    if (typeof draft.magicLinkId !== 'string') return null;
    if (typeof draft.savedAt === 'number' && now - draft.savedAt > DRAFT_TTL_MS) return null;
    return draft;
  } catch {
    return null;
  }
}

export function readDraft(): RegistrationDraft | null {
  return liveDraft(storage()?.getItem(KEY) ?? null, Date.now());
}

export function saveDraft(draft: RegistrationDraft): void {
  storage()?.setItem(KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));
}

/**
 * Opening a magic link: the draft of the same link is continued (a reload, another tab), a new link starts over
 * with nothing of another registration carried into it.
 */
export function draftFor(
  existing: RegistrationDraft | null,
  link: Pick<RegistrationDraft, 'magicLinkId' | 'variant' | 'email'>,
): { draft: RegistrationDraft; continued: boolean } {
  if (existing && existing.magicLinkId === link.magicLinkId && existing.variant === link.variant)
    return { draft: existing, continued: true };
  return { draft: { ...link }, continued: false };
}

export function openDraft(
  link: Pick<RegistrationDraft, 'magicLinkId' | 'variant' | 'email'>,
): RegistrationDraft {
  const { draft, continued } = draftFor(readDraft(), link);
  if (!continued) passwords = null;
  saveDraft(draft);
  return draft;
}

/** The step a draft continues at: the first one not done yet. */
export function resumePathOf(draft: RegistrationDraft): string {
  if (draft.variant === 'user') return '/public-form/user/register';
  if (!draft.account) return '/public-form/register';
  if (!draft.company) return '/public-form/company';
  return '/public-form/advanced';
}

export function clearDraft(): void {
  passwords = null;
  storage()?.removeItem(KEY);
}

/** The account step as typed: the stored fields, with the passwords when this page still holds them. */
export function draftAccount(): AdminRegistrationInput | null {
  const account = readDraft()?.account;
  if (!account) return null;
  return { ...account, password: passwords?.password ?? '', repeatPassword: passwords?.repeatPassword ?? '' };
}

/** Whether the passwords of the account step are still held (not after a reload or in another tab). */
export const hasPasswords = (): boolean => Boolean(passwords?.password);

/** The account step as it is stored: everything but the passwords. */
export function withoutPasswords(value: AdminRegistrationInput): StoredAccount {
  const { password: _password, repeatPassword: _repeat, ...account } = value;
  return account;
}

export function keepAccount(value: AdminRegistrationInput): void {
  passwords = { password: value.password, repeatPassword: value.repeatPassword };
  const draft = readDraft();
  if (draft) saveDraft({ ...draft, account: withoutPasswords(value) });
}

export function keepPasswords(value: Pick<AdminRegistrationInput, 'password' | 'repeatPassword'>): void {
  passwords = { password: value.password, repeatPassword: value.repeatPassword };
}
