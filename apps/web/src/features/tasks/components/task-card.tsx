import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TaskStatusKey, TaskView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { changeTaskStatus } from '../api/change-task-status.api';
import { commentOnTask } from '../api/comment-task.api';
import { useTaskComments } from '../api/task-comments.api';
import { areaLabel, assigneeLabel, type TaskLabels } from '../model/task-groups';

const STATUS_COLOURS: Record<TaskStatusKey, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  open: 'default',
  'in-progress': 'info',
  submitted: 'warning',
  done: 'success',
  reopened: 'error',
};

/** The moves a person may offer: the assignee starts and submits; an administrator accepts or reopens. */
function movesFor(task: TaskView, administrator: boolean, assigned: boolean): TaskStatusKey[] {
  const moves: TaskStatusKey[] = [];
  if (assigned || administrator) {
    if (task.status === 'open' || task.status === 'reopened') moves.push('in-progress');
    if (task.status !== 'submitted' && task.status !== 'done') moves.push('submitted');
  }
  if (administrator) {
    if (task.status === 'submitted') moves.push('done');
    if (task.status === 'submitted' || task.status === 'done') moves.push('reopened');
  }
  return moves;
}

interface Props {
  organizationId: string;
  task: TaskView;
  labels: TaskLabels;
  administrator: boolean;
  assigned: boolean;
  readOnly: boolean;
  onChanged: (position: string) => void;
}

export function TaskCard({
  organizationId,
  task,
  labels,
  administrator,
  assigned,
  readOnly,
  onChanged,
}: Props) {
  const { t } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const comments = useTaskComments(open ? organizationId : null, task.taskId);
  const move = async (status: TaskStatusKey) => {
    const outcome = await changeTaskStatus(organizationId, task.taskId, status).catch(() => null);
    if (outcome?.ok) onChanged(outcome.position);
  };
  const comment = async () => {
    const outcome = await commentOnTask(organizationId, task.taskId, text).catch(() => null);
    if (outcome?.ok) {
      setText('');
      comments.reload(outcome.position);
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5 }}
      data-testid="task-card"
      data-task-id={task.taskId}
      data-status={task.status}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{areaLabel(task, labels)}</Typography>
        <Chip
          size="small"
          color={STATUS_COLOURS[task.status]}
          label={t(`status.${task.status}`)}
          data-testid="task-status"
        />
        {task.overdue && <Chip size="small" color="error" variant="outlined" label={t('overdue')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('card.assignee', { name: assigneeLabel(task, labels) })} · {t('card.due', { date: task.dueDate })}
      </Typography>
      {task.note && <Typography variant="body2">{task.note}</Typography>}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {!readOnly &&
          movesFor(task, administrator, assigned).map((status) => (
            <Button
              key={status}
              size="small"
              variant="outlined"
              onClick={() => void move(status)}
              data-testid={`task-move-${status}`}
            >
              {t(`moves.${status}`)}
            </Button>
          ))}
        <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {t('card.comments')}
        </Button>
      </Stack>
      {open && (
        <Box sx={{ mt: 1 }}>
          {comments.state.kind === 'ready' &&
            comments.state.data.map((c) => (
              <Typography key={c.commentId} variant="body2">
                <strong>{c.authorName}:</strong> {c.text}
              </Typography>
            ))}
          {!readOnly && (administrator || assigned) && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <TextField
                size="small"
                label={t('card.comment')}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
              <Button size="small" disabled={text.trim() === ''} onClick={() => void comment()}>
                {t('card.send')}
              </Button>
            </Stack>
          )}
        </Box>
      )}
    </Paper>
  );
}
