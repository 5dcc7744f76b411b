import { ERROR_MESSAGES, type OwnerBooking } from '@frontdoor/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import type { ApiError } from '../../api/query-client';
import { useAuth } from '../../auth/auth-context';
import { WebsitePage } from '../../components/website-page';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs';
import { bookingSiteOf, type BookingSite } from '../../features/bookings/booking-site';
import { splitByNow } from '../../features/bookings/booking-times';
import { reloadBookings, useExportBookings, useWebsiteBookings } from '../../features/bookings/bookings-api';
import { useWebsiteAccess } from '../../features/invites/use-website-access';
import { reloadWebsite, useWebsite, type DraftWebsite } from '../../features/websites/websites-api';
import { BookingCard } from './booking-card';
import { BookingList } from './booking-list';
import { BookingStats } from './booking-stats';
import { BookingWeek } from './booking-week';
import { BookingsEmpty } from './bookings-empty';
import '../../components/status-badge.css';
import './bookings.css';

type Read<T> = { data?: T; error: ApiError | null; isFetching: boolean };
type Load = { kind: 'loading' } | { kind: 'ready'; site: BookingSite; handle: string | null; bookings: OwnerBooking[] } | { kind: 'not-found' } | { kind: 'error' };

/**
 * The screen for the two reads (the draft, for the services' names and the business's zone, and
 * the bookings). A list once shown stays while it is read again (a live event); an expired
 * session keeps the loading state until the sign-in card replaces it.
 */
function loadOf(draft: Read<DraftWebsite>, bookings: Read<{ bookings: OwnerBooking[] }>): Load {
  if (draft.data && bookings.data) return { kind: 'ready', site: bookingSiteOf(draft.data.document), handle: draft.data.handle, bookings: bookings.data.bookings };
  const errors = [draft, bookings].filter((read) => !read.isFetching && read.error && read.error.code !== 'unauthorized').map((read) => read.error!);
  if (errors.some((error) => error.code === 'website_not_found' || error.status === 404)) return { kind: 'not-found' };
  return errors.length ? { kind: 'error' } : { kind: 'loading' };
}

/** The current time, moved on each minute, so a booking that ends passes from Upcoming to Past. */
function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * /websites/bookings?websiteId=…: a website's bookings (issue 40) as a list and as a week, on
 * the business's clock, read again live when one is made or answered. The owner confirms,
 * declines and cancels; guest editors see the same, read-only.
 */
export function BookingsPage() {
  const [params] = useSearchParams();
  const websiteId = params.get('websiteId') ?? '';
  const { state: auth } = useAuth();
  const enabled = auth.status === 'signed-in' && websiteId !== '';
  const draft = useWebsite(websiteId, enabled);
  const bookings = useWebsiteBookings(websiteId, enabled);
  const load = loadOf(draft, bookings);
  useDocumentTitle(load.kind === 'ready' ? `Bookings · ${load.site.businessName}` : load.kind === 'not-found' ? ERROR_MESSAGES.website_not_found : 'Bookings');

  return (
    <WebsitePage
      title="Bookings"
      noun="bookings"
      holds="bookings"
      websiteId={websiteId}
      notFound={load.kind === 'not-found'}
      siteName={load.kind === 'ready' ? load.site.businessName : undefined}
      className="bookings"
    >
      {load.kind === 'loading' || auth.status === 'loading' ? (
        <div role="status" className="bookings__loading">
          <span className="visually-hidden">Loading bookings…</span>
          <ul className="bookings__skeleton" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <li key={index} />
            ))}
          </ul>
        </div>
      ) : load.kind === 'error' ? (
        <div className="bookings__error" role="alert">
          <p>{ERROR_MESSAGES.service_unavailable}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void Promise.all([reloadWebsite(websiteId), reloadBookings(websiteId)])}
          >
            Try again
          </button>
        </div>
      ) : load.kind === 'ready' ? (
        <BookingsView websiteId={websiteId} site={load.site} handle={load.handle} bookings={load.bookings} />
      ) : null}
    </WebsitePage>
  );
}

/** The browser's own zone: the one to show times in when the draft names none (Frontdoor bookings switched off since). */
const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function BookingsView({ websiteId, site, handle, bookings }: { websiteId: string; site: BookingSite; handle: string | null; bookings: OwnerBooking[] }) {
  const access = useWebsiteAccess(websiteId);
  const now = useNow();
  const [view, setView] = useState('list');
  const timeZone = site.timeZone ?? ownZone();
  const canAnswer = access.known && access.isOwner;
  const waiting = splitByNow(bookings, now).upcoming.filter((booking) => booking.status === 'requested').length;
  const card = (booking: OwnerBooking, upcoming = Date.parse(booking.end) > now) => (
    <BookingCard websiteId={websiteId} booking={booking} site={site} timeZone={timeZone} canAnswer={canAnswer && upcoming} />
  );

  return (
    <>
      {bookings.length > 0 && (
        <p className="bookings__zone">
          Times are in <strong>{timeZone}</strong>
          {site.timeZone ? ", the business's time zone." : ', your own time zone: the website has no booking time zone now.'}
        </p>
      )}
      {access.known && !access.isOwner && <p className="bookings__note">Only the owner can confirm, decline or cancel bookings. You can see them here.</p>}
      {bookings.length > 0 && <BookingStats bookings={bookings} timeZone={timeZone} now={now} />}
      {bookings.length === 0 ? (
        <BookingsEmpty websiteId={websiteId} takesBookings={site.takesBookings} published={handle !== null} />
      ) : (
        <Tabs value={view} onValueChange={setView}>
          <div className="bookings__bar">
            <TabList aria-label="Bookings view">
              <Tab value="list">List</Tab>
              <Tab value="week">Week</Tab>
            </TabList>
            {waiting > 0 && access.known && (
              <p className="bookings__waiting">
                {waiting} {waiting === 1 ? 'request' : 'requests'} waiting for {canAnswer ? 'your' : "the owner's"} answer
              </p>
            )}
            <ExportButton websiteId={websiteId} />
          </div>
          <TabPanel value="list" className="bookings__panel">
            <BookingList bookings={bookings} now={now} renderBooking={card} />
          </TabPanel>
          <TabPanel value="week" className="bookings__panel">
            <BookingWeek bookings={bookings} site={site} timeZone={timeZone} now={now} renderBooking={(booking) => card(booking)} />
          </TabPanel>
        </Tabs>
      )}
    </>
  );
}

/** Downloads the bookings as a CSV file (a spreadsheet opens it), with the server's message when it fails. */
function ExportButton({ websiteId }: { websiteId: string }) {
  const exporting = useExportBookings();
  return (
    <div className="bookings__export">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate({ params: { id: websiteId } })}
      >
        {exporting.isPending ? 'Preparing…' : 'Download CSV'}
      </button>
      {exporting.error && (
        <p className="bookings__export-error" role="alert">
          {exporting.error.message}
        </p>
      )}
    </div>
  );
}
