/** GET /api/auth/session: the chat identity token the access token carried (null when it had none). */
export async function readChatToken(): Promise<string | null> {
  const response = await fetch('/api/auth/session', { credentials: 'include' });
  if (!response.ok) throw new Error(`/api/auth/session answered ${response.status}`);
  const body = (await response.json()) as { chatToken?: string | null };
  return body.chatToken ?? null;
}
