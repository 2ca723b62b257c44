import { parseArgs } from 'node:util';
import { dbConfigFromEnv, openDb, runMigrations } from '@ghg/database';
import { eventStoreFromEnv } from '@ghg/event-store';
import { BootstrapRefused, createFirstProviderAdmin } from './first-provider-admin.js';

const USAGE = `usage: npm run provider-admin:create -- --email <address> --first-name <name> --last-name <name>
         [--organization "<provider's company name>"]
The password comes from PROVIDER_ADMIN_PASSWORD or the first line of stdin (not needed with OIDC_ISSUER).
Runs against DATABASE_URL (else the embedded PGlite in GHG_DATA_DIR, with npm start stopped).`;

/** Reads the first line of stdin (a piped password), so it never appears in the shell history or `ps`. */
async function firstLineOfStdin(): Promise<string> {
  if (process.stdin.isTTY)
    throw new BootstrapRefused('Set PROVIDER_ADMIN_PASSWORD or pipe the password on stdin');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      organization: { type: 'string', default: 'GHG Ledger provider' },
    },
  });
  if (!values.email || !values['first-name'] || !values['last-name']) {
    console.error(USAGE);
    return 2;
  }
  const external = Boolean(process.env['OIDC_ISSUER']);
  const password = external ? null : (process.env['PROVIDER_ADMIN_PASSWORD'] ?? (await firstLineOfStdin()));
  const db = await openDb(dbConfigFromEnv(process.env));
  const events = await eventStoreFromEnv(db);
  try {
    await runMigrations(db);
    const created = await createFirstProviderAdmin(db, events.store, {
      email: values.email,
      firstName: values['first-name'],
      lastName: values['last-name'],
      organizationName: values.organization,
      password,
    });
    console.log(
      `Provider administrator ${values.email} created (user ${created.userId}, organization ${created.organizationId}).`,
    );
    console.log(
      external
        ? 'They sign in at your OpenID provider with this (verified) e-mail address.'
        : 'They sign in with the password given; the back office creates registration links for companies.',
    );
    return 0;
  } finally {
    await events.close();
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BootstrapRefused ? `Refused: ${error.message}` : error);
    process.exit(1);
  },
);
