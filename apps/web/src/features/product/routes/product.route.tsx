import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { AnswerCommandInput, OptionView } from '@ghg/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/document-title';
import { useLocalize, usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useMeQuery } from '../../../lib/session/me.query';
import { sendProductAnswerCommand } from '../api/product-answer-command.api';
import { fetchQuestionCatalogue } from '../api/question-catalogue.api';
import { BatchFigures } from '../components/batch-figures';
import { ProductBarChart } from '../components/product-bar-chart';
import { SectionEditor, type SendOutcome } from '../components/section-editor';
import { SectionPanels } from '../components/section-panels';
import { useProduct } from '../components/use-product';
import { type OpenPanels, showAllPanels, togglePanel } from '../model/accordion';
import { barEntriesOf } from '../model/product-charts';
import { productPath } from '../model/product-figures';

/**
 * /product/{productName}/{sectionName?}/{subcategoryName} (spec §2): without a section, the product report (bar
 * chart by section, accordion of sections with doughnuts and lines); with one, that section's wizard and table,
 * the subcategory naming the table.
 */
export default function ProductRoute() {
  const { t } = useTranslation('product');
  const { productName = '', sectionName, subcategoryName } = useParams();
  const locale = usePageLocale();
  const localize = useLocalize();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  useDocumentTitle(`${productName} · ${t('title')}`);
  const [me] = useMeQuery({ pause: false });
  const organizationId = me.data?.me.organizationId ?? null;
  const canEdit = me.data?.me.role === 'administrator' || me.data?.me.role === 'member';
  const { state, reload } = useProduct(organizationId, productName);
  const [open, setOpen] = useState<OpenPanels>(new Set());
  const [optionLists, setOptionLists] = useState<Record<string, OptionView[]>>({});

  useEffect(() => {
    if (!sectionName) return;
    fetchQuestionCatalogue()
      .then((catalogue) => setOptionLists(catalogue.optionLists))
      .catch((error: unknown) => console.error('questions could not be loaded', error));
  }, [sectionName]);

  const tableLabels = useMemo(() => {
    const sections = state.kind === 'ready' ? (state.sections ?? []) : [];
    return new Map(sections.flatMap((s) => s.tables.map((tb) => [tb.key, tb.label[locale]] as const)));
  }, [state, locale]);
  const firstTables = useMemo(() => {
    const sections = state.kind === 'ready' ? (state.sections ?? []) : [];
    return new Map(sections.map((s) => [s.key, s.tables[0]?.key ?? 'data'] as const));
  }, [state]);

  if (state.kind === 'loading') return <PageLoading />;
  if (state.kind === 'not-found')
    return (
      <Alert severity="warning" sx={{ m: 3 }}>
        {t('notFound')}
      </Alert>
    );
  if (state.kind === 'failed')
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('list.loadFailed')}
      </Alert>
    );
  const { questions, report } = state.product;

  const header = (
    <Box sx={{ mb: 2 }}>
      <Button component={RouterLink} to={localize(sectionName ? productPath(productName) : '/product')}>
        {sectionName ? t('section.back') : t('report.back')}
      </Button>
      <Typography variant="h4" component="h1">
        {questions.name}
      </Typography>
      <Typography>{t(`status.${questions.status}`)}</Typography>
    </Box>
  );

  if (sectionName) {
    const definition = state.sections?.find((s) => s.key === sectionName);
    const question = questions.questions.find((q) => q.questionId === sectionName);
    if (!state.sections) return <PageLoading />;
    if (!definition || !question)
      return (
        <Alert severity="warning" sx={{ m: 3 }}>
          {t('section.unknownSection')}
        </Alert>
      );
    const table = definition.tables.find((tb) => tb.key === subcategoryName) ?? definition.tables[0]!;
    const send = async (commands: AnswerCommandInput[]): Promise<SendOutcome> => {
      let revision = question.revision;
      let position: string | null = null;
      for (const command of commands) {
        const answer = await sendProductAnswerCommand(
          organizationId!,
          questions.productId,
          sectionName,
          command,
          revision,
        );
        if (!answer.ok) {
          if (answer.status === 409) showSnackbar({ message: t('section.conflict'), theme: 'warning' });
          else if (answer.status === 423) showSnackbar({ message: t('section.blocked'), theme: 'warning' });
          else showSnackbar({ message: t('section.failed'), theme: 'warning' });
          if (position) reload(position);
          else if (answer.status === 409) reload(String(Date.now()));
          return { ok: false, status: answer.status, fields: answer.body.fields ?? [] };
        }
        revision = answer.body.revision ?? revision;
        position = answer.body.position ?? position;
      }
      if (position) reload(position);
      if (commands.some((c) => c.type === 'AddRow'))
        showSnackbar({ message: t('section.added'), theme: 'success' });
      return { ok: true, status: 200, fields: [] };
    };
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        {header}
        <Typography variant="h5" component="h2" gutterBottom>
          {definition.label[locale]}
        </Typography>
        <Tabs
          value={table.key}
          onChange={(_, key: string) =>
            void navigate(localize(productPath(productName, `${sectionName}/${key}`)))
          }
          aria-label={t('section.table')}
          variant="scrollable"
        >
          {definition.tables.map((tb) => (
            <Tab key={tb.key} value={tb.key} label={tb.label[locale]} />
          ))}
        </Tabs>
        <Paper sx={{ p: 2, mt: 1 }}>
          <SectionEditor
            key={`${table.key}/${question.revision}`}
            section={definition}
            question={question}
            table={table}
            optionLists={optionLists}
            canEdit={canEdit && !state.stale}
            locale={locale}
            send={send}
          />
        </Paper>
      </Box>
    );
  }

  const bars = barEntriesOf(
    report.result.map((s) => ({ key: s.questionId, label: s.label[locale], co2eKg: s.co2e })),
  );
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      {header}
      <BatchFigures
        totalKg={report.totalCo2e}
        unit={report.declaredUnit}
        locale={locale}
        exportPath={`/api/organizations/${encodeURIComponent(organizationId ?? '')}/report-product/${encodeURIComponent(questions.productId)}`}
      />
      <Paper sx={{ p: 2, mb: 2 }}>
        {bars ? (
          <ProductBarChart entries={bars} locale={locale} onOpen={(key) => setOpen(new Set([key]))} />
        ) : (
          <Typography>{t('report.noData')}</Typography>
        )}
      </Paper>
      <SectionPanels
        report={report}
        questions={questions}
        tableLabels={tableLabels}
        firstTables={firstTables}
        open={open}
        onToggle={(key) => setOpen((now) => togglePanel(now, key))}
        onShowAll={() => setOpen(showAllPanels(report.result.map((s) => s.questionId)))}
        locale={locale}
      />
    </Box>
  );
}
