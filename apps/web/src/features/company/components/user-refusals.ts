/** The API's refusal of a user-management change (its field codes) → the users.* text the snackbar shows. */
const REFUSALS: Record<string, string> = {
  last_administrator: 'users.lastAdministrator',
  provider_person: 'users.providerPerson',
  confirm_self: 'users.confirmSelfNeeded',
};

export const refusalTextOf = (fields: readonly { code: string }[]): string =>
  fields.map((field) => REFUSALS[field.code]).find((key) => key !== undefined) ?? 'users.actionFailed';
