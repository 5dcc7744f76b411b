import type { OwnerBooking } from '@frontdoor/shared';
import { useState } from 'react';
import { BusyButton } from '../../components/busy-button';
import { errorStatus, FormStatus } from '../../components/form-status';
import { AlertDialog, ConfirmActions } from '../../components/ui/dialog';
import { useConfirmBooking, useDeclineBooking } from '../../features/bookings/bookings-api';

type Props = {
  websiteId: string;
  booking: OwnerBooking;
  /** What the booking is ('Haircut for Ana Lima, Tue 12 May at 10:30'), said in the confirmation. */
  summary: string;
  /** The ids of what names the booking, read with its buttons (every row has a Confirm). */
  describedBy: string;
  /** Once answered the buttons are gone: focus moves to the booking rather than to the page's top. */
  onAnswered: () => void;
};

/**
 * The owner's answers to a booking (issue 40): Confirm or Decline a request, Cancel a confirmed
 * booking. Declining and cancelling free the time for other visitors, so they ask first; the
 * server's refusal ('This booking has already been answered.') is shown as it says it.
 */
export function BookingAnswers({ websiteId, booking, summary, describedBy, onAnswered }: Props) {
  const confirm = useConfirmBooking(websiteId);
  const decline = useDeclineBooking(websiteId);
  const [asking, setAsking] = useState(false);
  const input = { params: { id: websiteId, bookingId: booking.id } };
  const requested = booking.status === 'requested';
  const busy = confirm.isPending || decline.isPending;

  return (
    <div className="booking-answers">
      <div className="booking-answers__buttons">
        {requested && (
          <BusyButton
            className="button button--primary button--small"
            busy={confirm.isPending}
            busyLabel="Confirming…"
            disabled={busy}
            aria-describedby={describedBy}
            onClick={() => confirm.mutate(input, { onSuccess: onAnswered })}
          >
            Confirm
          </BusyButton>
        )}
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => {
            decline.reset();
            setAsking(true);
          }}
        >
          {requested ? 'Decline' : 'Cancel booking'}
        </button>
      </div>
      <FormStatus status={errorStatus(confirm.error)} />
      {asking && (
        <AlertDialog
          title={requested ? 'Decline this request?' : 'Cancel this booking?'}
          description={
            <p>
              <strong>{summary}</strong>. The time becomes free for other visitors to book. This can't be undone.
            </p>
          }
          busy={decline.isPending}
          closeButton={false}
          onClose={() => setAsking(false)}
        >
          <FormStatus status={errorStatus(decline.error)} />
          <ConfirmActions
            label={requested ? 'Decline request' : 'Cancel booking'}
            busyLabel={requested ? 'Declining…' : 'Cancelling…'}
            cancel={requested ? 'Keep request' : 'Keep booking'}
            busy={decline.isPending}
            onConfirm={() =>
              decline.mutate(input, {
                onSuccess: () => {
                  setAsking(false);
                  onAnswered();
                },
              })
            }
          />
        </AlertDialog>
      )}
    </div>
  );
}
