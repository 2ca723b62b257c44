import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { eventLabel, labelOf, type HistoryWording } from '../../../components/history/answer-history';
import { ANSWER_EVENT_TYPES } from '@ghg/contracts';
import { NO_FILTERS, type AuditFilters } from './audit-filters';

interface AuditFilterBarProps {
  filters: AuditFilters;
  /** Called with the filters that changed only, so changes in quick succession all apply. */
  onChange: (patch: Partial<AuditFilters>) => void;
  actors: { id: string; name: string }[];
  wording: HistoryWording;
}

const SCOPES = ['scope-1', 'scope-2', 'scope-3'] as const;

/** User, section, month and event type; every change applies at once (and lands in the page's address). */
export function AuditFilterBar({ filters, onChange, actors, wording }: AuditFilterBarProps) {
  const { t } = useTranslation('audit');
  const sections = wording.catalogue?.sections ?? [];
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    onChange({ [name]: event.target.value });
  const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
  // A chosen user who no longer appears in the trail (another filter hides them) stays selectable.
  const actorOptions =
    filters.actorId && !actors.some((a) => a.id === filters.actorId)
      ? [...actors, { id: filters.actorId, name: filters.actorId }]
      : actors;
  const sectionKnown = filters.questionId === '' || sections.some((s) => s.key === filters.questionId);

  return (
    <Box
      component="fieldset"
      sx={{
        border: 0,
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr)) auto' },
      }}
    >
      <Box component="legend" sx={{ position: 'absolute', left: -9999 }}>
        {t('page.filters')}
      </Box>
      <TextField
        select
        size="small"
        id="audit-filter-user"
        label={t('page.user')}
        value={filters.actorId}
        onChange={set('actorId')}
        slotProps={{ ...nativeSelect, htmlInput: { 'data-testid': 'audit-filter-user' } }}
      >
        <option value="">{t('page.all')}</option>
        {actorOptions.map((actor) => (
          <option key={actor.id} value={actor.id}>
            {actor.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="audit-filter-section"
        label={t('page.section')}
        value={filters.questionId}
        onChange={set('questionId')}
        slotProps={{ ...nativeSelect, htmlInput: { 'data-testid': 'audit-filter-section' } }}
      >
        <option value="">{t('page.all')}</option>
        {!sectionKnown && <option value={filters.questionId}>{filters.questionId}</option>}
        {SCOPES.map((scope) => (
          <optgroup key={scope} label={t('page.groupScope', { n: scope.slice(-1) })}>
            {sections
              .filter((section) => section.scope === scope)
              .map((section) => (
                <option key={section.key} value={section.key}>
                  {labelOf(section.label, wording.locale)}
                </option>
              ))}
          </optgroup>
        ))}
      </TextField>
      <TextField
        type="month"
        size="small"
        id="audit-filter-period"
        label={t('page.period')}
        value={filters.period}
        onChange={set('period')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'audit-filter-period' } }}
      />
      <TextField
        select
        size="small"
        id="audit-filter-event-type"
        label={t('page.eventType')}
        value={filters.eventType}
        onChange={set('eventType')}
        slotProps={{ ...nativeSelect, htmlInput: { 'data-testid': 'audit-filter-event-type' } }}
      >
        <option value="">{t('page.all')}</option>
        {ANSWER_EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {eventLabel(wording, type)}
          </option>
        ))}
      </TextField>
      <Button
        onClick={() => onChange(NO_FILTERS)}
        disabled={Object.values(filters).every((value) => value === '')}
        data-testid="audit-filter-clear"
      >
        {t('page.clear')}
      </Button>
    </Box>
  );
}
