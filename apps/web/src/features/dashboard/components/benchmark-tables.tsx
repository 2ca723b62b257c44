import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import type { BubblePoint, PeerKind } from '../model/benchmark-series';
import { formatNumber } from '../model/tonnes';

const NAME: Record<PeerKind, string> = {
  own: 'benchmarks.own',
  peer: 'benchmarks.peer',
  demo: 'benchmarks.demoPeer',
};

/** The bubble chart's companies as a table (anonymised: a kind, never a name). */
export function PeersTable({ points }: { points: BubblePoint[] }) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const sorted = [...points].sort(
    (a, b) => Number(b.kind === 'own') - Number(a.kind === 'own') || a.employees - b.employees,
  );
  return (
    <Table size="small" data-testid="benchmark-peers-table">
      <caption>{t('benchmarks.bubbleCaption')}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('benchmarks.company')}</TableCell>
          <TableCell align="right">{t('benchmarks.employees')}</TableCell>
          <TableCell align="right">{t('benchmarks.tonnes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((p, i) => (
          <TableRow key={i} data-testid={`benchmark-peer-${p.kind}`} selected={p.kind === 'own'}>
            <TableCell>{t(NAME[p.kind])}</TableCell>
            <TableCell align="right">{formatNumber(p.employees, locale, 0)}</TableCell>
            <TableCell align="right">{formatNumber(p.tonnes, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface YearRow {
  year: number;
  own: number | null;
  sectorAverage: number | null;
}

export function YearsTable({ years }: { years: YearRow[] }) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const show = (v: number | null) => (v === null ? t('benchmarks.noValue') : formatNumber(v, locale));
  return (
    <Table size="small" data-testid="benchmark-years-table">
      <caption>{t('benchmarks.lineCaption')}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('benchmarks.year')}</TableCell>
          <TableCell align="right">{t('benchmarks.ownTotal')}</TableCell>
          <TableCell align="right">{t('benchmarks.sectorAverage')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {years.map((y) => (
          <TableRow key={y.year}>
            <TableCell>{y.year}</TableCell>
            <TableCell align="right">{show(y.own)}</TableCell>
            <TableCell align="right">{show(y.sectorAverage)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
