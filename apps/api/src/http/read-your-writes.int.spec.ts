import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';

const UPDATE = `mutation($input: InitialQuestionsInput!) { updateInitialQuestions(input: $input) { position } }`;
const READ = `{ initialQuestions { industry } }`;
const answers = (industry: string) => ({
  input: { industry, country: 'PL', peopleAmount: 'MICRO_COMPANY', annualRevenue: 'LESS_THAN_100K' },
});

describe('read-your-writes: a query can wait (bounded) for the projections to pass a command position', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ startProjector: false });
  });
  afterAll(async () => {
    await api.close();
  });

  it('waits until the projector has passed the position, then answers with the write', async () => {
    const saved = await api.graphql<{ updateInitialQuestions: { position: string } }>(
      UPDATE,
      answers('BANKING'),
    );
    const { position } = saved.body.data!.updateInitialQuestions;
    setTimeout(() => void api.projector.start(), 400);
    const res = await api.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-wait-for-position': position },
      body: JSON.stringify({ query: READ }),
    });
    expect(res.headers.get('x-projections-caught-up')).toBe('true');
    expect(Number(res.headers.get('x-projections-waited-ms'))).toBeGreaterThanOrEqual(300);
    expect(await res.json()).toEqual({ data: { initialQuestions: { industry: 'BANKING' } } });
  });

  it('gives up after the bound and answers with what the read model has', async () => {
    await api.projector.stop();
    const saved = await api.graphql<{ updateInitialQuestions: { position: string } }>(
      UPDATE,
      answers('RETAIL'),
    );
    const started = Date.now();
    const res = await api.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-wait-for-position': saved.body.data!.updateInitialQuestions.position,
      },
      body: JSON.stringify({ query: READ }),
    });
    expect(res.headers.get('x-projections-caught-up')).toBe('false');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(await res.json()).toEqual({ data: { initialQuestions: { industry: 'BANKING' } } });
  });
});
