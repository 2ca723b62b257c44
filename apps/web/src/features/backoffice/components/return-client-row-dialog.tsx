import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_COMMENT_MAX, returnCommentReady } from '../model/client-verification';

interface Props {
  rowId: string | null;
  busy: boolean;
  onCancel: () => void;
  onReturn: (rowId: string, comment: string) => void;
}

/**
 * Asks what needs fixing before a client's row goes back; Enter in the field sends, Escape closes. Keyed by the row
 * by its parent, so each row starts with an empty comment and a failed send keeps it.
 */
export function ReturnClientRowDialog({ rowId, busy, onCancel, onReturn }: Props) {
  const { t } = useTranslation('backoffice');
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const ready = returnCommentReady(comment);
  return (
    <Dialog
      open={rowId !== null}
      onClose={onCancel}
      aria-labelledby="return-client-row-title"
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (rowId === null || !ready) return;
          onReturn(rowId, comment);
        }}
      >
        <DialogTitle id="return-client-row-title">{t('verification.returnTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={t('verification.returnComment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={tried && !ready}
            helperText={tried && !ready ? t('verification.commentRequired') : ' '}
            onKeyDown={(event) => {
              // Enter sends as in a one-line field; Shift+Enter keeps a new line.
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.closest('form')?.requestSubmit();
              }
            }}
            slotProps={{
              htmlInput: { maxLength: RETURN_COMMENT_MAX, 'data-testid': 'client-return-comment' },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('verification.cancel')}</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={busy}
            data-testid="client-return-confirm"
          >
            {t('verification.return')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
