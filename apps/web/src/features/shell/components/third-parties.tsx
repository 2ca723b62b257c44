import { useEffect } from 'react';
import { readChatToken } from '../api/chat-session.api';
import { useShellSettings } from '../api/shell-settings.api';
import { startAnalytics } from '../model/analytics-loader';
import { startChat } from '../model/chat-loader';
import { useConsent } from '../model/use-consent';
import { CookieBanner } from './cookie-banner';

/**
 * The optional third parties of the shell (issue 21): the cookie banner, the analytics container and the live
 * chat. Nothing loads unless configured and consented to; the chat also needs a signed-in user and module `chat`.
 */
export function ThirdParties({
  user,
  chatModule,
  language,
}: {
  user: { email: string } | null;
  chatModule: boolean;
  language: 'pl' | 'en';
}) {
  const settings = useShellSettings();
  const { consent } = useConsent();

  const analytics = settings?.analytics ?? null;
  const chat = settings?.chat ?? null;
  const agreed = consent?.analytics === true;

  useEffect(() => {
    if (analytics && agreed) startAnalytics(analytics);
  }, [analytics, agreed]);

  const email = user?.email ?? null;
  useEffect(() => {
    if (!chat || !agreed || !email || !chatModule) return;
    readChatToken()
      .catch((error: unknown) => {
        console.error('chat: the session could not be read', error);
        return null;
      })
      .then((token) => startChat(chat.scriptUrl, { key: chat.key, email, token, language }))
      .catch((error: unknown) => console.error('chat widget did not start', error));
  }, [chat, agreed, email, chatModule, language]);

  return <CookieBanner thirdPartyConfigured={Boolean(analytics || chat)} />;
}
