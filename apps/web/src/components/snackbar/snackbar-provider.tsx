import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  SNACKBAR_BACKGROUNDS,
  SNACKBAR_DELAY_MS,
  SNACKBAR_DURATION_MS,
  SnackbarContext,
  type SnackbarRequest,
} from './snackbar-context';

interface Shown {
  key: number;
  message: string;
  color: string;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const timers = useRef<number[]>([]);
  // With reduced motion asked for, the message appears whole: no grow-and-fade-in. Half-faded white text on its
  // half-faded background is also below WCAG AA contrast for as long as the animation runs.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const show = useCallback((request: SnackbarRequest) => {
    const timer = window.setTimeout(() => {
      setShown({
        key: Date.now(),
        message: request.message,
        color: SNACKBAR_BACKGROUNDS[request.theme ?? 'success'],
      });
      setOpen(true);
    }, SNACKBAR_DELAY_MS);
    timers.current.push(timer);
  }, []);

  return (
    <SnackbarContext.Provider value={show}>
      {children}
      <Snackbar
        key={shown?.key}
        open={open}
        autoHideDuration={SNACKBAR_DURATION_MS}
        {...(reducedMotion ? { transitionDuration: 0 } : {})}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <SnackbarContent
          role="status"
          message={shown?.message}
          sx={{ bgcolor: shown?.color, color: '#fff', fontWeight: 600 }}
        />
      </Snackbar>
    </SnackbarContext.Provider>
  );
}
