import { setTimeout as delay } from 'node:timers/promises';
import { BENCH_ACTOR_HEADER } from './bench-actors.js';
import type { VisibilityClock } from './visibility.js';

export interface EditSample {
  kind: 'AddRow' | 'UpdateRow';
  /** Request sent → response received. */
  commandMs: number;
  /** Request sent → the answers projection committed the edit (rows and emission lines). */
  visibleMs: number;
}

export interface ClientOptions {
  baseUrl: string;
  organizationId: string;
  clock: VisibilityClock;
  random: () => number;
}

/** Rows as the client last wrote them: what the read tables must show at the end. */
export type ExpectedRows = Map<string, { period: string; consumption: number }>;

const FUELS = ['diesel', 'petrol'] as const;

/**
 * One member editing the vehicles sheet of their organization, the way the web does: each command carries the
 * revision the previous answer returned, one at a time. Adds rows and changes consumption of existing ones.
 */
export class OrganizationClient {
  private revision = -1;
  readonly rows: ExpectedRows = new Map();
  readonly samples: EditSample[] = [];
  private readonly pending: Promise<void>[] = [];

  constructor(private readonly options: ClientOptions) {}

  /** The wizard up to the table (not measured; it also warms the server up). */
  async openTable(): Promise<void> {
    await this.send({ type: 'AnswerInitialQuestion', answer: 'yes' });
    await this.send({ type: 'ChooseItems', items: ['passenger-car', 'truck'] });
    await this.send({ type: 'ChooseFuels', fuels: [...FUELS] });
    await this.send({ type: 'ChoosePath', path: 'detailed' });
  }

  async edit(count: number, thinkMs: number): Promise<void> {
    const { random } = this.options;
    for (let i = 0; i < count; i++) {
      // The pause comes first, so members who start a phase together do not all send their first edit at once.
      if (thinkMs > 0) await delay(random() * 2 * thinkMs);
      const ids = [...this.rows.keys()];
      const add = ids.length < 2 || random() < 0.5;
      const consumption = Math.round(random() * 100_000) / 100 + 1;
      let command: Record<string, unknown>;
      let rowId: string;
      let period: string;
      if (add) {
        rowId = `r${this.rows.size}-${Math.floor(random() * 1e9)}`;
        period = `2025-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}`;
        const fuelType = FUELS[Math.floor(random() * FUELS.length)]!;
        command = {
          type: 'AddRow',
          rowId,
          table: 'vehicle-fuel',
          period,
          values: { itemType: 'passenger-car', fuelType, unit: 'litres', consumption },
        };
      } else {
        rowId = ids[Math.floor(random() * ids.length)]!;
        period = this.rows.get(rowId)!.period;
        command = { type: 'UpdateRow', rowId, values: { consumption } };
      }
      const sent = performance.now();
      const position = await this.send(command);
      const commandMs = performance.now() - sent;
      this.rows.set(rowId, { period, consumption });
      this.pending.push(
        this.options.clock.visibleAt(position).then((at) => {
          this.samples.push({ kind: add ? 'AddRow' : 'UpdateRow', commandMs, visibleMs: at - sent });
        }),
      );
    }
  }

  /** Resolves when every edit sent so far is visible. */
  async settled(): Promise<void> {
    await Promise.all(this.pending);
  }

  private async send(command: Record<string, unknown>): Promise<bigint> {
    const { baseUrl, organizationId } = this.options;
    const res = await fetch(`${baseUrl}/api/organizations/${organizationId}/answers/vehicles/commands`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-ghg-csrf': '1',
        [BENCH_ACTOR_HEADER]: organizationId,
      },
      body: JSON.stringify({ command, expectedRevision: this.revision }),
    });
    const body = (await res.json()) as { position?: string; revision?: number };
    if (res.status !== 200 || body.position === undefined || body.revision === undefined) {
      throw new Error(`${String(command['type'])} answered ${res.status}: ${JSON.stringify(body)}`);
    }
    this.revision = body.revision;
    return BigInt(body.position);
  }
}
