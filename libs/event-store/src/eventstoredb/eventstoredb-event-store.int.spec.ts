import { describeEventStoreContract } from '../testing/event-store-contract.js';
import { createEventStoreDbEventStore } from './eventstoredb-event-store.js';

const url = process.env['EVENTSTORE_URL'] ?? '';

if (!url) {
  console.log(
    'EventStoreDB contract suite skipped: no EventStoreDB server can be installed on this machine ' +
      '(no Docker, no Debian package). Set EVENTSTORE_URL (e.g. esdb://localhost:2113?tls=false) to run it.',
  );
}

(url ? describe : describe.skip)('EventStoreDB adapter', () => {
  // No multi-stream transaction in EventStoreDB: appendToStreams writes stream by stream (see the port).
  describeEventStoreContract(
    `EventStoreDB at ${url}`,
    async () => {
      const store = createEventStoreDbEventStore(url);
      return { store, dispose: () => store.close() };
    },
    { atomicMultiStreamAppend: false },
  );
});
