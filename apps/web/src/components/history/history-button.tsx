import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { HistoryIcon } from './history-icons';

interface HistoryButtonProps {
  onClick: () => void;
  /** Names what the history is of, e.g. 'History of row 3'; defaults to 'History'. */
  label?: string;
  size?: IconButtonProps['size'];
  'data-testid'?: string;
}

/** The clock icon that opens a HistoryDrawer, with a tooltip and an accessible name. */
export function HistoryButton({ onClick, label, size = 'small', ...rest }: HistoryButtonProps) {
  const { t } = useTranslation('audit');
  const name = label ?? t('history.open');
  return (
    <Tooltip title={name}>
      <IconButton
        onClick={onClick}
        aria-label={name}
        size={size}
        data-testid={rest['data-testid'] ?? 'history-open'}
      >
        <HistoryIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
