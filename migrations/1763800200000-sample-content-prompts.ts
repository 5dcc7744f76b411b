import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews and team bios the generator writes are samples (issue 24): the site marks them and
 * leaves them off the published page until the owner replaces or confirms them. The prompts now
 * ask for content that reads as a placeholder, so no invented customer or employee passes for a
 * real one ("Customer name", not "Owen B."). A prompt an admin has edited since it was seeded is
 * left as it is; the site marks the answers as samples either way.
 */
const PROMPTS: Record<string, { seeded: string; template: string }> = {
  reviews: {
    seeded:
      'Write {{count}} sample customer reviews for {{businessName}} in {{location}} ({{activities}}). ' +
      'Each review is at most 4 sentences, with an author name of at most 32 characters (first name and initial) and a location of at most 48 characters.',
    template:
      'Write {{count}} placeholder customer reviews for {{businessName}} in {{location}} ({{activities}}) that show the owner where real reviews go. ' +
      'Each is at most 4 sentences and reads plainly as an example to replace, in the form of what a happy customer might say about one of the services ' +
      '(for example "Example review: tell visitors what a customer said about ..."). Do not invent a customer: the author name is "Customer name" ' +
      '(at most 32 characters) and the location is "Customer location" (at most 48 characters).',
  },
  team: {
    seeded: 'Write {{count}} team member profiles for {{businessName}} ({{activities}}): name, job title (at most 80 characters) and a bio of at most 2 sentences.',
    template:
      'Write {{count}} placeholder team member profiles for {{businessName}} ({{activities}}) that show the owner where the real team goes. ' +
      'Do not invent people: the name is "Team member name", the job title (at most 80 characters) is a role such a business has, ' +
      'and the bio (at most 2 sentences) reads plainly as an example to replace, such as "Example bio: say what this person does for your customers."',
  },
};

export class SampleContentPrompts1763800200000 implements MigrationInterface {
  name = 'SampleContentPrompts1763800200000';

  async up(q: QueryRunner): Promise<void> {
    for (const [key, { seeded, template }] of Object.entries(PROMPTS)) {
      await q.query(`UPDATE ai_prompts SET template = $2 WHERE key = $1 AND template = $3`, [key, template, seeded]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [key, { seeded, template }] of Object.entries(PROMPTS)) {
      await q.query(`UPDATE ai_prompts SET template = $2 WHERE key = $1 AND template = $3`, [key, seeded, template]);
    }
  }
}
