import type { InvitationAcceptedView, MeView } from '@ghg/contracts';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import {
  adminAccount,
  advancedDetails,
  invitedUserConsents,
  registeredCompany,
} from '../../../../test/api/registration-fixtures.js';
import { HttpBrowser } from '../../../../test/support/http-browser.js';
import { DEMO_ORGANIZATION_ID, demoAccountOf } from '../seed/demo-accounts.js';

jest.setTimeout(180_000);

const PASSWORD = 'Test-Password-123!';
const A = DEMO_ORGANIZATION_ID;
const csrf = { 'x-ghg-csrf': '1', 'content-type': 'application/json' };
const anna = { ...adminAccount, firstName: 'Anna', email: 'anna@zielona.pl', repeatEmail: 'anna@zielona.pl' };
const company = registeredCompany;
const advanced = advancedDetails;

/**
 * One person in two organizations, with real sessions: Anna registers her own company B, the demo company A
 * invites her address, the registration form answers 'account already exists', she accepts signed in, then
 * switches between A and B in "Your companies" with her role in each.
 */
describe('a person in several organizations', () => {
  let api: ApiHarness;
  let B: string;
  let annaSession: HttpBrowser;
  let admin: HttpBrowser;
  let invitationId: string;
  beforeAll(async () => {
    api = await startApiHarness({ auth: true, demoPassword: PASSWORD });
    admin = new HttpBrowser(api.url);
    await admin.signIn(demoAccountOf('administrator').email, PASSWORD);
    const staff = new HttpBrowser(api.url);
    await staff.signIn(demoAccountOf('provider-staff').email, PASSWORD);
    const link = await staff.fetch('/api/magicLinks', { method: 'POST', headers: csrf });
    const { magicLinkId } = (await link.json()) as { magicLinkId: string };
    const registered = await new HttpBrowser(api.url).fetch(`/api/magic/${magicLinkId}/admin`, {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify({ account: anna, company, advanced }),
    });
    expect(registered.status).toBe(201);
    B = ((await registered.json()) as { organizationId: string }).organizationId;
    await caughtUp();
  });
  afterAll(() => api.close());

  const caughtUp = async () =>
    admin.fetch('/api/users', { headers: { 'x-wait-for-position': String(await api.store.headPosition()) } });
  const me = async (browser: HttpBrowser) => (await (await browser.fetch('/api/users/me')).json()) as MeView;
  const select = (browser: HttpBrowser, organizationId: string) =>
    browser.fetch(`/api/users/${organizationId}/select-organization`, { method: 'POST', headers: csrf });
  const accept = (browser: HttpBrowser, magicLinkId: string) =>
    browser.fetch(`/api/invitations/${magicLinkId}/accept`, { method: 'POST', headers: csrf });
  async function appendsNothing(call: () => Promise<Response>) {
    const head = await api.store.headPosition();
    const res = await call();
    expect(await api.store.headPosition()).toBe(head);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('A may invite an address that has an account in B only; the form then answers account already exists', async () => {
    const invited = await admin.fetch(`/api/organizations/${A}/magicLinks`, {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify({ email: 'Anna@Zielona.pl', role: 'auditor' }),
    });
    expect(invited.status).toBe(201);
    invitationId = ((await invited.json()) as { magicLinkId: string }).magicLinkId;
    const form = await appendsNothing(() =>
      new HttpBrowser(api.url).fetch(`/api/magic/${invitationId}/user`, {
        method: 'POST',
        headers: csrf,
        body: JSON.stringify({ ...anna, ...invitedUserConsents, email: 'anna@zielona.pl' }),
      }),
    );
    expect(form).toMatchObject({ status: 409, body: { code: 'ACCOUNT_EXISTS' } });
  });

  it('someone signed in with another address cannot take the invitation', async () => {
    const member = new HttpBrowser(api.url);
    await member.signIn(demoAccountOf('member').email, PASSWORD);
    expect(await appendsNothing(() => accept(member, invitationId))).toMatchObject({
      status: 403,
      body: { code: 'INVITATION_FOR_ANOTHER_ADDRESS' },
    });
  });

  it('signed in, Anna accepts: she is in A with the invited role and in B as administrator, A selected', async () => {
    annaSession = new HttpBrowser(api.url);
    await annaSession.signIn(anna.email, anna.password);
    // Each company also carries its plan, status and last activity ("Your companies" tiles).
    expect((await me(annaSession)).companies).toEqual([
      expect.objectContaining({ organizationId: B, name: company.companyName, role: 'administrator' }),
    ]);

    const accepted = await accept(annaSession, invitationId);
    expect(accepted.status).toBe(200);
    expect((await accepted.json()) as InvitationAcceptedView).toEqual({
      organizationId: A,
      organizationName: expect.any(String),
      role: 'auditor',
      joined: true,
      selected: true,
    });
    const inA = await me(annaSession);
    expect(inA).toMatchObject({
      organizationId: A,
      selectedOrgId: A,
      role: 'auditor',
      organizations: [B, A],
    });
    expect(inA.companies.map((c) => [c.organizationId, c.role])).toEqual([
      [B, 'administrator'],
      [A, 'auditor'],
    ]);
    // An auditor in A reads and never writes there.
    const write = await annaSession.graphql(
      `mutation { answerCommand(questionId: "cooling", command: { type: "AnswerInitialQuestion", answer: "no" },
         expectedRevision: -1) { position } }`,
    );
    expect(JSON.stringify(write.body)).toContain('FORBIDDEN');

    // The link is spent: again, or by anyone, it answers link expired.
    expect((await appendsNothing(() => accept(annaSession, invitationId))).status).toBe(410);
    expect(await (await new HttpBrowser(api.url).fetch(`/api/magic/${invitationId}`)).json()).toMatchObject({
      isActive: false,
    });
  });

  it('she switches to B, where she is administrator and sees only B; another organization answers 404', async () => {
    const switched = await select(annaSession, B);
    expect(switched.status).toBe(200);
    expect((await switched.json()) as MeView).toMatchObject({ organizationId: B, role: 'administrator' });
    const users = (await (await annaSession.fetch('/api/users')).json()) as { email: string }[];
    expect(users.map((u) => u.email)).toEqual([anna.email]);

    const foreign = await appendsNothing(() => select(annaSession, 'demo-peer-1'));
    expect(foreign.status).toBe(404);
    expect((await me(annaSession)).organizationId).toBe(B);
    // The demo administrator is not in B.
    expect((await select(admin, B)).status).toBe(404);
  });

  it('the next sign-in opens the company she switched to last', async () => {
    expect((await select(annaSession, A)).status).toBe(200);
    const again = new HttpBrowser(api.url);
    await again.signIn(anna.email, anna.password);
    expect((await me(again)).organizationId).toBe(A);
  });

  it('removed from A, her sessions in A end; she still signs in to B with the same password', async () => {
    const removed = await admin.fetch(`/api/users/${(await me(annaSession)).userId}`, {
      method: 'DELETE',
      headers: csrf,
    });
    expect(removed.status).toBe(200);
    expect((await annaSession.fetch('/api/users/me')).status).toBe(401);
    await caughtUp();
    const later = new HttpBrowser(api.url);
    expect((await later.signIn(anna.email, anna.password)).landed).not.toBeNull();
    expect(await me(later)).toMatchObject({ organizationId: B, role: 'administrator', organizations: [B] });
  });
});
