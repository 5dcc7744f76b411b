import { Link } from 'react-router';
import { CalendarIcon } from '../../components/icons';
import { designerPath } from '../../features/websites/designer-path';

/**
 * No bookings yet: where they will come from, and what to do when the website does not take
 * bookings yet (a bookable service and Frontdoor bookings in Scheduling) or is not published.
 */
export function BookingsEmpty({ websiteId, takesBookings, published }: { websiteId: string; takesBookings: boolean; published: boolean }) {
  return (
    <div className="empty-state bookings-empty">
      <span className="empty-state__icon" aria-hidden="true">
        <CalendarIcon width={32} height={32} />
      </span>
      <h2 className="empty-state__title">No bookings yet</h2>
      <p className="bookings-empty__text">When visitors book on your site, they appear here.</p>
      {!takesBookings ? (
        <p className="bookings-empty__hint">
          To take bookings, open the designer, make a service bookable in the <strong>Services</strong> section and choose <strong>Frontdoor bookings</strong> in the{' '}
          <strong>Scheduling</strong> section, then publish.
        </p>
      ) : (
        !published && <p className="bookings-empty__hint">Bookings are set up. Publish your website so visitors can book.</p>
      )}
      {(!takesBookings || !published) && (
        <Link to={designerPath(websiteId)} className="button button--primary">
          Open the designer
        </Link>
      )}
    </div>
  );
}
