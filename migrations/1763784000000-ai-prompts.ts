import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seeds the AIPrompts table (spec §7): one prompt per content kind, with the placeholders
 * {{businessName}}, {{activities}}, {{location}}, {{siteSummary}} and {{count}}. Answers are
 * requested as JSON matching the schemas of shared/src/ai/content.ts; the limits are repeated
 * here so the model aims for them, and the schemas enforce them.
 */
const PROMPTS: Record<string, { description: string; template: string }> = {
  palettes: {
    description: '8 colour palettes',
    template:
      'Suggest 8 distinct colour palettes for the website of {{businessName}}, a business that {{activities}}. ' +
      'Each palette has background, primaryText, buttonBackground, buttonForeground and accent as #rrggbb. ' +
      'Text on background and button foreground on button background must each have a contrast ratio of at least 4.5:1.',
  },
  fontPairs: {
    description: '8 font pairs',
    template:
      'Suggest 8 heading and body font pairings for the website of {{businessName}} ({{activities}}). ' +
      'Use fonts available on most devices (Georgia, Palatino Linotype, Trebuchet MS, Verdana, Tahoma, Garamond, system-ui). ' +
      'Give each pair a short name and a CSS weight name per font (Light, Regular, Medium, SemiBold, Bold, ExtraBold).',
  },
  intro: {
    description: 'Introduction headline, button text and text',
    template:
      'Write the introduction of the website of {{businessName}} in {{location}}, which {{activities}}. ' +
      'Give a headline of at most 6 words, a call-to-action button text of at most 28 characters, ' +
      'and a text of at most 3 sentences. Site so far: {{siteSummary}}',
  },
  about: {
    description: 'About text',
    template:
      'Write a short about text (at most 4 sentences) and a heading (at most 64 characters) for {{businessName}} in {{location}}, ' +
      'which {{activities}}. Do not invent awards, years or licences.',
  },
  services: {
    description: 'Services',
    template:
      'List {{count}} services of {{businessName}}, which {{activities}}. For each give a heading (at most 64 characters), ' +
      'a description of at most 2 sentences and a short pricing hint (at most 80 characters, such as "From $40" or "Ask for a quote").',
  },
  reviews: {
    description: 'Sample customer reviews',
    template:
      'Write {{count}} sample customer reviews for {{businessName}} in {{location}} ({{activities}}). ' +
      'Each review is at most 4 sentences, with an author name of at most 32 characters (first name and initial) and a location of at most 48 characters.',
  },
  team: {
    description: 'Team bios',
    template: 'Write {{count}} team member profiles for {{businessName}} ({{activities}}): name, job title (at most 80 characters) and a bio of at most 2 sentences.',
  },
  faqs: {
    description: 'Frequently asked questions',
    template: 'Write {{count}} frequently asked questions with answers that customers of {{businessName}} in {{location}} would ask. The business {{activities}}.',
  },
  video: {
    description: 'Video title and description',
    template: 'Write a video section title of at most 6 words and a description of at most 3 sentences for {{businessName}}, which {{activities}}.',
  },
  quote: {
    description: 'Quote for the text banner',
    template: 'Write a memorable quote of at most 12 words that captures what {{businessName}} stands for ({{activities}}), and a subheading of at most 250 characters.',
  },
  imageTerms: {
    description: 'Image search terms',
    template:
      'Give stock-photo search terms (2 to 4 words each) for the website of {{businessName}}, which {{activities}}: ' +
      'one for the introduction, up to 3 for banners, {{count}} for the gallery and one per service. Site so far: {{siteSummary}}',
  },
  businessNames: {
    description: 'Business name creator',
    template: 'Suggest twelve short, memorable business names (at most 48 characters each) for: {{activities}}.',
  },
  businessIdeas: {
    description: 'Business idea creator',
    template: 'Suggest 10 small-business ideas of about 5 words each (at most 8 words) related to: {{activities}}.',
  },
};

export class AiPrompts1763784000000 implements MigrationInterface {
  name = 'AiPrompts1763784000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [key, { description, template }] of Object.entries(PROMPTS)) {
      await q.query(`INSERT INTO ai_prompts (key, template, description) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING`, [key, template, description]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ai_prompts WHERE key = ANY($1)`, [Object.keys(PROMPTS)]);
  }
}
