import type { OwnerBooking } from '@frontdoor/shared';
import { useId, type ReactNode } from 'react';
import { splitByNow } from '../../features/bookings/booking-times';

type Props = {
  bookings: readonly OwnerBooking[];
  now: number;
  renderBooking: (booking: OwnerBooking, upcoming: boolean) => ReactNode;
};

/** The list: upcoming bookings soonest first, then past ones, the latest first. */
export function BookingList({ bookings, now, renderBooking }: Props) {
  const { upcoming, past } = splitByNow(bookings, now);
  return (
    <div className="booking-lists">
      <BookingGroup title="Upcoming" bookings={upcoming} empty="No upcoming bookings." render={(booking) => renderBooking(booking, true)} />
      {past.length > 0 && <BookingGroup title="Past" bookings={past} render={(booking) => renderBooking(booking, false)} />}
    </div>
  );
}

function BookingGroup({ title, bookings, empty, render }: { title: string; bookings: OwnerBooking[]; empty?: string; render: (booking: OwnerBooking) => ReactNode }) {
  const id = useId();
  return (
    <section className="booking-group" aria-labelledby={id}>
      <h2 id={id} className="booking-group__title">
        {title} <span className="booking-group__count">{bookings.length}</span>
      </h2>
      {bookings.length === 0 ? (
        <p className="booking-group__empty">{empty}</p>
      ) : (
        <ol className="booking-group__list">
          {bookings.map((booking) => (
            <li key={booking.id}>{render(booking)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
