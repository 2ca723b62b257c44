import { useCallback, useMemo, useState } from 'react';
import type { FieldError, MeasureStatusView, ReductionMeasureView } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { ModuleGate } from '../../../components/access/module-gate';
import { useAccess } from '../../../components/access/use-access';
import { useDocumentTitle } from '../../../components/document-title';
import { labelOf } from '../../../components/history/answer-history';
import { useQuestionCatalogueQuery } from '../../../components/history/question-catalogue.query';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { apiFailureOf } from '../../../lib/graphql-errors';
import { readYourWrites } from '../../../lib/read-your-writes';
import { useViewerQuery } from '../../../lib/session/viewer-role';
import { useAddCustomMeasureMutation } from '../api/add-custom-measure.mutation';
import { useAdoptMeasureMutation } from '../api/adopt-measure.mutation';
import { useChangeMeasureStatusMutation } from '../api/change-measure-status.mutation';
import { useReductionPlanHistoryQuery } from '../api/reduction-plan-history.query';
import { useReductionPlansQuery } from '../api/reduction-plans.query';
import { useReductionTargetQuery } from '../api/reduction-target.query';
import {
  type ReductionTargetInput,
  useSetReductionTargetMutation,
} from '../api/set-reduction-target.mutation';
import { CommitmentDialog, type CommitmentValues } from '../components/commitment-dialog';
import { PlanHistory } from '../components/plan-history';
import { PlanTable } from '../components/plan-table';
import { ReductionCard } from '../components/reduction-card';
import { TargetForm } from '../components/target-form';
import { twoDecimals } from '../model/reduction-format';

const SCOPE_FILTERS = [-1, 1, 2, 3] as const;

/** An empty field is left out of the input rather than sent as null (the server names it as missing). */
function given<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as T;
}
type Dialog = { kind: 'adopt'; measure: ReductionMeasureView } | { kind: 'custom' } | null;

/** /reduction-plans: recommendation cards per section, the company's plan and its reduction target. */
export default function ReductionPlansRoute() {
  const { t } = useTranslation('reduction');
  const { t: tc } = useTranslation('common');
  useDocumentTitle(tc('pages.reductionPlans'));
  const locale = usePageLocale();
  const showSnackbar = useSnackbar();
  const access = useAccess();
  const [viewer] = useViewerQuery();
  const role = viewer.data?.me.role;
  const canEdit = role === 'administrator' || role === 'member';
  const [scope, setScope] = useState<number>(-1);
  // The plan must be known and have the module before anything is asked: freemium would get a 403.
  const allowed = access.planClass !== null && access.has('predefinedReductionStrategies');
  const [plans, refetchPlans] = useReductionPlansQuery(scope, allowed);
  const [history, refetchHistory] = useReductionPlanHistoryQuery(allowed);
  const [target, refetchTarget] = useReductionTargetQuery();
  const [catalogue] = useQuestionCatalogueQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [fields, setFields] = useState<FieldError[]>([]);
  const [targetFields, setTargetFields] = useState<FieldError[]>([]);
  const [adoptState, adopt] = useAdoptMeasureMutation();
  const [customState, addCustom] = useAddCustomMeasureMutation();
  const [, changeStatus] = useChangeMeasureStatusMutation();
  const [targetState, setTarget] = useSetReductionTargetMutation();

  const sections = useMemo(
    () =>
      (catalogue.data?.questionCatalogue.sections ?? []).map((s) => ({
        key: s.key,
        label: labelOf(s.label, locale),
      })),
    [catalogue.data, locale],
  );
  const sectionLabel = useCallback(
    (key: string) => sections.find((s) => s.key === key)?.label ?? key,
    [sections],
  );
  const reload = (position: string) => {
    refetchPlans({ requestPolicy: 'network-only', fetchOptions: readYourWrites(position) });
    refetchTarget({ requestPolicy: 'network-only', fetchOptions: readYourWrites(position) });
    refetchHistory({ requestPolicy: 'network-only', fetchOptions: readYourWrites(position) });
  };
  const refused = (error: CombinedError, set: (fields: FieldError[]) => void) => {
    const failure = apiFailureOf(error);
    set(failure.fields);
    if (failure.fields.length === 0) showSnackbar({ message: t('failed'), theme: 'warning' });
  };

  const submitCommitment = async (values: CommitmentValues) => {
    const commitment = {
      owner: values.owner,
      dueDate: values.dueDate,
      expectedReductionTonnes: values.expectedReductionTonnes,
    };
    const result =
      dialog?.kind === 'adopt'
        ? await adopt({ input: given({ measureId: dialog.measure.id, ...commitment }) })
        : await addCustom({
            input: given({
              measureId: crypto.randomUUID(),
              section: values.section,
              title: values.title,
              description: values.description,
              ...commitment,
            }),
          });
    if (result.error) return refused(result.error, setFields);
    const data = result.data as {
      adoptReductionMeasure?: { position: string };
      addCustomReductionMeasure?: { position: string };
    };
    const position = (data.adoptReductionMeasure ?? data.addCustomReductionMeasure)!.position;
    setDialog(null);
    setFields([]);
    showSnackbar({ message: t('saved'), theme: 'success' });
    reload(position);
  };

  const submitStatus = async (measureId: string, status: MeasureStatusView) => {
    const result = await changeStatus({ measureId, status });
    if (result.error) return refused(result.error, () => undefined);
    reload(result.data!.changeReductionMeasureStatus.position);
  };

  const submitTarget = async (input: ReductionTargetInput) => {
    const result = await setTarget({ input: given(input) });
    if (result.error) return refused(result.error, setTargetFields);
    setTargetFields([]);
    showSnackbar({ message: t('saved'), theme: 'success' });
    reload(result.data!.setReductionTarget.position);
  };

  const view = plans.data?.reductionPlans;
  let cards;
  if (plans.error && !view) cards = <Alert severity="error">{t('failed')}</Alert>;
  else if (!view) cards = <PageLoading />;
  else if (view.cards.length === 0)
    cards = (
      <Alert severity="info" data-testid="reduction-no-data">
        {t('cards.noData')}
      </Alert>
    );
  else
    cards = view.cards.map((card) => (
      <ReductionCard
        key={card.section}
        card={card}
        sectionLabel={sectionLabel(card.section)}
        canAdopt={canEdit}
        onAdopt={(measure) => {
          setFields([]);
          setDialog({ kind: 'adopt', measure });
        }}
      />
    ));

  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="reduction-plans">
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {tc('pages.reductionPlans')}
        </Typography>
        <Typography color="text.secondary" data-testid="reduction-intro" data-year={view?.year ?? ''}>
          {view?.year ? t('intro', { year: view.year }) : t('introNoYear')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('filter.scope')}
          value={scope}
          onChange={(e) => setScope(Number(e.target.value))}
          sx={{ minWidth: 200 }}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'reduction-scope-select' } as object },
          }}
        >
          {SCOPE_FILTERS.map((value) => (
            <MenuItem key={value} value={value} data-testid={`reduction-scope-${value}`}>
              {value === -1 ? t('filter.all') : tc(`pages.scope${value}`)}
            </MenuItem>
          ))}
        </TextField>
        {canEdit && (
          <ModuleGate
            module="reductionStrategiesCreator"
            place="reduction-plans"
            fallback="custom-plan"
            display="inline-block"
          >
            <Button
              variant="outlined"
              onClick={() => {
                setFields([]);
                setDialog({ kind: 'custom' });
              }}
              disabled={!access.has('reductionStrategiesCreator')}
              data-testid="reduction-add-custom"
            >
              {t('cards.addCustom')}
            </Button>
          </ModuleGate>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>{cards}</Box>
      <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="plan-heading">
        <Typography id="plan-heading" variant="h6" component="h2" gutterBottom>
          {t('plan.heading')}
        </Typography>
        <PlanTable
          plan={view?.plan ?? []}
          sectionLabel={sectionLabel}
          canEdit={canEdit}
          onStatus={submitStatus}
        />
      </Paper>
      <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="plan-history-heading">
        <Typography id="plan-history-heading" variant="h6" component="h2" gutterBottom>
          {t('history.heading')}
        </Typography>
        <PlanHistory
          entries={history.data?.reductionPlanHistory ?? null}
          failed={history.error !== undefined}
          plan={view?.plan ?? []}
        />
      </Paper>
      <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="target-heading">
        <Typography id="target-heading" variant="h6" component="h2" gutterBottom>
          {t('target.heading')}
        </Typography>
        {target.data || target.error ? (
          <TargetForm
            key={target.data?.reductionTarget.target?.setAt ?? 'none'}
            view={target.data?.reductionTarget ?? null}
            canEdit={canEdit}
            fields={targetFields}
            busy={targetState.fetching}
            onSubmit={submitTarget}
          />
        ) : (
          <PageLoading />
        )}
      </Paper>
      {dialog && (
        <CommitmentDialog
          open
          title={dialog.kind === 'adopt' ? dialog.measure.title[locale] : t('form.customTitle')}
          custom={dialog.kind === 'custom'}
          sections={sections}
          initial={
            dialog.kind === 'adopt'
              ? { expectedReductionTonnes: twoDecimals(dialog.measure.expectedTonnes.mid) }
              : {}
          }
          fields={fields}
          busy={adoptState.fetching || customState.fetching}
          onClose={() => setDialog(null)}
          onSubmit={(values) => void submitCommitment(values)}
        />
      )}
    </Box>
  );
}
