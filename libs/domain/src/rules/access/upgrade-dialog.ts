import type { PlanClass } from './plan-class.js';

/** Places in the UI that open an upgrade dialog when the user reaches for something the plan lacks. */
export const UPGRADE_PLACES = ['global', 'scope3', 'reduction-plans', 'generate-report', 'sidebar'] as const;
export type UpgradePlace = (typeof UPGRADE_PLACES)[number];

/** The dialogs of spec §2 "Dialogs": global upgrade, scope 3, reduction plans, generate report, custom plan, freemium expired. */
export const UPGRADE_DIALOGS = [
  'global-upgrade',
  'scope3',
  'reduction-plans',
  'generate-report',
  'custom-plan',
  'freemium-expired',
] as const;
export type UpgradeDialog = (typeof UPGRADE_DIALOGS)[number];

/**
 * Spec §4 "Dialog per UI place by plan class". Where the spec is silent we decided:
 * - freemium: the sidebar opens the global upgrade dialog (the generic offer of the freemium plan);
 * - freemium-plus: every place other than scope3 and generate-report (global, reduction-plans, sidebar)
 *   opens the custom plan dialog, the next step up from freemium-plus;
 * - standard: the sidebar opens the custom plan dialog too; global and reduction-plans open nothing.
 */
const DIALOGS: Record<Exclude<PlanClass, 'blocked'>, Record<UpgradePlace, UpgradeDialog | null>> = {
  freemium: {
    global: 'global-upgrade',
    scope3: 'scope3',
    'reduction-plans': 'reduction-plans',
    'generate-report': 'generate-report',
    sidebar: 'global-upgrade',
  },
  'freemium-plus': {
    global: 'custom-plan',
    scope3: 'scope3',
    'reduction-plans': 'custom-plan',
    'generate-report': 'generate-report',
    sidebar: 'custom-plan',
  },
  standard: {
    global: null,
    scope3: 'scope3',
    'reduction-plans': null,
    'generate-report': 'generate-report',
    sidebar: 'custom-plan',
  },
};

/** The dialog to open at a place, or null for none. A blocked organization always gets freemium-expired. */
export function upgradeDialogFor(planClass: PlanClass, place: UpgradePlace): UpgradeDialog | null {
  if (planClass === 'blocked') return 'freemium-expired';
  return DIALOGS[planClass][place];
}
