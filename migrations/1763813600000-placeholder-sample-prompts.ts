import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Samples that cannot pass as real (issue 36): generated reviews and team members are visible
 * placeholders that say what belongs there ("A customer's words about their piano tuning go here
 * — ask a happy customer to write a line in their own words."), never an invented quote by an
 * invented person. The prompts ask for that style, with the words the site's placeholder rule
 * looks for ("go here", "in their own words"); the worker checks every answer with that rule and
 * puts its own placeholder in place of anything that does not read as one. A prompt an admin has
 * edited since is left as it is.
 */
const PROMPTS: Record<string, { previous: string; template: string }> = {
  reviews: {
    previous:
      'Write {{count}} placeholder customer reviews for {{businessName}} in {{location}} ({{activities}}) that show the owner where real reviews go. ' +
      'Each is at most 4 sentences and reads plainly as an example to replace, in the form of what a happy customer might say about one of the services ' +
      '(for example "Example review: tell visitors what a customer said about ..."). Do not invent a customer: the author name is "Customer name" ' +
      '(at most 32 characters) and the location is "Customer location" (at most 48 characters).',
    template:
      'Write {{count}} placeholder customer reviews for {{businessName}} in {{location}} ({{activities}}) that show the owner where real reviews go. ' +
      'Do not write a review and do not invent a customer or a quote. Each paragraph (at most 2 sentences) says what belongs there, naming one of the services ' +
      'or the trade, and contains the words "go here" (or "goes here") and "in their own words", for example: ' +
      '"A customer\'s words about their piano tuning go here — ask a happy customer to write a line in their own words." ' +
      'Vary the wording and the service from one to the next. The author name is "Customer\'s name" (or the word this business uses for its customers, ' +
      'such as "Client\'s name"; at most 32 characters) and the location is "Their town".',
  },
  team: {
    previous:
      'Write {{count}} placeholder team member profiles for {{businessName}} ({{activities}}) that show the owner where the real team goes. ' +
      'Do not invent people: the name is "Team member name", the job title (at most 80 characters) is a role such a business has, ' +
      'and the bio (at most 2 sentences) reads plainly as an example to replace, such as "Example bio: say what this person does for your customers."',
    template:
      'Write {{count}} placeholder team member profiles for {{businessName}} ({{activities}}) that show the owner where the real team goes. ' +
      'Do not invent people: the first is the owner, named as the description names them, else "Your name"; every other name is "Team member\'s name". ' +
      'The job title (at most 80 characters) is a role such a business has. The bio (at most 2 sentences) says what goes there and contains the words ' +
      '"go here" (or "goes here") and "in their own words" (for the owner "in your own words"), for example: ' +
      '"A few words about this team member go here — what they do for your customers, in their own words."',
  },
};

export class PlaceholderSamplePrompts1763813600000 implements MigrationInterface {
  name = 'PlaceholderSamplePrompts1763813600000';

  async up(q: QueryRunner): Promise<void> {
    for (const [key, { previous, template }] of Object.entries(PROMPTS)) {
      await q.query(`UPDATE ai_prompts SET template = $2 WHERE key = $1 AND template = $3`, [key, template, previous]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [key, { previous, template }] of Object.entries(PROMPTS)) {
      await q.query(`UPDATE ai_prompts SET template = $2 WHERE key = $1 AND template = $3`, [key, previous, template]);
    }
  }
}
