import { Controller, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HONEYPOT_FIELD, isTimeZoneName, isoDateSchema, publicUrl, type Env, type FreeSlot } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { Route, RouteBody, RouteQuery, type RouteBodyOf, type RouteQueryOf } from '../common/route.decorator.js';
import { VisitCounter } from '../statistics/visit-counter.js';
import { BookingNotices } from './booking-notices.js';
import { detailsPage, outcomePage, sendPage as send, servicesPage } from './booking-page.js';
import { clockText, whenText } from './booking-texts.js';
import { homeUrl, pageService, pageSite, weekPage } from './booking-views.js';
import { BookingsService, checkDetails, type BookableItem, type BookingRecord, type BookingSite } from './bookings.service.js';

/**
 * The booking pages of published sites (issue 40): services, a week of free times, the visitor's
 * details, the outcome. Every step works as plain links and form posts, in the site's language.
 */
@Controller()
export class BookingsController {
  constructor(
    @Inject(BookingsService) private readonly bookings: BookingsService,
    @Inject(BookingNotices) private readonly notices: BookingNotices,
    @Inject(VisitCounter) private readonly visits: VisitCounter,
    @Inject(ENV) env: Env,
  ) {
    this.origin = publicUrl(env);
  }

  /** The app's public address, for the pages' canonical addresses. */
  private readonly origin: string;

  @Route('get /api/public/{handle}/book')
  async page(@Param('handle') handle: string, @RouteQuery() query: RouteQueryOf<'get /api/public/{handle}/book'>, @Res() res: Response): Promise<void> {
    const site = await this.bookings.site(handle);
    const service = this.bookings.service(site, query.service) ?? (site.services.length === 1 ? site.services[0] : undefined);
    if (!service) {
      const shown = pageSite(site, this.origin);
      return send(
        res,
        200,
        servicesPage(
          shown,
          site.services.map((item) => pageService(item, shown.texts)),
          (id) => this.pageUrl(site, { service: id, zone: query.zone }),
          this.pageUrl(site, {}),
        ),
      );
    }
    const from = query.from && isoDateSchema.safeParse(query.from).success ? query.from : undefined;
    send(res, 200, await this.slotsPage(site, service, { from, zone: query.zone }));
  }

  @Route('post /api/public/{handle}/book')
  async hold(@Param('handle') handle: string, @RouteBody() body: RouteBodyOf<'post /api/public/{handle}/book'>, @Res() res: Response): Promise<void> {
    const site = await this.bookings.site(handle);
    const service = this.bookings.service(site, body.service);
    if (!service) throw new AppError('not_found');
    // A bot filled the hidden field: it sees the week again, and nothing is held.
    if (body[HONEYPOT_FIELD]) return void res.redirect(303, this.pageUrl(site, { service: service.id }));
    let held: BookingRecord;
    try {
      held = await this.bookings.hold(site, service, body.start);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 409) throw error;
      // Taken or not offered: the message, and the free times from the one asked for on.
      const asked = Date.parse(body.start);
      const free = await this.bookings.freeSlots(site, service);
      const from = free.find((slot) => Number.isNaN(asked) || Date.parse(slot.start) > asked)?.date ?? free[0]?.date;
      return send(res, 409, await this.slotsPage(site, service, { from, zone: body.zone, problem: error.message, free }));
    }
    const detailsUrl = this.holdUrl(site, held.id, body.zone);
    res.redirect(303, detailsUrl);
  }

  @Route('get /api/public/{handle}/book/{holdId}')
  async details(
    @Param('handle') handle: string,
    @Param('holdId') holdId: string,
    @RouteQuery() query: RouteQueryOf<'get /api/public/{handle}/book/{holdId}'>,
    @Res() res: Response,
  ): Promise<void> {
    const { site, hold, service } = await this.held(handle, holdId);
    if (hold.status !== 'held' && hold.status !== 'expired') return send(res, 200, this.outcome(site, service, hold));
    send(res, 200, this.detailsPage(site, service, hold, { name: '', email: '', phone: '', note: '' }, [], query.zone));
  }

  @Route('post /api/public/{handle}/book/{holdId}')
  async book(
    @Param('handle') handle: string,
    @Param('holdId') holdId: string,
    @RouteBody() body: RouteBodyOf<'post /api/public/{handle}/book/{holdId}'>,
    @Res() res: Response,
  ): Promise<void> {
    const { site, hold, service } = await this.held(handle, holdId);
    const values = { name: body.name, email: body.email, phone: body.phone, note: body.note };
    if (body[HONEYPOT_FIELD]) {
      // A bot: the time is let go and it is told nothing it can learn from.
      await this.bookings.release(hold);
      const shown = pageSite(site);
      return send(res, 200, outcomePage(shown, { title: shown.texts.thankYou, lines: [], link: { href: homeUrl(site), label: shown.texts.backToWebsite } }));
    }
    const { details, problems } = checkDetails(values);
    if (problems.length) {
      return send(res, 400, this.detailsPage(site, service, hold, values, problems, body.zone));
    }
    let booked: BookingRecord;
    try {
      if ((hold.status === 'held' || hold.status === 'expired') && (await this.bookings.needsEmailCheck(site, service, details.email))) {
        // An address new to the site: the request waits until its visitor opens the emailed link.
        const waiting = await this.bookings.awaitEmail(hold, details);
        await this.notices.checkEmail(site, service, waiting);
        return send(res, 200, this.checkEmailPage(site, service, waiting));
      }
      booked = await this.bookings.book(site, holdId, details);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 409) throw error;
      return send(res, 409, await this.slotsPage(site, service, { zone: body.zone, problem: error.message }));
    }
    if (booked.id === hold.id && hold.status !== 'held' && hold.status !== 'expired') return send(res, 200, this.outcome(site, service, booked));
    await this.notices.booked(site, service, booked);
    // A booking made is a conversion of the site's visitor statistics (issue 42).
    this.visits.converted(res.req, site.draftId, 'booking');
    send(res, 200, this.outcome(site, service, booked));
  }

  /** The site, a hold (or booking) of it and its service, or 'Nothing to see here'. */
  private async held(handle: string, holdId: string): Promise<{ site: BookingSite; hold: BookingRecord; service: BookableItem }> {
    const site = await this.bookings.site(handle);
    const hold = await this.bookings.find(site, holdId);
    const service = this.bookings.service(site, hold.serviceId);
    if (!service) throw new AppError('not_found');
    return { site, hold, service };
  }

  private checkEmailPage(site: BookingSite, service: BookableItem, hold: BookingRecord) {
    const business = site.document.websiteSettings.businessName;
    const shown = pageSite(site);
    const { texts } = shown;
    const zone = site.rules.timeZone;
    return outcomePage(shown, {
      title: texts.checkYourEmail,
      lines: [
        texts.linkSent(hold.email, pageService(service, texts).heading, whenText(texts, hold.start, zone), business),
        texts.keepTimeUntil(clockText(texts, hold.holdExpiresAt ?? hold.start, zone)),
      ],
      link: { href: homeUrl(site), label: texts.backToWebsite },
    });
  }

  private outcome(site: BookingSite, service: BookableItem, booking: BookingRecord) {
    const business = site.document.websiteSettings.businessName;
    const shown = pageSite(site);
    const { texts } = shown;
    const heading = pageService(service, texts).heading;
    const when = whenText(texts, booking.start, site.rules.timeZone);
    const title = booking.status === 'confirmed' ? texts.youreBooked : booking.status === 'requested' ? texts.bookingRequested : texts.bookingEnded;
    const lines =
      booking.status === 'confirmed'
        ? [texts.serviceWhen(heading, when), texts.hasYourBooking(business)]
        : booking.status === 'requested'
          ? [texts.serviceWhen(heading, when), texts.hasYourRequest(business)]
          : [texts.noLongerBooked(heading, when)];
    return outcomePage(shown, { title, lines, link: { href: homeUrl(site), label: texts.backToWebsite } });
  }

  private detailsPage(
    site: BookingSite,
    service: BookableItem,
    hold: BookingRecord,
    values: { name: string; email: string; phone: string; note: string },
    problems: string[],
    zone?: string,
  ) {
    const shown = pageSite(site);
    return detailsPage(shown, {
      service: pageService(service, shown.texts),
      when: whenText(shown.texts, hold.start, site.rules.timeZone),
      heldUntil: clockText(shown.texts, hold.holdExpiresAt ?? hold.start, site.rules.timeZone),
      action: this.holdUrl(site, hold.id),
      values,
      problems,
      changeUrl: this.pageUrl(site, { service: service.id, zone }),
    });
  }

  private async slotsPage(site: BookingSite, service: BookableItem, input: { from?: string; zone?: string; problem?: string; free?: FreeSlot[] }) {
    const free = input.free ?? (await this.bookings.freeSlots(site, service));
    return weekPage(site, service, free, {
      ...input,
      action: `/api/public/${site.handle}/book`,
      weekUrl: (from, zone) => this.pageUrl(site, { service: service.id, from, zone }),
      allServices: site.services.length > 1 ? this.pageUrl(site, { zone: input.zone && isTimeZoneName(input.zone) ? input.zone : undefined }) : null,
      canonical: { path: this.pageUrl(site, { service: service.id }), origin: this.origin },
    });
  }

  private pageUrl(site: BookingSite, query: { service?: string; from?: string; zone?: string }): string {
    const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
    const text = search.toString();
    return `/api/public/${site.handle}/book${text ? `?${text}` : ''}`;
  }

  private holdUrl(site: BookingSite, holdId: string, zone?: string): string {
    return `/api/public/${site.handle}/book/${holdId}${zone && isTimeZoneName(zone) ? `?zone=${encodeURIComponent(zone)}` : ''}`;
  }
}
