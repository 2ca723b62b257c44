// @vitest-environment jsdom
import { act, type ComponentProps } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import type {
  AnswerCommandInput,
  AnswerRowView,
  QuestionCatalogueView,
  SectionSheetView,
  SectionView,
} from '@ghg/contracts';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { Client, fetchExchange, Provider as GraphqlProvider } from 'urql';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogsProvider } from '../../../components/dialogs/dialogs-provider';
import { SnackbarProvider } from '../../../components/snackbar/snackbar-provider';
import { theme } from '../../../components/theme';
import { i18n, initI18n } from '../../../i18n/i18n';
import { fuelTable, serverRow } from '../model/test-sheet';
import { AnswerTable } from './answer-table';
import { useSectionSheet } from './use-section-sheet';

/**
 * The claim of answer-table-row.tsx: editing one row renders that row alone. Every CellInput a row renders is
 * counted by its row (its id is `cell-<rowId>-<field>`) and drawn by the real component; the rest is the app's
 * own path: useSectionSheet's draft and re-read sheet (keepUnchangedRows), AnswerTable, the memoised row.
 */
const cellRenders = vi.hoisted(() => [] as string[]);
vi.mock('./cell-input', async (importOriginal) => {
  const real = await importOriginal<typeof import('./cell-input')>();
  return {
    CellInput: (props: ComponentProps<typeof real.CellInput>) => {
      cellRenders.push(props.id);
      return <real.CellInput {...props} />;
    },
  };
});

const ROW_IDS = ['r1', 'r2', 'r3'];
/** The rows whose cells rendered since the last reset, in table order. */
const renderedRows = () =>
  ROW_IDS.filter((rowId) => cellRenders.some((id) => id.startsWith(`cell-${rowId}-`)));

const label = (en: string) => ({ pl: en, en });
const section: SectionView = {
  key: 'mobile-combustion',
  scope: 'scope-1',
  ghgCategory: null,
  label: label('Mobile combustion'),
  question: label('Do you use vehicles?'),
  steps: ['data-entry'],
  itemOptions: 'vehicle-kinds',
  tables: [fuelTable],
};
const catalogue: QuestionCatalogueView = {
  sections: [section],
  optionLists: {
    'vehicle-kinds': [{ key: 'passenger-car', label: label('Passenger car') }],
    fuels: [
      { key: 'diesel', label: label('Diesel') },
      { key: 'petrol', label: label('Petrol') },
    ],
  },
};
const locations = [{ entityId: 'loc-1', name: 'Warsaw office' }];
const owner = { userId: 'u1', organizationId: 'o1' };

/**
 * The API's side of the three operations the table uses, answered in the API's JSON over urql's real fetch
 * exchange: every read is parsed anew, so its rows are new objects as in the browser.
 */
function fakeApi() {
  const rows: AnswerRowView[] = ROW_IDS.map((rowId, index) =>
    serverRow(rowId, {
      itemType: 'passenger-car',
      fuelType: 'diesel',
      consumption: 100 + index,
      unit: 'litres',
    }),
  );
  const commands: AnswerCommandInput[] = [];
  let revision = 3;
  const sheet = (): SectionSheetView => ({
    questionId: section.key,
    scope: 'scope-1',
    revision,
    initialAnswer: 'yes',
    items: ['passenger-car'],
    fuels: ['diesel'],
    path: null,
    greenEnergy: null,
    customFactors: [],
    rows,
    status: 'inprogress',
    progress: 50,
    totalCo2eKg: 0,
    blockedPeriods: [],
  });
  const answer = (body: { operationName?: string; variables?: Record<string, unknown> }) => {
    if (body.operationName === 'ReportMe') return { me: { ...owner, role: 'member' } };
    if (body.operationName === 'SectionSheet') return { sectionSheet: sheet() };
    if (body.operationName === 'AnswerCommand') {
      const command = body.variables?.command as AnswerCommandInput;
      commands.push(command);
      if (command.type !== 'UpdateRow') throw new Error(`the table sent ${command.type}`);
      const index = rows.findIndex((row) => row.rowId === command.rowId);
      rows[index] = { ...rows[index]!, values: { ...rows[index]!.values, ...command.values } };
      revision += 1;
      return {
        answerCommand: {
          position: String(revision),
          revision,
          changed: true,
          rowId: command.rowId,
          keptBlocked: false,
        },
      };
    }
    return null;
  };
  // Anything else (the toolbar's plan and permissions, users/me) is refused: unknown, it leaves every module open.
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const data = answer(JSON.parse(String(init?.body)));
    const body = data ? { data } : { data: null, errors: [{ message: 'not served in this test' }] };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return { commands, fetch };
}

/** The data step as the report page wires it: the sheet's state from useSectionSheet into the table. */
function SheetTable({ copyRows }: { copyRows: boolean }) {
  const state = useSectionSheet(owner, section.key, section.tables);
  // `copyRows`: every row the same data in a new object, as rows built anew without keepUnchangedRows would be.
  const shown = copyRows ? { ...state, rows: state.rows.map((row) => ({ ...row })) } : state;
  return (
    <AnswerTable
      section={section}
      table={fuelTable}
      catalogue={catalogue}
      locale="en"
      state={shown}
      readOnly={false}
      fullScreen={false}
      onToggleFullScreen={() => undefined}
      onReset={() => undefined}
      onHistory={() => undefined}
      locations={locations}
    />
  );
}

let root: Root;
let container: HTMLElement;
let api: ReturnType<typeof fakeApi>;

function show(copyRows = false) {
  // Built once per test: a new client is a new urql context and would re-render everything below it.
  const client = new Client({
    url: '/graphql',
    exchanges: [fetchExchange],
    fetch: api.fetch,
    preferGetMethod: false,
  });
  const tree = (copy: boolean) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GraphqlProvider value={client}>
          <SnackbarProvider>
            <DialogsProvider>
              <MemoryRouter initialEntries={['/en/report/scope-1/mobile-combustion/questions-1']}>
                <SheetTable copyRows={copy} />
              </MemoryRouter>
            </DialogsProvider>
          </SnackbarProvider>
        </GraphqlProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
  act(() => root.render(tree(copyRows)));
  return { rerender: (copy: boolean) => act(() => root.render(tree(copy))) };
}

const turn = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/** Lets fetches answer and React commit until `done` holds (about 2 s at most), then one turn more. */
async function until(done: () => boolean): Promise<void> {
  for (let turns = 0; turns < 200 && !done(); turns += 1) await turn();
  expect(done()).toBe(true);
  // Whatever the last answer set off (an effect settling the draft) renders before anything is counted.
  await turn();
}

const cell = (rowId: string, field: string) => {
  const element = container.querySelector<HTMLInputElement>(`#cell-${rowId}-${field}`);
  if (!element) throw new Error(`no cell ${rowId}/${field}`);
  return element;
};

/** Types as a browser does: the input's own value setter, then the input event React listens to. */
function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Shown, read from the API, and the organization known (its evidence buttons are there). */
async function settled() {
  await until(() => container.querySelectorAll('[data-testid="row-evidence"]').length === ROW_IDS.length);
  expect(renderedRows()).toEqual(ROW_IDS);
  cellRenders.length = 0;
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await initI18n('en');
});

beforeEach(() => {
  localStorage.clear();
  cellRenders.length = 0;
  api = fakeApi();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('the data table renders again only the row whose data changed', () => {
  it('typing in one row renders that row alone', async () => {
    show();
    await settled();

    type(cell('r2', 'consumption'), '42');

    expect(cell('r2', 'consumption').value).toBe('42');
    expect(renderedRows()).toEqual(['r2']);
  });

  it('saving that row, and the whole sheet read again after it, render that row alone', async () => {
    show();
    await settled();
    type(cell('r3', 'consumption'), '7');
    cellRenders.length = 0;

    act(() => {
      cell('r3', 'consumption').focus();
      cell('r3', 'consumption').blur();
    });
    // Saved and read again: the re-read sheet holds the value and the row is no longer marked unsaved.
    await until(() => container.querySelectorAll('[data-testid="row-unsaved"]').length === 0);

    expect(api.commands).toEqual([{ type: 'UpdateRow', rowId: 'r3', values: { consumption: 7 } }]);
    expect(cell('r3', 'consumption').value).toBe('7');
    expect(renderedRows()).toEqual(['r3']);
  });

  it('rows carried in new objects, though their data is the same, render again every one', async () => {
    const view = show();
    await settled();

    view.rerender(true);

    expect(renderedRows()).toEqual(ROW_IDS);
  });
});
