import { loadScript } from './script-loader';

/** What the widget script is told: the provider key, and who the user is (spec §1). */
export interface ChatIdentity {
  key: string;
  email: string;
  token: string | null;
  language: 'pl' | 'en';
}

interface ChatWidgetApi {
  init(options: ChatIdentity): void;
}
declare global {
  interface Window {
    GhgChatWidget?: ChatWidgetApi;
  }
}

/** What happened, for the logs and the tests: loaded, loaded on the second try, or failed twice. */
export type ChatLoadOutcome = 'loaded' | 'loaded-on-retry' | 'failed';

let loading: Promise<ChatLoadOutcome> | null = null;

/**
 * Loads the chat widget once per page: if the script fails it is loaded once more by hand with a fresh URL, and
 * each failure is logged (spec §4, §8). A missing chat token is logged, and the widget still starts with the
 * e-mail. The widget is told who the user is through `window.GhgChatWidget.init`.
 */
export function startChat(scriptUrl: string, identity: ChatIdentity): Promise<ChatLoadOutcome> {
  if (loading) return loading;
  if (!identity.token) console.warn('chat: the session carries no chat identity token');
  const attributes = { 'data-ghg': 'chat', 'data-key': identity.key };
  const begin = (): ChatLoadOutcome => {
    window.GhgChatWidget?.init(identity);
    return 'loaded';
  };
  loading = loadScript(scriptUrl, attributes)
    .then(begin)
    .catch(async (error: unknown) => {
      console.error('chat widget failed to load; loading it again', error);
      const retryUrl = `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}retry=${Date.now()}`;
      try {
        await loadScript(retryUrl, attributes);
        begin();
        return 'loaded-on-retry' as const;
      } catch (second: unknown) {
        console.error('chat widget failed to load again', second);
        return 'failed' as const;
      }
    });
  return loading;
}
