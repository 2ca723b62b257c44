import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// Pixel strings: in sx a bare 1 means 100%, which would make the hidden text as wide as its row.
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Text for screen readers only. Used to extend a control's name after its visible text (WCAG 2.5.3: the name
 * must contain what is seen, so no aria-label that replaces it).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={HIDDEN}>
      {children}
    </Box>
  );
}
