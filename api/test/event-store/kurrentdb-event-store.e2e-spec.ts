import { describe, it } from '@jest/globals';
import { HashChainingEventStore } from '../../src/platform/event-store/hash-chain/hash-chaining-event-store.js';
import { KurrentDbEventStore } from '../../src/platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { describeEventStoreContract } from './event-store.contract.js';
import { describeHashChainContract } from './hash-chain.contract.js';

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

if (connectionString) {
  describeEventStoreContract('kurrentdb', async () => {
    const store = KurrentDbEventStore.connect(connectionString);
    await store.ping();
    return { store, dispose: () => store.close() };
  });
  describeEventStoreContract('kurrentdb behind the hash chain', async () => {
    const store = KurrentDbEventStore.connect(connectionString);
    await store.ping();
    return { store: new HashChainingEventStore(store), chainsHashes: true, dispose: () => store.close() };
  });
  describeHashChainContract('kurrentdb', async () => {
    const unchained = KurrentDbEventStore.connect(connectionString);
    await unchained.ping();
    return {
      chained: new HashChainingEventStore(unchained),
      unchained,
      dispose: () => unchained.close(),
    };
  });
} else {
  describe('event store contract: kurrentdb', () => {
    // No KurrentDB server on this machine: the suite runs when one is reachable.
    it.skip('is skipped: set EVENTSTORE_CONNECTION_STRING (e.g. kurrentdb://localhost:2113?tls=false) to run it', () => {});
  });
}
