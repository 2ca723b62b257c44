/** Values of the initial questions as stored in events: the contracts validate their shape before decide. */
export type InitialAnswerValue = string | number;
