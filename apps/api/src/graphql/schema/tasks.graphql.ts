/**
 * Delegated tasks and teams, row verification and notifications (issue 20), beside the REST routes of
 * apps/api/src/tasks: the same command handlers and access rules; the organization is the session's.
 */
export const tasksSdl = /* GraphQL */ `
  extend type Query {
    "The tasks the caller may see (members: their own and their teams'), the teams, people and locations."
    taskBoard: TaskBoard!
    "The dashboard panel: the caller's own open tasks and the organization's overdue ones."
    taskPanel: TaskPanel!
    "The comment thread of one task, oldest first."
    taskComments(taskId: String!): [TaskComment!]!
    "The organization's rows in verification with their badges, whether the caller verifies, the verified share."
    rowVerifications: RowVerifications!
    "The caller's notifications in the current organization, newest first, and the unread count."
    notifications: Notifications!
    "The caller's notification e-mails: on or off, and the kinds not mailed."
    notificationPreferences: NotificationPreferences!
  }

  extend type Mutation {
    "Creates a team (administrator); teamId makes a retry a no-op."
    createTeam(input: CreateTeamInput!): TaskBoardCommandResult!
    "Replaces the members of a team (administrator)."
    changeTeamMembers(teamId: String!, memberIds: [String!]!): TaskBoardCommandResult!
    "Delegates sections or a location to a person or a team (administrator), due on dueDate YYYY-MM-DD."
    delegateTask(input: DelegateTaskInput!): TaskBoardCommandResult!
    "status: open, in-progress, submitted, done or reopened."
    changeTaskStatus(taskId: String!, status: String!): TaskBoardCommandResult!
    "Gives the task to another person or team (administrator)."
    reassignTask(taskId: String!, assignee: TaskAssigneeInput!): TaskBoardCommandResult!
    "Adds a comment to the task's thread; commentId makes a retry a no-op."
    commentOnTask(taskId: String!, text: String!, commentId: String): TaskBoardCommandResult!
    "Sends rows of the organization for verification ('Sent for verification')."
    submitRowsForVerification(rowIds: [String!]!): CommandResult!
    "Approves sent rows ('Verified'): verifiers only."
    approveRows(rowIds: [String!]!): CommandResult!
    "Returns a sent row with a comment ('Error - data to fix'): verifiers only."
    returnRow(rowId: String!, comment: String!): CommandResult!
    "Marks the caller's notifications read: the given ones, or all when eventIds is absent."
    markNotificationsRead(eventIds: [String!]): Notifications!
    "Chooses the notification e-mails; several close together come as one digest. mutedKinds: kinds not mailed."
    setNotificationPreferences(emailEnabled: Boolean!, mutedKinds: [String!]): CommandResult!
  }

  input CreateTeamInput {
    teamId: String
    name: String
    memberIds: [String!]
  }

  "kind sections (with sections: emission section keys) or location (with locationId)."
  input TaskAreaInput {
    kind: String
    sections: [String!]
    locationId: String
  }

  "kind user (with userId) or team (with teamId)."
  input TaskAssigneeInput {
    kind: String
    userId: String
    teamId: String
  }

  input DelegateTaskInput {
    taskId: String
    area: TaskAreaInput
    assignee: TaskAssigneeInput
    dueDate: String
    note: String
  }
`;
