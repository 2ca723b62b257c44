import { describe, expect, it } from 'vitest';
import { hasModule, scopeNumberOfPath, statusOf, wizardPath } from './scopes';
import { rememberWizardPlace, wizardPlace, forgetWizardPlaces } from './wizard-memory';

describe('scopes and sections', () => {
  it('reads the scope from a path and builds the wizard path of a section', () => {
    expect(scopeNumberOfPath('/en/report/scope-3/waste/questions-1')).toBe(3);
    expect(scopeNumberOfPath('/report/scope-2')).toBe(2);
    expect(scopeNumberOfPath('/report/scope-4')).toBeNull();
    expect(wizardPath(1, 'vehicles')).toBe('/report/scope-1/vehicles/questions-1');
  });

  it('opens a module when the permission list is unknown or names it (spec §6)', () => {
    expect(hasModule(null, 'scope3')).toBe(true);
    expect(hasModule(['scope1&2', 'scope3'], 'scope3')).toBe(true);
    expect(hasModule(['scope1&2'], 'scope3')).toBe(false);
  });

  it('counts an unknown question as not started (spec §4)', () => {
    const statuses = new Map([['heat', { status: 'completed' as const, progress: 100 }]]);
    expect(statusOf(statuses, { key: 'heat' })).toEqual({ status: 'completed', progress: 100 });
    expect(statusOf(statuses, { key: 'waste' })).toEqual({ status: 'notstarted', progress: 0 });
  });
});

describe('wizard memory', () => {
  it('keeps the step of each section while the page is away', () => {
    forgetWizardPlaces();
    rememberWizardPlace('vehicles', { step: 3, table: 'vehicle-fuel' });
    rememberWizardPlace('heat', { step: 1 });
    expect(wizardPlace('vehicles')).toMatchObject({ step: 3, table: 'vehicle-fuel', fullScreen: false });
    expect(wizardPlace('heat').step).toBe(1);
    expect(wizardPlace('waste').step).toBe(0);
  });
});
