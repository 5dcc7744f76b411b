import { Controller, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { isoDateSchema, isUuid, type BookingLinkAction } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { Route, RouteBody, RouteQuery, type RouteBodyOf, type RouteQueryOf } from '../common/route.decorator.js';
import { BookingLinks, bookingLinkPath, type BookingLinkClaims } from './booking-links.js';
import { bookingLinkPage, outcomePage, sendPage as send, type PageSite } from './booking-page.js';
import { BookingNotices, cancelDeadline } from './booking-notices.js';
import { ENGLISH_BOOKING_TEXTS, siteBookingTexts, whenInZone, whenText, type BookingTexts } from './booking-texts.js';
import { pageService, weekPage } from './booking-views.js';
import { BookingsService, type BookableItem, type BookingRecord, type BookingSite } from './bookings.service.js';
import { OwnerBookingsService } from './owner-bookings.service.js';

/** The page shown for a link that is not ours, has lapsed, or names a booking that is gone: no site, so in English. */
const NEUTRAL_SITE: PageSite = {
  businessName: 'Frontdoor',
  palette: { background: '#ffffff', primaryText: '#1a1a1a', buttonBackground: '#1a1a1a', buttonForeground: '#ffffff', accent: '#1a1a1a' },
  homeUrl: '/',
  texts: ENGLISH_BOOKING_TEXTS,
};

interface Opened {
  claims: BookingLinkClaims;
  booking: BookingRecord;
  site: BookingSite;
  service: BookableItem;
  /** The site's language. */
  texts: BookingTexts;
}

/**
 * The links of booking emails (issue 40). Opening a link never changes anything (mail scanners
 * and link previews open links by themselves): it shows the booking and a button for each thing
 * its reader may do, and the button's post does it. The owner's link confirms or declines a
 * request (and cancels a confirmed booking); the visitor's cancels until the owner's cut-off. Each
 * answer is given once: the booking's state decides what a link can still do. The pages are in
 * the site's language, for the visitor and the owner alike.
 */
@Controller()
export class BookingLinksController {
  constructor(
    @Inject(BookingLinks) private readonly links: BookingLinks,
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

  @Route('get /api/public/booking-links/{token}/move')
  async moveChoices(@Param('token') token: string, @RouteQuery() query: RouteQueryOf<'get /api/public/booking-links/{token}/move'>, @Res() res: Response): Promise<void> {
    const opened = await this.open(token);
    if (!opened) return send(res, 404, lapsedPage());
    if (opened.claims.role !== 'visitor' || !this.canChange(opened)) return send(res, 409, this.page(token, opened, { problem: this.whyNotMove(opened) }));
    const from = query.from && isoDateSchema.safeParse(query.from).success ? query.from : undefined;
    send(res, 200, await this.moveWeek(token, opened, { from, zone: query.zone }));
  }

  @Route('post /api/public/booking-links/{token}/move')
  async move(@Param('token') token: string, @RouteBody() body: RouteBodyOf<'post /api/public/booking-links/{token}/move'>, @Res() res: Response): Promise<void> {
    const opened = await this.open(token);
    if (!opened) return send(res, 404, lapsedPage());
    if (opened.claims.role !== 'visitor' || !this.canChange(opened)) return send(res, 409, this.page(token, opened, { problem: this.whyNotMove(opened) }));
    let moved: BookingRecord;
    try {
      moved = await this.bookings.move(opened.site, opened.service, opened.booking, body.start);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 409) throw error;
      return send(res, 409, await this.moveWeek(token, opened, { zone: body.zone, problem: error.message }));
    }
    await this.notices.moved(opened.site, opened.service, moved, opened.booking.start);
    send(res, 200, this.page(token, { ...opened, booking: moved }, { moved: true }));
  }

  /** A week of the service's free times, posted to the move address (the booking's own time counts as free to it). */
  private async moveWeek(token: string, { site, service, booking }: Opened, input: { from?: string; zone?: string; problem?: string }) {
    const free = await this.bookings.freeSlots(site, service, booking.id);
    const path = `${bookingLinkPath(token)}/move`;
    return weekPage(site, service, free, {
      ...input,
      action: path,
      weekUrl: (from, zone) => `${path}?${new URLSearchParams({ from, ...(zone && { zone }) }).toString()}`,
      allServices: null,
    });
  }

  private whyNotMove(opened: Opened): string {
    const { booking, texts } = opened;
    if (opened.claims.role !== 'visitor') return texts.linkCannotDoThat;
    if (booking.status !== 'requested' && booking.status !== 'confirmed') return texts.alreadyInStatus[booking.status];
    return this.tooLate(opened, 'move');
  }

  /** The link's claims, its booking, the booking's site and service; null when any is gone. */
  private async open(token: string): Promise<Opened | null> {
    const claims = await this.links.verify(token);
    if (!claims || !isUuid(claims.bookingId)) return null;
    const booking = await this.bookings.byId(claims.bookingId);
    if (!booking) return null;
    const site = await this.bookings.siteOf(booking.websiteId).catch(() => null);
    const service = site && this.bookings.service(site, booking.serviceId);
    return site && service ? { claims, booking, site, service, texts: siteBookingTexts(site) } : null;
  }

  /** What this reader may still do with the booking. */
  private actions(opened: Opened): { value: BookingLinkAction; label: string }[] {
    const { claims, booking, texts } = opened;
    if (claims.role === 'owner') {
      if (booking.status === 'requested') {
        return [
          { value: 'confirm', label: texts.confirmBooking },
          { value: 'decline', label: texts.decline },
        ];
      }
      return booking.status === 'confirmed' && Date.parse(booking.start) > Date.now() ? [{ value: 'decline', label: texts.cancelBooking }] : [];
    }
    // A request waiting for the visitor's address (held, or lapsed but perhaps still free): send it.
    if (booking.emailState === 'awaiting' && (booking.status === 'held' || booking.status === 'expired')) return [{ value: 'send', label: texts.sendMyRequest }];
    return this.canChange(opened) ? [{ value: 'cancel', label: texts.cancelBooking }] : [];
  }

  private whyNot(opened: Opened, action: BookingLinkAction): string {
    const { booking, claims, texts } = opened;
    if ((claims.role === 'owner') !== (action === 'confirm' || action === 'decline')) return texts.linkCannotDoThat;
    if (action === 'send') return texts.requestAlreadySent;
    if (booking.status !== 'requested' && booking.status !== 'confirmed') return texts.alreadyInStatus[booking.status];
    if (action === 'confirm') return texts.errors.booking_already_answered;
    if (action === 'cancel') return this.tooLate(opened, 'cancel');
    return texts.bookingAlreadyStarted;
  }

  /** The visitor's ways on: another time for a live booking (until the cut-off), or a new booking once it has ended. */
  private waysOn(token: string, opened: Opened): { href: string; label: string }[] {
    const { claims, booking, site, texts } = opened;
    if (claims.role !== 'visitor') return [];
    if (booking.status === 'requested' || booking.status === 'confirmed') {
      return this.canChange(opened) ? [{ href: `${bookingLinkPath(token)}/move`, label: texts.chooseAnotherTime }] : [];
    }
    return booking.status === 'held' ? [] : [{ href: `/api/public/${site.handle}/book`, label: texts.bookAnotherTime }];
  }

  /** Whether the visitor may still cancel or move the booking: live, and before the owner's cut-off. */
  private canChange({ booking, site }: Opened): boolean {
    return (booking.status === 'requested' || booking.status === 'confirmed') && cancelDeadline(site, booking).getTime() > Date.now();
  }

  /** What the page says above the booking: what was just done, or what the reader can still do. */
  private lines(opened: Opened, state: { waiting: boolean; canAct: boolean; done?: BookingLinkAction; moved?: boolean; problem?: string }): string[] {
    const { site, booking, claims, texts } = opened;
    const business = site.document.websiteSettings.businessName;
    if (state.moved) return [booking.status === 'requested' ? texts.toldWillConfirmNewTime(business) : texts.toldOldTimeFree(business)];
    if (state.done === 'confirm') return [texts.visitorToldConfirmed(booking.name)];
    if (state.done === 'decline') return [texts.visitorToldDeclined(booking.name)];
    if (state.done === 'cancel') return [texts.toldTimeFree(business)];
    if (state.done === 'send') return [texts.requestSent(business)];
    if (state.problem || claims.role !== 'visitor') return [];
    if (state.waiting) return [texts.sendRequestTo(business)];
    if (state.canAct) return [texts.changeOnlineUntil(whenText(texts, cancelDeadline(site, booking).toISOString(), site.rules.timeZone))];
    return booking.status === 'requested' || booking.status === 'confirmed' ? [this.tooLate(opened, 'cancel')] : [];
  }

  /** Past the cut-off: whom to call (their number when the site gives one). */
  private tooLate({ site, texts }: Opened, what: 'cancel' | 'move'): string {
    const { businessName, business } = site.document.websiteSettings;
    return texts.tooLate(what, businessName, business.phone);
  }

  private page(token: string, opened: Opened, state: { first?: BookingLinkAction; done?: BookingLinkAction; moved?: boolean; problem?: string }) {
    const { site, service, booking, claims, texts } = opened;
    const business = site.document.websiteSettings.businessName;
    const when = whenInZone(texts, booking.start, site.rules.timeZone);
    const actions = this.actions(opened);
    // The button the email pressed comes first.
    actions.sort((a, b) => Number(b.value === state.first) - Number(a.value === state.first));
    const doneTitles: Record<BookingLinkAction, string> = {
      confirm: texts.bookingConfirmed,
      decline: booking.status === 'cancelled' ? texts.bookingCancelled : texts.bookingDeclined,
      send: texts.bookingRequested,
      cancel: texts.bookingCancelled,
    };
    const waiting = booking.emailState === 'awaiting' && (booking.status === 'held' || booking.status === 'expired');
    const title = state.done
      ? doneTitles[state.done]
      : state.moved
        ? texts.bookingMoved
        : waiting
          ? texts.sendYourRequest
          : claims.role === 'owner'
            ? booking.status === 'requested'
              ? texts.asksToBook(booking.name)
              : texts.booking
            : texts.yourBooking;
    const lines = this.lines(opened, { waiting, canAct: actions.length > 0, ...state });
    const heading = pageService(service, texts).heading;
    const details =
      claims.role === 'owner'
        ? [
            { title: texts.service, value: heading },
            { title: texts.when, value: when },
            { title: texts.status, value: texts.statuses[booking.status] },
            { title: texts.name, value: booking.name },
            { title: texts.email, value: booking.email },
            { title: texts.phone, value: booking.phone },
            { title: texts.note, value: booking.note },
          ]
        : [
            { title: texts.service, value: heading },
            { title: texts.when, value: when },
            { title: texts.with, value: business },
            { title: texts.status, value: texts.statuses[booking.status] },
          ];
    return bookingLinkPage(
      { businessName: business, palette: site.document.theme.palette, homeUrl: `/${site.handle}`, texts },
      {
        title,
        lines,
        details,
        action: bookingLinkPath(token),
        buttons: actions,
        problem: state.problem,
        links: this.waysOn(token, opened),
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
