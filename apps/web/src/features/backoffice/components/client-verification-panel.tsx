import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findSection, formatPeriod, labelOf } from '../../../components/history/answer-history';
import { useQuestionCatalogueQuery } from '../../../components/history/question-catalogue.query';
import { PageLoading } from '../../../components/page-status';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import {
  approveClientRows,
  readClientVerification,
  returnClientRow,
  setVerificationPurchased,
} from '../api/client-verification.api';
import { type ClientVerificationRead, purchasedOf, valuesSummary } from '../model/client-verification';
import { ReturnClientRowDialog } from './return-client-row-dialog';

const COLOURS = { sent: 'info', verified: 'success', returned: 'error', 'to-complete': 'warning' } as const;

interface Props {
  organizationId: string;
  name: string;
  locale: 'pl' | 'en';
}

/**
 * A client's verification in the back office (issue 20): whether it bought verification (switch), and then its rows
 * sent for verification, which the provider's staff approve or return with a comment.
 */
export function ClientVerificationPanel({ organizationId, name, locale }: Props) {
  const { t } = useTranslation('backoffice');
  const showSnackbar = useSnackbar();
  const [read, setRead] = useState<ClientVerificationRead>({ kind: 'loading' });
  const [after, setAfter] = useState('0');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [returning, setReturning] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a button in the table above: the focus follows, so keyboard and screen-reader users land here.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    // A re-read after a change keeps the last state on screen (and the switch its focus) until the answer comes.
    let cancelled = false;
    void readClientVerification(organizationId, after).then((outcome) => {
      if (!cancelled) setRead(outcome);
    });
    return () => {
      cancelled = true;
    };
  }, [organizationId, after, attempt]);

  const write = useCallback(
    async (call: () => Promise<{ ok: boolean; body: { position?: string } }>, message: string) => {
      setBusy(true);
      setFailed(false);
      const answer = await call().catch(() => ({ ok: false, body: {} as { position?: string } }));
      setBusy(false);
      if (!answer.ok) {
        setFailed(true);
        return false;
      }
      setAfter(answer.body.position ?? after);
      setAttempt((n) => n + 1);
      showSnackbar({ message, theme: 'success' });
      return true;
    },
    [after, showSnackbar],
  );

  const purchased = purchasedOf(read);
  // Section names come from the catalogue; until it is read (or if it cannot be) the section key stands in.
  const [catalogue] = useQuestionCatalogueQuery({ pause: read.kind !== 'purchased' });
  const sectionOf = (questionId: string) => {
    const section = findSection(catalogue.data?.questionCatalogue ?? null, questionId);
    return section ? labelOf(section.label, locale) : questionId;
  };
  return (
    <Stack component="section" spacing={2} sx={{ mt: 3 }} aria-labelledby="client-verification-title">
      <Typography id="client-verification-title" variant="h6" component="h2" tabIndex={-1} ref={heading}>
        {t('verification.title', { name })}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={purchased === true}
            disabled={purchased === null}
            onChange={(_, checked) => {
              if (busy) return;
              void write(
                () => setVerificationPurchased(organizationId, checked),
                t(checked ? 'verification.purchasedOn' : 'verification.purchasedOff', { name }),
              );
            }}
            slotProps={{ input: { 'data-testid': 'verification-purchased' } as object }}
          />
        }
        label={t('verification.purchased')}
      />
      {failed && (
        <Alert severity="error" data-testid="client-verification-failed">
          {t('verification.failed')}
        </Alert>
      )}
      {read.kind === 'loading' && <PageLoading />}
      {read.kind === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('verification.retry')}
            </Button>
          }
        >
          {t('verification.loadFailed')}
        </Alert>
      )}
      {read.kind === 'notPurchased' && <Alert severity="info">{t('verification.notPurchased')}</Alert>}
      {read.kind === 'purchased' && (
        <>
          <Typography variant="subtitle1" component="h3">
            {t('verification.toVerify')}
          </Typography>
          {read.rows.length === 0 ? (
            <Alert severity="info" data-testid="client-verification-empty">
              {t('verification.empty')}
            </Alert>
          ) : (
            <TableContainer>
              <Table
                size="small"
                aria-label={t('verification.toVerify')}
                data-testid="client-verification-rows"
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{t('verification.section')}</TableCell>
                    <TableCell>{t('verification.period')}</TableCell>
                    <TableCell>{t('verification.values')}</TableCell>
                    <TableCell>{t('verification.status')}</TableCell>
                    <TableCell>{t('verification.comment')}</TableCell>
                    <TableCell>{t('table.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {read.rows.map((row) => (
                    <TableRow key={row.rowId} data-testid={`client-row-${row.rowId}`}>
                      <TableCell component="th" scope="row">
                        {sectionOf(row.questionId)}
                      </TableCell>
                      {/* The grids' MM-YYYY, not the API's YYYY-MM. */}
                      <TableCell>{formatPeriod(row.period)}</TableCell>
                      <TableCell sx={{ minWidth: 160 }}>{valuesSummary(row.values, locale)}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={COLOURS[row.status]}
                          label={t(`verification.states.${row.status}`)}
                        />
                      </TableCell>
                      <TableCell>{row.comment ?? ''}</TableCell>
                      <TableCell>
                        {row.status === 'sent' && (
                          <Stack direction="row" spacing={1}>
                            <Button
                              size="small"
                              variant="outlined"
                              disabled={busy}
                              data-testid="client-row-approve"
                              onClick={() =>
                                void write(
                                  () => approveClientRows(organizationId, [row.rowId]),
                                  t('verification.approved'),
                                )
                              }
                            >
                              {t('verification.approve')}
                            </Button>
                            <Button
                              size="small"
                              variant="outlined"
                              color="error"
                              disabled={busy}
                              data-testid="client-row-return"
                              onClick={() => setReturning(row.rowId)}
                            >
                              {t('verification.return')}
                            </Button>
                          </Stack>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
      <ReturnClientRowDialog
        key={returning ?? 'closed'}
        rowId={returning}
        busy={busy}
        onCancel={() => setReturning(null)}
        onReturn={(rowId, comment) =>
          void write(() => returnClientRow(organizationId, rowId, comment), t('verification.returned')).then(
            (ok) => {
              if (ok) setReturning(null);
            },
          )
        }
      />
    </Stack>
  );
}
