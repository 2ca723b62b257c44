import Chip from '@mui/material/Chip';
import type { RowBadgeKey } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RowBadgeKey, 'warning' | 'error' | 'info' | 'success'> = {
  'to-complete': 'warning',
  error: 'error',
  estimated: 'info',
  completed: 'success',
};

/** Spec §4 row badges: To complete, Error - data to fix, Estimated data, Completed. */
export function RowBadge({ badge }: { badge: RowBadgeKey }) {
  const { t } = useTranslation('report');
  return (
    <Chip
      size="small"
      color={COLORS[badge]}
      label={t(`badges.${badge}`)}
      data-testid="row-badge"
      data-badge={badge}
      sx={{ fontWeight: 600 }}
    />
  );
}
