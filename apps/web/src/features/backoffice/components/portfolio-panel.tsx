import { useState } from 'react';
import type { PortfolioRow, PortfolioView } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-status';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { portfolioExportPath, recalculateSnapshots, usePortfolio } from '../api/portfolio.api';

const COLUMNS = [
  'company',
  'year',
  'snapshot',
  'scope1',
  'scope2Location',
  'scope2Market',
  'energy',
  'revenueBand',
  'quality',
  'verified',
  'locked',
  'actions',
] as const;

/** The partner portfolio tab: a line per consenting company and year (its latest snapshot), totals, exports. */
export function PortfolioPanel({ locale }: { locale: 'pl' | 'en' }) {
  const { t } = useTranslation('backoffice');
  const showSnackbar = useSnackbar();
  const { state, reload, retry } = usePortfolio(false);
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const tag = locale === 'pl' ? 'pl-PL' : 'en-GB';
  const number = (value: number | null | undefined, digits = 3) =>
    value === null || value === undefined
      ? '–'
      : value.toLocaleString(tag, { maximumFractionDigits: digits });
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined
      ? '–'
      : value.toLocaleString(tag, { style: 'percent', maximumFractionDigits: 1 });

  if (state.kind === 'loading') return <PageLoading />;
  if (state.kind !== 'ready')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('portfolio.retry')}
          </Button>
        }
      >
        {t('portfolio.loadFailed')}
      </Alert>
    );

  const recalculate = async (organizationId: string) => {
    setPending(organizationId);
    setFailed(false);
    const answer = await recalculateSnapshots(organizationId).catch(() => null);
    setPending(null);
    if (answer?.ok) {
      reload(answer.body.position);
      showSnackbar({ message: t('portfolio.recalculated'), theme: 'success' });
    } else setFailed(true);
  };
  const band = (value: string | null | undefined) =>
    t(`portfolio.bands.${value ?? 'none'}`, { defaultValue: value ?? t('portfolio.bands.none') });
  const changes = (row: PortfolioRow) =>
    row.diff.length === 0
      ? t('portfolio.noChanges')
      : t('portfolio.changes', {
          changes: row.diff
            .map(
              (d) =>
                `${d.field} ${typeof d.delta === 'number' && d.delta > 0 ? '+' : ''}${d.delta ?? d.after}`,
            )
            .join(', '),
        });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('portfolio.intro')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          href={portfolioExportPath('csv', locale)}
          data-testid="portfolio-export-csv"
        >
          {t('portfolio.exportCsv')}
        </Button>
        <Button
          variant="outlined"
          href={portfolioExportPath('xlsx', locale)}
          data-testid="portfolio-export-xlsx"
        >
          {t('portfolio.exportXlsx')}
        </Button>
      </Stack>
      {failed && <Alert severity="error">{t('page.failed')}</Alert>}
      {state.data.rows.length === 0 ? (
        <Typography data-testid="portfolio-empty">{t('portfolio.empty')}</Typography>
      ) : (
        <PortfolioTable
          view={state.data}
          columns={COLUMNS.map((c) => t(`portfolio.col.${c}`))}
          caption={t('portfolio.caption')}
          render={{ number, percent, band, changes }}
          snapshotLabel={(row) =>
            row.snapshotNumber === null
              ? t('portfolio.noSnapshot')
              : t('portfolio.snapshotNo', {
                  number: row.snapshotNumber,
                  date: row.takenAt ? new Date(row.takenAt).toLocaleDateString(tag) : '',
                })
          }
          totalLabel={(year, count) => t('portfolio.totals', { year, count })}
          action={(row) => (
            <Button
              size="small"
              disabled={pending === row.organizationId || row.year === null}
              onClick={() => void recalculate(row.organizationId)}
            >
              {t('portfolio.recalculate')}
            </Button>
          )}
        />
      )}
    </Stack>
  );
}

interface TableProps {
  view: PortfolioView;
  columns: string[];
  caption: string;
  render: {
    number: (value: number | null | undefined, digits?: number) => string;
    percent: (value: number | null | undefined) => string;
    band: (value: string | null | undefined) => string;
    changes: (row: PortfolioRow) => string;
  };
  snapshotLabel: (row: PortfolioRow) => string;
  totalLabel: (year: number, count: number) => string;
  action: (row: PortfolioRow) => React.ReactNode;
}

function PortfolioTable({ view, columns, caption, render, snapshotLabel, totalLabel, action }: TableProps) {
  const { number, percent, band, changes } = render;
  return (
    // Twelve columns are wider than a phone: they scroll within their own container, never the page.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="portfolio-table">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} scope="col">
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {view.rows.map((row) => (
            <TableRow key={`${row.organizationId}/${row.year ?? 'none'}`} data-testid="portfolio-row">
              <TableCell component="th" scope="row">
                {row.organizationName}
              </TableCell>
              <TableCell>{row.year ?? '–'}</TableCell>
              <TableCell>
                {snapshotLabel(row)}
                {row.snapshotNumber !== null && row.snapshotNumber > 1 && (
                  <Typography variant="body2" color="text.secondary">
                    {changes(row)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{number(row.figures?.scope1Tonnes)}</TableCell>
              <TableCell>{number(row.figures?.scope2LocationTonnes)}</TableCell>
              <TableCell>{number(row.figures?.scope2MarketTonnes)}</TableCell>
              <TableCell>{number(row.figures?.energyMwh)}</TableCell>
              <TableCell>{row.figures ? band(row.figures.revenueBand) : '–'}</TableCell>
              <TableCell>{number(row.figures?.dataQualityScore, 1)}</TableCell>
              <TableCell>{percent(row.figures?.verificationShare)}</TableCell>
              <TableCell>{row.lockedPeriods.join(', ') || '–'}</TableCell>
              <TableCell>{action(row)}</TableCell>
            </TableRow>
          ))}
          {view.totals.map((total) => (
            <TableRow key={`total/${total.year}`} data-testid="portfolio-total">
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {totalLabel(total.year, total.companies)}
              </TableCell>
              <TableCell>{total.year}</TableCell>
              <TableCell />
              <TableCell>{number(total.scope1Tonnes)}</TableCell>
              <TableCell>{number(total.scope2LocationTonnes)}</TableCell>
              <TableCell>{number(total.scope2MarketTonnes)}</TableCell>
              <TableCell>{number(total.energyMwh)}</TableCell>
              <TableCell />
              <TableCell>{number(total.dataQualityScore, 1)}</TableCell>
              <TableCell>{percent(total.verificationShare)}</TableCell>
              <TableCell />
              <TableCell />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
