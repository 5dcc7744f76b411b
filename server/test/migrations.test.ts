import { DataSource } from 'typeorm';
import { createDataSource } from '@frontdoor/data';
import { migrate } from '@frontdoor/data';
import { createTestContext, type TestContext } from './support/test-env.js';

let context: TestContext;
let db: DataSource;

beforeAll(async () => {
  context = await createTestContext();
  db = createDataSource(context.env.DATABASE_URL);
  await db.initialize();
});

afterAll(async () => {
  await db?.destroy();
  await context?.cleanup();
});

const COLLECTIONS = [
  'ai_prompts',
  'customer_contact_forms',
  'draft_websites',
  'newsletter_subscriptions',
  'otp_sessions',
  'sitemaps',
  'users',
  'websites',
  'website_domains',
  'website_domains_history',
  'website_images',
  'website_invites',
];

it('creates the twelve collections of the spec, the draft event log and the dev mailbox', async () => {
  const rows: { table_name: string }[] = await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  const tables = rows.map((r) => r.table_name);
  expect(tables).toEqual(expect.arrayContaining([...COLLECTIONS, 'draft_events', 'dev_mailbox']));
});

it('is idempotent: a second run applies nothing', async () => {
  expect(await migrate(context.env.DATABASE_URL)).toEqual([]);
});

describe('keys the rules need', () => {
  let userId: string;
  let draftId: string;

  beforeAll(async () => {
    [{ id: userId }] = await db.query(`INSERT INTO users (email) VALUES ('keys@example.com') RETURNING id`);
    [{ id: draftId }] = await db.query(`INSERT INTO draft_websites (id, user_id, website_settings, document) VALUES (gen_random_uuid(), $1, '{}', '{}') RETURNING id`, [
      userId,
    ]);
  });

  it('allows one published site per handle', async () => {
    const insert = `INSERT INTO websites (handle, draft_id, user_id, website_settings, document, html, etag)
      VALUES ($1, $2, $3, '{}', '{}', '<p>', 'e')`;
    await db.query(insert, ['joes-barber', draftId, userId]);
    const [{ id: other }] = await db.query(
      `INSERT INTO draft_websites (id, user_id, website_settings, document) VALUES (gen_random_uuid(), $1, '{}', '{}') RETURNING id`,
      [userId],
    );
    await expect(db.query(insert, ['joes-barber', other, userId])).rejects.toThrow(/duplicate key/);
    await expect(db.query(insert, ['-bad-', other, userId])).rejects.toThrow(/websites_handle_format/);
  });

  it('allows one event per (draft, sequence)', async () => {
    const insert = `INSERT INTO draft_events (draft_id, sequence, kind) VALUES ($1, $2, 'saved')`;
    await db.query(insert, [draftId, 1]);
    await expect(db.query(insert, [draftId, 1])).rejects.toThrow(/draft_events_sequence_key/);
  });

  it('keeps emails lowercase and unique', async () => {
    await expect(db.query(`INSERT INTO users (email) VALUES ('Keys@Example.com')`)).rejects.toThrow(/users_email_lowercase/);
    await expect(db.query(`INSERT INTO users (email) VALUES ('keys@example.com')`)).rejects.toThrow(/duplicate key/);
  });

  it('indexes invites by email and by website, and domains by user, by claim and by verified name', async () => {
    const rows: { indexname: string }[] = await db.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`);
    const names = rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'website_invites_email_idx',
        'website_invites_website_idx',
        'website_domains_user_idx',
        'website_domains_claim_key',
        'website_domains_verified_name_key',
      ]),
    );
    // Issue 37: claims of one name by several accounts wait side by side; one name is verified once.
    expect(names).not.toContain('website_domains_name_key');
  });
});

it('asks the writer for placeholder reviews and team members, never invented people or quotes (issues 24 and 36)', async () => {
  const rows: { key: string; template: string }[] = await db.query(`SELECT key, template FROM ai_prompts WHERE key IN ('reviews', 'team') ORDER BY key`);
  expect(rows.map((row) => row.key)).toEqual(['reviews', 'team']);
  const [reviews, team] = rows.map((row) => row.template);
  expect(reviews).toMatch(/placeholder/);
  expect(reviews).toContain(`"Customer's name"`);
  expect(reviews).toContain('"Their town"');
  expect(reviews).toContain('"go here"');
  expect(reviews).not.toMatch(/first name and initial/);
  expect(team).toMatch(/placeholder/);
  expect(team).toContain(`"Team member's name"`);
  expect(team).toContain('"in their own words"');
});

it('gives every development mailbox message a list of attachments, empty unless it carried some', async () => {
  const [column]: { data_type: string; is_nullable: string; column_default: string }[] = await db.query(
    `SELECT data_type, is_nullable, column_default FROM information_schema.columns WHERE table_name = 'dev_mailbox' AND column_name = 'attachments'`,
  );
  expect(column).toMatchObject({ data_type: 'jsonb', is_nullable: 'NO' });
  // A message kept the old way, naming no attachments.
  const [{ attachments }] = await db.query(`INSERT INTO dev_mailbox (to_address, subject, text, html) VALUES ('old@example.com', 's', 't', 'h') RETURNING attachments`);
  expect(attachments).toEqual([]);
});
