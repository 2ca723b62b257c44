import type { ShellSettingsView } from '@ghg/contracts';
import { useEffect, useState } from 'react';

let pending: Promise<ShellSettingsView | null> | null = null;

/**
 * The shell's configuration (contacts, offset partners, optional third parties), read once per page load. A
 * failure is logged and read as "nothing configured": third parties then stay off.
 */
export function loadShellSettings(): Promise<ShellSettingsView | null> {
  pending ??= fetch('/api/shell-settings', { credentials: 'include' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`/api/shell-settings answered ${response.status}`);
      return (await response.json()) as ShellSettingsView;
    })
    .catch((error: unknown) => {
      console.error('shell settings could not be read', error);
      pending = null;
      return null;
    });
  return pending;
}

export function useShellSettings(): ShellSettingsView | null | undefined {
  const [settings, setSettings] = useState<ShellSettingsView | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadShellSettings().then((value) => live && setSettings(value));
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
