import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ModuleGate } from '../../../components/access/module-gate';
import { useAccess } from '../../../components/access/use-access';
import { useDialogs } from '../../../components/dialogs/dialogs-context';
import { useLocalize } from '../../../components/localized';
import { useReadinessQuery } from '../api/report-readiness.api';
import { reportReadiness } from '../model/report-readiness';
import { ReadinessList } from './readiness-list';

const GenerateReportDialog = lazy(() =>
  import('./generate-report-dialog').then((m) => ({ default: m.GenerateReportDialog })),
);

/**
 * The sidebar's 'Reporting': the report wizard when everything required is filled in; otherwise a dialog saying
 * what is missing with the way to the data; greyed with the plan's dialog without reportGeneration (spec §4).
 */
export function ReportingNavItem({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['common', 'reports']);
  const access = useAccess();
  const allowed = access.has('reportGeneration');
  const readinessAnswer = useReadinessQuery(!allowed);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [wizardOpen, setWizardOpen] = useState(false);
  // Clicked before the readiness answer arrived: decided when it does, not as if nothing were filled in.
  const [asked, setAsked] = useState(false);
  const label = t('nav.reporting');
  const item = (onClick?: () => void) => (
    <ListItemButton onClick={onClick} data-testid="nav-reporting" aria-haspopup="dialog">
      <ListItemText primary={label} />
    </ListItemButton>
  );

  const answered = readinessAnswer.data !== undefined || readinessAnswer.error !== undefined;
  useEffect(() => {
    if (!asked || !answered) return;
    setAsked(false);
    const data = readinessAnswer.data;
    const readiness = reportReadiness({
      scopes: data?.reportOverview?.scopes ?? null,
      profile: data?.initialQuestions ?? null,
    });
    if (readiness.ready) return setWizardOpen(true);
    dialogs.open({
      title: label,
      content: <ReadinessList readiness={readiness} />,
      actions: (close) => (
        <Button
          variant="contained"
          data-testid="reporting-to-data"
          onClick={() => {
            close();
            navigate(localize('/report'));
          }}
        >
          {t('reports:readiness.toData')}
        </Button>
      ),
    });
  }, [asked, answered, readinessAnswer.data, dialogs, label, navigate, localize, t]);
  if (!allowed)
    return (
      <ModuleGate module="reportGeneration" place="generate-report" fallback="generate-report">
        {item()}
      </ModuleGate>
    );

  const open = () => {
    onNavigate();
    setAsked(true);
  };
  return (
    <>
      {item(open)}
      {wizardOpen && (
        <Suspense fallback={null}>
          <GenerateReportDialog onClose={() => setWizardOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
