import { z } from 'zod';

/**
 * Visitor statistics (issue 42): what a published site's visitors did, counted without cookies
 * and without a third party. A visit is a page view; conversions are what a small business cares
 * about: a contact or newsletter form sent, a booking requested, a tap on the phone number or on
 * Directions.
 */
export const CONVERSION_KINDS = ['contact', 'newsletter', 'booking', 'call', 'directions'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];
export type VisitKind = 'view' | ConversionKind;
/** The taps a published page reports (its phone and Directions links' `ping`). */
export const TAP_KINDS = ['call', 'directions'] as const satisfies readonly ConversionKind[];
export const tapKindSchema = z.enum(TAP_KINDS);

/** Device classes read from the user agent. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The dashboard's periods: the last 24 hours (by hour), or the last 7, 30 or 90 days (by day, in UTC). */
export const STATISTICS_RANGES = ['24h', '7d', '30d', '90d'] as const;
export type StatisticsRange = (typeof STATISTICS_RANGES)[number];
export const statisticsRangeSchema = z.enum(STATISTICS_RANGES);

/** How many days of raw visits are kept (then dropped a month at a time); the dashboard reads the hourly and daily totals. */
export const RAW_VISITS_KEPT_DAYS = 90;

/** The owner's statistics settings of a site: counting visits at all, and the weekly email. */
export const statisticsSettingsSchema = z.object({
  /** Whether the site's visits are counted (the default); the owner can turn counting off and on again. */
  counting: z.boolean(),
  /** When the owner last turned counting on or off (ISO); null when never changed (on since the site was made). */
  countingChangedAt: z.string().nullable(),
  /** Whether the owner gets a summary of the week by email every Monday (the default). */
  weeklyEmail: z.boolean(),
});
export type StatisticsSettings = z.infer<typeof statisticsSettingsSchema>;

/** A change of the settings: either or both. */
export const statisticsSettingsChangeSchema = z
  .object({ counting: z.boolean().optional(), weeklyEmail: z.boolean().optional() })
  .strict()
  .refine((change) => change.counting !== undefined || change.weeklyEmail !== undefined, 'Nothing to change');

const count = z.number().int().min(0);
const ranked = z.array(z.object({ name: z.string(), views: count }));

/** The Statistics dashboard's figures for a period. */
export const statisticsSchema = z.object({
  range: statisticsRangeSchema,
  /** The first instant counted (ISO, UTC). */
  from: z.string(),
  totals: z.object({
    views: count,
    /**
     * Visitors: for 24 hours, the people of today and yesterday as counted each day; over several
     * days, each day's visitors added up (someone who came on two days counts twice), and labelled so.
     */
    visitors: count,
    conversions: z.object({ contact: count, newsletter: count, booking: count, call: count, directions: count }),
    /** Conversions per 100 visitors, one decimal (0 when nobody came). */
    conversionRate: z.number().min(0),
  }),
  /** One point per hour (24h) or per day (7d, 30d, 90d), oldest first, every period present; `conversions` adds up the five kinds. */
  series: z.array(
    z.object({
      at: z.string(),
      views: count,
      visitors: count,
      conversions: count,
      contact: count,
      newsletter: count,
      booking: count,
      call: count,
      directions: count,
    }),
  ),
  referrers: ranked,
  sources: ranked,
  campaigns: ranked,
  devices: ranked,
  browsers: ranked,
  pages: ranked,
  settings: statisticsSettingsSchema,
});
export type Statistics = z.infer<typeof statisticsSchema>;
