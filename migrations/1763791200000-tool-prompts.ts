import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The free tools' prompts ask for what the tools now answer (issue 15): twelve names in mixed forms
 * built from the service, customers and place of the description, and ten distinct businesses, each
 * with a one-line pitch. A prompt an admin has edited since it was seeded is left as it is; the
 * answer's schema (sent with every request) asks for the new shape either way.
 */
const PROMPTS: Record<string, { seeded: string; template: string }> = {
  businessNames: {
    seeded: 'Suggest twelve short, memorable business names (at most 48 characters each) for: {{activities}}.',
    template:
      'Suggest twelve short, memorable business names (at most 48 characters each) for: {{activities}}. ' +
      'Build them from the service, the customers and the place in those words (not only the first word) and from words that evoke the business. ' +
      'Mix the forms: compound words, place and trade, founder-style names and playful names. ' +
      'No two names may start with the same word, and no word or word stem may appear in more than a few of them.',
  },
  businessIdeas: {
    seeded: 'Suggest 10 small-business ideas of about 5 words each (at most 8 words) related to: {{activities}}.',
    template:
      'Suggest 10 small-business ideas related to: {{activities}}. Each is a different business: name it in about 5 words (at most 8) ' +
      'and give a one-sentence pitch (at most 140 characters) saying who it serves and why they would pay. ' +
      'No two ideas may be the same business reworded: vary the kind of business (a shop, a mobile service, classes, a subscription, repairs, rentals...).',
  },
};

export class ToolPrompts1763791200000 implements MigrationInterface {
  name = 'ToolPrompts1763791200000';

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
