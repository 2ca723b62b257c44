import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { EvidenceFileView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';
import { attachEvidence } from '../api/attach-evidence.mutation';
import { evidenceDownloadPath, fetchEvidenceFiles } from '../api/evidence-files.query';
import { AttachFileIcon } from './icons';

export interface EvidenceRequest {
  rowId: string;
  number: number;
}

interface RowEvidenceDialogProps {
  organizationId: string;
  questionId: string;
  request: EvidenceRequest | null;
  readOnly: boolean;
  locale: Locale;
  onClose: () => void;
  /** A file was attached and the read models show it: the sheet is read again (its revision moved). */
  onAttached: () => void;
}

const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';
const KNOWN_ERRORS = new Set([
  'EVIDENCE_TOO_LARGE',
  'EVIDENCE_TYPE',
  'EVIDENCE_EMPTY',
  'EVIDENCE_ENCRYPTED',
  'EVIDENCE_ACTIVE_CONTENT',
  'EVIDENCE_IMAGE_TOO_LARGE',
]);

function sizeText(bytes: number, locale: Locale): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024
    ? `${format.format(bytes / 1024)} KB`
    : `${format.format(bytes / 1024 / 1024)} MB`;
}

/**
 * The files behind one row (invoice, meter reading, certificate): listed with a download link each, and, for the
 * people who enter data, a button that attaches another (a PDF or an image up to 20 MB).
 */
export function RowEvidenceDialog(props: RowEvidenceDialogProps) {
  const { organizationId, questionId, request, readOnly, locale } = props;
  const { t } = useTranslation('report');
  const [files, setFiles] = useState<EvidenceFileView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const rowId = request?.rowId ?? null;

  useEffect(() => {
    if (!rowId) return;
    let current = true;
    setFailed(false);
    void fetchEvidenceFiles(organizationId, questionId, rowId).then((listed) => {
      if (!current) return;
      setFiles(listed);
      setFailed(listed === null);
    });
    return () => {
      current = false;
    };
  }, [organizationId, questionId, rowId]);

  const close = () => {
    setFiles(null);
    setError(null);
    props.onClose();
  };

  const upload = async (file: File | undefined) => {
    if (!file || !rowId) return;
    setBusy(true);
    setError(null);
    const outcome = await attachEvidence(organizationId, questionId, rowId, file);
    if (input.current) input.current.value = '';
    if (!outcome.ok) {
      setBusy(false);
      setError(
        t(KNOWN_ERRORS.has(outcome.code) ? `evidence.errors.${outcome.code}` : 'evidence.errors.failed'),
      );
      return;
    }
    // Read after the upload's position: the list holds the new file and the sheet's revision has moved.
    const listed = await fetchEvidenceFiles(organizationId, questionId, rowId, outcome.position);
    setBusy(false);
    if (listed) setFiles(listed);
    props.onAttached();
  };

  return (
    <Dialog
      open={request !== null}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="row-evidence-title"
    >
      <DialogTitle id="row-evidence-title">
        {t('evidence.title', { number: request?.number ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('evidence.hint')}
        </Typography>
        {failed && <Alert severity="error">{t('evidence.loadFailed')}</Alert>}
        {files !== null && files.length === 0 && (
          <Typography data-testid="evidence-empty">{t('evidence.none')}</Typography>
        )}
        {files !== null && files.length > 0 && (
          <List dense data-testid="evidence-list" aria-label={t('evidence.listLabel')}>
            {files.map((file) => (
              <ListItem
                key={file.evidenceId}
                data-testid="evidence-file"
                data-sha256={file.sha256}
                disableGutters
              >
                <ListItemText
                  primary={
                    <Link href={evidenceDownloadPath(organizationId, file)} download={file.fileName}>
                      {file.fileName}
                    </Link>
                  }
                  secondary={t('evidence.fileDetails', {
                    size: sizeText(file.sizeBytes, locale),
                    date: new Date(file.attachedAt).toLocaleDateString(locale),
                    hash: file.sha256.slice(0, 12),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
        {error && (
          <Alert severity="error" data-testid="evidence-error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="evidence-input"
          aria-label={t('evidence.attach')}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </DialogContent>
      <DialogActions>
        {!readOnly && (
          <Button
            startIcon={<AttachFileIcon />}
            onClick={() => input.current?.click()}
            disabled={busy}
            data-testid="evidence-attach"
          >
            {busy ? t('evidence.uploading') : t('evidence.attach')}
          </Button>
        )}
        <Button onClick={close}>{t('evidence.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
