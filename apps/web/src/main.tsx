import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadLandingPage } from './app/landing-page';
import { initI18n } from './i18n/i18n';
import { localeCookie, localeOfPath, rootVisitDecision } from './i18n/locale';

async function start(): Promise<void> {
  // Language detection happens on the bare root only, before the router reads the address.
  const decision = rootVisitDecision(window.location.pathname, document.cookie, navigator.languages ?? []);
  if (decision.remember) document.cookie = localeCookie(decision.remember);
  if (decision.redirectTo) {
    window.history.replaceState(
      null,
      '',
      `${decision.redirectTo}${window.location.search}${window.location.hash}`,
    );
  }
  preloadLandingPage(window.location.pathname);
  const [{ App }] = await Promise.all([
    import('./app/app'),
    initI18n(localeOfPath(window.location.pathname)),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // The first render (shell and page, hundreds of components) as a transition: React renders it in slices and lets
  // the browser handle input between them, instead of one task that blocks the page until the whole tree is done.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
