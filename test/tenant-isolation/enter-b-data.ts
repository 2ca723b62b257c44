import { B } from './organization-b.js';
import type { Session } from './session.js';
import { isDistinctive, type TenantMarkers } from './leak-scan.js';

const ANSWER = `mutation($questionId: String!, $command: JSON!, $expectedRevision: Int!) {
  answerCommand(questionId: $questionId, command: $command, expectedRevision: $expectedRevision) { position revision rowId }
}`;
const SHEET = `query($questionId: String!) { sectionSheet(questionId: $questionId) {
  revision customFactors { customId } rows { rowId values emission { co2eKg locationBasedKg marketBasedKg } } totalCo2eKg
} }`;

/** What B entered and what the API made of it: the ids A's calls name, and the markers scans look for. */
export interface BData {
  questionIds: string[];
  rowIds: string[];
  customIds: string[];
  revisions: Record<string, number>;
  /** B's invitations: one waiting to be used, one its administrator revoked. */
  magicLinks: { live: string; revoked: string };
  /** B's location (My company → Locations), added by its administrator. */
  locationId: string;
  /** A reduction-measure id named as B's (B's freemium plan has no reduction modules, so it has no plan). */
  reductionMeasureId: string;
  /** B's product (product footprint) with a raw material row, and that product stream's revision. */
  productId: string;
  productRevision: number;
  /** A file B's administrator attached to its first vehicles row (evidence, issue 23). */
  evidenceId: string;
  /** The revision of B's organization stream (profile, blocked months): a write naming it would not conflict. */
  profileRevision: number;
  markers: TenantMarkers;
}

const sheets = [
  {
    questionId: 'vehicles',
    commands: [
      { type: 'AnswerInitialQuestion', answer: 'yes' },
      { type: 'ChooseItems', items: ['passenger-car'] },
      { type: 'ChooseFuels', fuels: ['diesel'] },
      { type: 'ChoosePath', path: 'detailed' },
      {
        type: 'DefineCustomFactor',
        custom: { kind: 'fuel', name: B.customFuelName, kgCo2ePerUnit: 1.9137, unit: 'kg' },
      },
      {
        type: 'AddRow',
        rowId: 'bravo-row-vehicles-1',
        table: 'vehicle-fuel',
        period: '2025-01',
        values: {
          itemType: 'passenger-car',
          fuelType: 'diesel',
          consumption: B.markerNumbers[0],
          unit: 'litres',
        },
      },
      {
        // No rowId: the server names it (a uuid), as for a person's new row.
        type: 'AddRow',
        table: 'vehicle-fuel',
        period: B.blockedPeriod,
        values: {
          itemType: 'passenger-car',
          fuelType: 'diesel',
          consumption: B.markerNumbers[1],
          unit: 'litres',
        },
      },
    ],
  },
  {
    questionId: 'equipment',
    commands: [
      { type: 'AnswerInitialQuestion', answer: 'yes' },
      { type: 'ChooseItems', items: ['boiler'] },
      { type: 'ChooseFuels', fuels: ['natural-gas'] },
      { type: 'ChoosePath', path: 'detailed' },
      {
        type: 'AddRow',
        rowId: 'bravo-row-equipment-1',
        table: 'equipment-fuel',
        period: '2025-03',
        values: { itemType: 'boiler', fuelType: 'natural-gas', consumption: B.markerNumbers[2], unit: 'm3' },
      },
    ],
  },
] as const;

/**
 * B's people enter its data the way people do, through the API with their own sessions: the profile (same
 * industry as the demo company, so B is one of its benchmark peers), two sheets with rows in several months and
 * a custom fuel, and a month blocked by B's provider person. Audit entries follow from the events.
 */
export async function enterBData(admin: Session, staff: Session): Promise<BData> {
  const profile = await admin.graphql<{ updateInitialQuestions: { revision: number } }>(
    `mutation($input: InitialQuestionsInput!) { updateInitialQuestions(input: $input) { revision } }`,
    {
      input: {
        description: B.description,
        industry: 'RETAIL',
        country: 'PL',
        peopleAmount: 'LARGE_COMPANY',
        peopleAmountNumber: B.headCount,
        annualRevenue: 'MORE_THAN_500K',
      },
    },
  );
  if (!profile.data) throw new Error(`B's profile refused: ${profile.text}`);
  const revisions: Record<string, number> = {};
  for (const sheet of sheets) {
    let revision = -1;
    for (const command of sheet.commands) {
      const answer = await admin.graphql<{ answerCommand: { revision: number } }>(ANSWER, {
        questionId: sheet.questionId,
        command,
        expectedRevision: revision,
      });
      if (!answer.data) throw new Error(`B's ${command.type} on ${sheet.questionId} refused: ${answer.text}`);
      revision = answer.data.answerCommand.revision;
    }
    revisions[sheet.questionId] = revision;
  }
  const evidenceId = await attachEvidence(admin);
  revisions.vehicles = (revisions.vehicles ?? -1) + 1;
  const locationId = await addLocation(admin);
  // B is on the freemium plan (no reduction modules): its calls name a measure id it could never have adopted.
  const reductionMeasureId = 'custom-bravo-measure';
  const productId = await addProduct(admin);
  const blocked = await staff.graphql<{ blockPeriod: { revision: number } }>(
    `mutation($period: String!) { blockPeriod(period: $period) { revision } }`,
    {
      period: B.blockedPeriod,
    },
  );
  if (!blocked.data) throw new Error(`B's month not blocked: ${blocked.text}`);
  const magicLinks = await inviteTwo(admin);
  const read = await readBack(admin, revisions);
  read.markers.texts.push(magicLinks.live, magicLinks.revoked, locationId, B_LOCATION_NAME);
  read.markers.texts.push(productId, B_PRODUCT_NAME);
  read.markers.texts.push(evidenceId, B_EVIDENCE_NAME);
  return {
    ...read,
    magicLinks,
    locationId,
    reductionMeasureId,
    productId,
    productRevision: 0,
    evidenceId,
    questionIds: sheets.map((s) => s.questionId),
    revisions,
    profileRevision: blocked.data.blockPeriod.revision,
  };
}

const B_LOCATION_NAME = 'Bravoizolac Magazyn Północ';
const B_EVIDENCE_NAME = 'Bravoizolac-faktura-paliwo.pdf';

/** B's administrator attaches an invoice (a plain PDF, the raw body) to its first vehicles row. */
async function attachEvidence(admin: Session): Promise<string> {
  const attached = await admin.send({
    method: 'POST',
    path: `/api/organizations/${B.organizationId}/answers/vehicles/evidence?rowId=bravo-row-vehicles-1&fileName=${B_EVIDENCE_NAME}`,
    body: '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    headers: { 'content-type': 'application/pdf' },
  });
  if (attached.status !== 201) throw new Error(`B's evidence refused: ${attached.status} ${attached.text}`);
  return (JSON.parse(attached.text) as { file: { evidenceId: string } }).file.evidenceId;
}

/** B's administrator adds a location (before the blocked month, so profileRevision stays the stream's last). */
async function addLocation(admin: Session): Promise<string> {
  const added = await admin.send({
    method: 'POST',
    path: `/api/organizations/${B.organizationId}/entities`,
    body: { name: B_LOCATION_NAME },
  });
  if (added.status !== 201) throw new Error(`B's location refused: ${added.status} ${added.text}`);
  return (JSON.parse(added.text) as { entityId: string }).entityId;
}

const B_PRODUCT_NAME = 'Bravoizolac Płyta Termo';

/** B's administrator creates a product and gives it one raw material (a distinctive mass). */
async function addProduct(admin: Session): Promise<string> {
  const org = `/api/organizations/${B.organizationId}`;
  const created = await admin.send({
    method: 'POST',
    path: `${org}/products`,
    body: { name: B_PRODUCT_NAME, declaredUnit: '1 m2' },
  });
  if (created.status !== 201) throw new Error(`B's product refused: ${created.status} ${created.text}`);
  const { productId } = JSON.parse(created.text) as { productId: string };
  let expectedRevision = -1;
  for (const command of [
    { type: 'AnswerInitialQuestion', answer: 'yes' },
    {
      type: 'AddRow',
      rowId: 'bravo-row-product-1',
      table: 'raw-materials',
      period: '2025-02',
      values: { name: 'Bravoizolac wełna', material: 'insulation', mass: B.markerNumbers[2], unit: 'kg' },
    },
  ]) {
    const answered = await admin.send({
      method: 'POST',
      path: `${org}/products/${productId}/answers/raw-materials/commands`,
      body: { command, expectedRevision },
    });
    if (answered.status !== 200)
      throw new Error(`B's product row refused: ${answered.status} ${answered.text}`);
    expectedRevision = (JSON.parse(answered.text) as { revision: number }).revision;
  }
  return productId;
}

/** B's administrator invites two people (the outbox holds their e-mails) and revokes one invitation. */
async function inviteTwo(admin: Session): Promise<BData['magicLinks']> {
  const links = `/api/organizations/${B.organizationId}/magicLinks`;
  const ids: string[] = [];
  for (const [email, role] of B.invitees) {
    const invited = await admin.send({ method: 'POST', path: links, body: { email, role } });
    if (invited.status !== 201) throw new Error(`B's invitation refused: ${invited.status} ${invited.text}`);
    ids.push((JSON.parse(invited.text) as { magicLinkId: string }).magicLinkId);
  }
  const revoked = await admin.send({ method: 'DELETE', path: `${links}/${ids[1]}` });
  if (revoked.status !== 200)
    throw new Error(`B's invitation not revoked: ${revoked.status} ${revoked.text}`);
  return { live: ids[0]!, revoked: ids[1]! };
}

interface SheetRead {
  sectionSheet: {
    customFactors: { customId: string }[];
    rows: { rowId: string; emission: Record<string, number | null> | null }[];
    totalCo2eKg: number;
  };
}

/** B's row and custom ids and its computed kilograms, read back with B's own session. */
async function readBack(admin: Session, revisions: Record<string, number>) {
  const rowIds: string[] = [];
  const customIds: string[] = [];
  const numbers: number[] = [...B.markerNumbers];
  for (const questionId of Object.keys(revisions)) {
    const { data, text } = await admin.graphql<SheetRead>(SHEET, { questionId });
    if (!data) throw new Error(`B cannot read its own ${questionId}: ${text}`);
    customIds.push(...data.sectionSheet.customFactors.map((c) => c.customId));
    for (const row of data.sectionSheet.rows) {
      rowIds.push(row.rowId);
      numbers.push(...Object.values(row.emission ?? {}).filter((n): n is number => typeof n === 'number'));
    }
    numbers.push(data.sectionSheet.totalCo2eKg);
  }
  const texts = [
    B.organizationId,
    ...B.people.flatMap((p) => [p.userId, p.email, p.lastName]),
    ...B.invitees.map(([email]) => email),
    'bravoizolac',
    B.customFuelName,
    ...rowIds,
    ...customIds.filter((id) => id.length >= 8),
  ];
  return { rowIds, customIds, markers: { texts, numbers: [...new Set(numbers.filter(isDistinctive))] } };
}
