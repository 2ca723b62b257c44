import { type RecordedEvent } from '../event-envelope.js';
import { type EventStore } from '../event-store.port.js';
import { inLogPartition, organizationOfEvent, partitionOfOrganization } from '../log-partition.js';
import { metadata, newStream, testEvent } from './contract-events.js';

/** The contract's reads of the whole log: readAll in pages, and readPartition by organization. */
export function describeReadingTheLog(storeOf: () => EventStore): void {
  let store: EventStore;
  beforeAll(() => {
    store = storeOf();
  });

  describe('reading all', () => {
    it('returns events after a position in log order, a page at a time', async () => {
      const start = await store.headPosition();
      const [one, two] = [newStream(), newStream()];
      await store.append(one, [testEvent('one-0')], 'no_stream');
      await store.append(two, [testEvent('two-0'), testEvent('two-1')], 'no_stream');
      await store.append(one, [testEvent('one-1')], 0);
      await store.append(two, [testEvent('two-2')], 1);

      const everything = await store.readAll(start, 100);
      expect(everything.map((event) => event.type)).toEqual(['one-0', 'two-0', 'two-1', 'one-1', 'two-2']);
      const positions = everything.map((event) => event.position);
      expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);
      expect(new Set(positions).size).toBe(positions.length);
      expect(await store.headPosition()).toBe(positions[positions.length - 1]);

      const pages: string[][] = [];
      let after = start;
      for (;;) {
        const page = await store.readAll(after, 2);
        if (page.length === 0) break;
        pages.push(page.map((event) => event.type));
        after = page[page.length - 1]!.position;
      }
      expect(pages).toEqual([['one-0', 'two-0'], ['two-1', 'one-1'], ['two-2']]);
      expect(await store.readAll(positions[positions.length - 1]!, 10)).toEqual([]);
    });
  });

  describe('reading one partition of the log', () => {
    it("hands each partition its organizations' events only, and between them every event once", async () => {
      const start = await store.headPosition();
      const organizations = ['org-a', 'org-b', 'org-c', 'org-d', 'org-e', 'org-f', null];
      const byEnvelope = (org: string | null, i: number) =>
        testEvent(`envelope-${i}`, {}, { metadata: metadata({ organizationId: org }) });
      // data.organizationId names the row owner even when the envelope's is another (an outside actor).
      const byData = (org: string, i: number) =>
        testEvent(`data-${i}`, { organizationId: org }, { metadata: metadata({ organizationId: 'org-z' }) });
      await store.append(newStream(), organizations.map(byEnvelope), 'no_stream');
      await store.appendToStreams([
        {
          streamId: newStream(),
          events: ['org-c', 'org-f', 'org-a'].map(byData),
          expectedRevision: 'no_stream',
        },
      ]);
      const everything = await store.readAll(start, 100);
      const head = await store.headPosition();

      const count = 3;
      const seen: RecordedEvent[] = [];
      for (let index = 0; index < count; index++) {
        const partition = { index, count };
        const mine: RecordedEvent[] = [];
        let after = start;
        for (;;) {
          const page = await store.readPartition(after, 2, partition);
          expect(page.events.length).toBeLessThanOrEqual(2);
          expect(
            page.events.every((event) => event.position > after && event.position <= page.readThrough),
          ).toBe(true);
          if (page.readThrough === after) break;
          mine.push(...page.events);
          after = page.readThrough;
        }
        expect(after).toBe(head);
        expect(mine).toEqual(everything.filter((event) => inLogPartition(event, partition)));
        seen.push(...mine);
      }
      expect(seen.map((event) => event.eventId).sort()).toEqual(
        everything.map((event) => event.eventId).sort(),
      );
      expect(
        new Set(everything.map((event) => partitionOfOrganization(organizationOfEvent(event), count))).size,
      ).toBe(count);
    });
  });
}
