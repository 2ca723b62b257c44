import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { INITIAL_QUESTION_FIELDS } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import { useDocumentTitle } from '../../../components/document-title';
import { PageLoading } from '../../../components/page-status';
import { readYourWrites } from '../../../lib/read-your-writes';
import { useAuditLogQuery } from '../api/audit-log.query';
import { useInitialQuestionsQuery } from '../api/initial-questions.query';
import type { SavedInitialQuestions } from '../api/initial-questions.types';
import { HistoryPanel } from '../components/history-panel';
import { InitialQuestionsForm } from '../components/initial-questions-form';

function hasNoAnswers(saved: SavedInitialQuestions): boolean {
  return INITIAL_QUESTION_FIELDS.every((field) => saved[field] === null);
}

export default function InitialQuestionsRoute() {
  const { t } = useTranslation('company');
  const locale = usePageLocale();
  useDocumentTitle(t('initialQuestions.title'));
  const [answers, refetchAnswers] = useInitialQuestionsQuery();
  const [history, refetchHistory] = useAuditLogQuery();

  // After a save both reads wait on the server until its projections include the change.
  const onSaved = useCallback(
    (position: string) => {
      const context = { requestPolicy: 'network-only' as const, fetchOptions: readYourWrites(position) };
      refetchAnswers(context);
      refetchHistory(context);
    },
    [refetchAnswers, refetchHistory],
  );
  const onReload = useCallback(() => {
    refetchAnswers({ requestPolicy: 'network-only' });
    refetchHistory({ requestPolicy: 'network-only' });
  }, [refetchAnswers, refetchHistory]);

  const saved = answers.data?.initialQuestions;
  let form;
  if (saved) {
    form = (
      <>
        {hasNoAnswers(saved) && <Alert severity="info">{t('initialQuestions.empty')}</Alert>}
        <InitialQuestionsForm saved={saved} locale={locale} onSaved={onSaved} onReload={onReload} />
      </>
    );
  } else if (answers.error) {
    form = <Alert severity="error">{t('initialQuestions.loadFailed')}</Alert>;
  } else {
    form = <PageLoading />;
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(280px, 2fr)' },
      }}
    >
      <Paper component="section" aria-labelledby="initial-questions-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="initial-questions-title" variant="h5" component="h1" gutterBottom>
          {t('initialQuestions.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('initialQuestions.intro')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>{form}</Box>
      </Paper>
      <Box>
        <HistoryPanel
          entries={history.data?.auditLog}
          fetching={history.fetching}
          failed={Boolean(history.error)}
          locale={locale}
        />
      </Box>
    </Box>
  );
}
