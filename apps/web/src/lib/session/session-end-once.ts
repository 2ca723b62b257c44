/**
 * Several answers may report the same ended session at once: the user is told and sent to log in once. Once per
 * page, not once per moment: a page opened right after (the back button from the login page, a link) that finds
 * the session gone sends the user on again, where a plain 2-second silence left it loading for ever.
 */
export function sessionEndOnce(windowMs = 2000): (path: string, now?: number) => boolean {
  let last: { at: number; path: string } | null = null;
  return (path, now = Date.now()) => {
    if (last !== null && last.path === path && now - last.at < windowMs) return false;
    last = { at: now, path };
    return true;
  };
}
