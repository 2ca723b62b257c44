import { type SectionKey } from '../emissions/catalogue/section-keys.js';
import { type ActorRole } from '../user/roles.js';
import type { AnswerCommand, AnswerCommandContext } from './answers.commands.js';
import { decideAnswers } from './answers.decide.js';
import { type AnswersState, evolveAnswers, initialAnswersState } from './answers.state.js';
import { refusal } from '../shared/refusal.test.js';

const context = (questionId: SectionKey = 'vehicles', role: ActorRole = 'member'): AnswerCommandContext => ({
  questionId,
  role,
  blockedPeriods: new Set(),
  currentPeriod: '2025-03',
});
/** Decides and evolves each command in turn, as the command handler does. */
const given = (commands: AnswerCommand[], ctx = context()): AnswersState =>
  commands.reduce((state, command) => decideAnswers(command, state, ctx).reduce(evolveAnswers, state), {
    ...initialAnswersState,
  });
const bioFuel = {
  type: 'DefineCustomFactor',
  custom: { customId: 'bio', kind: 'fuel', name: '  Biogas  ', kgCo2ePerUnit: 1.5, unit: 'litres' },
} as const satisfies AnswerCommand;

const EVERY_COMMAND: AnswerCommand[] = [
  { type: 'AnswerInitialQuestion', answer: 'yes' },
  { type: 'ChooseItems', items: ['passenger-car'] },
  { type: 'ChooseFuels', fuels: ['diesel'] },
  { type: 'ChoosePath', path: 'detailed' },
  { type: 'AddRow', rowId: 'r1', table: 'vehicle-fuel', period: '2025-03', values: {} },
  { type: 'UpdateRow', rowId: 'r1', values: { consumption: 1 } },
  { type: 'DuplicateRow', rowId: 'r1', newRowId: 'r2' },
  { type: 'DeleteRows', rowIds: ['r1'] },
  { type: 'DeleteAllRows' },
  { type: 'ResetSection' },
  { type: 'AnswerGreenEnergy', answer: 'yes' },
  bioFuel,
];

describe('decideAnswers: who may change answers', () => {
  const withRow = given([
    { type: 'AddRow', rowId: 'r1', table: 'vehicle-fuel', period: '2025-03', values: {} },
  ]);

  it.each(['auditor', 'provider-staff', 'provider-supervisor'] as const)(
    'refuses every command of %s with FORBIDDEN and no event',
    (role) => {
      for (const command of EVERY_COMMAND) {
        expect(refusal(() => decideAnswers(command, withRow, context('vehicles', role))).code).toBe(
          'FORBIDDEN',
        );
      }
    },
  );

  it('lets an administrator and a member change answers', () => {
    for (const role of ['administrator', 'member'] as const) {
      const command: AnswerCommand = { type: 'AnswerInitialQuestion', answer: 'no' };
      expect(decideAnswers(command, initialAnswersState, context('vehicles', role))).toHaveLength(1);
    }
  });
});

describe('decideAnswers: wizard steps', () => {
  it('records the initial answer with before and after, and nothing when it is the same', () => {
    const events = decideAnswers(
      { type: 'AnswerInitialQuestion', answer: 'yes' },
      initialAnswersState,
      context(),
    );
    expect(events).toEqual([
      {
        type: 'InitialAnswerGiven',
        data: {
          questionId: 'vehicles',
          answer: 'yes',
          changes: [{ field: 'initialAnswer', before: null, after: 'yes' }],
        },
      },
    ]);
    const state = events.reduce(evolveAnswers, initialAnswersState);
    expect(state.initialAnswer).toBe('yes');
    expect(decideAnswers({ type: 'AnswerInitialQuestion', answer: 'yes' }, state, context())).toEqual([]);
  });

  it('chooses items once each, refuses unknown ones by position, and sections without the step', () => {
    const events = decideAnswers(
      { type: 'ChooseItems', items: ['truck', 'passenger-car', 'truck'] },
      initialAnswersState,
      context(),
    );
    expect(events).toMatchObject([
      {
        type: 'ItemsChosen',
        data: { items: ['truck', 'passenger-car'], changes: [{ field: 'items', before: [] }] },
      },
    ]);
    const state = events.reduce(evolveAnswers, initialAnswersState);
    expect(
      decideAnswers({ type: 'ChooseItems', items: ['truck', 'passenger-car'] }, state, context()),
    ).toEqual([]);
    const unknown = refusal(() =>
      decideAnswers({ type: 'ChooseItems', items: ['truck', 'spaceship'] }, state, context()),
    );
    expect(unknown).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'items.1', code: 'invalid_value' }],
    });
    const noStep = refusal(() =>
      decideAnswers({ type: 'ChooseItems', items: [] }, initialAnswersState, context('electricity')),
    );
    expect(noStep).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'type', code: 'invalid_value' }],
    });
  });

  it('chooses fuels for vehicles and refrigerants for cooling, custom ones only when defined', () => {
    expect(
      decideAnswers({ type: 'ChooseFuels', fuels: ['diesel'] }, initialAnswersState, context()),
    ).toMatchObject([{ type: 'FuelsChosen', data: { fuels: ['diesel'], changes: [{ field: 'fuels' }] } }]);
    expect(
      decideAnswers({ type: 'ChooseFuels', fuels: ['r-410a'] }, initialAnswersState, context('cooling')),
    ).toMatchObject([
      { type: 'FuelsChosen', data: { changes: [{ field: 'refrigerants', after: ['r-410a'] }] } },
    ]);
    expect(
      refusal(() =>
        decideAnswers({ type: 'ChooseFuels', fuels: ['diesel'] }, initialAnswersState, context('cooling')),
      ),
    ).toMatchObject({ fields: [{ path: 'fuels.0', code: 'invalid_value' }] });
    expect(
      refusal(() =>
        decideAnswers({ type: 'ChooseFuels', fuels: ['custom:bio'] }, initialAnswersState, context()),
      ),
    ).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ path: 'fuels.0' }] });
    const withCustom = given([bioFuel]);
    expect(
      decideAnswers({ type: 'ChooseFuels', fuels: ['custom:bio'] }, withCustom, context()),
    ).toMatchObject([{ type: 'FuelsChosen', data: { fuels: ['custom:bio'] } }]);
  });

  it('chooses the path once; a section without the step refuses it', () => {
    const state = given([{ type: 'ChoosePath', path: 'summarized' }]);
    expect(state.path).toBe('summarized');
    expect(decideAnswers({ type: 'ChoosePath', path: 'summarized' }, state, context())).toEqual([]);
    expect(
      refusal(() =>
        decideAnswers({ type: 'ChoosePath', path: 'detailed' }, initialAnswersState, context('wtt')),
      ).code,
    ).toBe('VALIDATION_ERROR');
  });

  it('answers green energy in the energy sections only', () => {
    const state = given([{ type: 'AnswerGreenEnergy', answer: 'dont-know' }], context('electricity'));
    expect(state.greenEnergy).toBe('dont-know');
    expect(
      decideAnswers({ type: 'AnswerGreenEnergy', answer: 'dont-know' }, state, context('electricity')),
    ).toEqual([]);
    expect(given([{ type: 'AnswerGreenEnergy', answer: 'yes' }], context('heat')).greenEnergy).toBe('yes');
    expect(
      refusal(() =>
        decideAnswers({ type: 'AnswerGreenEnergy', answer: 'yes' }, initialAnswersState, context()),
      ).fields,
    ).toEqual([{ path: 'type', code: 'invalid_value' }]);
  });
});

describe('decideAnswers: custom factors', () => {
  it('defines a custom fuel with a trimmed name and one change per field', () => {
    const events = decideAnswers(bioFuel, initialAnswersState, context());
    expect(events).toEqual([
      {
        type: 'CustomFactorDefined',
        data: {
          questionId: 'vehicles',
          custom: { customId: 'bio', kind: 'fuel', name: 'Biogas', kgCo2ePerUnit: 1.5, unit: 'litres' },
          changes: [
            { field: 'custom.name', before: null, after: 'Biogas' },
            { field: 'custom.kgCo2ePerUnit', before: null, after: 1.5 },
            { field: 'custom.unit', before: null, after: 'litres' },
          ],
        },
      },
    ]);
    const state = events.reduce(evolveAnswers, initialAnswersState);
    expect(state.customFactors.get('bio')?.name).toBe('Biogas');
    expect(decideAnswers(bioFuel, state, context())).toEqual([]);
    const changed = decideAnswers(
      { ...bioFuel, custom: { ...bioFuel.custom, kgCo2ePerUnit: 2 } },
      state,
      context(),
    );
    expect(changed).toMatchObject([
      { data: { changes: [{ field: 'custom.kgCo2ePerUnit', before: 1.5, after: 2 }] } },
    ]);
  });

  it('needs name, factor and unit, and keeps the kind of an existing custom factor', () => {
    const bad = refusal(() =>
      decideAnswers(
        {
          type: 'DefineCustomFactor',
          custom: { customId: 'x', kind: 'fuel', name: ' ', kgCo2ePerUnit: -1, unit: 'furlong' },
        },
        initialAnswersState,
        context(),
      ),
    );
    expect(bad).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [
        { path: 'custom.name', code: 'required' },
        { path: 'custom.kgCo2ePerUnit', code: 'invalid_number' },
        { path: 'custom.unit', code: 'invalid_value' },
      ],
    });
    const kindChange = refusal(() =>
      decideAnswers(
        { ...bioFuel, custom: { ...bioFuel.custom, kind: 'provider' } },
        given([bioFuel]),
        context(),
      ),
    );
    expect(kindChange.fields).toEqual([{ path: 'custom.kind', code: 'invalid_value' }]);
  });
});
