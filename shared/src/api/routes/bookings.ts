import { z } from 'zod';
import { HONEYPOT_FIELD } from '../../publishing/forms.js';
import { LIMITS } from '../../site/limits.js';
import type { ApiRoute } from './route-kit.js';
import { HOUR, idParams, json, PUBLIC, uuid, website } from './route-kit.js';

/** Limits of what a visitor types into a booking. */
export const BOOKING_FIELD_LIMITS = { name: 100, phone: 40, note: 1000 } as const;

export const BOOKING_FIELD_MESSAGES = {
  name: 'Enter your name',
  nameTooLong: `Enter a name of at most ${BOOKING_FIELD_LIMITS.name} characters`,
  email: 'Enter an email address such as name@example.com',
  phone: `Enter a phone number of at most ${BOOKING_FIELD_LIMITS.phone} characters`,
  note: `Keep the note to ${BOOKING_FIELD_LIMITS.note} characters`,
} as const;

const handleParams = z.object({ handle: z.string().max(200) });
const holdParams = handleParams.extend({ holdId: uuid.describe('The hold the visitor was given when they chose a time') });

/** Which week of slots the booking page shows, for which service, and the visitor's own zone (for "11:00 your time"). */
export const bookingPageQuerySchema = z.object({
  service: z.string().max(LIMITS.id).optional(),
  from: z.string().max(10).optional().describe('The first date shown, YYYY-MM-DD (default: the first with a free slot)'),
  zone: z.string().max(64).optional().describe("The visitor's IANA time zone, set by the page's script"),
});

export const holdBodySchema = z.object({
  service: z.string().max(LIMITS.id),
  start: z.string().max(40).describe('The slot chosen, an ISO instant'),
  zone: z.string().max(64).optional(),
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
});

/** The visitor's details; each field's wording is the visitor's (checked in the handler, answered on the page). */
export const bookingDetailsBodySchema = z.object({
  name: z.string().max(10_000).default(''),
  email: z.string().max(10_000).default(''),
  phone: z.string().max(10_000).default(''),
  note: z.string().max(20_000).default(''),
  zone: z.string().max(64).optional(),
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
});

/** Where a booking stands, as the owner sees it (holds a visitor has not finished are not listed). */
export const OWNER_BOOKING_STATUSES = ['requested', 'confirmed', 'cancelled', 'declined'] as const;

/** A booking as the owner's Bookings view lists it. */
export const ownerBookingSchema = z.object({
  id: uuid,
  serviceId: z.string(),
  status: z.enum(OWNER_BOOKING_STATUSES),
  start: z.string().describe('ISO instant'),
  end: z.string().describe('ISO instant'),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

export const ownerBookingsSchema = z.object({ bookings: z.array(ownerBookingSchema) });
const bookingParams = idParams.extend({ bookingId: uuid.describe('The booking') });

const linkParams = z.object({ token: z.string().max(2000).describe('The signed token of an email’s link') });

/** What a booking email's link can do: the owner confirms or declines; the visitor sends a request from a new address, or cancels. */
export const BOOKING_LINK_ACTIONS = ['confirm', 'decline', 'send', 'cancel'] as const;
export type BookingLinkAction = (typeof BOOKING_LINK_ACTIONS)[number];

const html = (description: string) => ({ status: 200, body: z.string(), contentType: 'text/html', description });

/** Visitors booking on a published site (issue 40): pages that work without JavaScript, on the site's own address. */
export const BOOKINGS_ROUTES = [
  {
    method: 'get',
    path: '/api/public/{handle}/book',
    tag: 'bookings',
    summary: "The site's booking page: its bookable services, then a week of a service's free times",
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 600, windowMs: HOUR }],
    request: { params: handleParams, query: bookingPageQuerySchema, body: null },
    response: html('The booking page'),
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/api/public/{handle}/book',
    tag: 'bookings',
    summary: 'Holds a free time for 10 minutes while the visitor gives their details (a form post: to the details page)',
    access: PUBLIC,
    rateLimit: [
      { by: 'ip', limit: 30, windowMs: HOUR },
      { by: 'site', limit: 600, windowMs: HOUR },
    ],
    request: { params: handleParams, body: holdBodySchema, formPost: true },
    response: { status: 303, body: null, description: "To the hold's details page" },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  {
    method: 'get',
    path: '/api/public/{handle}/book/{holdId}',
    tag: 'bookings',
    summary: 'The details page of a held time: name, email, phone and a note',
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 600, windowMs: HOUR }],
    request: { params: holdParams, query: z.object({ zone: z.string().max(64).optional() }), body: null },
    response: html('The details form, or what became of the booking'),
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/api/public/{handle}/book/{holdId}',
    tag: 'bookings',
    summary: 'Books the held time with the visitor’s details (instant) or sends it to the owner to confirm (request)',
    access: PUBLIC,
    rateLimit: [
      { by: 'ip', limit: 10, windowMs: HOUR },
      { by: 'site', limit: 200, windowMs: HOUR },
    ],
    request: { params: holdParams, body: bookingDetailsBodySchema, formPost: true },
    response: html('The booking made or requested'),
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  {
    method: 'get',
    path: '/api/public/booking-links/{token}',
    tag: 'bookings',
    summary: "The page of a booking email's link: the booking and what its reader may do (the owner confirms or declines, the visitor cancels)",
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 600, windowMs: HOUR }],
    request: {
      params: linkParams,
      query: z.object({ action: z.enum(BOOKING_LINK_ACTIONS).optional().describe('The button the email pressed: shown first') }),
      body: null,
    },
    response: html('The booking and its buttons, or why the link no longer works'),
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/api/public/booking-links/{token}',
    tag: 'bookings',
    summary:
      "Does what the link's page offers: confirm or decline (the owner's link); send a request that waited for the visitor's address to be proven, or cancel until the owner's cut-off (the visitor's link)",
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 60, windowMs: HOUR }],
    request: { params: linkParams, body: z.object({ action: z.enum(BOOKING_LINK_ACTIONS) }), formPost: true },
    response: html('What became of the booking'),
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  {
    method: 'get',
    path: '/api/public/booking-links/{token}/move',
    tag: 'bookings',
    summary: "The visitor's link: a week of the service's free times to move the booking to (until the owner's cut-off)",
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 600, windowMs: HOUR }],
    request: { params: linkParams, query: bookingPageQuerySchema.pick({ from: true, zone: true }), body: null },
    response: html('The free times, or why the booking can no longer be moved'),
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/api/public/booking-links/{token}/move',
    tag: 'bookings',
    summary: "Moves the visitor's booking to the time chosen (a request-mode service's booking goes back to the owner to confirm)",
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 30, windowMs: HOUR }],
    request: { params: linkParams, body: holdBodySchema.omit({ service: true }).extend({ service: holdBodySchema.shape.service.optional() }), formPost: true },
    response: html('The booking at its new time, or the free times with what went wrong'),
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}/bookings',
    tag: 'bookings',
    summary: "The site's bookings, soonest first (the owner and guest editors)",
    access: website('view-bookings'),
    request: { params: idParams, body: null },
    response: json(200, ownerBookingsSchema, '{bookings}'),
    errors: ['website_not_found'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/bookings/export',
    tag: 'bookings',
    summary: "A download address of the site's bookings as CSV, good for 5 minutes (the owner and guest editors)",
    access: website('view-bookings'),
    request: { params: idParams, body: null },
    response: json(200, z.object({ url: z.string().describe('The CSV file’s address, signed') }), '{url}'),
    errors: ['website_not_found', 'not_found'],
  },
  {
    method: 'get',
    path: '/api/booking-exports/{token}',
    tag: 'bookings',
    summary: "Downloads a site's bookings as CSV (the address the export call gave; visitors' words that a spreadsheet would run are written as text)",
    access: { kind: 'link' },
    request: { params: linkParams, body: null },
    response: { status: 200, body: z.string(), contentType: 'text/csv', description: 'The CSV' },
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/bookings/{bookingId}/confirm',
    tag: 'bookings',
    summary: 'Confirms a booking request (the owner)',
    access: website('manage-bookings'),
    request: { params: bookingParams, body: null },
    response: json(200, ownerBookingSchema, 'The booking, confirmed'),
    errors: ['website_not_found', 'forbidden', 'not_found', 'conflict'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/bookings/{bookingId}/decline',
    tag: 'bookings',
    summary: 'Declines a booking request, or cancels a confirmed booking (the owner): its time is free again',
    access: website('manage-bookings'),
    request: { params: bookingParams, body: null },
    response: json(200, ownerBookingSchema, 'The booking, declined'),
    errors: ['website_not_found', 'forbidden', 'not_found', 'conflict'],
  },
] as const satisfies readonly ApiRoute[];
