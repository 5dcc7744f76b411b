import type { OwnerBooking } from '@frontdoor/shared';
import { bookingsPerWeek, dateParts } from '../../features/bookings/booking-times';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Bookings per week (issue 40): the seven weeks before this one, this week and the four after,
 * as bars of the bookings kept (requested or confirmed), on the business's clock. Each week is a
 * list item a screen reader reads whole ("Week of 30 Nov, this week: 3 bookings, 1 cancelled or
 * declined"); the bars and their figures are drawn for the eye.
 */
export function BookingStats({ bookings, timeZone, now }: { bookings: readonly OwnerBooking[]; timeZone: string; now: number }) {
  const weeks = bookingsPerWeek(bookings, timeZone, now);
  const highest = Math.max(1, ...weeks.map((week) => week.kept));
  const thisWeek = weeks.find((week) => week.current)!;
  const ahead = weeks.filter((week) => week.monday > thisWeek.monday).reduce((sum, week) => sum + week.kept, 0);
  return (
    <section className="booking-stats" aria-labelledby="booking-stats-title">
      <div className="booking-stats__head">
        <h2 id="booking-stats-title" className="booking-stats__title">
          Bookings per week
        </h2>
        <p className="booking-stats__summary">
          This week {thisWeek.kept} · next four weeks {ahead}
        </p>
      </div>
      <ol className="booking-stats__weeks">
        {weeks.map((week) => {
          const [, day, month] = dateParts(week.monday);
          const label = `${day} ${month}`;
          return (
            <li key={week.monday} className={`booking-stats__week${week.current ? ' booking-stats__week--current' : ''}`}>
              <span className="visually-hidden">
                Week of {label}
                {week.current ? ', this week' : ''}: {plural(week.kept, 'booking', 'bookings')}
                {week.ended ? `, ${week.ended} cancelled or declined` : ''}
              </span>
              <span className="booking-stats__count" aria-hidden="true">
                {week.kept}
              </span>
              <span className="booking-stats__track" aria-hidden="true">
                <span className="booking-stats__bar" style={{ height: `${(week.kept / highest) * 100}%` }} />
              </span>
              <span className="booking-stats__label" aria-hidden="true">
                {week.current ? 'This week' : label}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
