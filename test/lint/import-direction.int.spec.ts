import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const fixture = path.join(__dirname, 'fixtures', 'import-direction');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** The lint rule is only worth something if it fails: run it on a small tree that breaks each direction. */
function cruiseFixture(config = '.dependency-cruiser.cjs', paths = ['libs', 'apps']): Violation[] {
  let output: string;
  try {
    output = execFileSync(
      path.join(root, 'node_modules/.bin/depcruise'),
      ['--config', path.join(root, config), '--output-type', 'json', ...paths],
      { cwd: fixture, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    // depcruise exits non-zero when it finds violations; the JSON report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('import direction (dependency-cruiser rules of npm run lint)', () => {
  const violations = cruiseFixture();
  const broken = (rule: string) =>
    violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);

  it('refuses a domain that imports anything outside itself', () => {
    expect(broken('domain-is-pure')).toEqual(['libs/domain/src/impure.ts → libs/contracts/src/schema.ts']);
  });

  it('refuses contracts that import anything but zod', () => {
    expect(broken('contracts-zod-only')).toEqual(['libs/contracts/src/schema.ts → libs/domain/src/rule.ts']);
  });

  it('refuses web code that imports the domain, and web features that import each other', () => {
    expect(broken('web-only-contracts')).toEqual([
      'apps/web/src/features/a/page.ts → libs/domain/src/rule.ts',
    ]);
    expect(broken('web-features-independent')).toEqual([
      'apps/web/src/features/a/page.ts → apps/web/src/features/b/other.ts',
    ]);
  });

  it('refuses web features, shared components and lib that import src/app (or lib that imports the UI)', () => {
    expect(broken('web-features-not-app')).toEqual([
      'apps/web/src/features/a/uses-app.ts → apps/web/src/app/router.ts',
    ]);
    expect(broken('web-components-not-app')).toEqual([
      'apps/web/src/components/widget.ts → apps/web/src/app/router.ts',
    ]);
    expect(broken('web-lib-below-ui')).toEqual([
      'apps/web/src/lib/helper.ts → apps/web/src/components/widget.ts',
    ]);
  });

  it('refuses a command-handling library that imports more than the event store', () => {
    expect(broken('command-handling-over-event-store')).toEqual([
      'libs/command-handling/src/handler.ts → libs/domain/src/rule.ts',
    ]);
  });

  it('refuses a projector that imports the API', () => {
    expect(broken('projector-not-api')).toEqual(['apps/projector/src/relay.ts → apps/api/src/handler.ts']);
  });

  it('refuses API code that imports the projector, except the embedded entrypoint', () => {
    expect(broken('api-not-projector')).toEqual([
      'apps/api/src/read-your-writes.ts → apps/projector/src/checkpoints.ts',
    ]);
  });
});

describe('apps/api folders (the second depcruise run of npm run lint)', () => {
  it('refuses two folders that depend on each other, though no module imports itself round', () => {
    const violations = cruiseFixture('.dependency-cruiser.api-folders.cjs', ['apps/api/src']);
    // Both directions of the alpha ⇄ beta loop, and nothing else in the fixture (the other folders are acyclic).
    expect(violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort()).toEqual([
      'api-folders-acyclic: apps/api/src/alpha → apps/api/src/beta',
      'api-folders-acyclic: apps/api/src/beta → apps/api/src/alpha',
    ]);
  });
});
