import type { OwnerBooking } from '@frontdoor/shared';

type Status = OwnerBooking['status'];

/** Each state's word, on its badge and in the week's blocks. */
export const STATUS_LABELS: Record<Status, string> = { requested: 'Requested', confirmed: 'Confirmed', cancelled: 'Cancelled', declined: 'Declined' };

/** Cancelled and declined bookings no longer take their time: shown faded and struck through. */
export const isOff = (status: Status) => status === 'cancelled' || status === 'declined';

/** A booking's state as a badge beside it. */
export function BookingBadge({ status }: { status: Status }) {
  return <span className={`status-badge status-badge--${status}`}>{STATUS_LABELS[status]}</span>;
}
