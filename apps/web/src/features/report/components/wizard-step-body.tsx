import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AnswerCommandInput, QuestionCatalogueView, SectionView, WizardStepKey } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';
import type { SectionSheet } from '../api/section-sheet.query';
import type { WizardPlace } from '../model/wizard-memory';
import type { HistoryRequest } from './answer-table';
import { CustomFactorDialog } from './custom-factor-dialog';
import { DataTables } from './data-tables';
import { optionChoices } from './option-labels';
import type { SectionSheetState } from './use-section-sheet';
import { MultiChoiceStep, SingleChoiceStep } from './wizard-steps';

/** Tables that belong to the green energy step rather than the data step (electricity). */
const GREEN_TABLES: ReadonlySet<string> = new Set(['green-energy', 'renewable-installations']);

interface WizardStepBodyProps {
  step: WizardStepKey;
  section: SectionView;
  catalogue: QuestionCatalogueView;
  sheet: SectionSheet;
  state: SectionSheetState;
  locale: Locale;
  /** Answers cannot be changed now (read-only role, or an answer is on its way). */
  readOnly: boolean;
  tablesReadOnly: boolean;
  place: WizardPlace;
  remember: (change: Partial<WizardPlace>) => void;
  stepError: string | null;
  send: (command: AnswerCommandInput) => Promise<boolean>;
  onHistory: (request: HistoryRequest) => void;
}

export function WizardStepBody(props: WizardStepBodyProps) {
  const { step, section, catalogue, sheet, state, locale, readOnly, place, remember } = props;
  const { t } = useTranslation('report');
  const [optimistic, setOptimistic] = useState<Partial<Record<WizardStepKey, string>>>({});
  const [customOpen, setCustomOpen] = useState(false);
  const savedAnswers: Partial<Record<WizardStepKey, string | null>> = {
    'initial-question': sheet.initialAnswer,
    'choose-path': sheet.path,
    'green-energy': sheet.greenEnergy,
  };
  const settled = Object.entries(optimistic).filter(
    ([key, value]) => value !== undefined && savedAnswers[key as WizardStepKey] === value,
  );
  // Render-time adjustment (no effect): once the sheet holds an optimistic answer it is the sheet's again.
  if (settled.length > 0)
    setOptimistic((current) => {
      const next = { ...current };
      for (const [key] of settled) delete next[key as WizardStepKey];
      return next;
    });
  const hasGreenStep = section.steps.includes('green-energy');
  const dataTables = section.tables.filter((table) => !hasGreenStep || !GREEN_TABLES.has(table.key));
  const greenTables = section.tables.filter((table) => hasGreenStep && GREEN_TABLES.has(table.key));

  const single = (
    key: WizardStepKey,
    saved: string | null,
    command: (value: string) => AnswerCommandInput,
  ) => ({
    name: key,
    value: optimistic[key] ?? saved ?? '',
    disabled: readOnly,
    errorCode: props.stepError,
    // One answer is sent as soon as it is chosen.
    onChange: async (value: string) => {
      setOptimistic((current) => ({ ...current, [key]: value }));
      // The choice stays shown until the server's sheet has it; a refusal puts the saved answer back.
      if (!(await props.send(command(value)))) setOptimistic((current) => ({ ...current, [key]: undefined }));
    },
  });

  const tablesOf = (tables: typeof section.tables) => (
    <DataTables
      section={section}
      tables={tables}
      catalogue={catalogue}
      locale={locale}
      state={state}
      readOnly={props.tablesReadOnly}
      activeTable={place.table}
      onActiveTable={(table) => remember({ table })}
      fullScreen={place.fullScreen}
      onToggleFullScreen={() => remember({ fullScreen: !place.fullScreen })}
      onReset={() => remember({ step: 0, pending: {}, table: null })}
      onHistory={props.onHistory}
    />
  );

  switch (step) {
    case 'initial-question':
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <SingleChoiceStep
            {...single('initial-question', sheet.initialAnswer, (value) => ({
              type: 'AnswerInitialQuestion',
              answer: value as 'yes' | 'no',
            }))}
            legend={section.question[locale]}
            choices={[
              { key: 'yes', label: t('wizard.yes') },
              { key: 'no', label: t('wizard.no') },
            ]}
          />
          {sheet.initialAnswer === 'no' && (
            <Alert severity="success" data-testid="nothing-to-report">
              {t('wizard.nothingToReport')}
            </Alert>
          )}
        </Box>
      );
    case 'choose-items':
    case 'choose-fuels':
    case 'choose-refrigerants': {
      const list =
        step === 'choose-items' ? section.itemOptions : step === 'choose-fuels' ? 'fuels' : 'refrigerants';
      const kind = step === 'choose-fuels' ? 'fuel' : step === 'choose-refrigerants' ? 'refrigerant' : null;
      const saved = step === 'choose-items' ? sheet.items : sheet.fuels;
      const value = place.pending[step] ?? saved;
      const units = section.tables[0]?.columns.find((c) => c.valueType === 'unit')?.units ?? [];
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <MultiChoiceStep
            name={step}
            legend={t(`wizard.questions.${step}`)}
            choices={optionChoices(catalogue, list, sheet.customFactors, locale)}
            value={value}
            disabled={readOnly}
            onChange={(chosen) => remember({ pending: { ...place.pending, [step]: chosen } })}
          />
          {kind && !props.tablesReadOnly && (
            <Box>
              <Button variant="outlined" onClick={() => setCustomOpen(true)} data-testid="step-custom-factor">
                {t(`custom.title.${kind}`)}
              </Button>
              <CustomFactorDialog
                open={customOpen}
                kind={kind}
                units={units.map((unit) => ({
                  key: unit,
                  label: t(`units.${unit}`, { defaultValue: unit }),
                }))}
                run={state.run}
                onClose={() => setCustomOpen(false)}
                onDefined={(key) => remember({ pending: { ...place.pending, [step]: [...value, key] } })}
              />
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('wizard.sentByNext')}
          </Typography>
        </Box>
      );
    }
    case 'choose-path':
      return (
        <SingleChoiceStep
          {...single('choose-path', sheet.path, (value) => ({
            type: 'ChoosePath',
            path: value as 'detailed' | 'summarized',
          }))}
          legend={t('wizard.questions.choose-path')}
          choices={[
            { key: 'detailed', label: t('wizard.detailed') },
            { key: 'summarized', label: t('wizard.summarized') },
          ]}
        />
      );
    case 'data-entry':
      return tablesOf(dataTables);
    case 'green-energy': {
      const answer = optimistic['green-energy'] ?? sheet.greenEnergy;
      return (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <SingleChoiceStep
            {...single('green-energy', sheet.greenEnergy, (value) => ({
              type: 'AnswerGreenEnergy',
              answer: value as 'yes' | 'no' | 'dont-know',
            }))}
            legend={t('wizard.questions.green-energy')}
            choices={optionChoices(catalogue, 'green-energy', [], locale)}
          />
          {answer === 'yes' && greenTables.length > 0 && tablesOf(greenTables)}
        </Box>
      );
    }
  }
}
