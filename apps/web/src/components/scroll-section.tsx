import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A page section whose content (a table) may be wider than a phone: the section scrolls sideways, never the page.
 * It takes the focus, so the keyboard can scroll it too (axe scrollable-region-focusable).
 */
export function ScrollSection({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      tabIndex={0}
      sx={{ overflowX: 'auto', minWidth: 0 }}
    >
      {children}
    </Box>
  );
}
