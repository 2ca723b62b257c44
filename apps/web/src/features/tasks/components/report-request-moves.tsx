import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { sendJson } from '../../../lib/send-json';

const path = (organizationId: string, requestId: string, step: 'preparation' | 'delivery') =>
  `/api/backoffice/report-requests/${encodeURIComponent(organizationId)}/${encodeURIComponent(requestId)}/${step}`;

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The provider team moves a request: in preparation, then sent with the delivered report file attached. */
export function ReportRequestMoves({
  organizationId,
  requestId,
}: {
  organizationId: string;
  requestId: string;
}) {
  const { t } = useTranslation('tasks');
  const [done, setDone] = useState<string | null>(null);
  const start = async () => {
    const answer = await sendJson(path(organizationId, requestId, 'preparation'), 'POST').catch(() => null);
    setDone(answer?.ok ? t('reportRequests.states.in-preparation') : t('failed'));
  };
  const deliver = async (file: File | undefined) => {
    if (!file) return;
    const answer = await sendJson(path(organizationId, requestId, 'delivery'), 'POST', {
      fileName: file.name,
      contentType: file.type || 'application/pdf',
      contentBase64: await base64Of(file),
    }).catch(() => null);
    setDone(answer?.ok ? t('reportRequests.states.sent') : t('failed'));
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" onClick={() => void start()} data-testid="report-request-start">
        {t('reportRequests.start')}
      </Button>
      <Button size="small" component="label" data-testid="report-request-deliver">
        {t('reportRequests.deliver')}
        <input hidden type="file" onChange={(e) => void deliver(e.target.files?.[0])} />
      </Button>
      {done && <Typography variant="caption">{done}</Typography>}
    </Stack>
  );
}
