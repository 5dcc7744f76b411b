import { bookingMail, type BookingMailContext } from './booking-mail.js';
import { BOOKING_TEXTS, ENGLISH_BOOKING_TEXTS, whenInZone, type BookingTexts } from './booking-texts.js';

// Booking emails in the site's language (issue 40): the visitor's and the owner's alike, every
// word but the names and what the visitor typed, the time on the business's clock with its zone.

const start = '2026-12-01T10:00:00Z';
const context = (texts: BookingTexts, status: BookingMailContext['booking']['status'] = 'confirmed'): BookingMailContext => ({
  booking: { id: 'b1', start, end: '2026-12-01T10:45:00Z', status, sequence: 0, name: 'Ana Lima', email: 'ana@example.com', phone: '', note: 'Première visite' },
  businessName: 'Maple Street Barbers',
  serviceName: 'Haircut',
  when: whenInZone(texts, start, 'Europe/London'),
  siteUrl: 'https://frontdoor.example/maple',
  businessAddress: '1 Maple Street, London',
  businessPhone: '020 7946 0000',
  texts,
});

it('writes the visitor’s email in French, with the time in French and the zone named', () => {
  const mail = bookingMail.visitorBooked(context(BOOKING_TEXTS.French), { manage: 'https://frontdoor.example/l/1', cancelUntil: null });
  expect(mail.subject).toBe('C’est réservé : Haircut chez Maple Street Barbers');
  expect(mail.text.split('\n')).toEqual([
    'Haircut, mardi 1 décembre à 10:00 (Europe/London).',
    'Maple Street Barbers a bien reçu votre réservation.',
    'Adresse : 1 Maple Street, London',
    'Téléphone : 020 7946 0000',
    '',
    'Voir ou annuler votre réservation : https://frontdoor.example/l/1',
  ]);
  expect(mail.html).toMatch(/^<div lang="fr" /);
  expect(mail.attachments?.[0]?.filename).toBe('booking.ics');
  // The calendar entry's title is French too.
  expect(mail.attachments?.[0]?.content).toContain('SUMMARY:Haircut chez Maple Street Barbers');
});

it('writes the owner’s email in the site’s language too, labels and buttons included', () => {
  const mail = bookingMail.ownerBooked(context(BOOKING_TEXTS.Japanese, 'requested'), 'https://frontdoor.example/l/2');
  expect(mail.subject).toBe('Maple Street Barbersのウェブサイトに新しい予約リクエストがあります');
  expect(mail.text).toContain('Ana Lima様からHaircutの予約リクエストがあります。');
  expect(mail.text).toContain('日時：12月1日火曜日 10:00（Europe/London）');
  expect(mail.text).toContain('ご要望：Première visite');
  expect(mail.text).toMatch(/^確定する：https:\/\/frontdoor\.example\/l\/2\?action=confirm$/m);
  expect(mail.html).toMatch(/^<div lang="ja" /);
});

it('keeps the English emails as they were', () => {
  const mail = bookingMail.visitorAnswered(context(ENGLISH_BOOKING_TEXTS, 'declined'), 'https://frontdoor.example/l/3');
  expect(mail.subject).toBe('Maple Street Barbers can’t take your booking');
  expect(mail.text).toBe(
    [
      'Maple Street Barbers can’t take your booking for Haircut, Tuesday 1 December at 10:00 (Europe/London). The time is no longer held for you.',
      'To find another time, call 020 7946 0000 or book again on the website.',
      '',
      'Book another time: https://frontdoor.example/maple',
    ].join('\n'),
  );
});
