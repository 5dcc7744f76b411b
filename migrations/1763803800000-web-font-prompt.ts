import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27: sites are set in the curated web fonts the app serves (shared/src/site/fonts.ts), so
 * the font pair prompt names them instead of system fonts; the answer schema refuses any other
 * family (the list is written out here, as it was when this landed). A prompt an admin has edited since it was seeded is left as it is (its answers are
 * still checked against the list, and the offline pairs answer when they break it).
 */
const SEEDED =
  'Suggest 8 heading and body font pairings for the website of {{businessName}} ({{activities}}). ' +
  'Use fonts available on most devices (Georgia, Palatino Linotype, Trebuchet MS, Verdana, Tahoma, Garamond, system-ui). ' +
  'Give each pair a short name and a CSS weight name per font (Light, Regular, Medium, SemiBold, Bold, ExtraBold).';

const TEMPLATE =
  'Suggest 8 distinct heading and body font pairings for the website of {{businessName}} ({{activities}}) that suit the business. ' +
  'Use only these fonts, spelled exactly so: serif: Playfair Display, Lora, Merriweather, Cormorant Garamond, Libre Baskerville, Roboto Slab, Crimson Pro; ' +
  'sans-serif: Source Sans 3, Inter, Open Sans, Lato, Montserrat, Work Sans, Nunito, Raleway; ' +
  'display (headings only): Oswald, Bebas Neue, Abril Fatface, DM Serif Display; script (headings only): Dancing Script, Pacifico, Caveat; ' +
  'monospace: JetBrains Mono, IBM Plex Mono. ' +
  'Body text needs a readable serif or sans-serif font. ' +
  'Give each pair a short name and a CSS weight name per font (Light, Regular, Medium, SemiBold, Bold, ExtraBold).';

export class WebFontPrompt1763803800000 implements MigrationInterface {
  name = 'WebFontPrompt1763803800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE ai_prompts SET template = $2 WHERE key = 'fontPairs' AND template = $1`, [SEEDED, TEMPLATE]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE ai_prompts SET template = $1 WHERE key = 'fontPairs' AND template = $2`, [SEEDED, TEMPLATE]);
  }
}
