import { useState } from 'react';
import type { FieldError } from '@ghg/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface CommitmentValues {
  owner: string;
  dueDate: string;
  expectedReductionTonnes: number | null;
  section: string;
  title: string;
  description: string;
}

interface CommitmentDialogProps {
  open: boolean;
  title: string;
  /** Custom measures also ask for the section, a title and a description. */
  custom: boolean;
  sections: { key: string; label: string }[];
  initial: Partial<CommitmentValues>;
  fields: FieldError[];
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: CommitmentValues) => void;
}

/** Adopting a measure (owner, due date, expected cut), or writing one of the company's own. */
export function CommitmentDialog(props: CommitmentDialogProps) {
  const { t } = useTranslation('reduction');
  const { t: tv } = useTranslation('validation');
  const [values, setValues] = useState<CommitmentValues>({
    owner: '',
    dueDate: '',
    expectedReductionTonnes: null,
    section: '',
    title: '',
    description: '',
    ...props.initial,
  });
  const errorOf = (path: string) => {
    const found = props.fields.find((f) => f.path === path);
    return found ? tv(found.code, { defaultValue: found.code }) : undefined;
  };
  const text = (key: 'owner' | 'dueDate' | 'title' | 'description') => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }),
    error: Boolean(errorOf(key)),
    helperText: errorOf(key),
  });

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }} data-testid="commitment-form">
          {props.custom && (
            <>
              <TextField
                select
                label={t('form.section')}
                value={values.section}
                onChange={(e) => setValues({ ...values, section: e.target.value })}
                error={Boolean(errorOf('section'))}
                helperText={errorOf('section')}
                data-testid="commitment-section"
              >
                {props.sections.map((s) => (
                  <MenuItem key={s.key} value={s.key}>
                    {s.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('form.title')}
                {...text('title')}
                slotProps={{ htmlInput: { 'data-testid': 'commitment-title' } }}
              />
              <TextField
                label={t('form.description')}
                multiline
                minRows={2}
                {...text('description')}
                slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'commitment-description' } }}
              />
            </>
          )}
          <TextField
            label={t('form.owner')}
            {...text('owner')}
            slotProps={{ htmlInput: { 'data-testid': 'commitment-owner' } }}
          />
          <TextField
            label={t('form.dueDate')}
            type="date"
            {...text('dueDate')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'commitment-due-date' } }}
          />
          <TextField
            label={t('form.expected')}
            type="number"
            value={values.expectedReductionTonnes ?? ''}
            onChange={(e) =>
              setValues({
                ...values,
                expectedReductionTonnes: e.target.value === '' ? null : Number(e.target.value),
              })
            }
            error={Boolean(errorOf('expectedReductionTonnes'))}
            helperText={errorOf('expectedReductionTonnes')}
            slotProps={{ htmlInput: { step: 0.01, min: 0, 'data-testid': 'commitment-expected' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('form.cancel')}</Button>
        <Button
          variant="contained"
          disabled={props.busy}
          onClick={() => props.onSubmit(values)}
          data-testid="commitment-save"
        >
          {t('form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
