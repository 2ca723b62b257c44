// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from '../../features/shell/components/cookie-banner';
import { CONSENT_COOKIE } from '../../features/shell/model/consent';
import { i18n, initI18n } from '../../i18n/i18n';
import { Footer } from './footer';

/**
 * The footer's "cookie settings" and the cookie banner (features/shell), as the layout renders them (the real
 * components and messages). The first case is the likely cause of a CI failure of consent-chat.e2e.spec.ts: a
 * click that came before the banner listened.
 */
let root: Root;
let container: HTMLElement;

function render(parts: { footer: boolean; banner: boolean; thirdPartyConfigured?: boolean }) {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/en']}>
          {parts.footer && <Footer />}
          {parts.banner && <CookieBanner thirdPartyConfigured={parts.thirdPartyConfigured ?? true} />}
        </MemoryRouter>
      </I18nextProvider>,
    ),
  );
}

const banner = () => container.querySelector('[data-testid="cookie-banner"]');
const current = () => container.querySelector('[data-testid="consent-current"]')?.textContent;
function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}
const click = (name: string) => act(() => button(name).click());

function clearCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await initI18n('en');
});

beforeEach(() => {
  clearCookie();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  // Closed by a choice, so no test leaves the settings asked for (the store outlives a root, as in the page).
  if (banner()) click('Only necessary');
  act(() => root.unmount());
  container.remove();
  clearCookie();
});

describe('cookie banner', () => {
  it('opens from "cookie settings" clicked before the banner was on the page, showing the current choice', () => {
    document.cookie = `${CONSENT_COOKIE}=necessary; Path=/`;
    render({ footer: true, banner: false });
    click('Cookie settings');
    render({ footer: true, banner: true });
    expect(banner()).not.toBeNull();
    expect(current()).toBe('Current choice: only necessary.');
  });

  it('asks by itself while a third party is configured and nothing was chosen; a choice is kept and closes it', () => {
    render({ footer: true, banner: true });
    expect(banner()).not.toBeNull();
    expect(current()).toBeUndefined();
    click('Accept analytics');
    expect(banner()).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=analytics`);

    click('Cookie settings');
    expect(current()).toBe('Current choice: necessary and analytics.');
    click('Only necessary');
    expect(banner()).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=necessary`);
  });

  it('stays closed without a third party until the settings are asked for', () => {
    render({ footer: true, banner: true, thirdPartyConfigured: false });
    expect(banner()).toBeNull();
    click('Cookie settings');
    expect(banner()).not.toBeNull();
    expect(current()).toBeUndefined();
  });
});
