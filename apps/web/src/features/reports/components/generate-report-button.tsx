import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleGate } from '../../../components/access/module-gate';
import { useAccess } from '../../../components/access/use-access';
import { useReadinessQuery } from '../api/report-readiness.api';
import { reportReadiness } from '../model/report-readiness';
import { ReadinessList } from './readiness-list';

// The wizard loads when it is first opened: the navbar is on every page, the dialog is rarely needed.
const GenerateReportDialog = lazy(() =>
  import('./generate-report-dialog').then((m) => ({ default: m.GenerateReportDialog })),
);

/**
 * The navbar's Generate report: greyed with the plan's dialog without reportGeneration (spec §4), disabled with
 * what is still missing until all required data is filled (spec §5), else it opens the report wizard.
 */
export function GenerateReportButton({
  vertical = false,
  onOpen,
}: {
  vertical?: boolean;
  onOpen?: () => void;
}) {
  const { t } = useTranslation('common');
  const access = useAccess();
  const allowed = access.has('reportGeneration');
  const readinessAnswer = useReadinessQuery(!allowed);
  const [open, setOpen] = useState(false);
  const data = readinessAnswer.data;
  const readiness = reportReadiness({
    scopes: data?.reportOverview?.scopes ?? null,
    profile: data?.initialQuestions ?? null,
  });
  const label = t('nav.generateReport');

  if (!allowed)
    return (
      <ModuleGate
        module="reportGeneration"
        place="generate-report"
        fallback="generate-report"
        display={vertical ? 'block' : 'inline-block'}
      >
        <Button variant="contained" color="secondary" fullWidth={vertical} tabIndex={-1}>
          {label}
        </Button>
      </ModuleGate>
    );
  if (!readiness.ready)
    return (
      <Tooltip
        title={
          readiness.missing.length > 0 ? (
            <ReadinessList readiness={readiness} />
          ) : (
            t('nav.generateReportTooltip')
          )
        }
      >
        {/* A disabled button gets no pointer or focus events, so the tooltip listens on a focusable wrapper. */}
        <Box
          component="span"
          tabIndex={0}
          data-testid="generate-report-not-ready"
          sx={{ display: vertical ? 'block' : 'inline-block' }}
        >
          <Button
            variant="contained"
            color="secondary"
            disabled
            fullWidth={vertical}
            data-testid="generate-report"
          >
            {label}
          </Button>
        </Box>
      </Tooltip>
    );
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        fullWidth={vertical}
        data-testid="generate-report"
        aria-haspopup="dialog"
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <GenerateReportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
