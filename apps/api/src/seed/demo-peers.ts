import {
  appendDecision,
  createStream,
  decideInSequence,
  decisionFor,
  handleCommand,
  loadStream,
} from '@ghg/command-handling';
import {
  type AnswerCommand,
  type AnswerCommandContext,
  type AnswerEvent,
  answersAggregate,
  answersStreamId,
  type InitialAnswers,
  organizationAggregate,
  type OrganizationCommand,
  organizationStreamId,
} from '@ghg/domain';
import { type EventMetadata, type EventStore, WrongExpectedRevisionError } from '@ghg/event-store';
import { randomUUID } from 'node:crypto';
import { metadataOf } from '../shared/stream-command.js';
import { DEMO_ORGANIZATION_ID, SEED_ACTOR_ID } from './demo-accounts.js';
import { DEMO_DEPARTMENTS, withDepartments } from './demo-departments.js';
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
 * the domain decides every command (the organization and answers aggregates, through libs/command-handling), and
 * each stream is written in one append with `no_stream` (or, for the demo's profile, at the revision read), so a
 * second or concurrent start changes nothing and nothing a person entered is overwritten.
 */
export async function seedDemoHistory(store: EventStore, now = new Date()): Promise<DemoHistoryResult> {
  const currentPeriod = now.toISOString().slice(0, 7);
  const demo = await loadStream(store, organizationStreamId(DEMO_ORGANIZATION_ID), organizationAggregate);
  if (!demo.state.registered) return { demoSheets: 0, peers: 0, industry: null };
  let industry = stringOf(demo.state.initialAnswers['industry']);
  if (industry === null && (await answerInitialQuestions(store, DEMO_INITIAL_ANSWERS)))
    industry = stringOf(DEMO_INITIAL_ANSWERS['industry']);
  const locationIds = await seedDepartments(store);
  let demoSheets = 0;
  for (const sheet of withDepartments(demoCompanySheets(), locationIds)) {
    const blocked = demo.state.blockedPeriods;
    if (await enterSheet(store, DEMO_ORGANIZATION_ID, sheet, blocked, currentPeriod, locationIds))
      demoSheets += 1;
  }
  let peers = 0;
  if (industry === null) return { demoSheets, peers, industry };
  for (const [index, peer] of DEMO_PEERS.entries()) {
    const registered = await createStream(store, {
      streamId: organizationStreamId(peer.id),
      aggregate: organizationAggregate,
      commands: peerProfile(peer.id, `Demo peer ${index + 1}`, industry, peer.employees),
      metadata: seedMetadata(peer.id),
    });
    if (!registered) continue;
    peers += 1;
    for (const sheet of peerSheets(peer.scale))
      await enterSheet(store, peer.id, sheet, new Set(), currentPeriod);
  }
  return { demoSheets, peers, industry };
}

/** Folds the sheet's commands through the answers aggregate as one person entering them one after another. */
export function decideSheet(
  sheet: SeedSheet,
  blocked: ReadonlySet<string>,
  currentPeriod: string,
  locationIds: ReadonlySet<string> = new Set(),
): AnswerEvent[] {
  return decideInSequence(
    sheetAggregate(sheet, blocked, currentPeriod, locationIds),
    sheetCommands(sheet, blocked, currentPeriod),
  );
}

const sheetAggregate = (
  sheet: SeedSheet,
  blocked: ReadonlySet<string>,
  currentPeriod: string,
  locationIds: ReadonlySet<string>,
) => {
  const context: AnswerCommandContext = {
    questionId: sheet.questionId,
    role: 'administrator',
    blockedPeriods: blocked,
    currentPeriod,
    locationIds,
  };
  return answersAggregate(context);
};

/** A month the provider closed keeps its rows out, as it would for a person; so does a month still to come. */
const sheetCommands = (
  sheet: SeedSheet,
  blocked: ReadonlySet<string>,
  currentPeriod: string,
): AnswerCommand[] =>
  sheet.commands.filter(
    (command) =>
      command.type !== 'AddRow' || (!blocked.has(command.period) && command.period <= currentPeriod),
  );

/** The sheet's stream, written once with `no_stream`: false when it exists (a previous start wrote it). */
function enterSheet(
  store: EventStore,
  organizationId: string,
  sheet: SeedSheet,
  blocked: ReadonlySet<string>,
  currentPeriod: string,
  locationIds: ReadonlySet<string> = new Set(),
): Promise<boolean> {
  return createStream(store, {
    streamId: answersStreamId(organizationId, sheet.questionId),
    aggregate: sheetAggregate(sheet, blocked, currentPeriod, locationIds),
    commands: sheetCommands(sheet, blocked, currentPeriod),
    metadata: seedMetadata(organizationId),
  });
}

/**
 * The demo's departments (spec §3's sample names), added while it has no location at all, in one append at the
 * revision read (a concurrent start finds them there). The ids of its locations afterwards.
 */
async function seedDepartments(store: EventStore): Promise<ReadonlySet<string>> {
  const organizationId = DEMO_ORGANIZATION_ID;
  const demo = await loadStream(store, organizationStreamId(organizationId), organizationAggregate);
  if (demo.state.locations.size === 0) {
    const commands: OrganizationCommand[] = Object.values(DEMO_DEPARTMENTS).map(({ locationId, name }) => ({
      type: 'AddLocation',
      data: { organizationId, locationId, name, role: 'administrator' },
    }));
    const events = decideInSequence(organizationAggregate, commands, demo.state);
    try {
      await appendDecision(store, decisionFor(demo, events), seedMetadata(organizationId));
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  const now = await loadStream(store, organizationStreamId(organizationId), organizationAggregate);
  return new Set(now.state.locations.keys());
}

/** The demo's profile, at the revision read: false when it has one already or the stream moved on meanwhile. */
async function answerInitialQuestions(store: EventStore, answers: InitialAnswers): Promise<boolean> {
  const organizationId = DEMO_ORGANIZATION_ID;
  const outcome = await handleCommand(store, {
    streamId: organizationStreamId(organizationId),
    aggregate: organizationAggregate,
    command: { type: 'AnswerInitialQuestions', data: { organizationId, answers } },
    metadata: seedMetadata(organizationId),
  }).catch((error: unknown) => {
    if (error instanceof WrongExpectedRevisionError) return { changed: false };
    throw error;
  });
  return outcome.changed;
}

/** A peer's registration (flagged demo) and its initial questions, decided by the organization aggregate. */
function peerProfile(
  organizationId: string,
  name: string,
  industry: string,
  employees: number,
): OrganizationCommand[] {
  const answers: InitialAnswers = {
    industry,
    country: 'PL',
    peopleAmount: PEOPLE_BAND(employees),
    peopleAmountNumber: employees,
    annualRevenue: 'MORE_THAN_500K',
  };
  return [
    { type: 'RegisterOrganization', data: { organizationId, name, country: 'PL', demo: true } },
    { type: 'AnswerInitialQuestions', data: { organizationId, answers } },
  ];
}

/** The seed's system actor, recorded for the organization the events belong to. */
function seedMetadata(organizationId: string): EventMetadata {
  return metadataOf({
    actor: { userId: SEED_ACTOR_ID, organizationId, role: 'administrator' },
    correlationId: randomUUID(),
    source: { channel: 'system' },
  });
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
