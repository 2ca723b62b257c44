import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** jest globalSetup of the int project: prepares the migrated template database once per run. */
export default function intGlobalSetup(): void {
  execFileSync(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(__dirname, 'prepare-int-databases.ts')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: process.env,
    },
  );
}
