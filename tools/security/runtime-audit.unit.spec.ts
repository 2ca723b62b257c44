import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {
  installedPackages,
  type KnownAdvisory,
  matchKnownAdvisories,
  type NpmLsNode,
  readNpmAuditOutput,
} from './runtime-audit.js';

const list = JSON.parse(fs.readFileSync(path.join(__dirname, 'runtime-advisories.json'), 'utf8')) as {
  advisories: KnownAdvisory[];
};

/**
 * The shape `npm ls --omit=dev --all --json` prints: lodash under @nestjs/graphql under the API workspace, and a
 * bare (deduped) @nestjs/graphql printed before the full one.
 */
function treeWithLodash(version: string): NpmLsNode {
  return {
    dependencies: {
      '@ghg/web': { version: '0.1.0', dependencies: { '@nestjs/graphql': { version: '13.1.0' } } },
      '@ghg/api': {
        version: '0.1.0',
        dependencies: {
          '@nestjs/graphql': { version: '13.1.0', dependencies: { lodash: { version } } },
          express: { version: '5.2.1' },
        },
      },
      'optional-missing': {},
    },
  };
}

describe('runtime dependency audit: the reviewed advisory list', () => {
  it('flags lodash 4.17.21 (CVE-2025-13465) with the path it is installed at, and not 4.17.23', () => {
    const findings = matchKnownAdvisories(treeWithLodash('4.17.21'), list.advisories);
    expect(findings).toEqual([
      expect.objectContaining({
        id: 'CVE-2025-13465',
        package: 'lodash',
        version: '4.17.21',
        path: '@ghg/api > @nestjs/graphql > lodash', // the first path that shows it
        fix: 'upgrade to 4.17.23',
      }),
    ]);
    expect(matchKnownAdvisories(treeWithLodash('4.17.23'), list.advisories)).toEqual([]);
    expect(
      matchKnownAdvisories(treeWithLodash('4.17.20'), list.advisories)
        .map((f) => f.id)
        .sort(),
    ).toEqual(['CVE-2021-23337', 'CVE-2025-13465']);
  });

  it('lists every installed name@version once and skips missing optional packages', () => {
    const packages = [...installedPackages(treeWithLodash('4.17.21')).keys()];
    expect(packages).toEqual([
      '@ghg/web@0.1.0',
      '@nestjs/graphql@13.1.0',
      '@ghg/api@0.1.0',
      'lodash@4.17.21',
      'express@5.2.1',
    ]);
  });

  it('has only valid ranges, known severities and unique ids per package', () => {
    const seen = new Set<string>();
    for (const advisory of list.advisories) {
      expect(semver.validRange(advisory.vulnerable)).not.toBeNull();
      expect(['low', 'moderate', 'high', 'critical']).toContain(advisory.severity);
      expect(advisory.id).toMatch(/^(CVE-\d{4}-\d+|GHSA-[a-z0-9-]+)$/);
      const key = `${advisory.package} ${advisory.id}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });
});

describe('runtime dependency audit: reading npm audit --json', () => {
  it('an endpoint that refuses (405 here) is unreachable, with the reason, never clean', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    expect(readNpmAuditOutput(refused)).toEqual({
      kind: 'unreachable',
      reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    });
    expect(readNpmAuditOutput('npm error network')).toMatchObject({ kind: 'unreachable' });
    expect(readNpmAuditOutput(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'no DNS' } }))).toEqual({
      kind: 'unreachable',
      reason: 'ENOTFOUND no DNS',
    });
  });

  it('a report lists each advisory, also packages vulnerable only through another one', () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: {
        lodash: {
          name: 'lodash',
          severity: 'moderate',
          range: '4.0.0 - 4.17.22',
          via: [
            {
              source: 1,
              title: 'Prototype pollution in _.unset',
              url: 'https://example/GHSA-1',
              severity: 'moderate',
            },
          ],
          fixAvailable: true,
        },
        '@nestjs/graphql': {
          name: '@nestjs/graphql',
          severity: 'moderate',
          range: '*',
          via: ['lodash'],
          fixAvailable: { name: '@nestjs/graphql', version: '13.4.0' },
        },
      },
      metadata: { dependencies: { prod: 400, total: 1000 } },
    };
    const outcome = readNpmAuditOutput(JSON.stringify(report));
    expect(outcome).toEqual({
      kind: 'vulnerable',
      findings: [
        expect.objectContaining({ id: 'https://example/GHSA-1', package: 'lodash', fix: 'npm audit fix' }),
        expect.objectContaining({
          id: 'via lodash',
          package: '@nestjs/graphql',
          fix: 'upgrade @nestjs/graphql to 13.4.0',
        }),
      ],
    });
  });

  it('a report without vulnerabilities is clean', () => {
    const clean = { auditReportVersion: 2, vulnerabilities: {}, metadata: { dependencies: { prod: 412 } } };
    expect(readNpmAuditOutput(JSON.stringify(clean))).toEqual({ kind: 'clean', dependencies: 412 });
  });
});

describe('runtime dependency audit: advisories reviewed as not affecting the product', () => {
  const advisory: KnownAdvisory = {
    id: 'CVE-TEST-1',
    package: 'lodash',
    vulnerable: '<4.17.23',
    fixedIn: '4.17.23',
    severity: 'high',
    summary: 'test',
    notAffected: 'the vulnerable function is never called',
  };

  it('are still reported, with the reason, for an installed vulnerable version only', () => {
    expect(matchKnownAdvisories(treeWithLodash('4.17.21'), [advisory])).toEqual([
      expect.objectContaining({ id: 'CVE-TEST-1', notAffected: 'the vulnerable function is never called' }),
    ]);
    expect(matchKnownAdvisories(treeWithLodash('4.17.23'), [advisory])).toEqual([]);
  });

  it('carry a reason on every such entry of the list', () => {
    for (const entry of list.advisories.filter((a) => a.notAffected !== undefined)) {
      expect(entry.notAffected!.length).toBeGreaterThan(40);
    }
  });
});
