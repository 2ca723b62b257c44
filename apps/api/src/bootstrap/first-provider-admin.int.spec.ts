import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { startApi } from '../app/start-api.js';
import { LocalAccounts } from '../auth/local-accounts.js';
import { apiConfigFromEnv } from '../config/api-config.js';
import { createLogger } from '../config/logger.js';
import { DEMO_ADMIN_EMAIL } from '../seed/demo-accounts.js';
import { seedDemo } from '../seed/demo-seed.js';
import { BootstrapRefused, createFirstProviderAdmin } from './first-provider-admin.js';

const logger = createLogger('silent', 'test');
const PASSWORD = 'Provider-Admin-2026!';
const REQUEST = {
  email: 'boss@provider.pl',
  firstName: 'Ada',
  lastName: 'Nowak',
  organizationName: 'Our provider',
  password: PASSWORD,
};

describe('C1 default credentials in production', () => {
  let testDb: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    testDb = await openTestDb();
    store = createPostgresEventStore(testDb.db);
  });
  afterEach(async () => {
    await testDb.dispose();
  });

  /** start:api's configuration (main.ts), or embedded mode's, on this database; started and closed again. */
  async function startAndStop(env: NodeJS.ProcessEnv, embedded = false) {
    const config = { ...apiConfigFromEnv(env, { webDistDir: null, seedDemo: embedded }), port: 0 };
    const started = await startApi(testDb.db, store, config, logger);
    await started.app.close();
    return started;
  }
  const accounts = () => new LocalAccounts(testDb.db);

  it('start:api (production shape) starts empty: no event, no demo company, no sign-in account', async () => {
    const started = await startAndStop({ DATABASE_URL: 'postgres://unused' });
    expect(started.seeded).toBe(false);
    expect(await store.headPosition()).toBe(0n);
    const { rows } = await testDb.db.query('select email from auth.local_accounts');
    expect(rows).toEqual([]);
    expect(await accounts().verify(DEMO_ADMIN_EMAIL, 'Demo-Ledger-2026!')).toBeNull();
  });

  it('GHG_SEED_DEMO=1 (and embedded mode) seed the demo and its accounts', async () => {
    expect((await startAndStop({ GHG_SEED_DEMO: '1' })).seeded).toBe(true);
    expect(await accounts().verify(DEMO_ADMIN_EMAIL, 'Demo-Ledger-2026!')).not.toBeNull();
    expect(apiConfigFromEnv({}, { webDistDir: null, seedDemo: true }).seedDemo).toBe(true);
    expect(apiConfigFromEnv({ GHG_SEED_DEMO: '0' }, { webDistDir: null, seedDemo: true }).seedDemo).toBe(
      false,
    );
    expect(() => apiConfigFromEnv({ GHG_SEED_DEMO: 'yes' }, { webDistDir: null })).toThrow(/GHG_SEED_DEMO/);
  });

  it('changing DEMO_PASSWORD and restarting really changes the demo password', async () => {
    await startAndStop({ GHG_SEED_DEMO: '1', DEMO_PASSWORD: 'First-Demo-Pass-1' });
    expect(await accounts().verify(DEMO_ADMIN_EMAIL, 'First-Demo-Pass-1')).not.toBeNull();
    await startAndStop({ GHG_SEED_DEMO: '1', DEMO_PASSWORD: 'Second-Demo-Pass-2' });
    expect(await accounts().verify(DEMO_ADMIN_EMAIL, 'First-Demo-Pass-1')).toBeNull();
    expect(await accounts().verify(DEMO_ADMIN_EMAIL, 'Second-Demo-Pass-2')).not.toBeNull();
    // Without DEMO_PASSWORD a restart leaves the password as it is (a demo person may have changed it).
    await startAndStop({ GHG_SEED_DEMO: '1' });
    expect(await accounts().verify(DEMO_ADMIN_EMAIL, 'Second-Demo-Pass-2')).not.toBeNull();
  });

  it('the bootstrap command creates the first provider administrator once, with a local account', async () => {
    const created = await createFirstProviderAdmin(testDb.db, store, REQUEST);
    expect(await accounts().verify(REQUEST.email, PASSWORD)).toBe(created.userId);
    const events = await store.readAll(0n, 10);
    expect(events.map((e) => [e.type, (e.data as { role?: string }).role])).toEqual([
      ['OrganizationRegistered', undefined],
      ['UserRegistered', 'provider-supervisor'],
    ]);
    await expect(
      createFirstProviderAdmin(testDb.db, store, { ...REQUEST, email: 'second@provider.pl' }),
    ).rejects.toThrow(BootstrapRefused);
    expect(await store.readAll(0n, 10)).toHaveLength(2);
  });

  it('refuses on an install that has provider people (the seeded demo), a weak password or a bad address', async () => {
    await seedDemo(store);
    await expect(createFirstProviderAdmin(testDb.db, store, REQUEST)).rejects.toThrow(/already exists/);
    const empty = await openTestDb();
    try {
      const emptyStore = createPostgresEventStore(empty.db);
      for (const bad of [{ password: 'short' }, { email: 'not-an-address' }, { firstName: '' }]) {
        await expect(createFirstProviderAdmin(empty.db, emptyStore, { ...REQUEST, ...bad })).rejects.toThrow(
          BootstrapRefused,
        );
      }
      expect(await emptyStore.headPosition()).toBe(0n);
    } finally {
      await empty.dispose();
    }
  });
});
