import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title';
import { usePageLocale } from '../../../components/localized';
import { useMeQuery } from '../../../lib/session/me.query';
import { useShellSettings } from '../api/shell-settings.api';
import { submitSupportRequest } from '../api/submit-support-request.api';
import { base64Of, checkScreenshot } from '../model/screenshot-file';

type FieldErrors = Partial<Record<'subject' | 'message' | 'screenshot', string>>;

/** Support (spec §2 navbar action): a message to the provider with an optional screenshot, phone and demo link. */
export default function SupportRoute() {
  const { t } = useTranslation('shell');
  const { t: tv } = useTranslation('validation');
  useDocumentTitle(t('support.title'));
  const locale = usePageLocale();
  const [me] = useMeQuery({ pause: false });
  const settings = useShellSettings();
  const organizationId = me.data?.me.organizationId ?? null;
  const readOnly = me.data?.me.role === 'auditor';
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!organizationId) return;
    const local: FieldErrors = {};
    if (!subject.trim()) local.subject = tv('required');
    if (!message.trim()) local.message = tv('required');
    const check = file ? checkScreenshot(file) : { ok: true as const };
    if (!check.ok) local.screenshot = tv(check.code);
    setErrors(local);
    setFailed(false);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    try {
      const answer = await submitSupportRequest(organizationId, {
        requestId,
        subject,
        message,
        language: locale,
        ...(file ? { screenshot: await base64Of(file) } : {}),
      });
      if (answer.ok && answer.body.ticketNumber) {
        setTicket(answer.body.ticketNumber);
        return;
      }
      const fields = answer.body.fields ?? [];
      if (fields.length === 0) setFailed(true);
      setErrors(
        Object.fromEntries(
          fields.map((field) => [field.path, tv(field.code, { defaultValue: tv('invalid_value') })]),
        ),
      );
    } catch (error) {
      console.error('support request failed', error);
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  const again = () => {
    setTicket(null);
    setSubject('');
    setMessage('');
    setFile(null);
    setRequestId(crypto.randomUUID());
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('support.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('support.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('support.contactTitle')}
        </Typography>
        {settings?.supportPhone && (
          <Typography data-testid="support-phone">
            {t('support.phone')}:{' '}
            <Link href={`tel:${settings.supportPhone.replace(/\s/g, '')}`}>{settings.supportPhone}</Link>
          </Typography>
        )}
        {settings?.demoMeetingUrl && (
          <Typography>
            <Link
              href={settings.demoMeetingUrl}
              target="_blank"
              rel="noopener"
              data-testid="support-demo-link"
            >
              {t('support.bookDemo')}
            </Link>
          </Typography>
        )}
      </Paper>
      {ticket ? (
        <Alert
          severity="success"
          data-testid="support-confirmation"
          action={
            <Button color="inherit" size="small" onClick={again}>
              {t('support.another')}
            </Button>
          }
        >
          {t('support.sent', { ticket })}
        </Alert>
      ) : (
        <Paper component="form" variant="outlined" sx={{ p: 2 }} onSubmit={(e) => void submit(e)} noValidate>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('support.formTitle')}
          </Typography>
          {readOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('support.readOnly')}
            </Alert>
          )}
          <Stack spacing={2}>
            <TextField
              label={t('support.subject')}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              required
              error={Boolean(errors.subject)}
              helperText={errors.subject}
              slotProps={{ htmlInput: { maxLength: 150 } }}
            />
            <TextField
              label={t('support.message')}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              required
              multiline
              minRows={5}
              error={Boolean(errors.message)}
              helperText={errors.message}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <Box>
              <Typography
                component="label"
                htmlFor="support-screenshot"
                variant="body2"
                sx={{ display: 'block' }}
              >
                {t('support.screenshot')}
              </Typography>
              <input
                id="support-screenshot"
                type="file"
                accept="image/png,image/jpeg,image/webp"
                aria-describedby="support-screenshot-help"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              <Typography
                id="support-screenshot-help"
                variant="body2"
                color={errors.screenshot ? 'error' : 'text.secondary'}
                data-testid="support-screenshot-help"
              >
                {errors.screenshot ?? t('support.screenshotHelp')}
              </Typography>
            </Box>
            {failed && <Alert severity="error">{t('support.failed')}</Alert>}
            <Box>
              <Button type="submit" variant="contained" disabled={sending || readOnly || !organizationId}>
                {t('support.send')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
