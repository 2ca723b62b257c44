import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReportProductView } from '@ghg/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/document-title';
import { useLocalize, usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useMeQuery } from '../../../lib/session/me.query';
import { createProduct } from '../api/create-product.api';
import { fetchReportProducts } from '../api/report-products.api';
import { formatFixed } from '../components/format';
import { productPath } from '../model/product-figures';

type ListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; products: ReportProductView[] };

/** /product (spec §2): the organization's products with their footprint per declared unit and status (spec §4). */
export default function ProductsRoute() {
  const { t } = useTranslation('product');
  const { t: tv } = useTranslation('validation');
  useDocumentTitle(t('title'));
  const locale = usePageLocale();
  const localize = useLocalize();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const [me] = useMeQuery({ pause: false });
  const organizationId = me.data?.me.organizationId ?? null;
  const canEdit = me.data?.me.role === 'administrator' || me.data?.me.role === 'member';
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!organizationId) return;
    let cancelled = false;
    fetchReportProducts(organizationId, null)
      .then((products) => !cancelled && setState({ kind: 'ready', products }))
      .catch((error: unknown) => {
        console.error('report-products could not be loaded', error);
        if (!cancelled) setState({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [organizationId, attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!organizationId) return;
    const answer = await createProduct(organizationId, { name, declaredUnit: unit });
    if (!answer.ok) {
      const fields = answer.body.fields ?? [];
      setErrors(Object.fromEntries(fields.map((f) => [f.path, tv(f.code)])));
      return;
    }
    showSnackbar({ message: t('list.created'), theme: 'success' });
    void navigate(localize(productPath(name.trim())));
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('list.intro')}</Typography>
      {state.kind === 'loading' && <PageLoading />}
      {state.kind === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadFailed')}
        </Alert>
      )}
      {state.kind === 'ready' && state.products.length === 0 && <Typography>{t('list.empty')}</Typography>}
      {state.kind === 'ready' && state.products.length > 0 && (
        <Paper sx={{ overflowX: 'auto', mb: 3 }}>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>{t('list.name')}</TableCell>
                <TableCell>{t('list.unit')}</TableCell>
                <TableCell align="right">{t('list.total')}</TableCell>
                <TableCell>{t('list.status')}</TableCell>
                <TableCell>{t('list.progress')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.products.map((p) => (
                <TableRow key={p.productId} data-testid="product-list-row">
                  <TableCell>
                    <RouterLink to={localize(productPath(p.productName))}>{p.productName}</RouterLink>
                  </TableCell>
                  <TableCell>{p.declaredUnit}</TableCell>
                  <TableCell align="right">{formatFixed(p.totalCo2e / 1000, 2, locale)}</TableCell>
                  <TableCell>{t(`status.${p.status}`)}</TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    <LinearProgress
                      variant="determinate"
                      value={p.progress}
                      aria-label={`${t('list.progress')}: ${Math.round(p.progress)}%`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {canEdit && (
        <Box
          component="form"
          onSubmit={(e) => void submit(e)}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}
        >
          <TextField
            label={t('list.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            size="small"
          />
          <TextField
            label={t('list.unit')}
            value={unit}
            onChange={(e) => setUnit(e.target.value)}
            error={Boolean(errors.declaredUnit)}
            helperText={errors.declaredUnit ?? t('list.unitHint')}
            size="small"
          />
          <Button type="submit" variant="contained">
            {t('list.create')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
