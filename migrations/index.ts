import { InitialSchema1763776800000 } from './1763776800000-initial-schema.js';
import { SignIn1763780400000 } from './1763780400000-sign-in.js';
import { AiPrompts1763784000000 } from './1763784000000-ai-prompts.js';
import { Publishing1763787600000 } from './1763787600000-publishing.js';
import { ToolPrompts1763791200000 } from './1763791200000-tool-prompts.js';
import { VerifyLinkDevice1763796600000 } from './1763796600000-verify-link-device.js';
import { SampleContentPrompts1763800200000 } from './1763800200000-sample-content-prompts.js';
import { WebFontPrompt1763803800000 } from './1763803800000-web-font-prompt.js';
import { UploadedImages1763807400000 } from './1763807400000-uploaded-images.js';
import { CustomDomains1763810000000 } from './1763810000000-custom-domains.js';
import { PlaceholderSamplePrompts1763813600000 } from './1763813600000-placeholder-sample-prompts.js';
import { DomainClaims1763817200000 } from './1763817200000-domain-claims.js';
import { SitemapRebuilds1763820800000 } from './1763820800000-sitemap-rebuilds.js';
import { Bookings1763824400000 } from './1763824400000-bookings.js';
import { DevMailboxAttachments1763824500000 } from './1763824500000-dev-mailbox-attachments.js';
import { BookingSequence1763824600000 } from './1763824600000-booking-sequence.js';
import { VisitorStatistics1763824700000 } from './1763824700000-visitor-statistics.js';
import { StatisticsSettingsAndMonths1763824800000 } from './1763824800000-statistics-settings-and-months.js';

/** Every migration in order. Landed migrations are never edited; add a new file instead. */
export const MIGRATIONS = [
  InitialSchema1763776800000,
  SignIn1763780400000,
  AiPrompts1763784000000,
  Publishing1763787600000,
  ToolPrompts1763791200000,
  VerifyLinkDevice1763796600000,
  SampleContentPrompts1763800200000,
  WebFontPrompt1763803800000,
  UploadedImages1763807400000,
  CustomDomains1763810000000,
  PlaceholderSamplePrompts1763813600000,
  DomainClaims1763817200000,
  SitemapRebuilds1763820800000,
  Bookings1763824400000,
  DevMailboxAttachments1763824500000,
  BookingSequence1763824600000,
  VisitorStatistics1763824700000,
  StatisticsSettingsAndMonths1763824800000,
];
