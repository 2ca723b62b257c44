import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useMeQuery } from '../../../lib/session/me.query';
import { useOffsetCharts } from '../api/offset-charts.api';
import { requestOffsetQuote } from '../api/request-offset-quote.api';
import { useShellSettings } from '../api/shell-settings.api';
import { offsetStatementOf, previousYear } from '../model/offset-statement';

const PERIOD = previousYear();

/**
 * Offset (spec §2): offsetting comes after reduction; the company's residual emissions of the last full year, the
 * partner projects from configuration, and a quote request to the provider. Offsets are reported beside the
 * inventory, never netted from a scope's total (GHG Protocol).
 */
export default function OffsetRoute() {
  const { t } = useTranslation('shell');
  const { t: tv } = useTranslation('validation');
  useDocumentTitle(t('offset.title'));
  const locale = usePageLocale();
  const [me] = useMeQuery({ pause: false });
  const organizationId = me.data?.me.organizationId ?? '';
  const readOnly = me.data?.me.role === 'auditor';
  const settings = useShellSettings();
  const { state } = useOffsetCharts(organizationId, PERIOD.dateFrom, PERIOD.dateTo);
  const statement = state.kind === 'ready' ? offsetStatementOf(state.data) : null;
  const number = (value: number, digits = 2) =>
    value.toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });

  const projects = settings?.offsetProjects ?? [];
  const [projectId, setProjectId] = useState('');
  const [tonnes, setTonnes] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ticket, setTicket] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [requestId] = useState(() => crypto.randomUUID());
  const tonnesValue = tonnes === '' ? (statement?.tonnesToOffset ?? 0) : Number(tonnes.replace(',', '.'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!projectId) local.projectId = tv('required');
    if (!(tonnesValue > 0)) local.tonnes = tv('invalid_number');
    setErrors(local);
    setFailed(false);
    if (Object.keys(local).length > 0 || !organizationId) return;
    try {
      const answer = await requestOffsetQuote(organizationId, {
        requestId,
        projectId,
        tonnes: tonnesValue,
        message,
        language: locale,
      });
      if (answer.ok && answer.body.ticketNumber) return setTicket(answer.body.ticketNumber);
      const fields = answer.body.fields ?? [];
      if (fields.length === 0) setFailed(true);
      setErrors(
        Object.fromEntries(fields.map((f) => [f.path, tv(f.code, { defaultValue: tv('invalid_value') })])),
      );
    } catch (error) {
      console.error('offset quote request failed', error);
      setFailed(true);
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('offset.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('offset.intro')}</Typography>
      <Alert severity="info" sx={{ mb: 3 }} data-testid="offset-ghg-rule">
        {t('offset.ghgRule')}
      </Alert>

      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('offset.residualTitle', { year: PERIOD.year })}
        </Typography>
        {state.kind === 'loading' && <PageLoading />}
        {state.kind !== 'loading' && !statement && (
          <Alert severity="warning">{t('offset.residualFailed')}</Alert>
        )}
        {statement && (
          <Box
            component="dl"
            data-testid="offset-residual"
            sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, m: 0 }}
          >
            {(['scope1', 'scope2', 'scope3'] as const).map((scope) => (
              <Box key={scope} sx={{ display: 'contents' }}>
                <dt>{t(`offset.${scope}`)}</dt>
                <dd style={{ margin: 0 }}>{number(statement.scopes[scope])} t CO2e</dd>
              </Box>
            ))}
            <dt>
              <strong>{t('offset.residual')}</strong>
            </dt>
            <dd style={{ margin: 0 }} data-testid="offset-residual-total">
              <strong>{number(statement.residualTonnes)} t CO2e</strong>
            </dd>
          </Box>
        )}
      </Paper>

      <Typography variant="h6" component="h2" gutterBottom>
        {t('offset.projectsTitle')}
      </Typography>
      {projects.length === 0 ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('offset.noProjects')}
        </Alert>
      ) : ticket ? (
        <Alert severity="success" data-testid="offset-confirmation">
          {t('offset.sent', { ticket })}
        </Alert>
      ) : (
        <Paper component="form" variant="outlined" sx={{ p: 2 }} onSubmit={(e) => void submit(e)} noValidate>
          <RadioGroup
            aria-label={t('offset.project')}
            value={projectId}
            onChange={(e) => setProjectId(e.target.value)}
          >
            {projects.map((project) => (
              <Box key={project.id} data-testid="offset-project" sx={{ mb: 1 }}>
                <FormControlLabel
                  value={project.id}
                  control={<Radio />}
                  label={`${project.name} — ${project.standard}, ${number(project.pricePerTonne)} ${project.currency}/t`}
                />
                <Link
                  href={project.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ ml: 4, display: 'block' }}
                >
                  {t('offset.projectLink', { name: project.name })}
                </Link>
              </Box>
            ))}
          </RadioGroup>
          {errors.projectId && (
            <Typography color="error" variant="body2">
              {errors.projectId}
            </Typography>
          )}
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              label={t('offset.tonnes')}
              value={tonnes === '' && statement ? String(statement.tonnesToOffset) : tonnes}
              onChange={(e) => setTonnes(e.target.value)}
              error={Boolean(errors.tonnes)}
              helperText={errors.tonnes ?? t('offset.tonnesHelp')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label={t('offset.message')}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              multiline
              minRows={3}
              error={Boolean(errors.message)}
              helperText={errors.message}
            />
            {failed && <Alert severity="error">{t('offset.failed')}</Alert>}
            <Box>
              <Button type="submit" variant="contained" disabled={readOnly}>
                {t('offset.requestQuote')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
