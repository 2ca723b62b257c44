/**
 * What the shell's consent parts read while they render: the stored choice (its cookie value) and whether the
 * footer asked for the settings. Kept here, read with `useSyncExternalStore`, rather than passed as window events
 * to listeners that a component adds in an effect: a click that came before that effect ran (a busy page) was
 * lost, and "cookie settings" did nothing.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let version = 0;
let settingsRequested = false;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export const consentStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Changes whenever the choice was written or the settings were asked for or closed. */
  version: (): number => version,
  settingsRequested: (): boolean => settingsRequested,
  /** The footer's "cookie settings": the banner opens (again), showing the current choice. */
  openSettings(): void {
    settingsRequested = true;
    changed();
  },
  closeSettings(): void {
    settingsRequested = false;
    changed();
  },
  changed,
};
