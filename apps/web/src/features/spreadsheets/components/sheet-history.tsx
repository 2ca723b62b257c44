import type { QuestionCatalogueView, SheetImportView } from '@ghg/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../components/localized';
import type { Locale } from '../../../i18n/locale';

interface SheetHistoryProps {
  imports: SheetImportView[];
  catalogue: QuestionCatalogueView;
  locale: Locale;
  readOnly: boolean;
  busy: boolean;
  onRevert: (importId: string) => void;
}

/** Import history (spec §3 Imported file): name, size in kB, date, person, rows, result, links, revert. */
export function SheetHistory({ imports, catalogue, locale, readOnly, busy, onRevert }: SheetHistoryProps) {
  const { t } = useTranslation('sheets');
  const localize = useLocalize();
  if (imports.length === 0) return <Typography color="text.secondary">{t('history.empty')}</Typography>;
  const sectionLink = (key: string) => {
    const section = catalogue.sections.find((s) => s.key === key);
    if (!section) return null;
    return (
      <Link
        key={key}
        component={RouterLink}
        to={localize(`/report/${section.scope}/${key}/questions-1`)}
        sx={{ mr: 1 }}
      >
        {section.label[locale]}
      </Link>
    );
  };
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('history.title')}>
      <Table size="small" aria-label={t('history.title')} data-testid="sheet-history">
        <TableHead>
          <TableRow>
            <TableCell>{t('history.file')}</TableCell>
            <TableCell>{t('history.size')}</TableCell>
            <TableCell>{t('history.date')}</TableCell>
            <TableCell>{t('history.user')}</TableCell>
            <TableCell>{t('history.rows')}</TableCell>
            <TableCell>{t('history.result')}</TableCell>
            <TableCell>{t('history.sections')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {imports.map((item) => (
            <TableRow key={item.importId} data-testid="sheet-history-row">
              <TableCell>{item.fileName}</TableCell>
              <TableCell>{item.sizeKb}</TableCell>
              <TableCell>
                {new Date(item.importedAt).toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB')}
              </TableCell>
              <TableCell>{item.importedBy}</TableCell>
              <TableCell>
                {item.result === 'refused' ? t('history.errors', { count: item.errorCount }) : item.rows}
              </TableCell>
              <TableCell data-testid="sheet-history-result">{t(`history.results.${item.result}`)}</TableCell>
              <TableCell>{item.sections.map(sectionLink)}</TableCell>
              <TableCell>
                {!readOnly && item.result === 'imported' && (
                  <Button
                    size="small"
                    color="warning"
                    disabled={busy}
                    onClick={() => onRevert(item.importId)}
                    data-testid="sheet-revert"
                  >
                    {t('history.revert')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
