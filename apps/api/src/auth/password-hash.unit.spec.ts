import { hashPassword, verifyPassword } from './password-hash.js';

describe('password hashes (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo-Ledger-2026!');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain('Demo-Ledger');
    await expect(verifyPassword('Demo-Ledger-2026!', stored)).resolves.toBe(true);
    await expect(verifyPassword('demo-ledger-2026!', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored value', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
