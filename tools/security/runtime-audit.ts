import semver from 'semver';

/** One advisory of tools/security/runtime-advisories.json: `vulnerable` is an npm semver range. */
export interface KnownAdvisory {
  id: string;
  package: string;
  vulnerable: string;
  fixedIn: string;
  severity: 'low' | 'moderate' | 'high' | 'critical';
  summary: string;
  /**
   * A reviewed finding that the vulnerable code cannot be reached in this product (no fixed version can be
   * installed yet): why, checked against the code. Reported, never silently dropped; it does not fail the check.
   */
  notAffected?: string;
}

export interface Finding {
  id: string;
  package: string;
  version: string;
  severity: string;
  summary: string;
  fix: string;
  /** Where the package sits in the runtime tree, e.g. `@ghg/api > @nestjs/graphql > lodash`. */
  path: string;
  /** The reviewed reason the product is not affected (KnownAdvisory.notAffected); such a finding does not fail. */
  notAffected?: string;
}

/** The subset of `npm ls --json` (and of one of its nodes) that is read. */
export interface NpmLsNode {
  version?: string;
  dependencies?: Record<string, NpmLsNode>;
}

export type AuditOutcome =
  | { kind: 'clean'; dependencies: number }
  | { kind: 'vulnerable'; findings: Finding[] }
  | { kind: 'unreachable'; reason: string };

/** Every installed package once per name@version, with the first path it was found at. */
export function installedPackages(
  tree: NpmLsNode,
): Map<string, { name: string; version: string; path: string }> {
  const found = new Map<string, { name: string; version: string; path: string }>();
  const walk = (node: NpmLsNode, trail: string[]) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (!child.version) continue; // a missing optional dependency
      const key = `${name}@${child.version}`;
      const path = [...trail, name];
      if (!found.has(key)) found.set(key, { name, version: child.version, path: path.join(' > ') });
      // npm ls prints a package's dependencies once and the other occurrences bare ("deduped"), not always the
      // full one first: every occurrence is walked.
      walk(child, path);
    }
  };
  walk(tree, []);
  return found;
}

/** The advisories of the list that match an installed version (prerelease versions included). */
export function matchKnownAdvisories(tree: NpmLsNode, advisories: readonly KnownAdvisory[]): Finding[] {
  const findings: Finding[] = [];
  for (const { name, version, path } of installedPackages(tree).values()) {
    for (const advisory of advisories) {
      if (advisory.package !== name) continue;
      if (!semver.satisfies(version, advisory.vulnerable, { includePrerelease: true })) continue;
      findings.push({
        id: advisory.id,
        package: name,
        version,
        severity: advisory.severity,
        summary: advisory.summary,
        fix: `upgrade to ${advisory.fixedIn}`,
        path,
        ...(advisory.notAffected ? { notAffected: advisory.notAffected } : {}),
      });
    }
  }
  return findings;
}

interface NpmAuditVulnerability {
  name: string;
  severity: string;
  range?: string;
  via: Array<string | { source?: number; title?: string; url?: string; severity?: string; range?: string }>;
  fixAvailable?: boolean | { name: string; version: string };
}

interface NpmAuditReport {
  vulnerabilities?: Record<string, NpmAuditVulnerability>;
  metadata?: { dependencies?: { prod?: number; total?: number } };
  statusCode?: number;
  message?: string;
  error?: { code?: string; summary?: string; detail?: string };
}

/**
 * Reads what `npm audit --json` printed. A report with vulnerabilities lists each advisory (packages that are only
 * vulnerable through another one name it); an answer without a report (the endpoint refused, no network) is
 * `unreachable`, so the caller can say so and fall back instead of passing silently.
 */
export function readNpmAuditOutput(stdout: string): AuditOutcome {
  let report: NpmAuditReport;
  try {
    report = JSON.parse(stdout) as NpmAuditReport;
  } catch {
    return { kind: 'unreachable', reason: `npm audit printed no JSON report: ${stdout.slice(0, 200)}` };
  }
  if (!report.vulnerabilities) {
    const reason = report.message || [report.error?.code, report.error?.summary].filter(Boolean).join(' ');
    return { kind: 'unreachable', reason: reason || 'the advisory endpoint returned no report' };
  }
  const findings: Finding[] = [];
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via) {
      const fix =
        typeof vulnerability.fixAvailable === 'object'
          ? `upgrade ${vulnerability.fixAvailable.name} to ${vulnerability.fixAvailable.version}`
          : vulnerability.fixAvailable
            ? 'npm audit fix'
            : 'no fix available';
      findings.push({
        id: typeof via === 'string' ? `via ${via}` : (via.url ?? `advisory ${via.source ?? '?'}`),
        package: vulnerability.name,
        version: vulnerability.range ?? '?',
        severity: typeof via === 'string' ? vulnerability.severity : (via.severity ?? vulnerability.severity),
        summary: typeof via === 'string' ? `vulnerable through ${via}` : (via.title ?? ''),
        fix,
        path: vulnerability.name,
      });
    }
  }
  if (findings.length > 0) return { kind: 'vulnerable', findings };
  return { kind: 'clean', dependencies: report.metadata?.dependencies?.prod ?? 0 };
}

export function formatFinding(finding: Finding): string {
  return (
    `  ${finding.severity.padEnd(8)} ${finding.id}  ${finding.package}@${finding.version}: ${finding.summary}` +
    ` (${finding.fix}; ${finding.path})`
  );
}
