import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from '../user/roles.js';
import type { TaskBoardActor, TaskBoardCommand } from './task-board.commands.js';
import { decideTaskBoard } from './task-board.decide.js';
import { type TaskBoardEvent, taskBoardStreamId } from './task-board.events.js';
import { evolveTaskBoard, initialTaskBoardState, type TaskBoardState } from './task-board.state.js';

const actor = (userId = 'admin', role: ActorRole = 'administrator'): TaskBoardActor => ({
  userId,
  role,
  organizationId: 'org-1',
  memberIds: new Set(['admin', 'anna', 'jan', 'ola']),
  locationIds: new Set(['loc-warsaw']),
});

const fold = (events: readonly TaskBoardEvent[], state = initialTaskBoardState): TaskBoardState =>
  events.reduce(evolveTaskBoard, state);

/** Decides each command on the state the previous ones left and answers the state after all. */
const given = (...commands: TaskBoardCommand[]): TaskBoardState =>
  commands.reduce((state, command) => fold(decideTaskBoard(command, state), state), initialTaskBoardState);

const refusal = (command: TaskBoardCommand, state: TaskBoardState = initialTaskBoardState) => {
  try {
    decideTaskBoard(command, state);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error('the command was accepted');
};

const team = (data: Partial<{ teamId: string; name: unknown; memberIds: unknown }> = {}, who = actor()) =>
  ({
    type: 'CreateTeam',
    actor: who,
    data: { teamId: 't-energy', name: 'Energia', memberIds: ['anna', 'jan'], ...data },
  }) as const;

const delegate = (data: Record<string, unknown> = {}, who = actor()): TaskBoardCommand => ({
  type: 'DelegateTask',
  actor: who,
  data: {
    taskId: 'task-1',
    area: { kind: 'sections', sections: ['electricity'] },
    assignee: { kind: 'user', userId: 'anna' },
    dueDate: '2026-12-15',
    note: ' Faktury za 2025 ',
    ...data,
  },
});

const move = (status: unknown, who = actor('anna', 'member'), taskId = 'task-1'): TaskBoardCommand => ({
  type: 'ChangeTaskStatus',
  actor: who,
  data: { taskId, status },
});

describe('teams', () => {
  it('given no team, when an administrator creates one, then TeamCreated with its trimmed name and members', () => {
    expect(decideTaskBoard(team({ name: '  Energia ' }), initialTaskBoardState)).toEqual([
      {
        type: 'TeamCreated',
        data: { organizationId: 'org-1', teamId: 't-energy', name: 'Energia', memberIds: ['anna', 'jan'] },
      },
    ]);
    expect(taskBoardStreamId('org-1')).toBe('task-board-org-1');
  });

  it('refuses a taken name whatever the case of its Polish letters, and a stranger as member', () => {
    const state = given(team({ name: 'Zespół Łódź' }));
    expect(refusal(team({ teamId: 't-2', name: 'ZESPÓŁ łÓDŹ', memberIds: ['stranger'] }), state)).toEqual({
      code: 'VALIDATION_ERROR',
      fields: [
        { path: 'memberIds', code: 'unknown_user' },
        { path: 'name', code: 'team_name_taken' },
      ],
    });
  });

  it('refuses an empty and a too long name', () => {
    expect(refusal(team({ name: ' ' })).fields).toEqual([{ path: 'name', code: 'required' }]);
    expect(refusal(team({ name: 'x'.repeat(101) })).fields).toEqual([{ path: 'name', code: 'too_long' }]);
  });

  it.each<ActorRole>(['member', 'auditor', 'provider-staff'])('refuses %s creating a team', (role) => {
    expect(refusal(team({}, actor('anna', role))).code).toBe('FORBIDDEN');
  });

  it('changes the members of a team; the same members again record nothing; an unknown team is TEAM_NOT_FOUND', () => {
    const state = given(team());
    const change = {
      type: 'ChangeTeamMembers',
      actor: actor(),
      data: { teamId: 't-energy', memberIds: ['ola'] },
    } as const;
    const events = decideTaskBoard(change, state);
    expect(events).toEqual([
      {
        type: 'TeamMembersChanged',
        data: { organizationId: 'org-1', teamId: 't-energy', memberIds: ['ola'] },
      },
    ]);
    expect(decideTaskBoard(change, fold(events, state))).toEqual([]);
    expect(refusal({ ...change, data: { teamId: 'nope', memberIds: [] } }, state).code).toBe(
      'TEAM_NOT_FOUND',
    );
  });
});

describe('delegating a task', () => {
  it('given a member, when an administrator delegates electricity with a due date, then TaskDelegated', () => {
    expect(decideTaskBoard(delegate(), initialTaskBoardState)).toEqual([
      {
        type: 'TaskDelegated',
        data: {
          organizationId: 'org-1',
          taskId: 'task-1',
          area: { kind: 'sections', sections: ['electricity'] },
          assignee: { kind: 'user', userId: 'anna' },
          dueDate: '2026-12-15',
          note: 'Faktury za 2025',
          delegatedBy: 'admin',
        },
      },
    ]);
  });

  it('delegates a location to a team', () => {
    const [event] = decideTaskBoard(
      delegate({
        area: { kind: 'location', locationId: 'loc-warsaw' },
        assignee: { kind: 'team', teamId: 't-energy' },
      }),
      given(team()),
    );
    expect(event?.type === 'TaskDelegated' && event.data.area).toEqual({
      kind: 'location',
      locationId: 'loc-warsaw',
    });
  });

  it('names every failing field at once', () => {
    expect(
      refusal(
        delegate({
          area: { kind: 'sections', sections: ['moon-dust'] },
          assignee: { kind: 'team', teamId: 'no-team' },
          dueDate: '2026-02-30',
          note: 'x'.repeat(2001),
        }),
      ).fields,
    ).toEqual([
      { path: 'area.sections', code: 'invalid_value' },
      { path: 'assignee.teamId', code: 'unknown_team' },
      { path: 'dueDate', code: 'invalid_format' },
      { path: 'note', code: 'too_long' },
    ]);
    expect(
      refusal(
        delegate({
          area: { kind: 'location', locationId: 'elsewhere' },
          assignee: { kind: 'user', userId: 'x' },
          dueDate: '',
        }),
      ).fields,
    ).toEqual([
      { path: 'area.locationId', code: 'unknown_location' },
      { path: 'assignee.userId', code: 'unknown_user' },
      { path: 'dueDate', code: 'required' },
    ]);
    expect(refusal(delegate({ area: null, assignee: { kind: 'robot' } })).fields).toEqual([
      { path: 'area', code: 'required' },
      { path: 'assignee.kind', code: 'invalid_value' },
    ]);
  });

  it.each<ActorRole>(['member', 'auditor', 'provider-supervisor'])('refuses %s delegating', (role) => {
    expect(refusal(delegate({}, actor('anna', role))).code).toBe('FORBIDDEN');
  });

  it('given the same task id again (a retried click), then nothing new is recorded', () => {
    expect(decideTaskBoard(delegate(), given(delegate()))).toEqual([]);
  });
});

describe('working on a task', () => {
  it('the assignee starts and submits, the administrator accepts and reopens, the assignee submits again', () => {
    let state = given(delegate());
    const steps: [unknown, TaskBoardActor][] = [
      ['in-progress', actor('anna', 'member')],
      ['submitted', actor('anna', 'member')],
      ['done', actor()],
      ['reopened', actor()],
      ['submitted', actor('anna', 'member')],
    ];
    const seen: string[] = [];
    for (const [status, who] of steps) {
      const events = decideTaskBoard(move(status, who), state);
      for (const e of events) if (e.type === 'TaskStatusChanged') seen.push(`${e.data.from}>${e.data.to}`);
      state = fold(events, state);
    }
    expect(seen).toEqual([
      'open>in-progress',
      'in-progress>submitted',
      'submitted>done',
      'done>reopened',
      'reopened>submitted',
    ]);
  });

  it('a member of the team the task is delegated to may work on it; another member may not', () => {
    const state = given(team(), delegate({ assignee: { kind: 'team', teamId: 't-energy' } }));
    expect(decideTaskBoard(move('in-progress', actor('jan', 'member')), state)).toHaveLength(1);
    expect(refusal(move('in-progress', actor('ola', 'member')), state).code).toBe('FORBIDDEN');
  });

  it('refuses the assignee accepting their own task, an impossible move, an unknown status and task', () => {
    const state = given(delegate(), move('submitted'));
    expect(refusal(move('done'), state).code).toBe('FORBIDDEN');
    expect(refusal(move('in-progress'), state).code).toBe('INVALID_TRANSITION');
    expect(refusal(move('open'), state).fields).toEqual([{ path: 'status', code: 'invalid_value' }]);
    expect(refusal(move('lost'), state).fields).toEqual([{ path: 'status', code: 'invalid_value' }]);
    expect(refusal(move('done', actor(), 'task-9'), state).code).toBe('TASK_NOT_FOUND');
    expect(refusal(move('done', actor('audit', 'auditor')), state).code).toBe('FORBIDDEN');
  });

  it('the same status again records nothing', () => {
    expect(decideTaskBoard(move('submitted'), given(delegate(), move('submitted')))).toEqual([]);
  });
});

describe('reassigning and commenting', () => {
  it('reassigns to a team; the same assignee again records nothing; members may not reassign', () => {
    const state = given(team(), delegate());
    const reassign: TaskBoardCommand = {
      type: 'ReassignTask',
      actor: actor(),
      data: { taskId: 'task-1', assignee: { kind: 'team', teamId: 't-energy' } },
    };
    const events = decideTaskBoard(reassign, state);
    expect(events).toEqual([
      {
        type: 'TaskReassigned',
        data: {
          organizationId: 'org-1',
          taskId: 'task-1',
          from: { kind: 'user', userId: 'anna' },
          to: { kind: 'team', teamId: 't-energy' },
          reassignedBy: 'admin',
        },
      },
    ]);
    expect(decideTaskBoard(reassign, fold(events, state))).toEqual([]);
    expect(refusal({ ...reassign, actor: actor('anna', 'member') }, state).code).toBe('FORBIDDEN');
    expect(
      refusal({ ...reassign, data: { taskId: 'task-1', assignee: { kind: 'user', userId: 'x' } } }, state)
        .fields,
    ).toEqual([{ path: 'assignee.userId', code: 'unknown_user' }]);
  });

  it('the assignee and the administrator comment; others, empty text and a repeated comment id do not add', () => {
    const state = given(delegate());
    const comment = (
      who: TaskBoardActor,
      text: unknown = 'Brak faktury za marzec',
      commentId = 'c-1',
    ): TaskBoardCommand => ({
      type: 'CommentOnTask',
      actor: who,
      data: { taskId: 'task-1', commentId, text },
    });
    const events = decideTaskBoard(comment(actor('anna', 'member')), state);
    expect(events).toEqual([
      {
        type: 'TaskCommented',
        data: {
          organizationId: 'org-1',
          taskId: 'task-1',
          commentId: 'c-1',
          text: 'Brak faktury za marzec',
          authorId: 'anna',
        },
      },
    ]);
    expect(decideTaskBoard(comment(actor(), 'ok', 'c-2'), state)).toHaveLength(1);
    expect(decideTaskBoard(comment(actor('anna', 'member')), fold(events, state))).toEqual([]);
    expect(refusal(comment(actor('ola', 'member')), state).code).toBe('FORBIDDEN');
    expect(refusal(comment(actor('audit', 'auditor')), state).code).toBe('FORBIDDEN');
    expect(refusal(comment(actor(), '  '), state).fields).toEqual([{ path: 'text', code: 'required' }]);
  });
});
