import { createTheme } from '@mui/material/styles';
import { SNACKBAR_BACKGROUNDS } from './snackbar/snackbar-context';

/** Spec §9 colours: one per emission scope. */
export const SCOPE_COLORS = { scope1: '#7C9A21', scope2: '#D87E2C', scope3: '#2C71D8' } as const;

declare module '@mui/material/styles' {
  interface Palette {
    scope: typeof SCOPE_COLORS;
  }
  interface PaletteOptions {
    scope?: typeof SCOPE_COLORS;
  }
}

const FOCUS_RING = SCOPE_COLORS.scope3;

export const theme = createTheme({
  palette: {
    primary: { main: '#5b7418', contrastText: '#ffffff' },
    secondary: { main: SCOPE_COLORS.scope3 },
    // The spec's snackbar colours darkened for white text at WCAG AA (chips, alerts and buttons use them too).
    success: { main: SNACKBAR_BACKGROUNDS.success, contrastText: '#ffffff' },
    info: { main: SNACKBAR_BACKGROUNDS.info, contrastText: '#ffffff' },
    warning: { main: SNACKBAR_BACKGROUNDS.warning, contrastText: '#ffffff' },
    background: { default: '#f5f7f0' },
    scope: SCOPE_COLORS,
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    // Keyboard users always see where they are: a clear ring on every focusable control.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 } },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, [tabindex]:focus-visible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
        // WCAG 2.3.3: a person who asked the system for less motion gets no transitions, ripples or spinners'
        // sweeps, only their end states.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  },
});
