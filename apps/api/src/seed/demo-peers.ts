import {
  type AnswerCommandContext,
  type AnswerEvent,
  type AnswersState,
  answersStreamId,
  decideAnswers,
  decideOrganization,
  evolveAnswers,
  evolveOrganization,
  initialAnswersState,
  initialOrganizationState,
  type InitialAnswers,
  type OrganizationEvent,
  organizationStreamId,
} from '@ghg/domain';
import { type EventStore, type NewEvent, WrongExpectedRevisionError } from '@ghg/event-store';
import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../context/request-context.js';
import { metadataOf } from '../shared/stream-command.js';
import { DEMO_ORGANIZATION_ID, SEED_ACTOR_ID } from './demo-accounts.js';
import { demoCompanySheets, peerSheets, type SeedSheet, type SheetScale } from './demo-sheets.js';

/** The demo company's profile, entered only while it has none (a person's own answers are never replaced). */
export const DEMO_INITIAL_ANSWERS: InitialAnswers = {
  description: 'Demo: sieć trzech sklepów z artykułami biurowymi i magazyn w Krakowie.',
  industry: 'RETAIL',
  country: 'PL',
  peopleAmount: 'SMALL_COMPANY',
  peopleAmountNumber: 24,
  annualRevenue: 'LESS_THAN_500K',
  annualRevenueRange: 450_000,
  officeSize: 'MEDIUM_OFFICE',
  officeLocation: 'CITY_CENTER',
};

/** Demo peers: other (invented, flagged demo) companies of the demo's industry, so the benchmark has a sector. */
export const DEMO_PEERS: readonly { id: string; employees: number; scale: SheetScale }[] = [
  {
    id: '6f1d2c3e-0000-4000-8000-0000000be001',
    employees: 8,
    scale: { size: 0.35, salt: 1, trend: 0.97, districtHeat: false },
  },
  {
    id: '6f1d2c3e-0000-4000-8000-0000000be002',
    employees: 15,
    scale: { size: 0.6, salt: 2, trend: 1.04, districtHeat: true },
  },
  {
    id: '6f1d2c3e-0000-4000-8000-0000000be003',
    employees: 32,
    scale: { size: 1.4, salt: 3, trend: 0.95, districtHeat: true },
  },
  {
    id: '6f1d2c3e-0000-4000-8000-0000000be004',
    employees: 45,
    scale: { size: 1.7, salt: 4, trend: 0.9, districtHeat: false },
  },
  {
    id: '6f1d2c3e-0000-4000-8000-0000000be005',
    employees: 70,
    scale: { size: 3.1, salt: 5, trend: 1.01, districtHeat: true },
  },
  {
    id: '6f1d2c3e-0000-4000-8000-0000000be006',
    employees: 120,
    scale: { size: 4.6, salt: 6, trend: 0.88, districtHeat: true },
  },
];

const PEOPLE_BAND = (n: number): string =>
  n <= 9 ? 'MICRO_COMPANY' : n <= 49 ? 'SMALL_COMPANY' : n <= 249 ? 'MEDIUM_COMPANY' : 'LARGE_COMPANY';

export interface DemoHistoryResult {
  /** Sheets of the demo company this start entered (0 once they exist). */
  demoSheets: number;
  /** Peer companies this start registered. */
  peers: number;
  industry: string | null;
}

/**
 * Two years of answers for the demo company and six demo peers in its industry, appended as ordinary events:
 * the domain decides every command (the organization aggregate, decideAnswers), and each stream is written in
 * one append with `no_stream` (or, for the demo's profile, at the revision read), so a second or concurrent start
 * changes nothing and nothing a person entered is overwritten.
 */
export async function seedDemoHistory(store: EventStore, now = new Date()): Promise<DemoHistoryResult> {
  const currentPeriod = now.toISOString().slice(0, 7);
  const demo = await loadOrganization(store, DEMO_ORGANIZATION_ID);
  if (!demo.state.registered) return { demoSheets: 0, peers: 0, industry: null };
  let industry = stringOf(demo.state.initialAnswers['industry']);
  if (industry === null && (await answerInitialQuestions(store, DEMO_ORGANIZATION_ID, DEMO_INITIAL_ANSWERS)))
    industry = stringOf(DEMO_INITIAL_ANSWERS['industry']);
  let demoSheets = 0;
  for (const sheet of demoCompanySheets()) {
    if (await enterSheet(store, DEMO_ORGANIZATION_ID, sheet, demo.state.blockedPeriods, currentPeriod))
      demoSheets += 1;
  }
  let peers = 0;
  if (industry === null) return { demoSheets, peers, industry };
  for (const [index, peer] of DEMO_PEERS.entries()) {
    const name = `Demo peer ${index + 1}`;
    const registered = await appendNew(store, organizationStreamId(peer.id), peer.id, () =>
      decidePeerProfile(peer.id, name, industry!, peer.employees),
    );
    if (!registered) continue;
    peers += 1;
    for (const sheet of peerSheets(peer.scale))
      await enterSheet(store, peer.id, sheet, new Set(), currentPeriod);
  }
  return { demoSheets, peers, industry };
}

/** Folds the sheet's commands through decideAnswers as one person entering them one after another. */
export function decideSheet(
  sheet: SeedSheet,
  blocked: ReadonlySet<string>,
  currentPeriod: string,
): AnswerEvent[] {
  const context: AnswerCommandContext = {
    questionId: sheet.questionId,
    role: 'administrator',
    blockedPeriods: blocked,
    currentPeriod,
  };
  let state: AnswersState = initialAnswersState;
  const events: AnswerEvent[] = [];
  for (const command of sheet.commands) {
    // A month the provider closed keeps its rows out, as it would for a person.
    if (command.type === 'AddRow' && (blocked.has(command.period) || command.period > currentPeriod))
      continue;
    for (const event of decideAnswers(command, state, context)) {
      state = evolveAnswers(state, event);
      events.push(event);
    }
  }
  return events;
}

async function enterSheet(
  store: EventStore,
  organizationId: string,
  sheet: SeedSheet,
  blocked: ReadonlySet<string>,
  currentPeriod: string,
): Promise<boolean> {
  return appendNew(store, answersStreamId(organizationId, sheet.questionId), organizationId, () =>
    decideSheet(sheet, blocked, currentPeriod),
  );
}

async function answerInitialQuestions(
  store: EventStore,
  organizationId: string,
  answers: InitialAnswers,
): Promise<boolean> {
  const { state, revision } = await loadOrganization(store, organizationId);
  const events = decideOrganization(
    { type: 'AnswerInitialQuestions', data: { organizationId, answers } },
    state,
  );
  if (events.length === 0 || revision === null) return false;
  return append(store, organizationStreamId(organizationId), organizationId, events, revision);
}

/** A peer's registration (flagged demo) and its initial questions, decided by the organization aggregate. */
function decidePeerProfile(
  organizationId: string,
  name: string,
  industry: string,
  employees: number,
): OrganizationEvent[] {
  const registered = decideOrganization(
    { type: 'RegisterOrganization', data: { organizationId, name, country: 'PL', demo: true } },
    initialOrganizationState,
  );
  const state = registered.reduce(evolveOrganization, initialOrganizationState);
  const answers: InitialAnswers = {
    industry,
    country: 'PL',
    peopleAmount: PEOPLE_BAND(employees),
    peopleAmountNumber: employees,
    annualRevenue: 'MORE_THAN_500K',
  };
  return [
    ...registered,
    ...decideOrganization({ type: 'AnswerInitialQuestions', data: { organizationId, answers } }, state),
  ];
}

async function loadOrganization(store: EventStore, organizationId: string) {
  const recorded = await store.readStream(organizationStreamId(organizationId));
  const state = recorded.reduce(
    (s, e) => evolveOrganization(s, e as unknown as OrganizationEvent),
    initialOrganizationState,
  );
  return { state, revision: recorded.at(-1)?.revision ?? null };
}

/** Appends the events of a stream that does not exist yet; false when it does (a previous start wrote it). */
async function appendNew(
  store: EventStore,
  streamId: string,
  organizationId: string,
  decide: () => { type: string; data: unknown }[],
): Promise<boolean> {
  if ((await store.readStream(streamId)).length > 0) return false;
  return append(store, streamId, organizationId, decide(), 'no_stream');
}

async function append(
  store: EventStore,
  streamId: string,
  organizationId: string,
  events: { type: string; data: unknown }[],
  expected: number | 'no_stream',
): Promise<boolean> {
  const context: RequestContext = {
    actor: { userId: SEED_ACTOR_ID, organizationId, role: 'administrator' },
    correlationId: randomUUID(),
    source: { channel: 'system' },
  };
  const metadata = metadataOf(context);
  try {
    await store.append(
      streamId,
      events.map((e): NewEvent => ({ type: e.type, data: e.data, metadata })),
      expected,
    );
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
