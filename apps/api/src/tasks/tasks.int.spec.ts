import type { NotificationsView, TaskBoardView, TaskCommentView, TaskPanelView } from '@ghg/contracts';
import { taskBoardStreamId } from '@ghg/domain';
import type { ActorRole } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { readYourWritesClient } from '../../../../test/api/read-your-writes.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN_ID, DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

jest.setTimeout(60_000);

const OTHER_ORGANIZATION_ID = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8eff';
const MEMBER_ID = DEMO_ACCOUNTS.find((a) => a.role === 'member')!.userId;
const org = (rest: string, organizationId = DEMO_ORGANIZATION_ID) =>
  `/api/organizations/${organizationId}${rest}`;

describe('delegated tasks and teams (issue 20): every command, every refusal, who sees what', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  const { call } = readYourWritesClient(() => api);
  const as = (role: ActorRole) => api.actAs(role);
  const get = async <T>(path: string) => (await call('GET', path)).body as T;
  /** The call is refused as `expected` says and the log has not moved. */
  async function refused(method: string, path: string, body: unknown, expected: Record<string, unknown>) {
    const head = await api.store.headPosition();
    const answer = await call(method, path, body);
    expect({ status: answer.status, ...answer.body }).toMatchObject(expected);
    expect(await api.store.headPosition()).toBe(head);
  }

  it('the administrator creates a team and delegates electricity to a member with a due date; the member works it', async () => {
    const team = await call('POST', org('/teams'), {
      teamId: 'energy',
      name: 'Energia',
      memberIds: [MEMBER_ID],
    });
    expect(team).toMatchObject({ status: 201, body: { id: 'energy', changed: true } });
    const task = await call('POST', org('/tasks'), {
      area: { kind: 'sections', sections: ['electricity'] },
      assignee: { kind: 'user', userId: MEMBER_ID },
      dueDate: '2099-01-31',
      note: 'Faktury za prąd 2025',
    });
    expect(task.status).toBe(201);
    const taskId = task.body['id'] as string;

    as('member');
    const board = await get<TaskBoardView>(org('/tasks'));
    expect(board.tasks).toEqual([
      expect.objectContaining({
        taskId,
        area: { kind: 'sections', sections: ['electricity'] },
        assignee: { kind: 'user', userId: MEMBER_ID },
        status: 'open',
        dueDate: '2099-01-31',
        note: 'Faktury za prąd 2025',
        overdue: false,
      }),
    ]);
    expect(board.teams).toEqual([{ teamId: 'energy', name: 'Energia', memberIds: [MEMBER_ID] }]);
    const told = await get<NotificationsView>('/api/users/me/notifications');
    expect(told.items[0]).toMatchObject({ kind: 'task-assigned', read: false, details: { taskId } });

    expect((await call('PUT', org(`/tasks/${taskId}/status`), { status: 'in-progress' })).status).toBe(200);
    expect(
      (await call('POST', org(`/tasks/${taskId}/comments`), { text: 'Brak faktury za marzec' })).status,
    ).toBe(201);
    expect((await call('PUT', org(`/tasks/${taskId}/status`), { status: 'submitted' })).status).toBe(200);
    const panel = await get<TaskPanelView>(org('/task-panel'));
    expect(panel.own.map((t) => [t.taskId, t.status])).toEqual([[taskId, 'submitted']]);

    as('administrator');
    const adminTold = await get<NotificationsView>('/api/users/me/notifications');
    expect(adminTold.items.map((n) => n.kind)).toContain('task-submitted');
    expect((await call('PUT', org(`/tasks/${taskId}/status`), { status: 'done' })).status).toBe(200);
    const comments = await get<TaskCommentView[]>(org(`/tasks/${taskId}/comments`));
    expect(comments.map((c) => [c.authorName, c.text])).toEqual([['Marek Demo', 'Brak faktury za marzec']]);
    const events = await api.store.readStream(taskBoardStreamId(DEMO_ORGANIZATION_ID));
    expect(events.map((e) => e.type)).toEqual([
      'TeamCreated',
      'TaskDelegated',
      'TaskStatusChanged',
      'TaskCommented',
      'TaskStatusChanged',
      'TaskStatusChanged',
    ]);
    expect(events[1]!.metadata).toMatchObject({ actorId: DEMO_ADMIN_ID, source: { channel: 'rest' } });

    // reassign to the team, then the team's member sees it again; the same assignee again changes nothing
    const reassigned = await call('PUT', org(`/tasks/${taskId}/assignee`), {
      assignee: { kind: 'team', teamId: 'energy' },
    });
    expect(reassigned.body).toMatchObject({ changed: true });
    expect(
      (await call('PUT', org(`/tasks/${taskId}/assignee`), { assignee: { kind: 'team', teamId: 'energy' } }))
        .body,
    ).toMatchObject({
      changed: false,
    });
    expect(
      (await call('PUT', org('/teams/energy/members'), { memberIds: [MEMBER_ID, DEMO_ADMIN_ID] })).status,
    ).toBe(200);
  });

  it('members see only their own and their team’s tasks; administrators and the auditor see all', async () => {
    const own = await call('POST', org('/tasks'), {
      area: { kind: 'sections', sections: ['vehicles', 'heat'] },
      assignee: { kind: 'user', userId: DEMO_ADMIN_ID },
      dueDate: '2020-01-01',
    });
    const adminTaskId = own.body['id'] as string;
    as('member');
    const memberBoard = await get<TaskBoardView>(org('/tasks'));
    expect(memberBoard.tasks.map((t) => t.taskId)).not.toContain(adminTaskId);
    expect((await call('GET', org(`/tasks/${adminTaskId}/comments`))).status).toBe(404);
    as('auditor');
    const auditorBoard = await get<TaskBoardView>(org('/tasks'));
    expect(auditorBoard.tasks.map((t) => t.taskId)).toContain(adminTaskId);
    as('administrator');
    const panel = await get<TaskPanelView>(org('/task-panel'));
    expect(panel.overdue.map((t) => t.taskId)).toEqual([adminTaskId]);
    expect(panel.overdue[0]!.overdue).toBe(true);
  });

  it('refuses each command with its error, appending nothing', async () => {
    const board = await get<TaskBoardView>(org('/tasks'));
    const taskId = board.tasks[0]!.taskId;
    await refused(
      'POST',
      org('/teams'),
      { name: 'ENERGIA', memberIds: ['stranger'] },
      {
        status: 400,
        code: 'VALIDATION_ERROR',
        fields: [
          { path: 'memberIds', code: 'unknown_user' },
          { path: 'name', code: 'team_name_taken' },
        ],
      },
    );
    await refused(
      'POST',
      org('/tasks'),
      {
        area: { kind: 'sections', sections: ['moon'] },
        assignee: { kind: 'team', teamId: 'x' },
        dueDate: '2026-02-30',
      },
      {
        status: 400,
        fields: [
          { path: 'area.sections', code: 'invalid_value' },
          { path: 'assignee.teamId', code: 'unknown_team' },
          { path: 'dueDate', code: 'invalid_format' },
        ],
      },
    );
    await refused('POST', org('/tasks'), { area: 'electricity' }, { status: 400, code: 'VALIDATION_ERROR' });
    await refused(
      'PUT',
      org('/tasks/nope/status'),
      { status: 'done' },
      { status: 404, code: 'TASK_NOT_FOUND' },
    );
    await refused(
      'PUT',
      org('/teams/nope/members'),
      { memberIds: [] },
      { status: 404, code: 'TEAM_NOT_FOUND' },
    );
    await refused(
      'PUT',
      org(`/tasks/${taskId}/status`),
      { status: 'lost' },
      { status: 400, code: 'VALIDATION_ERROR' },
    );
    await refused(
      'POST',
      org(`/tasks/${taskId}/comments`),
      { text: '  ' },
      {
        status: 400,
        fields: [{ path: 'text', code: 'required' }],
      },
    );
    await refused(
      'PUT',
      org(`/tasks/${taskId}/assignee`),
      { assignee: { kind: 'user', userId: 'x' } },
      { status: 400 },
    );
    await refused('GET', org('/tasks', OTHER_ORGANIZATION_ID), undefined, { status: 404 });
    await refused('POST', org('/tasks', OTHER_ORGANIZATION_ID), {}, { status: 404 });

    as('member');
    await refused('POST', org('/teams'), { name: 'Moja', memberIds: [] }, { status: 403, code: 'FORBIDDEN' });
    await refused(
      'POST',
      org('/tasks'),
      {
        area: { kind: 'sections', sections: ['heat'] },
        assignee: { kind: 'user', userId: MEMBER_ID },
        dueDate: '2099-01-01',
      },
      {
        status: 403,
        code: 'FORBIDDEN',
      },
    );
    await refused(
      'PUT',
      org(`/tasks/${taskId}/assignee`),
      { assignee: { kind: 'user', userId: MEMBER_ID } },
      { status: 403 },
    );

    as('auditor');
    for (const [method, path, body] of [
      ['POST', org('/teams'), { name: 'A', memberIds: [] }],
      ['PUT', org(`/tasks/${taskId}/status`), { status: 'reopened' }],
      ['POST', org(`/tasks/${taskId}/comments`), { text: 'x' }],
    ] as const)
      await refused(method, path, body, { status: 403 });
  });

  it('a task cannot skip its workflow: INVALID_TRANSITION (409)', async () => {
    const task = await call('POST', org('/tasks'), {
      area: { kind: 'sections', sections: ['waste'] },
      assignee: { kind: 'user', userId: MEMBER_ID },
      dueDate: '2099-06-30',
    });
    await refused(
      'PUT',
      org(`/tasks/${task.body['id'] as string}/status`),
      { status: 'reopened' },
      {
        status: 409,
        code: 'INVALID_TRANSITION',
      },
    );
  });

  it('marks notifications read: the unread count falls to zero', async () => {
    as('member');
    const before = await get<NotificationsView>('/api/users/me/notifications');
    expect(before.unread).toBeGreaterThan(0);
    const first = before.items.find((n) => !n.read)!;
    const one = await call('POST', '/api/users/me/notifications/read', { eventIds: [first.eventId] });
    expect((one.body as unknown as NotificationsView).unread).toBe(before.unread - 1);
    as('auditor');
    expect((await call('POST', '/api/users/me/notifications/read', {})).status).toBe(200);
    as('member');
    const all = await call('POST', '/api/users/me/notifications/read', {});
    expect(all.body).toMatchObject({ unread: 0 });
    await refused('POST', '/api/users/me/notifications/read', { eventIds: ['not-a-uuid'] }, { status: 400 });
  });
});
