import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TaskView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ModuleGate, useAccess } from '../../../components/access';
import { useLocalize } from '../../../components/localized';
import { useMeQuery } from '../../../lib/session/me.query';
import { useTaskPanel } from '../api/task-panel.api';
import { useTaskLabels } from './use-task-labels';

function Tasks({ tasks, none, testId }: { tasks: TaskView[]; none: string; testId: string }) {
  const { t } = useTranslation('tasks');
  const labels = useTaskLabels(null);
  if (tasks.length === 0) return <Typography color="text.secondary">{none}</Typography>;
  return (
    <List dense data-testid={testId}>
      {tasks.slice(0, 5).map((task) => (
        <ListItem key={task.taskId} disableGutters data-testid="panel-task">
          <ListItemText
            primary={
              task.area.kind === 'sections' ? task.area.sections.map(labels.section).join(', ') : t('byArea')
            }
            secondary={`${t(`status.${task.status}`)} · ${t('card.due', { date: task.dueDate })}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The dashboard's delegated-tasks panel: the person's own open tasks and the organization's overdue ones. */
export function TaskPanel() {
  const { t } = useTranslation('tasks');
  const localize = useLocalize();
  const access = useAccess();
  const [me] = useMeQuery({ pause: false });
  const organizationId = me.data?.me.organizationId ?? null;
  const queryable = access.planClass !== null && access.has('taskManagement');
  const { state } = useTaskPanel(queryable ? organizationId : null);
  return (
    <ModuleGate module="taskManagement" place="global" fallback="global-upgrade">
      {state.kind === 'ready' ? (
        <>
          <Typography variant="subtitle2">{t('panel.own')}</Typography>
          <Tasks tasks={state.data.own} none={t('panel.none')} testId="panel-own-tasks" />
          <Typography variant="subtitle2">{t('panel.overdue')}</Typography>
          <Tasks tasks={state.data.overdue} none={t('panel.noneOverdue')} testId="panel-overdue-tasks" />
        </>
      ) : state.kind === 'loading' && queryable && organizationId ? (
        // While the lists load, the panel already has the height of two empty lists, so the panels below it do
        // not move when the answer comes (layout shift on the dashboard).
        <div aria-busy="true" data-testid="panel-tasks-loading">
          <Typography variant="subtitle2">{t('panel.own')}</Typography>
          <Typography sx={{ visibility: 'hidden' }}>{t('panel.none')}</Typography>
          <Typography variant="subtitle2">{t('panel.overdue')}</Typography>
          <Typography sx={{ visibility: 'hidden' }}>{t('panel.noneOverdue')}</Typography>
        </div>
      ) : (
        <Typography color="text.secondary">{t('panel.none')}</Typography>
      )}
      <Button
        component={RouterLink}
        to={localize('/delegated/by-team')}
        size="small"
        sx={{ mt: 1 }}
        data-testid="panel-tasks-open"
      >
        {t('panel.open')}
      </Button>
    </ModuleGate>
  );
}
