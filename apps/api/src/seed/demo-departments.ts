import type { AnswerCommand, CellValue } from '@ghg/domain';
import type { SeedSheet } from './demo-sheets.js';

/**
 * The demo company's locations as departments: spec §3's sample department names (Management, Cybersecurity,
 * Retail banking, Corporate banking, IT, Risk, Finance, Operations and services), in Polish as the demo speaks.
 * Fixed ids, so the seeded rows can name them.
 */
export const DEMO_DEPARTMENTS = {
  management: { locationId: '6f1d2c3e-0000-4000-8000-0000000de001', name: 'Zarząd' },
  cybersecurity: { locationId: '6f1d2c3e-0000-4000-8000-0000000de002', name: 'Cyberbezpieczeństwo' },
  retailBanking: { locationId: '6f1d2c3e-0000-4000-8000-0000000de003', name: 'Bankowość detaliczna' },
  corporateBanking: { locationId: '6f1d2c3e-0000-4000-8000-0000000de004', name: 'Bankowość korporacyjna' },
  it: { locationId: '6f1d2c3e-0000-4000-8000-0000000de005', name: 'IT' },
  risk: { locationId: '6f1d2c3e-0000-4000-8000-0000000de006', name: 'Ryzyko' },
  finance: { locationId: '6f1d2c3e-0000-4000-8000-0000000de007', name: 'Finanse' },
  operations: { locationId: '6f1d2c3e-0000-4000-8000-0000000de008', name: 'Operacje i obsługa' },
} as const;
type Department = keyof typeof DEMO_DEPARTMENTS;

/**
 * Which department a demo row belongs to: the boiler and mixed waste to operations, trips by train to retail and
 * the trade-fair flights to corporate banking (each with its hotel), IT services alternately to IT and
 * cybersecurity, office supplies to finance, recycled paper to management. District heat of the shared office
 * names none: it stays in the 'no location' bucket, as a real company's shared costs often do. Risk has no rows.
 */
function departmentOf(
  table: string,
  period: string,
  values: Readonly<Record<string, CellValue>>,
): Department | null {
  switch (table) {
    case 'equipment-fuel':
      return 'operations';
    case 'waste':
      return values['wasteType'] === 'paper' ? 'management' : 'operations';
    case 'business-travel':
      return values['transportMode'] === 'plane' ? 'corporateBanking' : 'retailBanking';
    case 'hotel-stays':
      return values['country'] === 'PL' ? 'retailBanking' : 'corporateBanking';
    case 'services':
      return Number(period.slice(5, 7)) <= 6 ? 'it' : 'cybersecurity';
    case 'office-materials':
      return 'finance';
    default:
      return null;
  }
}

/** The demo sheets with each row assigned to its department, where the company has that location. */
export function withDepartments(sheets: readonly SeedSheet[], locationIds: ReadonlySet<string>): SeedSheet[] {
  const assign = (command: AnswerCommand): AnswerCommand => {
    if (command.type !== 'AddRow') return command;
    const department = departmentOf(command.table, command.period, command.values);
    const locationId = department ? DEMO_DEPARTMENTS[department].locationId : null;
    if (locationId === null || !locationIds.has(locationId)) return command;
    return { ...command, values: { ...command.values, locationId } };
  };
  return sheets.map((sheet) => ({ ...sheet, commands: sheet.commands.map(assign) }));
}
