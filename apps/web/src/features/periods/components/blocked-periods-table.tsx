import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../../../components/history/answer-history';
import type { Locale } from '../../../i18n/locale';
import type { MonthRow } from './period-months';
import { LockIcon, LockOpenIcon } from './period-icons';

interface BlockedPeriodsTableProps {
  rows: MonthRow[];
  locale: Locale;
  canBlock: boolean;
  canUnblock: boolean;
  /** The month whose change is being saved: its button waits. */
  pending: string | null;
  onBlock: (period: string) => void;
  onUnblock: (period: string) => void;
}

function monthName(period: string, locale: Locale): string {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
}

/** Every month with its state; the action column only for those who may change something. */
export function BlockedPeriodsTable(props: BlockedPeriodsTableProps) {
  const { rows, locale, canBlock, canUnblock, pending, onBlock, onUnblock } = props;
  const { t } = useTranslation('periods');
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const actions = canBlock || canUnblock;

  const action = (row: MonthRow) => {
    const month = formatPeriod(row.period);
    if (!row.blocked) {
      return (
        <Button
          size="small"
          variant="outlined"
          startIcon={<LockIcon />}
          disabled={!canBlock || pending !== null}
          onClick={() => onBlock(row.period)}
          aria-label={t('page.blockMonth', { month })}
          data-testid={`period-block-${row.period}`}
        >
          {t('page.block')}
        </Button>
      );
    }
    if (canUnblock) {
      return (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          startIcon={<LockOpenIcon />}
          disabled={pending !== null}
          onClick={() => onUnblock(row.period)}
          aria-label={t('page.unblockMonth', { month })}
          data-testid={`period-unblock-${row.period}`}
        >
          {t('page.unblock')}
        </Button>
      );
    }
    // Greyed but focusable (aria-disabled, not disabled), so the tooltip saying why reaches keyboard users too.
    return (
      <Tooltip title={t('page.unblockSupervisorOnly')} describeChild>
        <Button
          size="small"
          variant="outlined"
          startIcon={<LockOpenIcon />}
          aria-disabled="true"
          aria-label={t('page.unblockMonth', { month })}
          data-testid={`period-unblock-${row.period}`}
          sx={{ color: 'text.disabled', borderColor: 'action.disabledBackground', cursor: 'not-allowed' }}
        >
          {t('page.unblock')}
        </Button>
      </Tooltip>
    );
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={t('page.table')} data-testid="blocked-periods-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('page.month')}</TableCell>
            <TableCell>{t('page.state')}</TableCell>
            <TableCell>{t('page.blockedBy')}</TableCell>
            <TableCell>{t('page.blockedAt')}</TableCell>
            {actions && <TableCell align="right">{t('page.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.period}
              hover
              data-testid={`period-row-${row.period}`}
              data-blocked={row.blocked ? 'true' : 'false'}
            >
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatPeriod(row.period)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {monthName(row.period, locale)}
                </Typography>
              </TableCell>
              <TableCell>
                {row.blocked ? (
                  <Chip
                    size="small"
                    color="warning"
                    icon={<LockIcon />}
                    label={t('page.blocked')}
                    data-testid="period-state"
                  />
                ) : (
                  <Chip
                    size="small"
                    variant="outlined"
                    icon={<LockOpenIcon />}
                    label={t('page.open')}
                    data-testid="period-state"
                  />
                )}
              </TableCell>
              <TableCell>{row.blocked?.blockedByName ?? ''}</TableCell>
              <TableCell>
                {row.blocked && (
                  <time dateTime={row.blocked.blockedAt}>{when.format(new Date(row.blocked.blockedAt))}</time>
                )}
              </TableCell>
              {actions && <TableCell align="right">{action(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
