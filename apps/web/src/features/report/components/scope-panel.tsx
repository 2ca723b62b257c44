import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { QuestionStatusKey, SectionStatusView, SectionView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SCOPE_COLORS } from '../../../components/theme';
import { useLocalize } from '../../../components/localized';
import type { Locale } from '../../../i18n/locale';
import { statusOf, wizardPath, type ScopeNumber } from '../model/scopes';
import { formatPercent, formatTonnes } from './format';
import { StatusChip } from './status-chip';

interface ScopePanelProps {
  n: ScopeNumber;
  locale: Locale;
  scopeStatus: { status: QuestionStatusKey; progress: number };
  sections: readonly SectionView[];
  statuses: ReadonlyMap<string, SectionStatusView>;
  /** The plan lacks the scope's module: greyed, no clicks, and the upgrade dialog is offered. */
  locked: boolean;
  onUnlock: () => void;
  /** The heading level: h2 on the overview, h1 on the scope's own page. */
  heading: 'h1' | 'h2';
}

function ProgressBar({ value, label, color }: { value: number; label: string; color: string }) {
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      aria-label={label}
      sx={{
        height: 8,
        borderRadius: 4,
        bgcolor: 'action.hover',
        '& .MuiLinearProgress-bar': { bgcolor: color },
      }}
    />
  );
}

/** One scope with its sections: status badges, progress bars and the way into each section's wizard. */
export function ScopePanel(props: ScopePanelProps) {
  const { n, locale, scopeStatus, sections, statuses, locked, onUnlock, heading } = props;
  const { t } = useTranslation('report');
  const localize = useLocalize();
  const color = SCOPE_COLORS[`scope${n}`];
  const title = t(`scopes.${n}.title`);

  return (
    <Paper
      component="section"
      aria-labelledby={`scope-${n}-title`}
      data-testid={`scope-${n}`}
      sx={{ p: { xs: 2, md: 3 }, borderTop: 6, borderColor: color }}
    >
      <Box
        aria-disabled={locked || undefined}
        sx={locked ? { opacity: 0.5, pointerEvents: 'none', userSelect: 'none' } : undefined}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography id={`scope-${n}-title`} variant="h5" component={heading} sx={{ flexGrow: 1 }}>
            <Link
              component={RouterLink}
              to={localize(`/report/scope-${n}`)}
              color="inherit"
              underline="hover"
            >
              {title}
            </Link>
          </Typography>
          <StatusChip status={scopeStatus.status} />
        </Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t(`scopes.${n}.subtitle`)}
        </Typography>
        <ProgressBar
          value={scopeStatus.progress}
          color={color}
          label={t('progressOf', { name: title, value: formatPercent(scopeStatus.progress, locale) })}
        />
        <Typography variant="caption" color="text.secondary">
          {t('progress', { value: formatPercent(scopeStatus.progress, locale) })}
        </Typography>
        <List disablePadding sx={{ mt: 1 }}>
          {sections.map((section) => {
            const status = statusOf(statuses, section);
            const name = section.label[locale];
            const total = statuses.get(section.key)?.totalCo2eKg ?? 0;
            return (
              <ListItem
                key={section.key}
                divider
                data-testid={`section-${section.key}`}
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, gap: 1, px: 0 }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={localize(wizardPath(n, section.key))}
                    tabIndex={locked ? -1 : undefined}
                    sx={{ fontWeight: 600 }}
                  >
                    {name}
                  </Link>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                    <Box sx={{ flexGrow: 1 }}>
                      <ProgressBar
                        value={status.progress}
                        color={color}
                        label={t('progressOf', { name, value: formatPercent(status.progress, locale) })}
                      />
                    </Box>
                    <Typography variant="caption" color="text.secondary" sx={{ minWidth: 40 }}>
                      {formatPercent(status.progress, locale)}%
                    </Typography>
                  </Box>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifySelf: { sm: 'end' } }}>
                  <Typography variant="body2" color="text.secondary" data-testid="section-total">
                    {t('tonnes', { value: formatTonnes(total, locale) })}
                  </Typography>
                  <StatusChip status={status.status} />
                </Box>
              </ListItem>
            );
          })}
        </List>
      </Box>
      {locked && (
        <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{t('upgrade.locked')}</Typography>
          <Button variant="contained" onClick={onUnlock} data-testid="scope-3-unlock">
            {t('upgrade.unlock')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
