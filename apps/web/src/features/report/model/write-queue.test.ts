import type { AnswerCommandInput } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import { rowCommand } from './row-command';
import { addDraftRow, displayRows, editCell, emptyDraft, PERIOD_FIELD, type SheetDraft } from './sheet-draft';
import { fuelTable } from './test-sheet';
import { writeQueue } from './write-queue';

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void } {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("a section's write queue", () => {
  it('starts each write after the one before has settled, a failed one too, and answers its own outcome', async () => {
    const enqueue = writeQueue();
    const log: string[] = [];
    const first = deferred();
    const second = deferred();
    const a = enqueue(async () => {
      log.push('a starts');
      await first.promise;
      return 'a';
    });
    const b = enqueue(async () => {
      log.push('b starts');
      await second.promise;
      return 'b';
    });
    const c = enqueue(async () => {
      log.push('c starts');
      return 'c';
    });
    await Promise.resolve();
    expect(log).toEqual(['a starts']);
    first.resolve();
    await expect(a).resolves.toBe('a');
    await Promise.resolve();
    expect(log).toEqual(['a starts', 'b starts']);
    second.reject(new Error('refused'));
    await expect(b).rejects.toThrow('refused');
    await expect(c).resolves.toBe('c');
    expect(log).toEqual(['a starts', 'b starts', 'c starts']);
  });

  it("plans a row's next save at its turn: asked while the row's AddRow is on its way, it is an UpdateRow", async () => {
    // The section sheet's saveRow as it uses the queue: plan, send, then remember an added row.
    const enqueue = writeQueue();
    const created = new Set<string>();
    const sent: AnswerCommandInput[] = [];
    const server = deferred();
    let draft: SheetDraft = addDraftRow(emptyDraft(5), {
      rowId: 'n1',
      table: 'vehicle-fuel',
      period: '11-2026',
      values: { itemType: '', fuelType: '', consumption: '', unit: '' },
    });
    const saveRow = (rowId: string) =>
      enqueue(async () => {
        const [row] = displayRows([], draft);
        const { command } = rowCommand(row!, fuelTable, created.has(rowId), '2026-11');
        if (!command) return null;
        sent.push(command);
        if (sent.length === 1) await server.promise;
        if (command.type === 'AddRow') created.add(rowId);
        return command.type;
      });

    const adding = saveRow('n1');
    // The user fills the month and a cell before the server has answered the AddRow.
    draft = editCell(editCell(draft, 'n1', PERIOD_FIELD, '05-2023'), 'n1', 'consumption', '1200');
    const editing = saveRow('n1');
    server.resolve();
    await expect(adding).resolves.toBe('AddRow');
    await expect(editing).resolves.toBe('UpdateRow');
    expect(sent[1]).toMatchObject({
      type: 'UpdateRow',
      rowId: 'n1',
      period: '2023-05',
      values: { consumption: 1200 },
    });
  });
});
