import type { SxProps, Theme } from '@mui/material/styles';

// Issue 16 (wide tables): while the other columns scroll sideways, a row keeps its name (the table's first
// column) pinned on the left and its status and emission pinned on the right, at 1,366 px and at 390 px. On a
// phone the three are narrowed so that they fit the screen together with some room to scroll the rest.

const EMISSION_WIDTH = { xs: 80, sm: 112 };
const pinned = { position: 'sticky', zIndex: 1, bgcolor: 'background.paper' } as const;
const narrowPadding = { px: { xs: 0.5, sm: 2 } };

export const stickyNameCell: SxProps<Theme> = {
  ...pinned,
  ...narrowPadding,
  left: 0,
  '& .MuiFormControl-root': { minWidth: { xs: 96, sm: 140 }, maxWidth: { xs: 96, sm: 'none' } },
};

export const stickyStatusCell: SxProps<Theme> = {
  ...pinned,
  ...narrowPadding,
  right: EMISSION_WIDTH,
  // Long badges ('Error - data to fix') wrap on a phone instead of widening the pinned column.
  '& .MuiChip-root': { height: 'auto', maxWidth: { xs: 80, sm: 'none' } },
  '& .MuiChip-label': { whiteSpace: { xs: 'normal', sm: 'nowrap' } },
  '& .MuiTypography-caption': { maxWidth: { xs: 80, sm: 220 } },
};

export const stickyEmissionCell: SxProps<Theme> = {
  ...pinned,
  ...narrowPadding,
  right: 0,
  // Exactly this wide (its heading wraps), so the status column pinned beside it never overlaps it.
  width: EMISSION_WIDTH,
  minWidth: EMISSION_WIDTH,
  maxWidth: EMISSION_WIDTH,
  overflowWrap: 'anywhere',
};
