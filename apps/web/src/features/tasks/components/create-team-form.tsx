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
import { createTeam } from '../api/create-team.api';

/** An administrator names a team of the organization's people; tasks can then be delegated to it. */
export function CreateTeamForm(props: {
  organizationId: string;
  board: TaskBoardView;
  onDone: (position: string) => void;
}) {
  const { t } = useTranslation('tasks');
  const [name, setName] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    const outcome = await createTeam(props.organizationId, name, members).catch(() => null);
    if (outcome?.ok) {
      setName('');
      setMembers([]);
      props.onDone(outcome.position);
    } else {
      const taken = outcome && !outcome.ok && outcome.fields.some((f) => f.code === 'team_name_taken');
      setError(taken ? t('team.taken') : t('failed'));
    }
  };
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="team-title">
      <Typography id="team-title" variant="h6" component="h2" gutterBottom>
        {t('team.title')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('team.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label={t('team.members')}
          value={members}
          slotProps={{ select: { multiple: true } }}
          onChange={(e) => setMembers(e.target.value as unknown as string[])}
        >
          {props.board.people.map((p) => (
            <MenuItem key={p.userId} value={p.userId}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        {error && <Alert severity="error">{error}</Alert>}
        <Button variant="outlined" onClick={() => void submit()}>
          {t('team.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
