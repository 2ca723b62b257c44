import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import type { AnswerCommandInput, QuestionCatalogueView, SectionView, WizardStepKey } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HistoryDrawer } from '../../../components/history';
import { useLocalize } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import type { Locale } from '../../../i18n/locale';
import type { CommandFailure } from '../model/command-failure';
import type { ScopeNumber } from '../model/scopes';
import {
  answeredStepOf,
  currentAnswers,
  settledSteps,
  stepUnanswered,
  type StepAnswers,
} from '../model/wizard-answers';
import { rememberWizardPlace, wizardPlace, type WizardPlace } from '../model/wizard-memory';
import type { HistoryRequest } from './answer-table';
import { ConflictPrompt } from './conflict-prompt';
import { SectionHeader } from './section-header';
import { useSectionSheet } from './use-section-sheet';
import { WizardStepBody } from './wizard-step-body';

interface SectionWizardProps {
  n: ScopeNumber;
  section: SectionView;
  catalogue: QuestionCatalogueView;
  /** Whose unsaved input is kept on this device. */
  owner: { userId: string; organizationId: string };
  readOnly: boolean;
  locale: Locale;
}

const MULTI_STEPS: ReadonlySet<WizardStepKey> = new Set([
  'choose-items',
  'choose-fuels',
  'choose-refrigerants',
]);

function sameChoices(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** The section wizard (spec §4): initial question, items, fuels or refrigerants, path, data, green energy. */
export function SectionWizard({ n, section, catalogue, owner, readOnly, locale }: SectionWizardProps) {
  const { t } = useTranslation('report');
  const { t: tCommon } = useTranslation('common');
  const { t: tValidation } = useTranslation('validation');
  const navigate = useNavigate();
  const localize = useLocalize();
  const showSnackbar = useSnackbar();
  const tables = useMemo(() => section.tables, [section]);
  const state = useSectionSheet(owner, section.key, tables);
  const [place, setPlace] = useState<WizardPlace>(() => wizardPlace(section.key));
  const remember = useCallback(
    (change: Partial<WizardPlace>) => setPlace(rememberWizardPlace(section.key, change)),
    [section.key],
  );
  const [history, setHistory] = useState<HistoryRequest | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Answers the server took while the sheet is still being read again; "Next" counts them (no false 'required').
  const [sent, setSent] = useState<StepAnswers>({});
  // A second click while "Next" is still working (a double click) is the same click, not another step.
  const advancing = useRef(false);
  const sheet = state.sheet;
  const answers = sheet ? currentAnswers(sheet, sent) : null;
  // Render-time adjustment (no effect): once the sheet has an answer, it alone speaks (a later reset included).
  const settled = sheet ? settledSteps(sheet, sent) : [];
  if (settled.length > 0)
    setSent((current) => {
      const rest = { ...current };
      for (const key of settled) delete rest[key];
      return rest;
    });
  const initialAnswer = answers?.['initial-question'] ?? null;

  // 'No' leaves nothing to report: the wizard ends at its first question.
  const steps: readonly WizardStepKey[] = initialAnswer === 'no' ? section.steps.slice(0, 1) : section.steps;
  // Later steps open only after 'yes' (a reset elsewhere sends the wizard back to its question).
  const index = initialAnswer === 'yes' ? Math.min(place.step, steps.length - 1) : 0;
  const step = steps[index]!;
  const last = index === steps.length - 1;
  const scopePath = localize(`/report/scope-${n}`);

  const failed = (failure: CommandFailure) => {
    if (failure.code === 'WRONG_EXPECTED_REVISION') return;
    if (failure.code === 'FORBIDDEN') setNotice(t('errors.forbidden'));
    else if (failure.code === 'VALIDATION_ERROR')
      setNotice(failure.fields.map((field) => tValidation(field.code)).join('; ') || t('errors.saveFailed'));
    else setNotice(t('errors.saveFailed'));
  };

  /** Sends one answer; true when the server took it. */
  const send = async (command: AnswerCommandInput): Promise<boolean> => {
    setBusy(true);
    setNotice(null);
    const outcome = await state.run(command);
    setBusy(false);
    if (!outcome.ok) {
      failed(outcome.failure);
      return false;
    }
    const answered = answeredStepOf(command);
    if (answered) setSent((current) => ({ ...current, [answered.step]: answered.value }));
    showSnackbar({ message: tCommon('snackbar.saved'), theme: 'success' });
    return true;
  };

  const savedChoices = (key: WizardStepKey): readonly string[] =>
    key === 'choose-items' ? (sheet?.items ?? []) : (sheet?.fuels ?? []);
  const pendingChoices = (key: WizardStepKey) => place.pending[key] ?? savedChoices(key);

  const next = async () => {
    if (advancing.current) return;
    advancing.current = true;
    try {
      await advance();
    } finally {
      advancing.current = false;
    }
  };

  const advance = async () => {
    setStepError(null);
    if (!readOnly && sheet && answers) {
      if (MULTI_STEPS.has(step)) {
        const chosen = [...pendingChoices(step)];
        if (!sameChoices(chosen, savedChoices(step))) {
          const command: AnswerCommandInput =
            step === 'choose-items'
              ? { type: 'ChooseItems', items: chosen }
              : { type: 'ChooseFuels', fuels: chosen };
          if (!(await send(command))) return;
        }
        const { [step]: _sent, ...rest } = place.pending;
        remember({ pending: rest });
      }
      if (stepUnanswered(step, answers)) return setStepError('required');
    }
    if (last) navigate(scopePath);
    else remember({ step: index + 1 });
  };

  if (!sheet) {
    if (state.loadFailed) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
    return <PageLoading />;
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <SectionHeader
        n={n}
        section={section}
        sheet={sheet}
        locale={locale}
        onHistory={() => setHistory({ title: t('wizard.sectionHistory', { name: section.label[locale] }) })}
      />
      <ConflictPrompt
        conflict={state.conflict}
        reapplied={state.reapplied}
        hasUnsaved={state.hasUnsaved}
        onReload={state.reload}
        onDismiss={state.dismissReapplied}
      />
      {state.fromLocalCopy && <Alert severity="info">{t('errors.localCopy')}</Alert>}
      {readOnly && (
        <Alert severity="info" data-testid="read-only-notice">
          {t('wizard.readOnly')}
        </Alert>
      )}
      {notice && (
        <Alert severity="error" onClose={() => setNotice(null)} data-testid="wizard-notice">
          {notice}
        </Alert>
      )}
      <Stepper nonLinear activeStep={index} alternativeLabel aria-label={t('wizard.steps')}>
        {steps.map((key, i) => (
          <Step key={key} completed={false}>
            <StepButton
              onClick={() => remember({ step: i })}
              disabled={i > 0 && initialAnswer !== 'yes'}
              data-testid={`wizard-step-${key}`}
            >
              {t(`wizard.stepNames.${key}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={t(`wizard.stepNames.${step}`)}>
        <WizardStepBody
          step={step}
          section={section}
          catalogue={catalogue}
          sheet={sheet}
          state={state}
          locale={locale}
          readOnly={readOnly || busy}
          tablesReadOnly={readOnly}
          place={place}
          remember={remember}
          stepError={stepError}
          send={(command) => {
            setStepError(null);
            return send(command);
          }}
          onHistory={setHistory}
        />
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => navigate(scopePath)} data-testid="wizard-back-to-scope">
          {t('wizard.backToScope')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          disabled={index === 0}
          onClick={() => remember({ step: index - 1 })}
          data-testid="wizard-back"
        >
          {t('wizard.back')}
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          // The second click of a double click would act on the step the first one opened: it is ignored.
          onClick={(event) => {
            if (event.detail <= 1) void next();
          }}
          data-testid="wizard-next"
        >
          {last ? t('wizard.finish') : t('wizard.next')}
        </Button>
      </Box>
      <HistoryDrawer
        open={history !== null}
        onClose={() => setHistory(null)}
        questionId={section.key}
        rowId={history?.rowId}
        title={history?.title ?? ''}
        factor={history?.factor ?? null}
        waitForPosition={state.lastPosition}
      />
    </Box>
  );
}
