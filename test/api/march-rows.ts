import { answersClient } from './answers-client.js';
import type { ApiHarness } from './api-harness.js';

/**
 * The rows the report tests enter for the demo company: diesel burnt in a passenger car and electricity from the
 * Polish grid, both in March 2025 (a month the demo history leaves empty), each section answered "yes" first.
 */
export async function enterMarchRows(
  api: ApiHarness,
  amounts: { litres: number; kwh: number },
): Promise<void> {
  const client = answersClient(api);
  await client.ok('vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' });
  await client.ok('vehicles', {
    type: 'AddRow',
    table: 'vehicle-fuel',
    period: '2025-03',
    values: { itemType: 'passenger-car', fuelType: 'diesel', unit: 'litres', consumption: amounts.litres },
  });
  await client.ok('electricity', { type: 'AnswerInitialQuestion', answer: 'yes' });
  await client.ok('electricity', {
    type: 'AddRow',
    table: 'electricity',
    period: '2025-03',
    values: { consumption: amounts.kwh, unit: 'kWh', country: 'PL' },
  });
}
