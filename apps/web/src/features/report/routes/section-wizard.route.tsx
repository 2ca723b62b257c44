import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useQuestionCatalogueQuery } from '../../../components/history';
import { useDocumentTitle } from '../../../components/document-title';
import { useLocalize, usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { canEditAnswers, useReportMeQuery } from '../api/report-me.query';
import { SectionWizard } from '../components/section-wizard';
import { useModuleAccess } from '../components/use-module-access';
import { scopeKeyOf, scopeNumberOfPath, wizardPath } from '../model/scopes';

/** /report/scope-{n}/{questionId}/questions-1: the wizard of one section. */
export default function SectionWizardRoute() {
  const { t } = useTranslation('report');
  const locale = usePageLocale();
  const localize = useLocalize();
  const { sectionName } = useParams();
  const n = scopeNumberOfPath(useLocation().pathname) ?? 1;
  const [catalogue] = useQuestionCatalogueQuery();
  const [me] = useReportMeQuery();
  const hasModuleAccess = useModuleAccess();
  const section = catalogue.data?.questionCatalogue.sections.find((s) => s.key === sectionName);
  useDocumentTitle(section ? section.label[locale] : t('title'));

  // Spec §2: paths containing scope-3 need the scope3 module, otherwise they go home.
  if (n === 3 && !hasModuleAccess('scope3')) return <Navigate to={localize('/')} replace />;
  if (!sectionName) return <Navigate to={localize(`/report/scope-${n}`)} replace />;
  if ((catalogue.error && !catalogue.data) || (me.error && !me.data))
    return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  if (!catalogue.data || !me.data) return <PageLoading />;
  if (!section) return <Alert severity="warning">{t('errors.notFound')}</Alert>;
  // A section opened under another scope's path moves to its own.
  if (section.scope !== scopeKeyOf(n)) {
    const own = Number(section.scope.slice('scope-'.length)) as 1 | 2 | 3;
    return <Navigate to={localize(wizardPath(own, section.key))} replace />;
  }

  return (
    <SectionWizard
      key={section.key}
      n={n}
      section={section}
      catalogue={catalogue.data.questionCatalogue}
      owner={me.data.me}
      readOnly={!canEditAnswers(me.data.me.role)}
      locale={locale}
    />
  );
}
