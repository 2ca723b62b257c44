import { PasswordResetTokens } from './reset-token.js';

const LINK = { userId: 'u-1', resetId: '0b7f7a52-9d3e-4c1a-8f7e-2a6b5c4d3e2f' };

describe('password reset tokens', () => {
  const tokens = new PasswordResetTokens('server-secret');

  it('a token made for a link reads back as that link', () => {
    expect(tokens.linkOf(tokens.tokenOf(LINK))).toEqual(LINK);
  });

  it('another key, another user, a changed or missing MAC, or junk: null', () => {
    const token = tokens.tokenOf(LINK);
    const [, resetId, mac] = token.split('.');
    expect(new PasswordResetTokens('other-secret').linkOf(token)).toBeNull();
    for (const forged of [
      `u-2.${resetId}.${mac}`,
      `u-1.${resetId}.${mac!.slice(1)}`,
      `u-1.${resetId}`,
      '',
      7,
      null,
    ])
      expect(tokens.linkOf(forged)).toBeNull();
  });
});
