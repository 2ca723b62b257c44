import type { NotificationsView, RowVerificationsView, TaskBoardView } from '@ghg/contracts';
import { rowVerificationStreamId, taskBoardStreamId } from '@ghg/domain';
import type { ActorRole } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { answersClient } from '../../../../test/api/answers-client.js';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANIZATION_ID,
  FREEMIUM_DEMO_ADMIN,
  FREEMIUM_DEMO_ORGANIZATION_ID,
} from '../seed/demo-accounts.js';

jest.setTimeout(60_000);

const MEMBER_ID = DEMO_ACCOUNTS.find((a) => a.role === 'member')!.userId;
const RESULT = '{ id position revision changed }';
const FUEL_ROW = { itemType: 'passenger-car', fuelType: 'diesel', consumption: 120, unit: 'litres' };

describe('GraphQL for tasks, teams, row verification and notifications (issue 20): the REST commands and rules', () => {
  let api: ApiHarness;
  let position = '0';
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  const as = (role: ActorRole) => api.actAs(role);
  /** One GraphQL call reading its own writes; the command results move the position. */
  async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
    const answer = await api.graphql<T>(query, variables, { 'x-wait-for-position': position });
    const data = answer.body.data as Record<string, { position?: unknown }> | undefined;
    for (const value of Object.values(data ?? {}))
      if (value && typeof value.position === 'string') position = value.position;
    return answer.body;
  }
  async function ok<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const body = await gql<T>(query, variables);
    expect({ errors: body.errors, body: body.data === undefined ? body : 'data' }).toEqual({
      errors: undefined,
      body: 'data',
    });
    return body.data as T;
  }
  /** Refused with `code` and the log has not moved. */
  async function refused(query: string, variables: Record<string, unknown>, code: string) {
    const head = await api.store.headPosition();
    const body = await gql(query, variables);
    expect(body.errors?.[0]?.extensions?.['code']).toBe(code);
    expect(await api.store.headPosition()).toBe(head);
    return body.errors![0]!;
  }

  it('the administrator makes a team and delegates a task; the member works it and is told, all over GraphQL', async () => {
    const team = await ok<{ createTeam: { id: string; changed: boolean } }>(
      `mutation($input: CreateTeamInput!) { createTeam(input: $input) ${RESULT} }`,
      { input: { teamId: 'graphql-team', name: 'Zespół GraphQL', memberIds: [MEMBER_ID] } },
    );
    expect(team.createTeam).toMatchObject({ id: 'graphql-team', changed: true });
    const delegated = await ok<{ delegateTask: { id: string } }>(
      `mutation($input: DelegateTaskInput!) { delegateTask(input: $input) ${RESULT} }`,
      {
        input: {
          area: { kind: 'sections', sections: ['electricity'] },
          assignee: { kind: 'team', teamId: 'graphql-team' },
          dueDate: '2099-02-28',
        },
      },
    );
    const taskId = delegated.delegateTask.id;

    as('member');
    const board = await ok<{ taskBoard: TaskBoardView }>(
      '{ taskBoard { tasks { taskId area assignee status dueDate note overdue } teams { teamId name memberIds } } }',
    );
    expect(board.taskBoard.tasks).toEqual([
      {
        taskId,
        area: { kind: 'sections', sections: ['electricity'] },
        assignee: { kind: 'team', teamId: 'graphql-team' },
        status: 'open',
        dueDate: '2099-02-28',
        note: '',
        overdue: false,
      },
    ]);
    const told = await ok<{ notifications: NotificationsView }>(
      '{ notifications { unread items { eventId kind details read } } }',
    );
    expect(told.notifications.items[0]).toMatchObject({ kind: 'task-assigned', details: { taskId } });
    await ok(`mutation($t: String!) { changeTaskStatus(taskId: $t, status: "submitted") ${RESULT} }`, {
      t: taskId,
    });
    await ok(`mutation($t: String!) { commentOnTask(taskId: $t, text: "Gotowe") ${RESULT} }`, { t: taskId });
    const comments = await ok<{ taskComments: { authorName: string; text: string }[] }>(
      'query($t: String!) { taskComments(taskId: $t) { authorName text } }',
      { t: taskId },
    );
    expect(comments.taskComments).toEqual([{ authorName: 'Marek Demo', text: 'Gotowe' }]);
    const panel = await ok<{ taskPanel: { own: { taskId: string; status: string }[] } }>(
      '{ taskPanel { own { taskId status } overdue { taskId } } }',
    );
    expect(panel.taskPanel.own).toEqual([{ taskId, status: 'submitted' }]);
    const read = await ok<{ markNotificationsRead: NotificationsView }>(
      'mutation { markNotificationsRead { unread items { read } } }',
    );
    expect(read.markNotificationsRead.unread).toBe(0);

    as('administrator');
    await ok(
      `mutation($t: String!, $a: TaskAssigneeInput!) { reassignTask(taskId: $t, assignee: $a) ${RESULT} }`,
      { t: taskId, a: { kind: 'user', userId: MEMBER_ID } },
    );
    await ok(`mutation { changeTeamMembers(teamId: "graphql-team", memberIds: []) ${RESULT} }`);
    const events = await api.store.readStream(taskBoardStreamId(DEMO_ORGANIZATION_ID));
    expect(events.map((e) => e.type)).toEqual([
      'TeamCreated',
      'TaskDelegated',
      'TaskStatusChanged',
      'TaskCommented',
      'TaskReassigned',
      'TeamMembersChanged',
    ]);
    expect(events[1]!.metadata).toMatchObject({ source: { channel: 'graphql' } });
  });

  it('a member sends rows, the administrator returns one and approves the other, over GraphQL', async () => {
    const answers = answersClient(api);
    as('member');
    await answers.ok('vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' });
    const first = await answers.ok('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-05',
      values: FUEL_ROW,
    });
    const second = await answers.ok('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-06',
      values: FUEL_ROW,
    });
    const [r1, r2] = [first.result.rowId!, second.result.rowId!];
    position = second.result.position;
    await ok(`mutation($ids: [String!]!) { submitRowsForVerification(rowIds: $ids) { changed position } }`, {
      ids: [r1, r2],
    });
    // a member does not verify
    await refused(
      'mutation($ids: [String!]!) { approveRows(rowIds: $ids) { changed } }',
      { ids: [r1] },
      'FORBIDDEN',
    );

    as('administrator');
    await ok('mutation($r: String!) { returnRow(rowId: $r, comment: "Zły licznik") { changed position } }', {
      r: r1,
    });
    await ok('mutation($ids: [String!]!) { approveRows(rowIds: $ids) { changed position } }', { ids: [r2] });
    const view = await ok<{ rowVerifications: RowVerificationsView }>(
      '{ rowVerifications { canVerify verifiedShare rows { rowId status comment } } }',
    );
    expect(view.rowVerifications.canVerify).toBe(true);
    expect(view.rowVerifications.rows).toEqual(
      expect.arrayContaining([
        { rowId: r1, status: 'returned', comment: 'Zły licznik' },
        { rowId: r2, status: 'verified', comment: null },
      ]),
    );
    const events = await api.store.readStream(rowVerificationStreamId(DEMO_ORGANIZATION_ID));
    expect(events.slice(-3).map((e) => [e.type, e.metadata.source.channel])).toEqual([
      ['RowsSubmittedForVerification', 'graphql'],
      ['RowReturned', 'graphql'],
      ['RowsVerified', 'graphql'],
    ]);
  });

  it('refuses as REST does: bad input whole, the auditor, a plan without taskManagement', async () => {
    const invalid = await refused(
      `mutation($input: DelegateTaskInput!) { delegateTask(input: $input) ${RESULT} }`,
      { input: { area: { kind: 'sections', sections: ['electricity'] } } },
      'VALIDATION_ERROR',
    );
    expect(invalid.extensions?.['fields']).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'assignee' })]),
    );
    await refused(
      `mutation { changeTaskStatus(taskId: "x", status: "finished") ${RESULT} }`,
      {},
      'VALIDATION_ERROR',
    );

    as('auditor');
    await refused(`mutation { createTeam(input: { name: "Audyt" }) ${RESULT} }`, {}, 'FORBIDDEN');
    // reading stays open to the auditor, and marking their own notifications read too
    expect((await gql('{ taskBoard { tasks { taskId } } }')).errors).toBeUndefined();
    expect((await gql('mutation { markNotificationsRead { unread } }')).errors).toBeUndefined();

    const actor = api.actAs('administrator');
    actor.userId = FREEMIUM_DEMO_ADMIN.userId;
    actor.organizationId = FREEMIUM_DEMO_ORGANIZATION_ID;
    await refused('{ taskBoard { tasks { taskId } } }', {}, 'MODULE_NOT_IN_PLAN');
    await refused(`mutation { createTeam(input: { name: "Free" }) ${RESULT} }`, {}, 'MODULE_NOT_IN_PLAN');
    // the bell is any plan's
    expect((await gql('{ notifications { unread } }')).errors).toBeUndefined();
  });
});
