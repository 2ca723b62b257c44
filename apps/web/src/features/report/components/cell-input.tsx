import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import type { ColumnView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import type { OptionChoice } from './option-labels';

interface CellInputProps {
  id: string;
  column: Pick<ColumnView, 'key' | 'valueType'>;
  /** Accessible name: the column and the row it is in. */
  label: string;
  text: string;
  choices: readonly OptionChoice[];
  disabled: boolean;
  /** A validation code to show under the input. */
  errorCode: string | null;
  onChange: (text: string) => void;
  onCommit: () => void;
}

/** One table cell as an input fitting its value type; it always holds text (see model/cell-value.ts). */
export function CellInput({
  id,
  column,
  label,
  text,
  choices,
  disabled,
  errorCode,
  onChange,
  onCommit,
}: CellInputProps) {
  const { t } = useTranslation('report');
  const { t: tValidation } = useTranslation('validation');
  if (column.valueType === 'boolean') {
    return (
      <Checkbox
        id={id}
        checked={text === 'true'}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.checked ? 'true' : 'false');
          onCommit();
        }}
        slotProps={{ input: { 'aria-label': label, 'data-testid': `cell-${column.key}` } as object }}
      />
    );
  }
  const select = column.valueType === 'option' || column.valueType === 'unit';
  const numeric = column.valueType === 'number' || column.valueType === 'integer';
  return (
    <TextField
      id={id}
      size="small"
      value={text}
      disabled={disabled}
      error={errorCode !== null}
      helperText={errorCode ? tValidation(errorCode) : undefined}
      onChange={(event) => {
        onChange(event.target.value);
        // A choice is complete when made; typed text is saved when the user leaves the cell.
        if (select) onCommit();
      }}
      onBlur={select ? undefined : onCommit}
      select={select}
      type={column.valueType === 'date' ? 'date' : 'text'}
      sx={{ minWidth: select ? 150 : numeric ? 100 : 140 }}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          'data-testid': `cell-${column.key}`,
          inputMode: column.valueType === 'integer' ? 'numeric' : numeric ? 'decimal' : undefined,
        },
        select: { native: true },
      }}
    >
      {select && [
        <option key="" value="">
          {t('table.notSelected')}
        </option>,
        ...choices.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.label}
          </option>
        )),
      ]}
    </TextField>
  );
}
