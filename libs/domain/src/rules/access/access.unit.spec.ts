import fc from 'fast-check';
import { freemiumStateOf } from './freemium-expiry.js';
import { PERMISSION_MODULES, hasModuleAccess } from './permission-modules.js';
import {
  FREEMIUM_BASE_MODULES,
  FREEMIUM_PLUS_OPTIONAL_MODULES,
  PLAN_CLASSES,
  planClassOf,
  planLabelOf,
} from './plan-class.js';
import { gateRoute, requiredModuleForPath } from './route-gate.js';
import { UPGRADE_PLACES, upgradeDialogFor } from './upgrade-dialog.js';

const base = [...FREEMIUM_BASE_MODULES];

describe('module access', () => {
  it('given an unknown permission list, when asked, then access is granted', () => {
    expect(hasModuleAccess(undefined, 'scope3')).toBe(true);
    expect(hasModuleAccess(null, 'scope3')).toBe(true);
  });

  it('given a list with the module, when asked, then granted; without it, denied', () => {
    expect(hasModuleAccess(['scope3'], 'scope3')).toBe(true);
    expect(hasModuleAccess(['scope1&2'], 'scope3')).toBe(false);
    expect(hasModuleAccess([], 'chat')).toBe(false);
  });

  it('lists the thirteen modules of the spec', () => {
    expect(PERMISSION_MODULES).toHaveLength(13);
  });
});

describe('plan class', () => {
  it('given a blocked organization, when labelled, then Blocked whatever the permissions', () => {
    expect(planClassOf({ blocked: true, permissions: [...PERMISSION_MODULES] })).toBe('blocked');
    expect(planLabelOf({ blocked: true, permissions: base }, 'en')).toBe('Blocked');
  });

  it('given exactly the base set in any order, when labelled, then Freemium', () => {
    expect(planClassOf({ blocked: false, permissions: [...base].reverse() })).toBe('freemium');
    expect(planLabelOf({ blocked: false, permissions: base }, 'en')).toBe('Freemium');
  });

  it('given the base set plus benchmarking, when labelled, then Freemium+', () => {
    expect(planLabelOf({ blocked: false, permissions: [...base, 'benchmarking'] }, 'en')).toBe('Freemium+');
  });

  it('given the base set plus scope3, when labelled, then Full access', () => {
    expect(planLabelOf({ blocked: false, permissions: [...base, 'scope3'] }, 'en')).toBe('Full access');
    expect(planLabelOf({ blocked: false, permissions: [...base, 'scope3'] }, 'pl')).toBe('Pełny dostęp');
  });

  it('given the plan name FreemiumPlusScope3, when labelled, then Freemium+ even with scope3', () => {
    const permissions = [...base, 'scope3'];
    expect(planClassOf({ blocked: false, permissions, planName: 'FreemiumPlusScope3' })).toBe(
      'freemium-plus',
    );
  });

  it('given a list missing a base module, when labelled, then Full access', () => {
    expect(planClassOf({ blocked: false, permissions: ['scope1&2', 'benchmarking'] })).toBe('standard');
  });

  it('given unknown permissions, when labelled, then Full access like module access', () => {
    expect(planClassOf({ blocked: false, permissions: undefined })).toBe('standard');
  });

  it('is freemium-plus for every non-empty choice of optional modules on the base set, in any order', () => {
    fc.assert(
      fc.property(
        fc.subarray([...FREEMIUM_PLUS_OPTIONAL_MODULES], { minLength: 1 }),
        fc.boolean(),
        fc.nat(),
        (extra, repeat, rotation) => {
          const list = [...extra, ...base, ...(repeat ? base : [])];
          const shift = rotation % list.length;
          const rotated = [...list.slice(shift), ...list.slice(0, shift)];
          return planClassOf({ blocked: false, permissions: rotated }) === 'freemium-plus';
        },
      ),
    );
  });
});

describe('upgrade dialog', () => {
  it('given a blocked organization, when any place is used, then freemium-expired', () => {
    for (const place of UPGRADE_PLACES) expect(upgradeDialogFor('blocked', place)).toBe('freemium-expired');
  });

  it('given freemium, when places are used, then the dialog named by the place', () => {
    expect(upgradeDialogFor('freemium', 'global')).toBe('global-upgrade');
    expect(upgradeDialogFor('freemium', 'scope3')).toBe('scope3');
    expect(upgradeDialogFor('freemium', 'reduction-plans')).toBe('reduction-plans');
    expect(upgradeDialogFor('freemium', 'generate-report')).toBe('generate-report');
  });

  it('given freemium-plus, when places are used, then custom plan, scope3 or generate report', () => {
    expect(upgradeDialogFor('freemium-plus', 'global')).toBe('custom-plan');
    expect(upgradeDialogFor('freemium-plus', 'reduction-plans')).toBe('custom-plan');
    expect(upgradeDialogFor('freemium-plus', 'scope3')).toBe('scope3');
    expect(upgradeDialogFor('freemium-plus', 'generate-report')).toBe('generate-report');
  });

  it('given standard, when places are used, then none except scope3, generate report and the sidebar', () => {
    const opened = UPGRADE_PLACES.filter((place) => upgradeDialogFor('standard', place) !== null);
    expect(opened).toEqual(['scope3', 'generate-report', 'sidebar']);
  });

  it('gives a dialog for every class and place combination that is not standard', () => {
    for (const planClass of PLAN_CLASSES.filter((c) => c !== 'standard')) {
      for (const place of UPGRADE_PLACES) expect(upgradeDialogFor(planClass, place)).not.toBeNull();
    }
  });
});

describe('route gate', () => {
  it('given a reduction-plans path without predefinedReductionStrategies, when gated, then redirect home', () => {
    expect(gateRoute('/reduction-plans', ['scope1&2'])).toBe('redirect-home');
    expect(gateRoute('/en/reduction-plans', ['predefinedReductionStrategies'])).toBe('allow');
  });

  it('given a scope-3 path without scope3, when gated, then redirect home', () => {
    expect(gateRoute('/report/scope-3/waste/questions-1', base)).toBe('redirect-home');
    expect(gateRoute('/report/scope-3', ['scope3'])).toBe('allow');
  });

  it('given unknown permissions, when gated, then allowed', () => {
    expect(gateRoute('/report/scope-3', undefined)).toBe('allow');
  });

  it('given the data route, when gated, then redirect home for everyone', () => {
    expect(gateRoute('/data', undefined)).toBe('redirect-home');
    expect(gateRoute('/en/data', [...PERMISSION_MODULES])).toBe('redirect-home');
    expect(gateRoute('/product/metadata-box', base)).toBe('allow');
  });

  it('names the module a path needs', () => {
    expect(requiredModuleForPath('/report/scope-1')).toBeNull();
    expect(requiredModuleForPath('/report/scope-3')).toBe('scope3');
  });
});

describe('freemium expiry', () => {
  const now = new Date('2024-06-15T12:00:00Z');

  it('given a freemium plan that expired yesterday, when checked, then expired', () => {
    expect(freemiumStateOf('freemium', new Date('2024-06-14T12:00:00Z'), now)).toBe('expired');
    expect(freemiumStateOf('freemium-plus', new Date('2024-06-14T12:00:00Z'), now)).toBe('expired');
  });

  it('given a future or missing expiry date, when checked, then active', () => {
    expect(freemiumStateOf('freemium', new Date('2024-06-16T12:00:00Z'), now)).toBe('active');
    expect(freemiumStateOf('freemium', null, now)).toBe('active');
  });

  it('given a standard plan with a past date, when checked, then active', () => {
    expect(freemiumStateOf('standard', new Date('2020-01-01T00:00:00Z'), now)).toBe('active');
  });
});
