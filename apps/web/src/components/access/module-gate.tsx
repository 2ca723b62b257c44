import type { UpgradeDialogView, UpgradePlaceView } from '@ghg/contracts';
import Box from '@mui/material/Box';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpgradeDialog } from './upgrade-dialog';
import { useAccess } from './use-access';

/** Spec §6: an element of a module the user lacks is greyed out (half opacity, no clicks, no selection). */
export const LOCKED_SX = { opacity: 0.5, pointerEvents: 'none', userSelect: 'none' } as const;

interface ModuleGateProps {
  module: string;
  /** The UI place, deciding which dialog a click opens for the user's plan. */
  place: UpgradePlaceView;
  /** The dialog to open when the plan class gives the place none (a full-access plan still lacking the module). */
  fallback?: UpgradeDialogView;
  /** How the frame sits in its parent: 'block' in lists and panels (default), 'inline-block' beside text. */
  display?: 'block' | 'inline-block';
  children: ReactNode;
}

/**
 * Wraps an element of a module: open, it renders as is; locked, it is greyed and inert, and a click on its
 * frame opens the place's upgrade dialog.
 */
export function ModuleGate({ module, place, fallback, display = 'block', children }: ModuleGateProps) {
  const access = useAccess();
  const openDialog = useUpgradeDialog();
  if (access.has(module)) return <>{children}</>;
  return (
    <LockedFrame module={module} display={display} onOpen={() => openDialog(place, fallback)}>
      {children}
    </LockedFrame>
  );
}

/**
 * The locked element's frame: the one button of it. The content inside is inert (out of the tab order and of the
 * accessibility tree, so no control sits inside a control), and the frame is named after the content's text.
 */
function LockedFrame({
  module,
  display,
  onOpen,
  children,
}: {
  module: string;
  display: 'block' | 'inline-block';
  onOpen: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('access');
  const content = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  // Read after each render of the content: its text is what a screen reader announces for the frame. An effect, not
  // a layout effect: a state set in a layout effect is rendered at once, and makes React run every other pending
  // effect of the page with it, in the same task (the dashboard's first commit grew by 130 ms, bench/web).
  useEffect(() => {
    setText(content.current?.textContent?.replace(/\s+/g, ' ').trim() ?? '');
  }, [children]);
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-disabled="true"
      aria-label={t('lockedFrame', { name: text })}
      data-testid={`locked-${module}`}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onOpen();
      }}
      sx={{ cursor: 'pointer', display }}
    >
      <Box ref={content} inert sx={LOCKED_SX}>
        {children}
      </Box>
    </Box>
  );
}
