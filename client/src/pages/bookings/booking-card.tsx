import type { OwnerBooking } from '@frontdoor/shared';
import { useId, useRef } from 'react';
import { serviceName, type BookingSite } from '../../features/bookings/booking-site';
import { dateParts, dateText, timeRangeText, wallClock, zoneLabel } from '../../features/bookings/booking-times';
import { BookingAnswers } from './booking-answers';
import { BookingBadge, isOff } from './booking-status';

type Props = {
  websiteId: string;
  booking: OwnerBooking;
  site: BookingSite;
  timeZone: string;
  /** The owner, and the booking not over yet: Confirm, Decline or Cancel booking. */
  canAnswer: boolean;
};

/** A phone number as a tel: link dials it: digits and a leading +, whatever the visitor typed around them. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One booking: when (the business's date and time, its zone named), the service, who booked and
 * how to reach them, their note, its state, and the owner's answers.
 */
export function BookingCard({ websiteId, booking, site, timeZone, canAnswer }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const service = serviceName(site, booking.serviceId);
  const { date } = wallClock(booking.start, timeZone);
  const [weekday, day, month] = dateParts(date);
  const times = timeRangeText(booking, timeZone);
  const answerable = canAnswer && (booking.status === 'requested' || booking.status === 'confirmed');

  return (
    <article className={`booking${isOff(booking.status) ? ' booking--off' : ''}`} aria-labelledby={`${id}-service`}>
      <div className="booking__date" aria-hidden="true">
        <span className="booking__weekday">{weekday}</span>
        <span className="booking__day">{day}</span>
        <span className="booking__month">{month}</span>
      </div>
      <div className="booking__body">
        <div className="booking__top">
          <h3 id={`${id}-service`} ref={heading} className="booking__service" tabIndex={-1}>
            {service}
          </h3>
          <BookingBadge status={booking.status} />
        </div>
        <p id={`${id}-when`} className="booking__when">
          <time dateTime={booking.start}>
            <span className="visually-hidden">{dateText(date, 'long')}, </span>
            {times}
          </time>{' '}
          <span className="booking__zone">{zoneLabel(timeZone)}</span>
        </p>
        <div className="booking__who">
          <p className="booking__name">{booking.name}</p>
          <ul className="booking__contact" aria-label={`How to reach ${booking.name}`}>
            <li>
              <a href={`mailto:${booking.email}`}>{booking.email}</a>
            </li>
            {booking.phone && (
              <li>
                <a href={telHref(booking.phone)}>{booking.phone}</a>
              </li>
            )}
          </ul>
        </div>
        {booking.note && (
          <p className="booking__note">
            <span className="visually-hidden">Note: </span>
            {booking.note}
          </p>
        )}
        {answerable && (
          <BookingAnswers
            websiteId={websiteId}
            booking={booking}
            summary={`${service} for ${booking.name}, ${dateText(date, 'long')}, ${times} ${zoneLabel(timeZone)}`}
            describedBy={`${id}-service ${id}-when`}
            onAnswered={() => requestAnimationFrame(() => heading.current?.focus())}
          />
        )}
      </div>
    </article>
  );
}
