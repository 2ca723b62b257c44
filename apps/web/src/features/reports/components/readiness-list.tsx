import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Readiness } from '../model/report-readiness';

/** What is still missing before a report can be generated (spec §5 "Report"), as a short list. */
export function ReadinessList({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation('reports');
  return (
    <>
      {t('readiness.intro')}
      {readiness.missing.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {readiness.missing.map((item) => (
            <li key={item}>{t(`readiness.${item}`, { count: readiness.unfinished.length })}</li>
          ))}
        </Box>
      )}
    </>
  );
}
