// Response schema of one emission line's working (the drill-down's last level): the contracts' own schema.
export { emissionLineWorkingViewSchema as emissionLineWorkingSchema } from '@ghg/contracts';
