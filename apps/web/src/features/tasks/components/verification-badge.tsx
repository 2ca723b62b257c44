import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRowVerification } from './row-verification-context';

const COLOURS = { sent: 'info', verified: 'success', returned: 'error', 'to-complete': 'warning' } as const;

/**
 * A row's verification badge (spec §4): 'Sent for verification' to its people, 'To verify' to a verifier,
 * 'Verified', 'Error - data to fix' with the verifier's comment, 'To complete' after an edit of a verified row;
 * a verifier approves or returns a sent row here.
 */
export function VerificationBadge({ rowId }: { rowId: string }) {
  const { t } = useTranslation('tasks');
  const verification = useRowVerification();
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState('');
  const row = verification?.rowOf(rowId);
  if (!verification || !row) return null;
  const label = {
    sent: verification.canVerify ? t('verification.toVerify') : t('verification.sent'),
    verified: t('verification.verified'),
    returned: t('verification.returned'),
    'to-complete': t('verification.toComplete'),
  }[row.status];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={COLOURS[row.status]}
        label={label}
        data-testid="verification-badge"
        data-status={row.status}
      />
      {row.status === 'returned' && row.comment && (
        <Typography variant="caption" color="error" data-testid="verification-comment" sx={{ maxWidth: 220 }}>
          {row.comment}
        </Typography>
      )}
      {row.status === 'sent' && verification.canVerify && !returning && (
        <Stack direction="row" spacing={0.5}>
          <Button size="small" onClick={() => void verification.approve([rowId])} data-testid="row-approve">
            {t('verification.approve')}
          </Button>
          <Button size="small" color="error" onClick={() => setReturning(true)} data-testid="row-return">
            {t('verification.return')}
          </Button>
        </Stack>
      )}
      {returning && (
        <Stack spacing={0.5}>
          <TextField
            size="small"
            label={t('verification.returnComment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'row-return-comment', maxLength: 2000 } }}
          />
          <Stack direction="row" spacing={0.5}>
            <Button
              size="small"
              color="error"
              disabled={comment.trim() === ''}
              data-testid="row-return-confirm"
              onClick={() =>
                void verification.giveBack(rowId, comment).then((ok) => {
                  if (ok) setReturning(false);
                })
              }
            >
              {t('verification.return')}
            </Button>
            <Button size="small" onClick={() => setReturning(false)}>
              {t('verification.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
