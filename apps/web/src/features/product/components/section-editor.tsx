import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  AnswerCommandInput,
  OptionView,
  ProductQuestionView,
  ProductSectionDefinitionView,
} from '@ghg/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';
import { formatFixed } from './format';

type Cells = Record<string, string>;

/** The answer of one command: ok, or why not (409 conflict, 423 blocked month, 400 field codes). */
export interface SendOutcome {
  ok: boolean;
  status: number;
  fields: { path: string; code: string }[];
}

/**
 * One product section's wizard and table (spec §4 wizard: the yes/no question, then the data): the rows of the
 * chosen table with their emissions, an add-row form built from the table's columns, and delete per row.
 */
export function SectionEditor({
  section,
  question,
  table,
  optionLists,
  canEdit,
  locale,
  send,
}: {
  section: ProductSectionDefinitionView;
  question: ProductQuestionView;
  table: ProductSectionDefinitionView['tables'][number];
  optionLists: Readonly<Record<string, OptionView[]>>;
  canEdit: boolean;
  locale: Locale;
  send: (commands: AnswerCommandInput[]) => Promise<SendOutcome>;
}) {
  const { t } = useTranslation('product');
  const { t: tv } = useTranslation('validation');
  const [cells, setCells] = useState<Cells>({});
  const [period, setPeriod] = useState(() => new Date().toISOString().slice(0, 7));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rows = question.rows.filter((r) => r.table === table.key);

  async function answer(yes: boolean) {
    const commands: AnswerCommandInput[] = [{ type: 'AnswerInitialQuestion', answer: yes ? 'yes' : 'no' }];
    if (yes && question.path === null) commands.push({ type: 'ChoosePath', path: 'detailed' });
    await send(commands);
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const values = Object.fromEntries(
      table.columns
        .filter((c) => (cells[c.key] ?? '') !== '')
        .map((c) => [
          c.key,
          c.valueType === 'number' || c.valueType === 'integer'
            ? Number(cells[c.key]!.replace(',', '.'))
            : cells[c.key]!,
        ]),
    );
    const outcome = await send([{ type: 'AddRow', table: table.key, period, values }]);
    if (outcome.ok) {
      setCells({});
      setErrors({});
    } else {
      setErrors(Object.fromEntries(outcome.fields.map((f) => [f.path.replace(/^values\./, ''), tv(f.code)])));
    }
  }

  const optionsOf = (key: string | null): OptionView[] => (key ? (optionLists[key] ?? []) : []);
  const labelOf = (column: (typeof table.columns)[number], value: unknown): string => {
    if (typeof value === 'number') return formatFixed(value, Number.isInteger(value) ? 0 : 2, locale);
    const option = optionsOf(column.options).find((o) => o.key === value);
    return option ? option.label[locale] : String(value ?? '');
  };

  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{section.question[locale]}</Typography>
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <Button
          variant={question.initialAnswer === 'yes' ? 'contained' : 'outlined'}
          disabled={!canEdit}
          onClick={() => void answer(true)}
        >
          {t('section.yes')}
        </Button>
        <Button
          variant={question.initialAnswer === 'no' ? 'contained' : 'outlined'}
          disabled={!canEdit}
          onClick={() => void answer(false)}
        >
          {t('section.no')}
        </Button>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={table.label[locale]}>
          <TableHead>
            <TableRow>
              <TableCell>{t('section.period')}</TableCell>
              {table.columns.map((c) => (
                <TableCell key={c.key}>{c.label[locale]}</TableCell>
              ))}
              <TableCell>{t('section.badge')}</TableCell>
              <TableCell align="right">{t('section.emission')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={table.columns.length + 4}>{t('section.empty')}</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.rowId} data-testid="product-row">
                <TableCell>{row.period}</TableCell>
                {table.columns.map((c) => (
                  <TableCell key={c.key}>{labelOf(c, row.values[c.key])}</TableCell>
                ))}
                <TableCell>{row.errorReason ? row.errorReason[locale] : t(`badge.${row.badge}`)}</TableCell>
                <TableCell
                  align="right"
                  title={
                    row.emission
                      ? `${row.emission.factor.source} · ${row.emission.factor.sourceRowId}`
                      : undefined
                  }
                >
                  {row.emission ? formatFixed(row.emission.co2eKg, 2, locale) : '—'}
                </TableCell>
                <TableCell>
                  {canEdit && !row.blocked && (
                    <Button
                      size="small"
                      onClick={() => void send([{ type: 'DeleteRows', rowIds: [row.rowId] }])}
                    >
                      {t('section.delete')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {canEdit && question.initialAnswer === 'yes' && (
        <Box
          component="form"
          onSubmit={(e) => void add(e)}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2, alignItems: 'flex-start' }}
          aria-label={t('section.addRow')}
        >
          <TextField
            label={t('section.period')}
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
            error={Boolean(errors.period)}
            helperText={errors.period}
            size="small"
          />
          {table.columns.map((c) => {
            const choices =
              c.valueType === 'option'
                ? optionsOf(c.options).map((o) => ({ key: o.key, label: o.label[locale] }))
                : c.valueType === 'unit'
                  ? (c.units ?? []).map((u) => ({ key: u, label: u }))
                  : null;
            return (
              <TextField
                key={c.key}
                select={choices !== null}
                label={c.label[locale]}
                value={cells[c.key] ?? ''}
                onChange={(e) => setCells((now) => ({ ...now, [c.key]: e.target.value }))}
                required={c.required}
                error={Boolean(errors[c.key])}
                helperText={errors[c.key]}
                size="small"
                sx={{ minWidth: 160 }}
                slotProps={{ htmlInput: { 'data-testid': `product-cell-${c.key}` } }}
              >
                {choices?.map((o) => (
                  <MenuItem key={o.key} value={o.key}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
          <Button type="submit" variant="contained">
            {t('section.addRow')}
          </Button>
        </Box>
      )}
      {!canEdit && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('section.readOnly')}
        </Alert>
      )}
    </Box>
  );
}
