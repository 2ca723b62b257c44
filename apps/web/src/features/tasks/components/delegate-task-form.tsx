import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TaskBoardView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { sortedPolish } from '../../../lib/polish-order';
import { delegateTask } from '../api/delegate-task.api';

interface Props {
  organizationId: string;
  board: TaskBoardView;
  sections: { key: string; label: string }[];
  onDone: (position: string) => void;
}

/** An administrator delegates a section (or several) or a location to a person or a team, due on a day. */
export function DelegateTaskForm({ organizationId, board, sections, onDone }: Props) {
  const { t } = useTranslation('tasks');
  const [area, setArea] = useState<string[]>([]);
  const [assignee, setAssignee] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(null);
    const location = area.find((a) => a.startsWith('location:'));
    const [kind, id] = assignee.split(':') as ['user' | 'team', string];
    const outcome = await delegateTask(organizationId, {
      area: location
        ? { kind: 'location', locationId: location.slice('location:'.length) }
        : { kind: 'sections', sections: area.map((a) => a.slice('section:'.length)) },
      assignee: kind === 'team' ? { kind: 'team', teamId: id } : { kind: 'user', userId: id ?? '' },
      dueDate,
      note,
    }).catch(() => null);
    setBusy(false);
    if (outcome?.ok) {
      setArea([]);
      setAssignee('');
      setDueDate('');
      setNote('');
      onDone(outcome.position);
    } else {
      const fields =
        outcome && !outcome.ok ? outcome.fields.map((f) => t(`fields.${f.path}`, f.path)).join(', ') : '';
      setError(fields ? t('refusedFields', { fields }) : t('failed'));
    }
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="delegate-title">
      <Typography id="delegate-title" variant="h6" component="h2" gutterBottom>
        {t('delegate.title')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={t('delegate.area')}
          value={area}
          slotProps={{ select: { multiple: true }, htmlInput: { 'data-testid': 'delegate-area' } }}
          onChange={(e) => setArea(e.target.value as unknown as string[])}
        >
          {sortedPolish(sections, (s) => s.label).map((s) => (
            <MenuItem key={s.key} value={`section:${s.key}`} data-testid={`area-option-${s.key}`}>
              {s.label}
            </MenuItem>
          ))}
          {board.locations.map((l) => (
            <MenuItem key={l.locationId} value={`location:${l.locationId}`}>
              {t('delegate.locationOption', { name: l.name })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('delegate.assignee')}
          value={assignee}
          onChange={(e) => setAssignee(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'delegate-assignee' } }}
        >
          {board.people.map((p) => (
            <MenuItem key={p.userId} value={`user:${p.userId}`} data-testid={`assignee-option-${p.userId}`}>
              {p.name}
            </MenuItem>
          ))}
          {board.teams.map((tm) => (
            <MenuItem key={tm.teamId} value={`team:${tm.teamId}`}>
              {t('delegate.teamOption', { name: tm.name })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('delegate.dueDate')}
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'delegate-due' } }}
        />
        <TextField
          label={t('delegate.note')}
          value={note}
          multiline
          minRows={2}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'delegate-note', maxLength: 2000 } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void submit()}
          data-testid="delegate-submit"
        >
          {t('delegate.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
