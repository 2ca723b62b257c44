import { memo, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Scope2Method } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import type { ScopeFilter } from '../model/chart-entries';
import {
  chooseRadio,
  formatCalendarValue,
  parseCalendarValue,
  type PeriodChoice,
  type PeriodRadio,
} from '../model/period-choice';

export type ChartType = 'treemap' | 'doughnut';

export interface DashboardFilters {
  chartType: ChartType;
  scope: ScopeFilter;
  period: PeriodChoice;
  scope2Method: Scope2Method;
}

interface ChartFiltersProps {
  filters: DashboardFilters;
  onChange: (next: DashboardFilters) => void;
  /** False where the plan shows results in a date range only (reportResultInRange without reportResult). */
  allTimeAllowed?: boolean;
}

const RADIOS: PeriodRadio[] = [1, 2, 3, 4];

/** Chart type, scope, reporting period (with the custom range calendar) and the Scope 2 method. */
export const ChartFilters = memo(function ChartFilters({
  filters,
  onChange,
  allTimeAllowed = true,
}: ChartFiltersProps) {
  const { t } = useTranslation('dashboard');
  const applied = filters.period.calendarValue;
  const [calendarText, setCalendarText] = useState(applied ?? '');
  const [invalid, setInvalid] = useState(false);
  // The month pickers and the text are two ways to write the same range.
  const [monthFrom, setMonthFrom] = useState('');
  const [monthTo, setMonthTo] = useState('');
  // The fields follow the applied choice; a radio clears the calendar (spec §4).
  useEffect(() => {
    const range = applied ? parseCalendarValue(applied) : null;
    setCalendarText(applied ?? '');
    setMonthFrom(range?.dateFrom ?? '');
    setMonthTo(range?.dateTo ?? '');
    setInvalid(false);
  }, [applied]);

  const applyCalendar = (text: string) => {
    if (!parseCalendarValue(text)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ ...filters, period: { radioValue: 4, calendarValue: text.trim() } });
  };
  const pickMonth = (from: string, to: string) => {
    setMonthFrom(from);
    setMonthTo(to);
    if (!from || !to) return;
    const text = formatCalendarValue(from, to);
    setCalendarText(text);
    applyCalendar(text);
  };

  return (
    <Box
      component="section"
      aria-label={t('filters.heading')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}
    >
      <FormControl>
        <FormLabel id="chart-type-label">{t('filters.chartType')}</FormLabel>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.chartType}
          aria-labelledby="chart-type-label"
          onChange={(_, value: ChartType | null) => value && onChange({ ...filters, chartType: value })}
          sx={{ mt: 1 }}
        >
          <ToggleButton value="treemap" data-testid="chart-type-treemap" aria-label={t('filters.treemap')}>
            {t('filters.treemap')}
          </ToggleButton>
          <ToggleButton value="doughnut" data-testid="chart-type-doughnut" aria-label={t('filters.doughnut')}>
            {t('filters.doughnut')}
          </ToggleButton>
        </ToggleButtonGroup>
      </FormControl>

      <TextField
        select
        size="small"
        label={t('filters.scope')}
        value={filters.scope}
        onChange={(event) => onChange({ ...filters, scope: Number(event.target.value) as ScopeFilter })}
        sx={{ minWidth: 180, mt: 3 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'scope-filter' } as object } }}
      >
        <MenuItem value={-1} data-testid="scope-filter-all">
          {t('filters.allScopes')}
        </MenuItem>
        {([1, 2, 3] as const).map((n) => (
          <MenuItem key={n} value={n} data-testid={`scope-filter-${n}`}>
            {t(`scopes.scope${n}.title`)}
          </MenuItem>
        ))}
      </TextField>

      <FormControl>
        <FormLabel id="scope2-method-label">{t('filters.scope2Method')}</FormLabel>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.scope2Method}
          aria-labelledby="scope2-method-label"
          onChange={(_, value: Scope2Method | null) => value && onChange({ ...filters, scope2Method: value })}
          sx={{ mt: 1 }}
        >
          <ToggleButton
            value="location"
            data-testid="scope2-method-location"
            aria-label={t('filters.location')}
          >
            {t('filters.location')}
          </ToggleButton>
          <ToggleButton value="market" data-testid="scope2-method-market" aria-label={t('filters.market')}>
            {t('filters.market')}
          </ToggleButton>
        </ToggleButtonGroup>
      </FormControl>

      <FormControl sx={{ flexBasis: '100%' }}>
        <FormLabel id="period-label">{t('filters.period')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="period-label"
          value={filters.period.radioValue}
          onChange={(event) =>
            onChange({ ...filters, period: chooseRadio(Number(event.target.value) as PeriodRadio) })
          }
        >
          {RADIOS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              disabled={value === 1 && !allTimeAllowed}
              control={
                <Radio size="small" slotProps={{ input: { 'data-testid': `period-${value}` } as object }} />
              }
              label={t(`filters.period${value}`)}
            />
          ))}
        </RadioGroup>
        <Box
          component="form"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            applyCalendar(calendarText);
          }}
        >
          <TextField
            size="small"
            label={t('filters.calendar')}
            placeholder="MM-YYYY - MM-YYYY"
            value={calendarText}
            error={invalid}
            helperText={invalid ? t('filters.calendarInvalid') : undefined}
            onChange={(event) => {
              setCalendarText(event.target.value);
              setInvalid(false);
            }}
            slotProps={{ htmlInput: { 'data-testid': 'period-calendar', inputMode: 'numeric' } }}
            sx={{ minWidth: 300 }}
          />
          <TextField
            size="small"
            type="month"
            label={t('filters.calendarFrom')}
            value={monthFrom}
            onChange={(event) => pickMonth(event.target.value, monthTo)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'period-month-from' } }}
          />
          <TextField
            size="small"
            type="month"
            label={t('filters.calendarTo')}
            value={monthTo}
            onChange={(event) => pickMonth(monthFrom, event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'period-month-to' } }}
          />
          <Button type="submit" variant="outlined" data-testid="period-calendar-apply">
            {t('filters.apply')}
          </Button>
        </Box>
      </FormControl>
    </Box>
  );
});
