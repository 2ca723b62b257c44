import * as domain from '../../libs/domain/src/index.js';
import { EVENT_CATALOGUE } from '../../libs/contracts/src/events/index.js';
import { streamCategory } from '../../apps/projector/src/relay/relay-message.js';

/**
 * Each event-type list of libs/domain with a stream it is appended to. A new `*_EVENT_TYPES` export fails the
 * first test until it is named here, so a new aggregate cannot reach Kafka uncatalogued.
 */
const STREAM_OF: Record<string, string> = {
  ORGANIZATION_EVENT_TYPES: domain.organizationStreamId('o1'),
  USER_EVENT_TYPES: domain.userStreamId('u1'),
  MAGIC_LINK_EVENT_TYPES: domain.magicLinkStreamId('m1'),
  ANSWER_EVENT_TYPES: domain.answersStreamId('o1', 'vehicles'),
  REPORT_REQUEST_EVENT_TYPES: domain.reportRequestsStreamId('o1'),
  PROVIDER_CONTACT_EVENT_TYPES: domain.providerContactStreamId('o1'),
  TASK_BOARD_EVENT_TYPES: domain.taskBoardStreamId('o1'),
  ROW_VERIFICATION_EVENT_TYPES: domain.rowVerificationStreamId('o1'),
  REDUCTION_PLAN_EVENT_TYPES: domain.reductionPlanStreamId('o1'),
  REDUCTION_TARGET_EVENT_TYPES: domain.reductionTargetStreamId('o1'),
  PRODUCT_EVENT_TYPES: domain.productStreamId('o1', 'p1'),
  SHEET_IMPORT_EVENT_TYPES: domain.sheetImportsStreamId('o1'),
  DATA_SHARING_EVENT_TYPES: domain.dataSharingStreamId('o1'),
  PORTFOLIO_SNAPSHOT_EVENT_TYPES: domain.portfolioSnapshotsStreamId('o1'),
};

const typeLists: [string, readonly string[]][] = Object.entries(domain as Record<string, unknown>).flatMap(
  ([name, value]) =>
    name.endsWith('_EVENT_TYPES') && Array.isArray(value) ? [[name, value as string[]]] : [],
);

describe('EVENT_CATALOGUE against libs/domain', () => {
  it('knows a stream for every event-type list the domain exports', () => {
    expect(typeLists.map(([name]) => name).sort()).toEqual(Object.keys(STREAM_OF).sort());
  });

  it('catalogues every domain event type, and nothing the domain does not emit', () => {
    const domainTypes = typeLists.flatMap(([, types]) => types);
    expect(domainTypes.length).toBeGreaterThan(60);
    const catalogued = Object.keys(EVENT_CATALOGUE);
    expect(domainTypes.filter((type) => !catalogued.includes(type))).toEqual([]);
    expect(catalogued.filter((type) => !domainTypes.includes(type))).toEqual([]);
  });

  it('names the topic the relay publishes each type to (the category of its stream)', () => {
    const wrong = typeLists.flatMap(([name, types]) =>
      types
        .map((type) => ({
          type,
          catalogued: EVENT_CATALOGUE[type as keyof typeof EVENT_CATALOGUE]?.category,
        }))
        .filter(({ catalogued }) => catalogued !== streamCategory(STREAM_OF[name] ?? ''))
        .map(({ type, catalogued }) => `${type}: ${catalogued} ≠ ${streamCategory(STREAM_OF[name] ?? '')}`),
    );
    expect(wrong).toEqual([]);
  });
});
