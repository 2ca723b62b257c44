import fs from 'node:fs';
import path from 'node:path';
import { EVENT_CATALOGUE, eventMessageSchema } from '../../libs/contracts/src/events/index.js';
import { EVENT_SCHEMA_DIR, renderEventSchemas, withIndex } from './event-schemas.js';

const root = path.resolve(__dirname, '../..');
const regenerate = 'stale: run `npx tsx tools/events/generate-schemas.ts` and commit docs/events';

describe('event JSON Schemas in docs/events', () => {
  it('are exactly what libs/contracts generates today', () => {
    const dir = path.join(root, EVENT_SCHEMA_DIR);
    const rendered = renderEventSchemas();
    expect({ files: fs.readdirSync(dir).sort(), regenerate }).toEqual({
      files: rendered.map((schema) => schema.file).sort(),
      regenerate,
    });
    for (const schema of rendered) {
      const onDisk = fs.readFileSync(path.join(dir, schema.file), 'utf8');
      expect({ file: schema.file, content: onDisk, regenerate }).toEqual({ ...schema, regenerate });
    }
    const readme = fs.readFileSync(path.join(root, 'docs/events/README.md'), 'utf8');
    expect({ readme, regenerate }).toEqual({ readme: withIndex(readme), regenerate });
  });

  it('carry a version per type and accept the relay envelope of a real event', () => {
    const message = {
      eventId: '0b6c3f9e-3d2f-4c8e-9a55-1f7c2b8e4d10',
      type: 'UserRegistered',
      streamId: 'user-u1',
      revision: 0,
      position: '42',
      recordedAt: '2026-11-22T03:00:00.000Z',
      data: {
        userId: 'u1',
        email: 'anna@example.com',
        firstName: 'Anna',
        lastName: 'Nowak',
        jobTitle: null,
        organizationId: 'o1',
        role: 'administrator',
      },
      metadata: {
        actorId: 'u1',
        organizationId: 'o1',
        correlationId: 'c1',
        causationId: null,
        occurredAt: '2026-11-22T03:00:00.000Z',
        source: { channel: 'graphql' },
      },
    };
    expect(eventMessageSchema('UserRegistered').safeParse(message).success).toBe(true);
    expect(eventMessageSchema('UserRegistered').safeParse({ ...message, position: 42 }).success).toBe(false);
    for (const schema of renderEventSchemas()) {
      const parsed = JSON.parse(schema.content) as {
        title: keyof typeof EVENT_CATALOGUE;
        'x-event-version': number;
      };
      expect(parsed['x-event-version']).toBe(EVENT_CATALOGUE[parsed.title].version);
    }
  });
});
