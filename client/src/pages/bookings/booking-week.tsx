import type { OwnerBooking } from '@frontdoor/shared';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons';
import { Dialog } from '../../components/ui/dialog';
import { serviceName, type BookingSite } from '../../features/bookings/booking-site';
import {
  addDays,
  dateParts,
  dateText,
  hourSpan,
  hourText,
  mondayOf,
  placeWeek,
  timeRangeText,
  timeText,
  wallClock,
  weekDates,
  weekText,
} from '../../features/bookings/booking-times';
import { isOff, STATUS_LABELS } from './booking-status';

type Props = {
  bookings: readonly OwnerBooking[];
  site: BookingSite;
  timeZone: string;
  now: number;
  /** The booking opened from the week, shown whole with its answers. */
  renderBooking: (booking: OwnerBooking) => ReactNode;
};

/** Custom properties the stylesheet places blocks with (the app's CSP allows no inline style sheets, only properties set by script). */
const placed = (properties: Record<`--${string}`, number>) => properties as CSSProperties;

/**
 * A week of bookings on the business's clock, Monday first: a column per day with its bookings
 * placed by time (side by side where they overlap) on a wide screen, a list per day on a phone.
 * Each day is a headed list and each booking a button, so the week reads and tabs in time order;
 * a booking opens whole in a dialog with the owner's answers.
 */
export function BookingWeek({ bookings, site, timeZone, now, renderBooking }: Props) {
  const id = useId();
  const today = wallClock(now, timeZone).date;
  const thisWeek = mondayOf(today);
  const [monday, setMonday] = useState(thisWeek);
  const [openId, setOpenId] = useState<string | null>(null);
  const dates = weekDates(monday);
  const days = placeWeek(bookings, dates, timeZone);
  const { first, last } = hourSpan(days);
  const opened = bookings.find((booking) => booking.id === openId);

  return (
    <section className="week" aria-labelledby={`${id}-title`}>
      <div className="week__bar">
        <h2 id={`${id}-title`} className="week__title" aria-live="polite">
          <span className="visually-hidden">Week of </span>
          {weekText(monday)}
        </h2>
        <div className="week__nav">
          <button type="button" className="icon-button week__step" aria-label="Previous week" onClick={() => setMonday(addDays(monday, -7))}>
            <ArrowLeftIcon width={20} height={20} />
          </button>
          <button type="button" className="button button--secondary button--small" disabled={monday === thisWeek} onClick={() => setMonday(thisWeek)}>
            This week
          </button>
          <button type="button" className="icon-button week__step" aria-label="Next week" onClick={() => setMonday(addDays(monday, 7))}>
            <ArrowRightIcon width={20} height={20} />
          </button>
        </div>
      </div>

      <div className="week__grid" style={placed({ '--hours': last - first })}>
        <div className="week__axis" aria-hidden="true">
          {Array.from({ length: last - first }, (_, index) => (
            <span key={index} className="week__hour" style={placed({ '--at': index })}>
              {hourText(first + index)}
            </span>
          ))}
        </div>
        {dates.map((date, index) => {
          const [weekday, day] = dateParts(date);
          const isToday = date === today;
          return (
            <section key={date} className={`week__day${isToday ? ' week__day--today' : ''}`} aria-labelledby={`${id}-${date}`}>
              <h3 id={`${id}-${date}`} className="week__day-title" aria-current={isToday ? 'date' : undefined}>
                <span className="visually-hidden">
                  {dateText(date, 'long')}
                  {isToday && ', today'}
                </span>
                <span aria-hidden="true" className="week__weekday">
                  {weekday}
                </span>
                <span aria-hidden="true" className="week__date">
                  {day}
                </span>
              </h3>
              <div className="week__body">
                {days[index].length === 0 ? (
                  <p className="week__empty">No bookings</p>
                ) : (
                  <ol className="week__bookings">
                    {days[index].map(({ booking, from, to, lane, lanes }) => (
                      <li
                        key={booking.id}
                        className="week__slot"
                        style={placed({ '--from': (from - first * 60) / 60, '--length': Math.max(to - from, 1) / 60, '--lane': lane, '--lanes': lanes })}
                      >
                        <button
                          type="button"
                          className={`week__booking week__booking--${booking.status}${isOff(booking.status) ? ' week__booking--off' : ''}`}
                          onClick={() => setOpenId(booking.id)}
                        >
                          <span className="week__booking-line">
                            <span className="week__booking-time">
                              <span aria-hidden="true">{timeText(booking.start, timeZone)}</span>
                              <span className="visually-hidden">{timeRangeText(booking, timeZone)}</span>
                            </span>{' '}
                            {booking.name}
                          </span>
                          <span className="week__booking-service">{serviceName(site, booking.serviceId)}</span>
                          <span className="visually-hidden">, {STATUS_LABELS[booking.status]}</span>
                        </button>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            </section>
          );
        })}
      </div>

      {opened && (
        <Dialog title="Booking" className="week__dialog" onClose={() => setOpenId(null)}>
          {renderBooking(opened)}
        </Dialog>
      )}
    </section>
  );
}
