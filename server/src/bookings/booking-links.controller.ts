import { Controller, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { isUuid, type BookingLinkAction } from '@frontdoor/shared';
import { BookingsRepository, type BookingRecord } from '@frontdoor/data';
import { AppError } from '../common/app-error.js';
import { Route, RouteBody, RouteQuery, type RouteBodyOf, type RouteQueryOf } from '../common/route.decorator.js';
import { BookingLinks, bookingLinkPath, type BookingLinkClaims } from './booking-links.js';
import { bookingLinkPage, outcomePage, sendPage as send, type PageSite } from './booking-page.js';
import { BookingNotices, cancelDeadline, whenText } from './booking-notices.js';
import { BookingsService, type BookableItem, type BookingSite } from './bookings.service.js';
import { OwnerBookingsService } from './owner-bookings.service.js';

/** The page shown for a link that is not ours, has lapsed, or names a booking that is gone. */
const NEUTRAL_SITE: PageSite = {
  businessName: 'Frontdoor',
  palette: { background: '#ffffff', primaryText: '#1a1a1a', buttonBackground: '#1a1a1a', buttonForeground: '#ffffff', accent: '#1a1a1a' },
  homeUrl: '/',
};

const STATUS_TEXT: Record<BookingRecord['status'], string> = {
  held: 'Not sent yet',
  expired: 'Not booked',
  requested: 'Waiting for the owner to confirm',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  declined: 'Declined',
};

interface Opened {
  claims: BookingLinkClaims;
  booking: BookingRecord;
  site: BookingSite;
  service: BookableItem;
}

/**
 * The links of booking emails (issue 40). Opening a link never changes anything (mail scanners
 * and link previews open links by themselves): it shows the booking and a button for each thing
 * its reader may do, and the button's post does it. The owner's link confirms or declines a
 * request (and cancels a confirmed booking); the visitor's cancels until the owner's cut-off. Each
 * answer is given once: the booking's state decides what a link can still do.
 */
@Controller()
export class BookingLinksController {
  constructor(
    @Inject(BookingLinks) private readonly links: BookingLinks,
    @Inject(BookingsRepository) private readonly repository: BookingsRepository,
    @Inject(BookingsService) private readonly bookings: BookingsService,
    @Inject(OwnerBookingsService) private readonly owners: OwnerBookingsService,
    @Inject(BookingNotices) private readonly notices: BookingNotices,
  ) {}

  @Route('get /api/public/booking-links/{token}')
  async show(@Param('token') token: string, @RouteQuery() query: RouteQueryOf<'get /api/public/booking-links/{token}'>, @Res() res: Response): Promise<void> {
    const opened = await this.open(token);
    if (!opened) return send(res, 404, lapsedPage());
    send(res, 200, this.page(token, opened, { first: query.action }));
  }

  @Route('post /api/public/booking-links/{token}')
  async act(@Param('token') token: string, @RouteBody() body: RouteBodyOf<'post /api/public/booking-links/{token}'>, @Res() res: Response): Promise<void> {
    const opened = await this.open(token);
    if (!opened) return send(res, 404, lapsedPage());
    if (!this.actions(opened).some((action) => action.value === body.action)) {
      // Not this reader's to do, or no longer possible (answered already, past the cut-off): the page says what is.
      return send(res, 409, this.page(token, opened, { problem: this.whyNot(opened, body.action) }));
    }
    let booking: BookingRecord;
    try {
      if (body.action === 'cancel') {
        booking = await this.bookings.cancel(opened.booking);
        await this.notices.cancelled(opened.site, opened.service, booking);
      } else if (body.action === 'send') {
        booking = await this.bookings.sendRequest(opened.booking);
        await this.notices.booked(opened.site, opened.service, booking);
      } else {
        booking = await this.bookings.answer(opened.booking.websiteId, opened.booking.id, body.action === 'confirm' ? 'confirmed' : 'declined');
        await this.owners.tell(booking);
      }
    } catch (error) {
      // Answered meanwhile (from the app, or a second tab): the page as it now stands.
      if (!(error instanceof AppError) || error.status !== 409) throw error;
      const now = await this.open(token);
      return now ? send(res, 409, this.page(token, now, { problem: error.message })) : send(res, 404, lapsedPage());
    }
    send(res, 200, this.page(token, { ...opened, booking }, { done: body.action }));
  }

  /** The link's claims, its booking, the booking's site and service; null when any is gone. */
  private async open(token: string): Promise<Opened | null> {
    const claims = await this.links.verify(token);
    if (!claims || !isUuid(claims.bookingId)) return null;
    const booking = await this.repository.find(claims.bookingId);
    if (!booking) return null;
    const site = await this.bookings.siteOf(booking.websiteId).catch(() => null);
    const service = site && this.bookings.service(site, booking.serviceId);
    return site && service ? { claims, booking, site, service } : null;
  }

  /** What this reader may still do with the booking. */
  private actions({ claims, booking, site }: Opened): { value: BookingLinkAction; label: string }[] {
    if (claims.role === 'owner') {
      if (booking.status === 'requested') {
        return [
          { value: 'confirm', label: 'Confirm booking' },
          { value: 'decline', label: 'Decline' },
        ];
      }
      return booking.status === 'confirmed' && Date.parse(booking.start) > Date.now() ? [{ value: 'decline', label: 'Cancel booking' }] : [];
    }
    // A request waiting for the visitor's address (held, or lapsed but perhaps still free): send it.
    if (booking.emailState === 'awaiting' && (booking.status === 'held' || booking.status === 'expired')) return [{ value: 'send', label: 'Send my request' }];
    const live = booking.status === 'requested' || booking.status === 'confirmed';
    return live && cancelDeadline(site, booking).getTime() > Date.now() ? [{ value: 'cancel', label: 'Cancel booking' }] : [];
  }

  private whyNot(opened: Opened, action: BookingLinkAction): string {
    const { booking, claims, site } = opened;
    if ((claims.role === 'owner') !== (action === 'confirm' || action === 'decline')) return 'This link cannot do that.';
    if (action === 'send') return 'This request has already been sent.';
    if (booking.status !== 'requested' && booking.status !== 'confirmed') return `This booking is already ${STATUS_TEXT[booking.status].toLowerCase()}.`;
    if (action === 'confirm') return 'This booking has already been answered.';
    if (action === 'cancel') return this.tooLate(site);
    return 'This booking has already started.';
  }

  /** What the page says above the booking: what was just done, or what the reader can still do. */
  private lines({ site, booking, claims }: Opened, state: { waiting: boolean; canAct: boolean; done?: BookingLinkAction; problem?: string }): string[] {
    const business = site.document.websiteSettings.businessName;
    if (state.done === 'confirm') return [`${booking.name} gets an email saying it is confirmed.`];
    if (state.done === 'decline') return [`${booking.name} gets an email saying so. The time is free again.`];
    if (state.done === 'cancel') return [`${business} has been told. The time is free again.`];
    if (state.done === 'send') return [`${business} has your request and will confirm it by email.`];
    if (state.problem || claims.role !== 'visitor') return [];
    if (state.waiting) return [`Send your request to ${business}: they confirm it by email.`];
    if (state.canAct) return [`You can cancel online until ${whenText(cancelDeadline(site, booking).toISOString(), site.rules.timeZone)}.`];
    return booking.status === 'requested' || booking.status === 'confirmed' ? [this.tooLate(site)] : [];
  }

  /** Past the cut-off: whom to call (their number when the site gives one). */
  private tooLate(site: BookingSite): string {
    const { businessName, business } = site.document.websiteSettings;
    return `It is too late to cancel online. Please contact ${businessName}${business.phone ? ` on ${business.phone}` : ''}.`;
  }

  private page(token: string, opened: Opened, state: { first?: BookingLinkAction; done?: BookingLinkAction; problem?: string }) {
    const { site, service, booking, claims } = opened;
    const business = site.document.websiteSettings.businessName;
    const when = `${whenText(booking.start, site.rules.timeZone)} (${site.rules.timeZone})`;
    const actions = this.actions(opened);
    // The button the email pressed comes first.
    actions.sort((a, b) => Number(b.value === state.first) - Number(a.value === state.first));
    const doneTitles: Record<BookingLinkAction, string> = {
      confirm: 'Booking confirmed',
      decline: 'Booking declined',
      send: 'Booking requested',
      cancel: 'Booking cancelled',
    };
    const waiting = booking.emailState === 'awaiting' && (booking.status === 'held' || booking.status === 'expired');
    const title = state.done
      ? doneTitles[state.done]
      : waiting
        ? 'Send your booking request'
        : claims.role === 'owner'
          ? booking.status === 'requested'
            ? `${booking.name} asks to book`
            : 'Booking'
          : 'Your booking';
    const lines = this.lines(opened, { waiting, canAct: actions.length > 0, ...state });
    const details =
      claims.role === 'owner'
        ? [
            { title: 'Service', value: service.heading },
            { title: 'When', value: when },
            { title: 'Status', value: STATUS_TEXT[booking.status] },
            { title: 'Name', value: booking.name },
            { title: 'Email', value: booking.email },
            { title: 'Phone', value: booking.phone },
            { title: 'Note', value: booking.note },
          ]
        : [
            { title: 'Service', value: service.heading },
            { title: 'When', value: when },
            { title: 'With', value: business },
            { title: 'Status', value: STATUS_TEXT[booking.status] },
          ];
    return bookingLinkPage(
      { businessName: business, palette: site.document.theme.palette, homeUrl: `/${site.handle}` },
      {
        title,
        lines,
        details,
        action: bookingLinkPath(token),
        buttons: actions,
        problem: state.problem,
        link:
          claims.role === 'visitor' && booking.status !== 'requested' && booking.status !== 'confirmed'
            ? { href: `/api/public/${site.handle}/book`, label: 'Book another time' }
            : undefined,
      },
    );
  }
}

const lapsedPage = () =>
  outcomePage(NEUTRAL_SITE, {
    title: 'This link no longer works',
    lines: ['It has expired, or the booking or the website it was for is gone.'],
    link: { href: '/', label: 'Go to Frontdoor' },
  });
