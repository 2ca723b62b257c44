import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TaskView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LOCKED_SX, useAccess, useUpgradeDialog } from '../../../components/access';
import { useDocumentTitle } from '../../../components/document-title';
import { useLocalize } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useMeQuery } from '../../../lib/session/me.query';
import { useTaskBoard } from '../api/task-board.api';
import { CreateTeamForm } from '../components/create-team-form';
import { DelegateTaskForm } from '../components/delegate-task-form';
import { TaskCard } from '../components/task-card';
import { useTaskLabels } from '../components/use-task-labels';
import { filterTasks, groupByArea, groupByTeam, type TaskFilters, type TaskSort } from '../model/task-groups';

type Grouping = 'team' | 'area';

/** /delegated/by-team and /delegated/by-area (spec §2): the organization's delegated tasks, module taskManagement. */
function DelegatedTasks({ grouping }: { grouping: Grouping }) {
  const { t } = useTranslation('tasks');
  useDocumentTitle(t(grouping === 'team' ? 'byTeam' : 'byArea'));
  const localize = useLocalize();
  const access = useAccess();
  const unlock = useUpgradeDialog();
  const [me] = useMeQuery({ pause: false });
  const user = me.data?.me;
  const open = access.has('taskManagement');
  const queryable = open && access.planClass !== null && user !== undefined;
  const { state, reload } = useTaskBoard(queryable ? user.organizationId : null);
  const board = state.kind === 'ready' ? state.data : null;
  const labels = useTaskLabels(board);
  const [filters, setFilters] = useState<TaskFilters>({ status: 'open', overdueOnly: false });
  const [sort, setSort] = useState<TaskSort>('due');
  const groups = useMemo(() => {
    if (!board) return [];
    const tasks = filterTasks(board.tasks, filters);
    return grouping === 'team' ? groupByTeam(board, tasks, sort, labels) : groupByArea(tasks, sort, labels);
  }, [board, filters, sort, grouping, labels]);

  const administrator = user?.role === 'administrator';
  const readOnly = user?.role === 'auditor';
  const isAssigned = (task: TaskView) =>
    task.assignee.kind === 'user'
      ? task.assignee.userId === user?.userId
      : (
          board?.teams.find((tm) => tm.teamId === (task.assignee as { teamId: string }).teamId)?.memberIds ??
          []
        ).includes(user?.userId ?? '');

  let body;
  if (!open)
    body = (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={LOCKED_SX} aria-disabled>
          <Typography>{t('locked')}</Typography>
        </Box>
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          onClick={() => unlock('global', 'global-upgrade')}
          data-testid="tasks-unlock"
        >
          {t('unlock')}
        </Button>
      </Paper>
    );
  else if (state.kind === 'failed' || state.kind === 'notFound')
    body = <Alert severity="error">{t('loadFailed')}</Alert>;
  else if (!board || !user) body = <PageLoading />;
  else
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('filters.status')}
              value={filters.status}
              onChange={(e) => setFilters({ ...filters, status: e.target.value as TaskFilters['status'] })}
              sx={{ minWidth: 180 }}
            >
              {(['open', 'all', 'in-progress', 'submitted', 'done', 'reopened'] as const).map((s) => (
                <MenuItem key={s} value={s}>
                  {s === 'open' || s === 'all' ? t(`filters.${s}`) : t(`status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('filters.sort')}
              value={sort}
              onChange={(e) => setSort(e.target.value as TaskSort)}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="due">{t('filters.byDue')}</MenuItem>
              <MenuItem value="area">{t('filters.byArea')}</MenuItem>
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={filters.overdueOnly}
                  onChange={(e) => setFilters({ ...filters, overdueOnly: e.target.checked })}
                />
              }
              label={t('filters.overdueOnly')}
            />
          </Stack>
          {groups.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
          {groups.map((group) => (
            <Box component="section" key={group.key} aria-label={group.label} data-testid="task-group">
              <Typography variant="h6" component="h2" gutterBottom>
                {group.label}
              </Typography>
              <Stack spacing={1}>
                {group.tasks.map((task) => (
                  <TaskCard
                    key={task.taskId}
                    organizationId={user.organizationId}
                    task={task}
                    labels={labels}
                    administrator={administrator}
                    assigned={isAssigned(task)}
                    readOnly={readOnly}
                    onChanged={reload}
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
        {administrator && (
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <DelegateTaskForm
              organizationId={user.organizationId}
              board={board}
              sections={labels.sections}
              onDone={reload}
            />
            <CreateTeamForm organizationId={user.organizationId} board={board} onDone={reload} />
          </Box>
        )}
      </Box>
    );

  return (
    <Box component="section" aria-labelledby="delegated-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="delegated-title" variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Tabs value={grouping} aria-label={t('title')}>
        <Tab value="team" label={t('byTeam')} component={RouterLink} to={localize('/delegated/by-team')} />
        <Tab value="area" label={t('byArea')} component={RouterLink} to={localize('/delegated/by-area')} />
      </Tabs>
      {body}
    </Box>
  );
}

export function DelegatedByTeamRoute() {
  return <DelegatedTasks grouping="team" />;
}

export function DelegatedByAreaRoute() {
  return <DelegatedTasks grouping="area" />;
}
