/**
 * Known-CVE check of the runtime dependencies (`npm ci` must have run), a step of .ci/run:
 *   npx tsx tools/security/check-runtime-deps.ts
 * 1. `npm audit --omit=dev --audit-level=low`: any advisory, of any severity, in a package that production
 *    installs fails the step.
 * 2. When the registry's advisory endpoint cannot be reached (on the project's machines it answers
 *    405 Method Not Allowed), it says so on stderr and checks the installed runtime tree (`npm ls --omit=dev`)
 *    against the reviewed list tools/security/runtime-advisories.json instead. GHG_AUDIT_REQUIRE_ENDPOINT=1 makes
 *    an unreachable endpoint fail the step (for a CI that can reach it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  formatFinding,
  type KnownAdvisory,
  matchKnownAdvisories,
  type NpmLsNode,
  readNpmAuditOutput,
} from './runtime-audit.js';

const ROOT = path.resolve(__dirname, '../..');
const LIST = path.join(__dirname, 'runtime-advisories.json');

function npm(args: string[]): string {
  const result = spawnSync('npm', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result.stdout;
}

function main(): number {
  const audit = readNpmAuditOutput(npm(['audit', '--omit=dev', '--audit-level=low', '--json']));
  if (audit.kind === 'clean') {
    console.log(`npm audit: no known advisory in the runtime dependencies (${audit.dependencies} packages)`);
    return 0;
  }
  if (audit.kind === 'vulnerable') {
    console.error(`npm audit: ${audit.findings.length} advisories in the runtime dependencies:`);
    for (const finding of audit.findings) console.error(formatFinding(finding));
    return 1;
  }
  console.error(
    `npm audit could not reach the advisory endpoint (${audit.reason}).\n` +
      'Falling back to the reviewed advisory list tools/security/runtime-advisories.json: it knows only the ' +
      'advisories written into it, so run `npm audit --omit=dev` where the endpoint answers.',
  );
  if (process.env['GHG_AUDIT_REQUIRE_ENDPOINT'] === '1') {
    console.error('GHG_AUDIT_REQUIRE_ENDPOINT=1: an unreachable endpoint fails the check.');
    return 1;
  }
  const list = JSON.parse(fs.readFileSync(LIST, 'utf8')) as { reviewed: string; advisories: KnownAdvisory[] };
  const tree = JSON.parse(npm(['ls', '--omit=dev', '--all', '--json'])) as NpmLsNode;
  const all = matchKnownAdvisories(tree, list.advisories);
  const assessed = all.filter((finding) => finding.notAffected);
  if (assessed.length > 0) {
    console.log(
      `installed with a known advisory, reviewed as not affecting the product (list reviewed ${list.reviewed}):`,
    );
    for (const finding of assessed)
      console.log(`${formatFinding(finding)}\n    not affected: ${finding.notAffected}`);
  }
  const findings = all.filter((finding) => !finding.notAffected);
  if (findings.length > 0) {
    console.error(`runtime dependencies with a known advisory (list reviewed ${list.reviewed}):`);
    for (const finding of findings) console.error(formatFinding(finding));
    return 1;
  }
  console.log(
    `no runtime dependency matches an advisory of the list that affects the product (${list.advisories.length} advisories, reviewed ${list.reviewed})`,
  );
  return 0;
}

process.exitCode = main();
