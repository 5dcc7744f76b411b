import { z } from 'zod';

/** Social networks a site can link to (spec §3). X is shown as "Twitter" in one place. */
export const socialTypeSchema = z.enum([
  'Instagram',
  'Facebook',
  'YouTube',
  'X',
  'Mastodon',
  'TikTok',
  'Threads',
  'Thumbtack',
  'LinkedIn',
  'Yelp',
  'Pinterest',
  'Github',
  'WhatsApp',
  'Bluesky',
]);
export type SocialType = z.infer<typeof socialTypeSchema>;
