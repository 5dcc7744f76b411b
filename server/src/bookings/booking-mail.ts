import { escapeHtml as escape, type EmailJob } from '@frontdoor/shared';
import { bookingCalendar, type BookingCalendarStatus } from './booking-calendar.js';
import type { BookingTexts } from './booking-texts.js';

/**
 * The emails of a booking (issue 40), to the visitor and to the owner. Every time is written on
 * the business's clock with its zone named ("Tuesday 1 December at 10:00 (Europe/London)"), never
 * in UTC, and every message carries the booking's calendar file: one UID for the booking and its
 * SEQUENCE, so a calendar updates or removes the entry it already holds. Visitor text is escaped.
 * The visitor's and the owner's emails alike are in the site's language (booking-texts.ts).
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
  /** The site's language: every word of the message but the visitor's and the owner's own. */
  texts: BookingTexts;
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
    summary: ctx.texts.calendarTitle(ctx.serviceName, ctx.businessName),
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
    ...(details.length ? ['', ...details.map((row) => `${row.title}${ctx.texts.colon}${row.value}`)] : []),
    ...(buttons.length ? ['', ...buttons.map((button) => `${button.label}${ctx.texts.colon}${button.href}`)] : []),
  ].join('\n');
  const html =
    `<div lang="${escape(ctx.texts.lang)}" style="${FONT};font-size:16px;line-height:1.5;color:#1a1a1a;max-width:560px">` +
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

const visitorDetails = ({ texts, ...ctx }: BookingMailContext) => [
  { title: texts.service, value: ctx.serviceName },
  { title: texts.when, value: ctx.when },
  { title: texts.name, value: ctx.booking.name },
  { title: texts.email, value: ctx.booking.email },
  { title: texts.phone, value: ctx.booking.phone },
  { title: texts.note, value: ctx.booking.note },
];

const whereLines = ({ texts, ...ctx }: BookingMailContext) =>
  [ctx.businessAddress ? `${texts.where}${texts.colon}${ctx.businessAddress}` : '', ctx.businessPhone ? `${texts.phone}${texts.colon}${ctx.businessPhone}` : ''].filter(
    Boolean,
  );

export const bookingMail = {
  /** To a visitor whose address is new to the site: open the link to send the request. */
  checkEmail(ctx: BookingMailContext, links: { send: string; heldUntil: string }): Message {
    const { texts } = ctx;
    return message(ctx, {
      subject: texts.checkEmailSubject(ctx.businessName),
      lines: [texts.checkEmailOpen(ctx.serviceName, ctx.when, ctx.businessName), texts.keepTimeUntil(links.heldUntil), texts.checkEmailIgnore],
      buttons: [{ label: texts.sendMyRequest, href: `${links.send}?action=send` }],
      status: null,
    });
  },

  /** To the visitor, once they booked (instant) or asked (request). */
  visitorBooked(ctx: BookingMailContext, links: { manage: string; cancelUntil: string | null }): Message {
    const { texts } = ctx;
    const requested = ctx.booking.status === 'requested';
    return message(ctx, {
      subject: requested ? texts.requestedSubject(ctx.serviceName, ctx.businessName) : texts.bookedSubject(ctx.serviceName, ctx.businessName),
      lines: [
        texts.appointmentLine(ctx.serviceName, ctx.when),
        requested ? texts.requestSent(ctx.businessName) : texts.hasYourBooking(ctx.businessName),
        ...whereLines(ctx),
        links.cancelUntil ? texts.mailChangeOnlineUntil(links.cancelUntil) : '',
      ].filter(Boolean),
      buttons: [{ label: texts.viewOrCancelYourBooking, href: links.manage }],
      status: ctx.booking.status,
    });
  },

  /** To the owner: a new booking, or a request with Confirm and Decline. */
  ownerBooked(ctx: BookingMailContext, manage: string): Message {
    const { texts } = ctx;
    const requested = ctx.booking.status === 'requested';
    const buttons = requested
      ? [
          { label: texts.confirm, href: `${manage}?action=confirm` },
          { label: texts.decline, href: `${manage}?action=decline` },
        ]
      : [{ label: texts.viewOrCancel, href: manage }];
    return message(ctx, {
      subject: requested ? texts.ownerRequestSubject(ctx.businessName) : texts.ownerBookedSubject(ctx.businessName),
      lines: [requested ? texts.ownerAsks(ctx.booking.name, ctx.serviceName) : texts.ownerBooked(ctx.booking.name, ctx.serviceName)],
      details: visitorDetails(ctx),
      buttons,
      status: ctx.booking.status,
    });
  },

  /** To the visitor: the owner confirmed or declined their request (or cancelled a booking). */
  visitorAnswered(ctx: BookingMailContext, manage: string): Message {
    const { texts } = ctx;
    if (ctx.booking.status === 'confirmed') {
      return message(ctx, {
        subject: texts.confirmedSubject(ctx.serviceName, ctx.businessName),
        lines: [texts.businessConfirmed(ctx.businessName), texts.appointmentLine(ctx.serviceName, ctx.when), ...whereLines(ctx)],
        buttons: [{ label: texts.viewOrCancelYourBooking, href: manage }],
        status: 'confirmed',
      });
    }
    if (ctx.booking.status === 'cancelled') {
      return message(ctx, {
        subject: texts.cancelledSubject(ctx.serviceName, ctx.businessName),
        lines: [texts.businessCancelled(ctx.businessName, ctx.serviceName, ctx.when), texts.findAnotherTime(ctx.businessPhone)],
        buttons: [{ label: texts.bookAnotherTime, href: ctx.siteUrl }],
        status: 'cancelled',
      });
    }
    return message(ctx, {
      subject: texts.declinedSubject(ctx.businessName),
      lines: [texts.businessDeclined(ctx.businessName, ctx.serviceName, ctx.when), texts.findAnotherTime(ctx.businessPhone)],
      buttons: [{ label: texts.bookAnotherTime, href: ctx.siteUrl }],
      status: 'declined',
    });
  },

  /** To the visitor and to the owner: the visitor cancelled. */
  cancelled(ctx: BookingMailContext, to: 'visitor' | 'owner'): Message {
    const { texts } = ctx;
    if (to === 'owner') {
      return message(ctx, {
        subject: texts.ownerCancelledSubject(ctx.businessName),
        lines: [texts.ownerVisitorCancelled(ctx.booking.name, ctx.serviceName, ctx.when)],
        details: visitorDetails(ctx),
        status: 'cancelled',
      });
    }
    return message(ctx, {
      subject: texts.cancelledSubject(ctx.serviceName, ctx.businessName),
      lines: [texts.visitorCancelled(ctx.serviceName, ctx.when)],
      buttons: [{ label: texts.bookAnotherTime, href: ctx.siteUrl }],
      status: 'cancelled',
    });
  },

  /** To the visitor and to the owner: the visitor moved the booking to another time (`was`: the old time). */
  moved(ctx: BookingMailContext, to: 'visitor' | 'owner', input: { was: string; manage: string }): Message {
    const { texts } = ctx;
    const requested = ctx.booking.status === 'requested';
    if (to === 'owner') {
      return message(ctx, {
        subject: texts.ownerMovedSubject(ctx.businessName),
        lines: [texts.ownerMoved(ctx.booking.name, ctx.serviceName, input.was, ctx.when), requested ? texts.newTimeHeld : texts.oldTimeFree],
        details: visitorDetails(ctx),
        buttons: requested
          ? [
              { label: texts.confirm, href: `${input.manage}?action=confirm` },
              { label: texts.decline, href: `${input.manage}?action=decline` },
            ]
          : [{ label: texts.viewOrCancel, href: input.manage }],
        status: ctx.booking.status,
      });
    }
    return message(ctx, {
      subject: texts.movedSubject(ctx.serviceName, ctx.businessName),
      lines: [
        texts.visitorMoved(ctx.when, input.was),
        requested ? texts.willConfirmNewTime(ctx.businessName) : texts.hasYourBooking(ctx.businessName),
        ...whereLines(ctx),
      ],
      buttons: [{ label: texts.viewOrCancelYourBooking, href: input.manage }],
      status: ctx.booking.status,
    });
  },

  /** To the visitor, the day before. */
  reminder(ctx: BookingMailContext, manage: string): Message {
    const { texts } = ctx;
    return message(ctx, {
      subject: texts.reminderSubject(ctx.serviceName, ctx.businessName),
      lines: [texts.seeYouSoon(ctx.serviceName, ctx.when), ...whereLines(ctx)],
      buttons: [{ label: texts.viewYourBooking, href: manage }],
      status: 'confirmed',
    });
  },
};
