import { describe, expect, it } from 'vitest';
import {
  dataPathRedirect,
  isChunkLoadError,
  isReportPath,
  isReportSuccessPath,
  mayReloadForChunk,
  moduleRouteRedirect,
  reportPathToRestore,
} from './route-rules';

describe('dataPathRedirect', () => {
  it('sends any path containing data home, keeping the language', () => {
    expect(dataPathRedirect('/data')).toBe('/');
    expect(dataPathRedirect('/en/data')).toBe('/en');
    expect(dataPathRedirect('/report/metadata/x')).toBe('/');
    expect(dataPathRedirect('/en/company/data-sources')).toBe('/en');
  });
  it('leaves other paths alone', () => {
    expect(dataPathRedirect('/')).toBeNull();
    expect(dataPathRedirect('/en')).toBeNull();
    expect(dataPathRedirect('/company/initial-questions')).toBeNull();
  });
});

describe('isReportPath', () => {
  it('matches /report and its children in both languages', () => {
    expect(isReportPath('/report')).toBe(true);
    expect(isReportPath('/en/report/scope-1/vehicles/questions-1')).toBe(true);
    expect(isReportPath('/report-success')).toBe(false);
    expect(isReportPath('/company')).toBe(false);
  });
});

describe('isReportSuccessPath', () => {
  it('matches the dashboard alias /report-success in both languages, nothing else', () => {
    expect(isReportSuccessPath('/report-success')).toBe(true);
    expect(isReportSuccessPath('/en/report-success')).toBe(true);
    expect(isReportSuccessPath('/report')).toBe(false);
    expect(isReportSuccessPath('/initial-success')).toBe(false);
  });
});

describe('reportPathToRestore', () => {
  it('restores the remembered report page on the bare /report, in the language of the address', () => {
    expect(reportPathToRestore('/report', '/report/scope-1/vehicles/questions-1')).toBe(
      '/report/scope-1/vehicles/questions-1',
    );
    expect(reportPathToRestore('/en/report', '/report/scope-2')).toBe('/en/report/scope-2');
    expect(reportPathToRestore('/report', '/en/report/scope-2')).toBe('/report/scope-2');
  });

  it('stays without a remembered page, elsewhere, or when /report itself is remembered', () => {
    expect(reportPathToRestore('/report', null)).toBeNull();
    expect(reportPathToRestore('/report/scope-1', '/report/scope-2')).toBeNull();
    expect(reportPathToRestore('/report', '/report')).toBeNull();
    expect(reportPathToRestore('/report', '/benchmarks')).toBeNull();
  });
});

describe('chunk reload guard', () => {
  it('recognises failed dynamic imports only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
  it('reloads at most once per 60 seconds', () => {
    expect(mayReloadForChunk(null, 1_000)).toBe(true);
    expect(mayReloadForChunk(1_000, 30_000)).toBe(false);
    expect(mayReloadForChunk(1_000, 61_000)).toBe(true);
  });
});

describe('moduleRouteRedirect', () => {
  const only =
    (...granted: string[]) =>
    (module: string) =>
      granted.includes(module);
  it('sends scope-3 and reduction-plans paths home without their module, keeping the language', () => {
    expect(moduleRouteRedirect('/report/scope-3', only('scope1&2'))).toBe('/');
    expect(moduleRouteRedirect('/en/report/scope-3/waste/questions-1', only('scope1&2'))).toBe('/en');
    expect(moduleRouteRedirect('/reduction-plans', only('scope3'))).toBe('/');
  });
  it('leaves them alone with the module, and other paths always', () => {
    expect(moduleRouteRedirect('/report/scope-3', only('scope3'))).toBeNull();
    expect(moduleRouteRedirect('/en/reduction-plans', only('predefinedReductionStrategies'))).toBeNull();
    expect(moduleRouteRedirect('/report/scope-1', only())).toBeNull();
  });
});
