import type { SheetCellErrorView } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { errorHint } from '../model/error-hint';

/** 'Oops, an error occurred' (spec §8) with every refused cell: sheet, row, column, value given and a hint. */
export function SheetErrors({ errors, errorCount }: { errors: SheetCellErrorView[]; errorCount: number }) {
  const { t } = useTranslation('sheets');
  return (
    <Alert severity="error" data-testid="sheet-errors" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <strong>{t('errors.title')}</strong> {t('errors.nothingImported', { count: errorCount })}
      <TableContainer
        sx={{ maxHeight: 320, mt: 1 }}
        tabIndex={0}
        role="region"
        aria-label={t('errors.title')}
      >
        <Table size="small" stickyHeader aria-label={t('errors.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('errors.sheet')}</TableCell>
              <TableCell>{t('errors.row')}</TableCell>
              <TableCell>{t('errors.column')}</TableCell>
              <TableCell>{t('errors.value')}</TableCell>
              <TableCell>{t('errors.hint')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error, i) => {
              const hint = errorHint(error);
              return (
                <TableRow key={i} data-testid="sheet-error-row">
                  <TableCell>{error.sheet}</TableCell>
                  <TableCell>{error.row}</TableCell>
                  <TableCell>
                    {error.column}
                    {error.header ? ` (${error.header})` : ''}
                  </TableCell>
                  <TableCell>{error.value ?? <em>{t('errors.emptyCell')}</em>}</TableCell>
                  <TableCell>
                    {t(hint.key, { ...hint.values, defaultValue: t('hints.invalid_value') })}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Alert>
  );
}
