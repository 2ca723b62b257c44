import Chip from '@mui/material/Chip';
import type { QuestionStatusKey } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<QuestionStatusKey, 'default' | 'info' | 'error' | 'success'> = {
  notstarted: 'default',
  inprogress: 'info',
  tofix: 'error',
  completed: 'success',
};

/** A section's or scope's status in words ('Not started', 'In progress', 'To fix', 'Completed'). */
export function StatusChip({ status }: { status: QuestionStatusKey }) {
  const { t } = useTranslation('report');
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={COLORS[status]}
      variant={status === 'notstarted' ? 'outlined' : 'filled'}
      data-testid="status-badge"
      data-status={status}
    />
  );
}
