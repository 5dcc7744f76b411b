import type { EmailJob } from '@frontdoor/shared';
import { escapeHtml as escape } from '../common/escape-html.js';
import { bookingCalendar, type BookingCalendarStatus } from './booking-calendar.js';

/**
 * The emails of a booking (issue 40), to the visitor and to the owner. Every time is written on
 * the business's clock with its zone named ("Tuesday 1 December at 10:00 (Europe/London)"), never
 * in UTC, and every message carries the booking's calendar file: one UID for the booking and its
 * SEQUENCE, so a calendar updates or removes the entry it already holds. Visitor text is escaped.
 */

/** What every booking email says of the booking and the business. */
export interface BookingMailContext {
  booking: { id: string; start: string; end: string; status: BookingCalendarStatus; sequence: number; name: string; email: string; phone: string; note: string };
  businessName: string;
  serviceName: string;
  /** The start on the business's clock, with its zone: "Tuesday 1 December at 10:00 (Europe/London)". */
  when: string;
  /** The published site's address (the calendar entry's URL, the UID's domain). */
  siteUrl: string;
  businessAddress?: string;
  businessEmail?: string;
  businessPhone?: string;
}

type Message = Omit<EmailJob, 'to'>;

const FONT = 'font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif';

/** The calendar file of this version of the booking. */
function calendarFile(ctx: BookingMailContext, status: BookingCalendarStatus) {
  const content = bookingCalendar({
    booking: { id: ctx.booking.id, start: ctx.booking.start, end: ctx.booking.end, status },
    sequence: ctx.booking.sequence,
    serviceName: ctx.serviceName,
    businessName: ctx.businessName,
    businessAddress: ctx.businessAddress || undefined,
    businessEmail: ctx.businessEmail || undefined,
    publicUrl: ctx.siteUrl,
  });
  const method = status === 'cancelled' || status === 'declined' ? 'CANCEL' : 'REQUEST';
  return { filename: 'booking.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

/** A message of paragraphs, an optional table of the booking's details and buttons (links). */
function message(
  ctx: BookingMailContext,
  input: {
    subject: string;
    lines: string[];
    details?: { title: string; value: string }[];
    buttons?: { label: string; href: string }[];
    /** The calendar entry's state; none for a request not sent yet. */
    status: BookingCalendarStatus | null;
  },
): Message {
  const subject = input.subject.slice(0, 200);
  const details = input.details?.filter((row) => row.value) ?? [];
  const buttons = input.buttons ?? [];
  const text = [
    ...input.lines,
    ...(details.length ? ['', ...details.map((row) => `${row.title}: ${row.value}`)] : []),
    ...(buttons.length ? ['', ...buttons.map((button) => `${button.label}: ${button.href}`)] : []),
  ].join('\n');
  const html =
    `<div style="${FONT};font-size:16px;line-height:1.5;color:#1a1a1a;max-width:560px">` +
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escape(subject)}</h1>` +
    input.lines.map((line) => `<p style="margin:0 0 12px">${escape(line)}</p>`).join('') +
    (details.length
      ? `<table style="${FONT};font-size:15px;margin:8px 0 16px">${details
          .map(
            (row) =>
              `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escape(row.title)}</th><td style="white-space:pre-wrap">${escape(row.value)}</td></tr>`,
          )
          .join('')}</table>`
      : '') +
    (buttons.length
      ? `<p style="margin:16px 0">${buttons
          .map(
            (button, index) =>
              `<a href="${escape(button.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none;${
                index === 0 ? 'background:#1a1a1a;color:#ffffff' : 'border:1px solid #1a1a1a;color:#1a1a1a'
              }">${escape(button.label)}</a>`,
          )
          .join('')}</p>`
      : '') +
    `</div>`;
  return { subject, text, html, ...(input.status && { attachments: [calendarFile(ctx, input.status)] }) };
}

const visitorDetails = (ctx: BookingMailContext) => [
  { title: 'Service', value: ctx.serviceName },
  { title: 'When', value: ctx.when },
  { title: 'Name', value: ctx.booking.name },
  { title: 'Email', value: ctx.booking.email },
  { title: 'Phone', value: ctx.booking.phone },
  { title: 'Note', value: ctx.booking.note },
];

const whereLines = (ctx: BookingMailContext) =>
  [ctx.businessAddress ? `Where: ${ctx.businessAddress}` : '', ctx.businessPhone ? `Phone: ${ctx.businessPhone}` : ''].filter(Boolean);

export const bookingMail = {
  /** To a visitor whose address is new to the site: open the link to send the request. */
  checkEmail(ctx: BookingMailContext, links: { send: string; heldUntil: string }): Message {
    return message(ctx, {
      subject: `Send your booking request to ${ctx.businessName}`,
      lines: [
        `Please open the link to send your request for ${ctx.serviceName}, ${ctx.when}, to ${ctx.businessName}.`,
        `We keep the time for you until ${links.heldUntil}.`,
        'If you did not ask for this, ignore this email: nothing is sent.',
      ],
      buttons: [{ label: 'Send my request', href: `${links.send}?action=send` }],
      status: null,
    });
  },

  /** To the visitor, once they booked (instant) or asked (request). */
  visitorBooked(ctx: BookingMailContext, links: { manage: string; cancelUntil: string | null }): Message {
    const requested = ctx.booking.status === 'requested';
    return message(ctx, {
      subject: requested ? `Booking requested: ${ctx.serviceName} at ${ctx.businessName}` : `You’re booked: ${ctx.serviceName} at ${ctx.businessName}`,
      lines: [
        `${ctx.serviceName}, ${ctx.when}.`,
        requested ? `${ctx.businessName} has your request and will confirm it by email.` : `${ctx.businessName} has your booking.`,
        ...whereLines(ctx),
        links.cancelUntil ? `You can cancel or change the time online until ${links.cancelUntil}.` : '',
      ].filter(Boolean),
      buttons: [{ label: 'View or cancel your booking', href: links.manage }],
      status: ctx.booking.status,
    });
  },

  /** To the owner: a new booking, or a request with Confirm and Decline. */
  ownerBooked(ctx: BookingMailContext, manage: string): Message {
    const requested = ctx.booking.status === 'requested';
    const buttons = requested
      ? [
          { label: 'Confirm', href: `${manage}?action=confirm` },
          { label: 'Decline', href: `${manage}?action=decline` },
        ]
      : [{ label: 'View or cancel', href: manage }];
    return message(ctx, {
      subject: requested ? `New booking request on your ${ctx.businessName} website` : `New booking on your ${ctx.businessName} website`,
      lines: [
        requested ? `${ctx.booking.name} asks to book ${ctx.serviceName}. It stays held for them until you answer.` : `${ctx.booking.name} booked ${ctx.serviceName}.`,
      ],
      details: visitorDetails(ctx),
      buttons,
      status: ctx.booking.status,
    });
  },

  /** To the visitor: the owner confirmed or declined their request (or cancelled a booking). */
  visitorAnswered(ctx: BookingMailContext, manage: string): Message {
    if (ctx.booking.status === 'confirmed') {
      return message(ctx, {
        subject: `Confirmed: ${ctx.serviceName} at ${ctx.businessName}`,
        lines: [`${ctx.businessName} confirmed your booking.`, `${ctx.serviceName}, ${ctx.when}.`, ...whereLines(ctx)],
        buttons: [{ label: 'View or cancel your booking', href: manage }],
        status: 'confirmed',
      });
    }
    if (ctx.booking.status === 'cancelled') {
      return message(ctx, {
        subject: `Cancelled: ${ctx.serviceName} at ${ctx.businessName}`,
        lines: [
          `${ctx.businessName} cancelled your booking for ${ctx.serviceName}, ${ctx.when}.`,
          ctx.businessPhone ? `To find another time, call ${ctx.businessPhone} or book again on the website.` : 'You can book another time on the website.',
        ],
        buttons: [{ label: 'Book another time', href: ctx.siteUrl }],
        status: 'cancelled',
      });
    }
    return message(ctx, {
      subject: `${ctx.businessName} can’t take your booking`,
      lines: [
        `${ctx.businessName} can’t take your booking for ${ctx.serviceName}, ${ctx.when}. The time is no longer held for you.`,
        ctx.businessPhone ? `To find another time, call ${ctx.businessPhone} or book again on the website.` : 'You can book another time on the website.',
      ],
      buttons: [{ label: 'Book another time', href: ctx.siteUrl }],
      status: 'declined',
    });
  },

  /** To the visitor and to the owner: the visitor cancelled. */
  cancelled(ctx: BookingMailContext, to: 'visitor' | 'owner'): Message {
    if (to === 'owner') {
      return message(ctx, {
        subject: `Booking cancelled on your ${ctx.businessName} website`,
        lines: [`${ctx.booking.name} cancelled ${ctx.serviceName}, ${ctx.when}. The time is free again.`],
        details: visitorDetails(ctx),
        status: 'cancelled',
      });
    }
    return message(ctx, {
      subject: `Cancelled: ${ctx.serviceName} at ${ctx.businessName}`,
      lines: [`Your booking for ${ctx.serviceName}, ${ctx.when}, is cancelled.`],
      buttons: [{ label: 'Book another time', href: ctx.siteUrl }],
      status: 'cancelled',
    });
  },

  /** To the visitor and to the owner: the visitor moved the booking to another time (`was`: the old time). */
  moved(ctx: BookingMailContext, to: 'visitor' | 'owner', input: { was: string; manage: string }): Message {
    const requested = ctx.booking.status === 'requested';
    if (to === 'owner') {
      return message(ctx, {
        subject: `Booking moved on your ${ctx.businessName} website`,
        lines: [
          `${ctx.booking.name} moved ${ctx.serviceName} from ${input.was} to ${ctx.when}.`,
          requested ? 'The new time stays held for them until you answer.' : 'The old time is free again.',
        ],
        details: visitorDetails(ctx),
        buttons: requested
          ? [
              { label: 'Confirm', href: `${input.manage}?action=confirm` },
              { label: 'Decline', href: `${input.manage}?action=decline` },
            ]
          : [{ label: 'View or cancel', href: input.manage }],
        status: ctx.booking.status,
      });
    }
    return message(ctx, {
      subject: `Moved: ${ctx.serviceName} at ${ctx.businessName}`,
      lines: [
        `Your booking is now ${ctx.when} (it was ${input.was}).`,
        requested ? `${ctx.businessName} will confirm the new time by email.` : `${ctx.businessName} has your booking.`,
        ...whereLines(ctx),
      ],
      buttons: [{ label: 'View or cancel your booking', href: input.manage }],
      status: ctx.booking.status,
    });
  },

  /** To the visitor, the day before. */
  reminder(ctx: BookingMailContext, manage: string): Message {
    return message(ctx, {
      subject: `Reminder: ${ctx.serviceName} at ${ctx.businessName}`,
      lines: [`See you soon: ${ctx.serviceName}, ${ctx.when}.`, ...whereLines(ctx)],
      buttons: [{ label: 'View your booking', href: manage }],
      status: 'confirmed',
    });
  },
};
