import { BOOKING_FIELD_LIMITS, BOOKING_FIELD_MESSAGES, durationText, ERROR_DETAILS, type Language, type SiteDocument } from '@frontdoor/shared';
import type { BookingRecord } from '@frontdoor/data';

/**
 * Every text of the booking pages and emails (issue 40), in the site's language (its contact
 * form language, as the published page's built-in texts: shared/src/render/texts.ts). Visitors
 * and owners read the same language; the JSON API keeps English. Times are always on the
 * business's clock, written in the language's locale, with the zone named.
 */

type BookingStatus = BookingRecord['status'];

/** The refusals of ERROR_DETAILS a booking page shows (the API answers them in English). */
export type BookingErrorKey = 'slot_taken' | 'slot_unavailable' | 'hold_expired' | 'booking_already_answered';
const ERROR_KEYS: readonly BookingErrorKey[] = ['slot_taken', 'slot_unavailable', 'hold_expired', 'booking_already_answered'];

/** What to fix in the visitor's details (BOOKING_FIELD_MESSAGES). */
export type BookingFieldKey = keyof typeof BOOKING_FIELD_MESSAGES;

export interface BookingTexts {
  /** The `lang` attribute of the pages and emails. */
  lang: string;
  /** The locale dates are written in (Intl). */
  locale: string;

  // Dates and times.
  /** A clock time as written in a sentence: "10:30" (German: "10:30 Uhr"). */
  clock: (time: string) => string;
  /** A day and a clock time: "Tuesday 1 December at 10:00". */
  dateAt: (date: string, time: string) => string;
  /** A time with the business's zone named: "Tuesday 1 December at 10:00 (Europe/London)". */
  inZone: (when: string, zone: string) => string;
  /** A service's length: "45 min", "1 h 30 min". */
  duration: (minutes: number) => string;
  /** Between a label and its value, its space included: "Name: Ana". */
  colon: string;

  // Shared by the pages and the emails.
  /** A service's name when it has none. */
  appointment: string;
  service: string;
  when: string;
  with: string;
  status: string;
  name: string;
  email: string;
  phone: string;
  note: string;
  where: string;
  /** "Haircut, Tuesday 1 December at 10:00". */
  serviceWhen: (service: string, when: string) => string;
  statuses: Record<BookingStatus, string>;

  // The booking pages.
  metaDescription: (business: string) => string;
  /** The hidden field bots fill (never shown). */
  website: string;
  bookAnAppointment: string;
  chooseService: string;
  /** The week navigation's name. */
  weeks: string;
  earlierDays: string;
  laterDays: string;
  /** A free time on the visitor's own clock, beside the business's. */
  yourTime: (time: string) => string;
  noFreeTimes: (tryLater: boolean) => string;
  allServices: string;
  /** Under a service's name: its length and price, and whose clock the times are on. */
  serviceIntro: (line: string, business: string, zone: string) => string;
  continue: string;
  checkTheForm: string;
  yourDetails: string;
  heldUntil: (time: string) => string;
  changeTheTime: string;
  optional: string;
  book: string;
  requestBooking: string;
  thankYou: string;
  backToWebsite: string;
  checkYourEmail: string;
  linkSent: (email: string, service: string, when: string, business: string) => string;
  keepTimeUntil: (time: string) => string;
  youreBooked: string;
  bookingRequested: string;
  bookingEnded: string;
  hasYourBooking: (business: string) => string;
  hasYourRequest: (business: string) => string;
  noLongerBooked: (service: string, when: string) => string;

  // The pages of the emails' links.
  alreadyInStatus: Record<BookingStatus, string>;
  linkCannotDoThat: string;
  requestAlreadySent: string;
  bookingAlreadyStarted: string;
  confirmBooking: string;
  decline: string;
  cancelBooking: string;
  sendMyRequest: string;
  chooseAnotherTime: string;
  bookAnotherTime: string;
  toldWillConfirmNewTime: (business: string) => string;
  toldOldTimeFree: (business: string) => string;
  visitorToldConfirmed: (name: string) => string;
  visitorToldDeclined: (name: string) => string;
  toldTimeFree: (business: string) => string;
  requestSent: (business: string) => string;
  sendRequestTo: (business: string) => string;
  changeOnlineUntil: (when: string) => string;
  tooLate: (what: 'cancel' | 'move', business: string, phone: string) => string;
  bookingConfirmed: string;
  bookingCancelled: string;
  bookingDeclined: string;
  bookingMoved: string;
  sendYourRequest: string;
  asksToBook: (name: string) => string;
  booking: string;
  yourBooking: string;

  // The emails.
  checkEmailSubject: (business: string) => string;
  checkEmailOpen: (service: string, when: string, business: string) => string;
  checkEmailIgnore: string;
  requestedSubject: (service: string, business: string) => string;
  bookedSubject: (service: string, business: string) => string;
  /** "Haircut, Tuesday 1 December at 10:00 (Europe/London)." */
  appointmentLine: (service: string, when: string) => string;
  mailChangeOnlineUntil: (when: string) => string;
  viewOrCancelYourBooking: string;
  ownerRequestSubject: (business: string) => string;
  ownerBookedSubject: (business: string) => string;
  ownerAsks: (name: string, service: string) => string;
  ownerBooked: (name: string, service: string) => string;
  confirm: string;
  viewOrCancel: string;
  confirmedSubject: (service: string, business: string) => string;
  businessConfirmed: (business: string) => string;
  cancelledSubject: (service: string, business: string) => string;
  businessCancelled: (business: string, service: string, when: string) => string;
  findAnotherTime: (phone: string | undefined) => string;
  declinedSubject: (business: string) => string;
  businessDeclined: (business: string, service: string, when: string) => string;
  ownerCancelledSubject: (business: string) => string;
  ownerVisitorCancelled: (name: string, service: string, when: string) => string;
  visitorCancelled: (service: string, when: string) => string;
  ownerMovedSubject: (business: string) => string;
  ownerMoved: (name: string, service: string, was: string, when: string) => string;
  newTimeHeld: string;
  oldTimeFree: string;
  movedSubject: (service: string, business: string) => string;
  visitorMoved: (when: string, was: string) => string;
  willConfirmNewTime: (business: string) => string;
  reminderSubject: (service: string, business: string) => string;
  /** The calendar entry's title: "Haircut at Maple Street Barbers". */
  calendarTitle: (service: string, business: string) => string;
  seeYouSoon: (service: string, when: string) => string;
  viewYourBooking: string;

  /** The refusals a booking page shows, from ERROR_DETAILS. */
  errors: Record<BookingErrorKey, string>;
  /** What to fix in the visitor's details, from BOOKING_FIELD_MESSAGES. */
  fields: Record<BookingFieldKey, string>;
}

const L = BOOKING_FIELD_LIMITS;

const ENGLISH_STATUSES: Record<BookingStatus, string> = {
  held: 'Not sent yet',
  expired: 'Not booked',
  requested: 'Waiting for the owner to confirm',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  declined: 'Declined',
};

/** The English texts: the pages' and emails' first wording. */
export const ENGLISH_BOOKING_TEXTS: BookingTexts = {
  lang: 'en',
  locale: 'en-GB',
  clock: (time) => time,
  dateAt: (date, time) => `${date} at ${time}`,
  inZone: (when, zone) => `${when} (${zone})`,
  duration: durationText,
  colon: ': ',

  appointment: 'Appointment',
  service: 'Service',
  when: 'When',
  with: 'With',
  status: 'Status',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  note: 'Note',
  where: 'Where',
  serviceWhen: (service, when) => `${service}, ${when}`,
  statuses: ENGLISH_STATUSES,

  metaDescription: (business) => `Book an appointment with ${business}`,
  website: 'Website',
  bookAnAppointment: 'Book an appointment',
  chooseService: 'Choose a service.',
  weeks: 'Weeks',
  earlierDays: '← Earlier days',
  laterDays: 'Later days →',
  yourTime: (time) => `${time} your time`,
  noFreeTimes: (tryLater) => `No free times in these days.${tryLater ? ' Try later days.' : ''}`,
  allServices: 'All services',
  serviceIntro: (line, business, zone) => `${line}. Times are in ${business}’s time (${zone}).`,
  continue: 'Continue',
  checkTheForm: 'Please check the form:',
  yourDetails: 'Your details',
  heldUntil: (time) => `We keep this time for you until ${time}.`,
  changeTheTime: 'Change the time',
  optional: '(optional)',
  book: 'Book',
  requestBooking: 'Request booking',
  thankYou: 'Thank you',
  backToWebsite: 'Back to the website',
  checkYourEmail: 'Check your email',
  linkSent: (email, service, when, business) => `We sent a link to ${email}. Open it to send your request for ${service}, ${when}, to ${business}.`,
  keepTimeUntil: (time) => `We keep the time for you until ${time}.`,
  youreBooked: 'You’re booked',
  bookingRequested: 'Booking requested',
  bookingEnded: 'This booking has ended',
  hasYourBooking: (business) => `${business} has your booking.`,
  hasYourRequest: (business) => `${business} has your request and will confirm it.`,
  noLongerBooked: (service, when) => `${service}, ${when} is no longer booked.`,

  alreadyInStatus: Object.fromEntries(Object.entries(ENGLISH_STATUSES).map(([status, text]) => [status, `This booking is already ${text.toLowerCase()}.`])) as Record<
    BookingStatus,
    string
  >,
  linkCannotDoThat: 'This link cannot do that.',
  requestAlreadySent: 'This request has already been sent.',
  bookingAlreadyStarted: 'This booking has already started.',
  confirmBooking: 'Confirm booking',
  decline: 'Decline',
  cancelBooking: 'Cancel booking',
  sendMyRequest: 'Send my request',
  chooseAnotherTime: 'Choose another time',
  bookAnotherTime: 'Book another time',
  toldWillConfirmNewTime: (business) => `${business} has been told, and will confirm the new time by email.`,
  toldOldTimeFree: (business) => `${business} has been told. The old time is free again.`,
  visitorToldConfirmed: (name) => `${name} gets an email saying it is confirmed.`,
  visitorToldDeclined: (name) => `${name} gets an email saying so. The time is free again.`,
  toldTimeFree: (business) => `${business} has been told. The time is free again.`,
  requestSent: (business) => `${business} has your request and will confirm it by email.`,
  sendRequestTo: (business) => `Send your request to ${business}: they confirm it by email.`,
  changeOnlineUntil: (when) => `You can cancel or choose another time online until ${when}.`,
  tooLate: (what, business, phone) =>
    `It is too late to ${what === 'cancel' ? 'cancel' : 'change the time'} online. Please contact ${business}${phone ? ` on ${phone}` : ''}.`,
  bookingConfirmed: 'Booking confirmed',
  bookingCancelled: 'Booking cancelled',
  bookingDeclined: 'Booking declined',
  bookingMoved: 'Booking moved',
  sendYourRequest: 'Send your booking request',
  asksToBook: (name) => `${name} asks to book`,
  booking: 'Booking',
  yourBooking: 'Your booking',

  checkEmailSubject: (business) => `Send your booking request to ${business}`,
  checkEmailOpen: (service, when, business) => `Please open the link to send your request for ${service}, ${when}, to ${business}.`,
  checkEmailIgnore: 'If you did not ask for this, ignore this email: nothing is sent.',
  requestedSubject: (service, business) => `Booking requested: ${service} at ${business}`,
  bookedSubject: (service, business) => `You’re booked: ${service} at ${business}`,
  appointmentLine: (service, when) => `${service}, ${when}.`,
  mailChangeOnlineUntil: (when) => `You can cancel or change the time online until ${when}.`,
  viewOrCancelYourBooking: 'View or cancel your booking',
  ownerRequestSubject: (business) => `New booking request on your ${business} website`,
  ownerBookedSubject: (business) => `New booking on your ${business} website`,
  ownerAsks: (name, service) => `${name} asks to book ${service}. It stays held for them until you answer.`,
  ownerBooked: (name, service) => `${name} booked ${service}.`,
  confirm: 'Confirm',
  viewOrCancel: 'View or cancel',
  confirmedSubject: (service, business) => `Confirmed: ${service} at ${business}`,
  businessConfirmed: (business) => `${business} confirmed your booking.`,
  cancelledSubject: (service, business) => `Cancelled: ${service} at ${business}`,
  businessCancelled: (business, service, when) => `${business} cancelled your booking for ${service}, ${when}.`,
  findAnotherTime: (phone) => (phone ? `To find another time, call ${phone} or book again on the website.` : 'You can book another time on the website.'),
  declinedSubject: (business) => `${business} can’t take your booking`,
  businessDeclined: (business, service, when) => `${business} can’t take your booking for ${service}, ${when}. The time is no longer held for you.`,
  ownerCancelledSubject: (business) => `Booking cancelled on your ${business} website`,
  ownerVisitorCancelled: (name, service, when) => `${name} cancelled ${service}, ${when}. The time is free again.`,
  visitorCancelled: (service, when) => `Your booking for ${service}, ${when}, is cancelled.`,
  ownerMovedSubject: (business) => `Booking moved on your ${business} website`,
  ownerMoved: (name, service, was, when) => `${name} moved ${service} from ${was} to ${when}.`,
  newTimeHeld: 'The new time stays held for them until you answer.',
  oldTimeFree: 'The old time is free again.',
  movedSubject: (service, business) => `Moved: ${service} at ${business}`,
  visitorMoved: (when, was) => `Your booking is now ${when} (it was ${was}).`,
  willConfirmNewTime: (business) => `${business} will confirm the new time by email.`,
  reminderSubject: (service, business) => `Reminder: ${service} at ${business}`,
  calendarTitle: (service, business) => `${service} at ${business}`,
  seeYouSoon: (service, when) => `See you soon: ${service}, ${when}.`,
  viewYourBooking: 'View your booking',

  errors: {
    slot_taken: ERROR_DETAILS.slot_taken.message,
    slot_unavailable: ERROR_DETAILS.slot_unavailable.message,
    hold_expired: ERROR_DETAILS.hold_expired.message,
    booking_already_answered: ERROR_DETAILS.booking_already_answered.message,
  },
  fields: { ...BOOKING_FIELD_MESSAGES },
};

const SPANISH: BookingTexts = {
  lang: 'es',
  locale: 'es-ES',
  clock: (time) => time,
  dateAt: (date, time) => `${date}, a las ${time}`,
  inZone: (when, zone) => `${when} (${zone})`,
  duration: durationText,
  colon: ': ',

  appointment: 'Cita',
  service: 'Servicio',
  when: 'Cuándo',
  with: 'Con',
  status: 'Estado',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  note: 'Nota',
  where: 'Dónde',
  serviceWhen: (service, when) => `${service}, ${when}`,
  statuses: {
    held: 'Aún no enviada',
    expired: 'No reservada',
    requested: 'Pendiente de confirmación',
    confirmed: 'Confirmada',
    cancelled: 'Cancelada',
    declined: 'Rechazada',
  },

  metaDescription: (business) => `Reserva una cita con ${business}`,
  website: 'Sitio web',
  bookAnAppointment: 'Reserva una cita',
  chooseService: 'Elige un servicio.',
  weeks: 'Semanas',
  earlierDays: '← Días anteriores',
  laterDays: 'Días siguientes →',
  yourTime: (time) => `${time} en tu hora`,
  noFreeTimes: (tryLater) => `No hay horas libres en estos días.${tryLater ? ' Prueba con los días siguientes.' : ''}`,
  allServices: 'Todos los servicios',
  serviceIntro: (line, business, zone) => `${line}. Las horas son las de ${business} (${zone}).`,
  continue: 'Continuar',
  checkTheForm: 'Revisa el formulario:',
  yourDetails: 'Tus datos',
  heldUntil: (time) => `Te guardamos esta hora hasta las ${time}.`,
  changeTheTime: 'Cambiar la hora',
  optional: '(opcional)',
  book: 'Reservar',
  requestBooking: 'Solicitar reserva',
  thankYou: 'Gracias',
  backToWebsite: 'Volver al sitio web',
  checkYourEmail: 'Revisa tu correo',
  linkSent: (email, service, when, business) => `Te hemos enviado un enlace a ${email}. Ábrelo para enviar a ${business} tu solicitud de ${service}, ${when}.`,
  keepTimeUntil: (time) => `Te guardamos la hora hasta las ${time}.`,
  youreBooked: 'Ya tienes tu reserva',
  bookingRequested: 'Reserva solicitada',
  bookingEnded: 'Esta reserva ya no está activa',
  hasYourBooking: (business) => `${business} ha recibido tu reserva.`,
  hasYourRequest: (business) => `${business} ha recibido tu solicitud y la confirmará.`,
  noLongerBooked: (service, when) => `La reserva de ${service}, ${when}, ya no está activa.`,

  alreadyInStatus: {
    held: 'Esta solicitud aún no se ha enviado.',
    expired: 'Esta reserva no llegó a hacerse.',
    requested: 'Esta reserva ya está pendiente de confirmación.',
    confirmed: 'Esta reserva ya está confirmada.',
    cancelled: 'Esta reserva ya está cancelada.',
    declined: 'Esta reserva ya fue rechazada.',
  },
  linkCannotDoThat: 'Este enlace no permite hacer eso.',
  requestAlreadySent: 'Esta solicitud ya se ha enviado.',
  bookingAlreadyStarted: 'Esta cita ya ha empezado.',
  confirmBooking: 'Confirmar reserva',
  decline: 'Rechazar',
  cancelBooking: 'Cancelar reserva',
  sendMyRequest: 'Enviar mi solicitud',
  chooseAnotherTime: 'Elegir otra hora',
  bookAnotherTime: 'Reservar otra hora',
  toldWillConfirmNewTime: (business) => `Hemos avisado a ${business}, que confirmará la nueva hora por correo electrónico.`,
  toldOldTimeFree: (business) => `Hemos avisado a ${business}. La hora anterior vuelve a estar libre.`,
  visitorToldConfirmed: (name) => `${name} recibirá un correo con la confirmación.`,
  visitorToldDeclined: (name) => `${name} recibirá un correo con el aviso. La hora vuelve a estar libre.`,
  toldTimeFree: (business) => `Hemos avisado a ${business}. La hora vuelve a estar libre.`,
  requestSent: (business) => `${business} ha recibido tu solicitud y la confirmará por correo electrónico.`,
  sendRequestTo: (business) => `Envía tu solicitud a ${business}: te la confirmarán por correo electrónico.`,
  changeOnlineUntil: (when) => `Puedes cancelar o elegir otra hora en línea hasta el ${when}.`,
  tooLate: (what, business, phone) =>
    `Ya es tarde para ${what === 'cancel' ? 'cancelar' : 'cambiar la hora'} en línea. Ponte en contacto con ${business}${phone ? ` llamando al ${phone}` : ''}.`,
  bookingConfirmed: 'Reserva confirmada',
  bookingCancelled: 'Reserva cancelada',
  bookingDeclined: 'Reserva rechazada',
  bookingMoved: 'Reserva cambiada',
  sendYourRequest: 'Envía tu solicitud de reserva',
  asksToBook: (name) => `${name} quiere reservar`,
  booking: 'Reserva',
  yourBooking: 'Tu reserva',

  checkEmailSubject: (business) => `Envía tu solicitud de reserva a ${business}`,
  checkEmailOpen: (service, when, business) => `Abre el enlace para enviar a ${business} tu solicitud de ${service}, ${when}.`,
  checkEmailIgnore: 'Si no lo has pedido tú, ignora este correo: no se enviará nada.',
  requestedSubject: (service, business) => `Reserva solicitada: ${service} en ${business}`,
  bookedSubject: (service, business) => `Reserva hecha: ${service} en ${business}`,
  appointmentLine: (service, when) => `${service}, ${when}.`,
  mailChangeOnlineUntil: (when) => `Puedes cancelar o cambiar la hora en línea hasta el ${when}.`,
  viewOrCancelYourBooking: 'Ver o cancelar tu reserva',
  ownerRequestSubject: (business) => `Nueva solicitud de reserva en tu sitio web de ${business}`,
  ownerBookedSubject: (business) => `Nueva reserva en tu sitio web de ${business}`,
  ownerAsks: (name, service) => `${name} quiere reservar ${service}. La hora queda guardada hasta que respondas.`,
  ownerBooked: (name, service) => `${name} ha reservado ${service}.`,
  confirm: 'Confirmar',
  viewOrCancel: 'Ver o cancelar',
  confirmedSubject: (service, business) => `Confirmada: ${service} en ${business}`,
  businessConfirmed: (business) => `${business} ha confirmado tu reserva.`,
  cancelledSubject: (service, business) => `Cancelada: ${service} en ${business}`,
  businessCancelled: (business, service, when) => `${business} ha cancelado tu reserva de ${service}, ${when}.`,
  findAnotherTime: (phone) => (phone ? `Para buscar otra hora, llama al ${phone} o vuelve a reservar en el sitio web.` : 'Puedes reservar otra hora en el sitio web.'),
  declinedSubject: (business) => `${business} no puede aceptar tu reserva`,
  businessDeclined: (business, service, when) => `${business} no puede aceptar tu reserva de ${service}, ${when}. La hora ya no está guardada para ti.`,
  ownerCancelledSubject: (business) => `Reserva cancelada en tu sitio web de ${business}`,
  ownerVisitorCancelled: (name, service, when) => `${name} ha cancelado ${service}, ${when}. La hora vuelve a estar libre.`,
  visitorCancelled: (service, when) => `Tu reserva de ${service}, ${when}, está cancelada.`,
  ownerMovedSubject: (business) => `Reserva cambiada en tu sitio web de ${business}`,
  ownerMoved: (name, service, was, when) => `${name} ha cambiado ${service} del ${was} al ${when}.`,
  newTimeHeld: 'La nueva hora queda guardada hasta que respondas.',
  oldTimeFree: 'La hora anterior vuelve a estar libre.',
  movedSubject: (service, business) => `Cambio de hora: ${service} en ${business}`,
  visitorMoved: (when, was) => `Tu reserva es ahora el ${when} (antes era el ${was}).`,
  willConfirmNewTime: (business) => `${business} confirmará la nueva hora por correo electrónico.`,
  reminderSubject: (service, business) => `Recordatorio: ${service} en ${business}`,
  calendarTitle: (service, business) => `${service} en ${business}`,
  seeYouSoon: (service, when) => `¡Hasta pronto! ${service}, ${when}.`,
  viewYourBooking: 'Ver tu reserva',

  errors: {
    slot_taken: 'Alguien acaba de reservar esa hora. Elige otra, por favor.',
    slot_unavailable: 'Esa hora no está disponible. Elige otra, por favor.',
    hold_expired: 'Te guardamos esa hora durante 10 minutos y desde entonces la ha reservado otra persona. Elige otra, por favor.',
    booking_already_answered: 'Esta reserva ya tiene respuesta.',
  },
  fields: {
    name: 'Escribe tu nombre',
    nameTooLong: `Escribe un nombre de ${L.name} caracteres como máximo`,
    email: 'Escribe un correo electrónico como nombre@ejemplo.com',
    phone: `Escribe un teléfono de ${L.phone} caracteres como máximo`,
    note: `La nota puede tener ${L.note} caracteres como máximo`,
  },
};

const FRENCH: BookingTexts = {
  lang: 'fr',
  locale: 'fr-FR',
  clock: (time) => time,
  dateAt: (date, time) => `${date} à ${time}`,
  inZone: (when, zone) => `${when} (${zone})`,
  duration: durationText,
  colon: ' : ',

  appointment: 'Rendez-vous',
  service: 'Prestation',
  when: 'Quand',
  with: 'Chez',
  status: 'Statut',
  name: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  note: 'Remarque',
  where: 'Adresse',
  serviceWhen: (service, when) => `${service}, ${when}`,
  statuses: {
    held: 'Pas encore envoyée',
    expired: 'Non réservée',
    requested: 'En attente de confirmation',
    confirmed: 'Confirmée',
    cancelled: 'Annulée',
    declined: 'Refusée',
  },

  metaDescription: (business) => `Prendre rendez-vous chez ${business}`,
  website: 'Site web',
  bookAnAppointment: 'Prendre rendez-vous',
  chooseService: 'Choisissez une prestation.',
  weeks: 'Semaines',
  earlierDays: '← Jours précédents',
  laterDays: 'Jours suivants →',
  yourTime: (time) => `${time} chez vous`,
  noFreeTimes: (tryLater) => `Aucun créneau libre ces jours-ci.${tryLater ? ' Essayez les jours suivants.' : ''}`,
  allServices: 'Toutes les prestations',
  serviceIntro: (line, business, zone) => `${line}. Les horaires sont à l’heure de ${business} (${zone}).`,
  continue: 'Continuer',
  checkTheForm: 'Veuillez vérifier le formulaire :',
  yourDetails: 'Vos coordonnées',
  heldUntil: (time) => `Nous vous gardons ce créneau jusqu’à ${time}.`,
  changeTheTime: 'Changer l’horaire',
  optional: '(facultatif)',
  book: 'Réserver',
  requestBooking: 'Demander une réservation',
  thankYou: 'Merci',
  backToWebsite: 'Retour au site',
  checkYourEmail: 'Consultez vos e-mails',
  linkSent: (email, service, when, business) => `Nous avons envoyé un lien à ${email}. Ouvrez-le pour envoyer votre demande (${service}, ${when}) à ${business}.`,
  keepTimeUntil: (time) => `Nous vous gardons ce créneau jusqu’à ${time}.`,
  youreBooked: 'C’est réservé',
  bookingRequested: 'Réservation demandée',
  bookingEnded: 'Cette réservation n’est plus active',
  hasYourBooking: (business) => `${business} a bien reçu votre réservation.`,
  hasYourRequest: (business) => `${business} a bien reçu votre demande et va la confirmer.`,
  noLongerBooked: (service, when) => `Le rendez-vous ${service}, ${when}, n’est plus réservé.`,

  alreadyInStatus: {
    held: 'Cette demande n’a pas encore été envoyée.',
    expired: 'Cette réservation n’a pas abouti.',
    requested: 'Cette réservation est déjà en attente de confirmation.',
    confirmed: 'Cette réservation est déjà confirmée.',
    cancelled: 'Cette réservation est déjà annulée.',
    declined: 'Cette réservation a déjà été refusée.',
  },
  linkCannotDoThat: 'Ce lien ne permet pas de faire cela.',
  requestAlreadySent: 'Cette demande a déjà été envoyée.',
  bookingAlreadyStarted: 'Ce rendez-vous a déjà commencé.',
  confirmBooking: 'Confirmer la réservation',
  decline: 'Refuser',
  cancelBooking: 'Annuler la réservation',
  sendMyRequest: 'Envoyer ma demande',
  chooseAnotherTime: 'Choisir un autre horaire',
  bookAnotherTime: 'Réserver un autre horaire',
  toldWillConfirmNewTime: (business) => `Nous avons prévenu ${business}, qui confirmera le nouvel horaire par e-mail.`,
  toldOldTimeFree: (business) => `Nous avons prévenu ${business}. L’ancien créneau est de nouveau libre.`,
  visitorToldConfirmed: (name) => `${name} va recevoir un e-mail de confirmation.`,
  visitorToldDeclined: (name) => `${name} va recevoir un e-mail pour l’en informer. Le créneau est de nouveau libre.`,
  toldTimeFree: (business) => `Nous avons prévenu ${business}. Le créneau est de nouveau libre.`,
  requestSent: (business) => `${business} a bien reçu votre demande et la confirmera par e-mail.`,
  sendRequestTo: (business) => `Envoyez votre demande à ${business} : la confirmation vous parviendra par e-mail.`,
  changeOnlineUntil: (when) => `Vous pouvez annuler ou choisir un autre horaire en ligne jusqu’au ${when}.`,
  tooLate: (what, business, phone) =>
    `Il est trop tard pour ${what === 'cancel' ? 'annuler' : 'changer l’horaire'} en ligne. Veuillez contacter ${business}${phone ? ` au ${phone}` : ''}.`,
  bookingConfirmed: 'Réservation confirmée',
  bookingCancelled: 'Réservation annulée',
  bookingDeclined: 'Réservation refusée',
  bookingMoved: 'Réservation déplacée',
  sendYourRequest: 'Envoyez votre demande de réservation',
  asksToBook: (name) => `${name} souhaite réserver`,
  booking: 'Réservation',
  yourBooking: 'Votre réservation',

  checkEmailSubject: (business) => `Envoyez votre demande de réservation à ${business}`,
  checkEmailOpen: (service, when, business) => `Veuillez ouvrir le lien pour envoyer votre demande (${service}, ${when}) à ${business}.`,
  checkEmailIgnore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne sera envoyé.',
  requestedSubject: (service, business) => `Réservation demandée : ${service} chez ${business}`,
  bookedSubject: (service, business) => `C’est réservé : ${service} chez ${business}`,
  appointmentLine: (service, when) => `${service}, ${when}.`,
  mailChangeOnlineUntil: (when) => `Vous pouvez annuler ou changer l’horaire en ligne jusqu’au ${when}.`,
  viewOrCancelYourBooking: 'Voir ou annuler votre réservation',
  ownerRequestSubject: (business) => `Nouvelle demande de réservation sur votre site ${business}`,
  ownerBookedSubject: (business) => `Nouvelle réservation sur votre site ${business}`,
  ownerAsks: (name, service) => `${name} souhaite réserver : ${service}. Le créneau reste bloqué jusqu’à votre réponse.`,
  ownerBooked: (name, service) => `${name} a réservé : ${service}.`,
  confirm: 'Confirmer',
  viewOrCancel: 'Voir ou annuler',
  confirmedSubject: (service, business) => `Confirmé : ${service} chez ${business}`,
  businessConfirmed: (business) => `${business} a confirmé votre réservation.`,
  cancelledSubject: (service, business) => `Annulé : ${service} chez ${business}`,
  businessCancelled: (business, service, when) => `${business} a annulé votre réservation (${service}, ${when}).`,
  findAnotherTime: (phone) =>
    phone ? `Pour trouver un autre horaire, appelez le ${phone} ou réservez à nouveau sur le site.` : 'Vous pouvez réserver un autre horaire sur le site.',
  declinedSubject: (business) => `${business} ne peut pas accepter votre réservation`,
  businessDeclined: (business, service, when) => `${business} ne peut pas accepter votre réservation (${service}, ${when}). Le créneau ne vous est plus réservé.`,
  ownerCancelledSubject: (business) => `Réservation annulée sur votre site ${business}`,
  ownerVisitorCancelled: (name, service, when) => `${name} a annulé : ${service}, ${when}. Le créneau est de nouveau libre.`,
  visitorCancelled: (service, when) => `Votre réservation (${service}, ${when}) est annulée.`,
  ownerMovedSubject: (business) => `Réservation déplacée sur votre site ${business}`,
  ownerMoved: (name, service, was, when) => `${name} a déplacé son rendez-vous (${service}) du ${was} au ${when}.`,
  newTimeHeld: 'Le nouveau créneau reste bloqué jusqu’à votre réponse.',
  oldTimeFree: 'L’ancien créneau est de nouveau libre.',
  movedSubject: (service, business) => `Déplacé : ${service} chez ${business}`,
  visitorMoved: (when, was) => `Votre rendez-vous est désormais le ${when} (au lieu du ${was}).`,
  willConfirmNewTime: (business) => `${business} confirmera le nouvel horaire par e-mail.`,
  reminderSubject: (service, business) => `Rappel : ${service} chez ${business}`,
  calendarTitle: (service, business) => `${service} chez ${business}`,
  seeYouSoon: (service, when) => `À bientôt : ${service}, ${when}.`,
  viewYourBooking: 'Voir votre réservation',

  errors: {
    slot_taken: 'Ce créneau vient d’être réservé. Veuillez en choisir un autre.',
    slot_unavailable: 'Ce créneau n’est pas disponible. Veuillez en choisir un autre.',
    hold_expired: 'Nous vous avons gardé ce créneau pendant 10 minutes, et quelqu’un d’autre l’a réservé depuis. Veuillez en choisir un autre.',
    booking_already_answered: 'Cette réservation a déjà reçu une réponse.',
  },
  fields: {
    name: 'Indiquez votre nom',
    nameTooLong: `Indiquez un nom de ${L.name} caractères au maximum`,
    email: 'Indiquez une adresse e-mail comme nom@exemple.fr',
    phone: `Indiquez un numéro de téléphone de ${L.phone} caractères au maximum`,
    note: `La remarque ne doit pas dépasser ${L.note} caractères`,
  },
};

const ITALIAN: BookingTexts = {
  lang: 'it',
  locale: 'it-IT',
  clock: (time) => time,
  dateAt: (date, time) => `${date} alle ${time}`,
  inZone: (when, zone) => `${when} (${zone})`,
  duration: durationText,
  colon: ': ',

  appointment: 'Appuntamento',
  service: 'Servizio',
  when: 'Quando',
  with: 'Presso',
  status: 'Stato',
  name: 'Nome',
  email: 'Email',
  phone: 'Telefono',
  note: 'Nota',
  where: 'Dove',
  serviceWhen: (service, when) => `${service}, ${when}`,
  statuses: {
    held: 'Non ancora inviata',
    expired: 'Non prenotata',
    requested: 'In attesa di conferma',
    confirmed: 'Confermata',
    cancelled: 'Annullata',
    declined: 'Rifiutata',
  },

  metaDescription: (business) => `Prenota un appuntamento da ${business}`,
  website: 'Sito web',
  bookAnAppointment: 'Prenota un appuntamento',
  chooseService: 'Scegli un servizio.',
  weeks: 'Settimane',
  earlierDays: '← Giorni precedenti',
  laterDays: 'Giorni successivi →',
  yourTime: (time) => `${time} da te`,
  noFreeTimes: (tryLater) => `Nessun orario libero in questi giorni.${tryLater ? ' Prova con i giorni successivi.' : ''}`,
  allServices: 'Tutti i servizi',
  serviceIntro: (line, business, zone) => `${line}. Gli orari sono quelli di ${business} (${zone}).`,
  continue: 'Continua',
  checkTheForm: 'Controlla il modulo:',
  yourDetails: 'I tuoi dati',
  heldUntil: (time) => `Ti teniamo questo orario fino alle ${time}.`,
  changeTheTime: 'Cambia orario',
  optional: '(facoltativo)',
  book: 'Prenota',
  requestBooking: 'Richiedi la prenotazione',
  thankYou: 'Grazie',
  backToWebsite: 'Torna al sito',
  checkYourEmail: 'Controlla la tua email',
  linkSent: (email, service, when, business) => `Abbiamo inviato un link a ${email}. Aprilo per inviare a ${business} la tua richiesta per ${service}, ${when}.`,
  keepTimeUntil: (time) => `Ti teniamo l’orario fino alle ${time}.`,
  youreBooked: 'Hai prenotato',
  bookingRequested: 'Prenotazione richiesta',
  bookingEnded: 'Questa prenotazione non è più attiva',
  hasYourBooking: (business) => `${business} ha ricevuto la tua prenotazione.`,
  hasYourRequest: (business) => `${business} ha ricevuto la tua richiesta e la confermerà.`,
  noLongerBooked: (service, when) => `La prenotazione per ${service}, ${when}, non è più attiva.`,

  alreadyInStatus: {
    held: 'Questa richiesta non è ancora stata inviata.',
    expired: 'Questa prenotazione non è stata completata.',
    requested: 'Questa prenotazione è già in attesa di conferma.',
    confirmed: 'Questa prenotazione è già confermata.',
    cancelled: 'Questa prenotazione è già stata annullata.',
    declined: 'Questa prenotazione è già stata rifiutata.',
  },
  linkCannotDoThat: 'Questo link non consente di farlo.',
  requestAlreadySent: 'Questa richiesta è già stata inviata.',
  bookingAlreadyStarted: 'Questo appuntamento è già iniziato.',
  confirmBooking: 'Conferma la prenotazione',
  decline: 'Rifiuta',
  cancelBooking: 'Annulla la prenotazione',
  sendMyRequest: 'Invia la mia richiesta',
  chooseAnotherTime: 'Scegli un altro orario',
  bookAnotherTime: 'Prenota un altro orario',
  toldWillConfirmNewTime: (business) => `Abbiamo avvisato ${business}, che confermerà il nuovo orario via email.`,
  toldOldTimeFree: (business) => `Abbiamo avvisato ${business}. Il vecchio orario è di nuovo libero.`,
  visitorToldConfirmed: (name) => `${name} riceverà un’email di conferma.`,
  visitorToldDeclined: (name) => `${name} riceverà un’email che lo comunica. L’orario è di nuovo libero.`,
  toldTimeFree: (business) => `Abbiamo avvisato ${business}. L’orario è di nuovo libero.`,
  requestSent: (business) => `${business} ha ricevuto la tua richiesta e la confermerà via email.`,
  sendRequestTo: (business) => `Invia la tua richiesta a ${business}: la conferma arriverà via email.`,
  changeOnlineUntil: (when) => `Puoi annullare o scegliere un altro orario online fino a ${when}.`,
  tooLate: (what, business, phone) =>
    `È troppo tardi per ${what === 'cancel' ? 'annullare' : 'cambiare orario'} online. Contatta ${business}${phone ? ` al numero ${phone}` : ''}.`,
  bookingConfirmed: 'Prenotazione confermata',
  bookingCancelled: 'Prenotazione annullata',
  bookingDeclined: 'Prenotazione rifiutata',
  bookingMoved: 'Prenotazione spostata',
  sendYourRequest: 'Invia la tua richiesta di prenotazione',
  asksToBook: (name) => `${name} chiede di prenotare`,
  booking: 'Prenotazione',
  yourBooking: 'La tua prenotazione',

  checkEmailSubject: (business) => `Invia la tua richiesta di prenotazione a ${business}`,
  checkEmailOpen: (service, when, business) => `Apri il link per inviare a ${business} la tua richiesta per ${service}, ${when}.`,
  checkEmailIgnore: 'Se non l’hai chiesto tu, ignora questa email: non verrà inviato nulla.',
  requestedSubject: (service, business) => `Prenotazione richiesta: ${service} da ${business}`,
  bookedSubject: (service, business) => `Prenotazione fatta: ${service} da ${business}`,
  appointmentLine: (service, when) => `${service}, ${when}.`,
  mailChangeOnlineUntil: (when) => `Puoi annullare o cambiare orario online fino a ${when}.`,
  viewOrCancelYourBooking: 'Vedi o annulla la prenotazione',
  ownerRequestSubject: (business) => `Nuova richiesta di prenotazione sul tuo sito ${business}`,
  ownerBookedSubject: (business) => `Nuova prenotazione sul tuo sito ${business}`,
  ownerAsks: (name, service) => `${name} chiede di prenotare ${service}. L’orario resta bloccato finché non rispondi.`,
  ownerBooked: (name, service) => `${name} ha prenotato ${service}.`,
  confirm: 'Conferma',
  viewOrCancel: 'Vedi o annulla',
  confirmedSubject: (service, business) => `Confermata: ${service} da ${business}`,
  businessConfirmed: (business) => `${business} ha confermato la tua prenotazione.`,
  cancelledSubject: (service, business) => `Annullata: ${service} da ${business}`,
  businessCancelled: (business, service, when) => `${business} ha annullato la tua prenotazione per ${service}, ${when}.`,
  findAnotherTime: (phone) =>
    phone ? `Per trovare un altro orario, chiama il numero ${phone} o prenota di nuovo sul sito.` : 'Puoi prenotare un altro orario sul sito.',
  declinedSubject: (business) => `${business} non può accettare la tua prenotazione`,
  businessDeclined: (business, service, when) => `${business} non può accettare la tua prenotazione per ${service}, ${when}. L’orario non è più riservato per te.`,
  ownerCancelledSubject: (business) => `Prenotazione annullata sul tuo sito ${business}`,
  ownerVisitorCancelled: (name, service, when) => `${name} ha annullato ${service}, ${when}. L’orario è di nuovo libero.`,
  visitorCancelled: (service, when) => `La tua prenotazione per ${service}, ${when}, è stata annullata.`,
  ownerMovedSubject: (business) => `Prenotazione spostata sul tuo sito ${business}`,
  ownerMoved: (name, service, was, when) => `${name} ha spostato ${service} da ${was} a ${when}.`,
  newTimeHeld: 'Il nuovo orario resta bloccato finché non rispondi.',
  oldTimeFree: 'Il vecchio orario è di nuovo libero.',
  movedSubject: (service, business) => `Spostata: ${service} da ${business}`,
  visitorMoved: (when, was) => `La tua prenotazione ora è ${when} (prima era ${was}).`,
  willConfirmNewTime: (business) => `${business} confermerà il nuovo orario via email.`,
  reminderSubject: (service, business) => `Promemoria: ${service} da ${business}`,
  calendarTitle: (service, business) => `${service} da ${business}`,
  seeYouSoon: (service, when) => `A presto: ${service}, ${when}.`,
  viewYourBooking: 'Vedi la tua prenotazione',

  errors: {
    slot_taken: 'Quell’orario è appena stato prenotato. Scegline un altro.',
    slot_unavailable: 'Quell’orario non è disponibile. Scegline un altro.',
    hold_expired: 'Ti abbiamo tenuto quell’orario per 10 minuti e nel frattempo qualcun altro l’ha prenotato. Scegline un altro.',
    booking_already_answered: 'Questa prenotazione ha già ricevuto una risposta.',
  },
  fields: {
    name: 'Inserisci il tuo nome',
    nameTooLong: `Inserisci un nome di massimo ${L.name} caratteri`,
    email: 'Inserisci un indirizzo email come nome@esempio.it',
    phone: `Inserisci un numero di telefono di massimo ${L.phone} caratteri`,
    note: `La nota può avere al massimo ${L.note} caratteri`,
  },
};

const GERMAN: BookingTexts = {
  lang: 'de',
  locale: 'de-DE',
  clock: (time) => `${time} Uhr`,
  dateAt: (date, time) => `${date} um ${time}`,
  inZone: (when, zone) => `${when} (${zone})`,
  duration: (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return [hours ? `${hours} Std.` : '', rest ? `${rest} Min.` : ''].filter(Boolean).join(' ');
  },
  colon: ': ',

  appointment: 'Termin',
  service: 'Leistung',
  when: 'Wann',
  with: 'Bei',
  status: 'Status',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  note: 'Anmerkung',
  where: 'Wo',
  serviceWhen: (service, when) => `${service}, ${when}`,
  statuses: {
    held: 'Noch nicht gesendet',
    expired: 'Nicht gebucht',
    requested: 'Wartet auf Bestätigung',
    confirmed: 'Bestätigt',
    cancelled: 'Storniert',
    declined: 'Abgelehnt',
  },

  metaDescription: (business) => `Termin bei ${business} buchen`,
  website: 'Website',
  bookAnAppointment: 'Termin buchen',
  chooseService: 'Wählen Sie eine Leistung.',
  weeks: 'Wochen',
  earlierDays: '← Frühere Tage',
  laterDays: 'Spätere Tage →',
  yourTime: (time) => `${time} bei Ihnen`,
  noFreeTimes: (tryLater) => `An diesen Tagen ist nichts mehr frei.${tryLater ? ' Versuchen Sie es an späteren Tagen.' : ''}`,
  allServices: 'Alle Leistungen',
  serviceIntro: (line, business, zone) => `${line}. Alle Zeiten in der Ortszeit von ${business} (${zone}).`,
  continue: 'Weiter',
  checkTheForm: 'Bitte prüfen Sie das Formular:',
  yourDetails: 'Ihre Angaben',
  heldUntil: (time) => `Wir halten diesen Termin bis ${time} für Sie frei.`,
  changeTheTime: 'Andere Uhrzeit wählen',
  optional: '(optional)',
  book: 'Buchen',
  requestBooking: 'Buchung anfragen',
  thankYou: 'Vielen Dank',
  backToWebsite: 'Zurück zur Website',
  checkYourEmail: 'Bitte prüfen Sie Ihre E-Mails',
  linkSent: (email, service, when, business) =>
    `Wir haben einen Link an ${email} gesendet. Öffnen Sie ihn, um Ihre Anfrage für ${service}, ${when}, an ${business} zu senden.`,
  keepTimeUntil: (time) => `Wir halten den Termin bis ${time} für Sie frei.`,
  youreBooked: 'Ihr Termin ist gebucht',
  bookingRequested: 'Buchung angefragt',
  bookingEnded: 'Diese Buchung ist nicht mehr aktiv',
  hasYourBooking: (business) => `${business} hat Ihre Buchung erhalten.`,
  hasYourRequest: (business) => `${business} hat Ihre Anfrage erhalten und wird sie bestätigen.`,
  noLongerBooked: (service, when) => `${service}, ${when}, ist nicht mehr gebucht.`,

  alreadyInStatus: {
    held: 'Diese Anfrage wurde noch nicht gesendet.',
    expired: 'Diese Buchung ist nicht zustande gekommen.',
    requested: 'Diese Buchung wartet bereits auf Bestätigung.',
    confirmed: 'Diese Buchung ist bereits bestätigt.',
    cancelled: 'Diese Buchung ist bereits storniert.',
    declined: 'Diese Buchung wurde bereits abgelehnt.',
  },
  linkCannotDoThat: 'Mit diesem Link ist das nicht möglich.',
  requestAlreadySent: 'Diese Anfrage wurde bereits gesendet.',
  bookingAlreadyStarted: 'Dieser Termin hat bereits begonnen.',
  confirmBooking: 'Buchung bestätigen',
  decline: 'Ablehnen',
  cancelBooking: 'Buchung stornieren',
  sendMyRequest: 'Anfrage senden',
  chooseAnotherTime: 'Andere Uhrzeit wählen',
  bookAnotherTime: 'Anderen Termin buchen',
  toldWillConfirmNewTime: (business) => `${business} wurde informiert und bestätigt die neue Uhrzeit per E-Mail.`,
  toldOldTimeFree: (business) => `${business} wurde informiert. Die alte Uhrzeit ist wieder frei.`,
  visitorToldConfirmed: (name) => `${name} erhält eine Bestätigung per E-Mail.`,
  visitorToldDeclined: (name) => `${name} erhält darüber eine E-Mail. Die Uhrzeit ist wieder frei.`,
  toldTimeFree: (business) => `${business} wurde informiert. Die Uhrzeit ist wieder frei.`,
  requestSent: (business) => `${business} hat Ihre Anfrage erhalten und bestätigt sie per E-Mail.`,
  sendRequestTo: (business) => `Senden Sie Ihre Anfrage an ${business}: Die Bestätigung kommt per E-Mail.`,
  changeOnlineUntil: (when) => `Sie können bis ${when} online stornieren oder eine andere Uhrzeit wählen.`,
  tooLate: (what, business, phone) =>
    `Für ${what === 'cancel' ? 'eine Stornierung' : 'eine Änderung'} online ist es zu spät. Bitte wenden Sie sich an ${business}${phone ? ` unter ${phone}` : ''}.`,
  bookingConfirmed: 'Buchung bestätigt',
  bookingCancelled: 'Buchung storniert',
  bookingDeclined: 'Buchung abgelehnt',
  bookingMoved: 'Buchung verschoben',
  sendYourRequest: 'Buchungsanfrage senden',
  asksToBook: (name) => `${name} möchte buchen`,
  booking: 'Buchung',
  yourBooking: 'Ihre Buchung',

  checkEmailSubject: (business) => `Senden Sie Ihre Buchungsanfrage an ${business}`,
  checkEmailOpen: (service, when, business) => `Bitte öffnen Sie den Link, um Ihre Anfrage für ${service}, ${when}, an ${business} zu senden.`,
  checkEmailIgnore: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es wird nichts gesendet.',
  requestedSubject: (service, business) => `Buchung angefragt: ${service} bei ${business}`,
  bookedSubject: (service, business) => `Gebucht: ${service} bei ${business}`,
  appointmentLine: (service, when) => `${service}, ${when}.`,
  mailChangeOnlineUntil: (when) => `Sie können bis ${when} online stornieren oder die Uhrzeit ändern.`,
  viewOrCancelYourBooking: 'Buchung ansehen oder stornieren',
  ownerRequestSubject: (business) => `Neue Buchungsanfrage auf Ihrer Website ${business}`,
  ownerBookedSubject: (business) => `Neue Buchung auf Ihrer Website ${business}`,
  ownerAsks: (name, service) => `${name} möchte ${service} buchen. Der Termin bleibt reserviert, bis Sie antworten.`,
  ownerBooked: (name, service) => `${name} hat ${service} gebucht.`,
  confirm: 'Bestätigen',
  viewOrCancel: 'Ansehen oder stornieren',
  confirmedSubject: (service, business) => `Bestätigt: ${service} bei ${business}`,
  businessConfirmed: (business) => `${business} hat Ihre Buchung bestätigt.`,
  cancelledSubject: (service, business) => `Storniert: ${service} bei ${business}`,
  businessCancelled: (business, service, when) => `${business} hat Ihre Buchung für ${service}, ${when}, storniert.`,
  findAnotherTime: (phone) =>
    phone ? `Für einen anderen Termin rufen Sie ${phone} an oder buchen Sie erneut auf der Website.` : 'Sie können auf der Website einen anderen Termin buchen.',
  declinedSubject: (business) => `${business} kann Ihre Buchung leider nicht annehmen`,
  businessDeclined: (business, service, when) =>
    `${business} kann Ihre Buchung für ${service}, ${when}, leider nicht annehmen. Der Termin ist nicht mehr für Sie reserviert.`,
  ownerCancelledSubject: (business) => `Buchung storniert auf Ihrer Website ${business}`,
  ownerVisitorCancelled: (name, service, when) => `${name} hat ${service}, ${when}, storniert. Die Uhrzeit ist wieder frei.`,
  visitorCancelled: (service, when) => `Ihre Buchung für ${service}, ${when}, ist storniert.`,
  ownerMovedSubject: (business) => `Buchung verschoben auf Ihrer Website ${business}`,
  ownerMoved: (name, service, was, when) => `${name} hat ${service} von ${was} auf ${when} verschoben.`,
  newTimeHeld: 'Die neue Uhrzeit bleibt reserviert, bis Sie antworten.',
  oldTimeFree: 'Die alte Uhrzeit ist wieder frei.',
  movedSubject: (service, business) => `Verschoben: ${service} bei ${business}`,
  visitorMoved: (when, was) => `Ihre Buchung ist jetzt am ${when} (vorher: ${was}).`,
  willConfirmNewTime: (business) => `${business} bestätigt die neue Uhrzeit per E-Mail.`,
  reminderSubject: (service, business) => `Erinnerung: ${service} bei ${business}`,
  calendarTitle: (service, business) => `${service} bei ${business}`,
  seeYouSoon: (service, when) => `Bis bald: ${service}, ${when}.`,
  viewYourBooking: 'Buchung ansehen',

  errors: {
    slot_taken: 'Diese Uhrzeit wurde gerade vergeben. Bitte wählen Sie eine andere.',
    slot_unavailable: 'Diese Uhrzeit ist nicht verfügbar. Bitte wählen Sie eine andere.',
    hold_expired: 'Wir haben diese Uhrzeit 10 Minuten für Sie freigehalten, inzwischen wurde sie vergeben. Bitte wählen Sie eine andere.',
    booking_already_answered: 'Diese Buchung wurde bereits beantwortet.',
  },
  fields: {
    name: 'Bitte geben Sie Ihren Namen ein',
    nameTooLong: `Bitte geben Sie einen Namen mit höchstens ${L.name} Zeichen ein`,
    email: 'Bitte geben Sie eine E-Mail-Adresse wie name@beispiel.de ein',
    phone: `Bitte geben Sie eine Telefonnummer mit höchstens ${L.phone} Zeichen ein`,
    note: `Die Anmerkung darf höchstens ${L.note} Zeichen lang sein`,
  },
};

const JAPANESE: BookingTexts = {
  lang: 'ja',
  locale: 'ja-JP',
  clock: (time) => time,
  dateAt: (date, time) => `${date} ${time}`,
  inZone: (when, zone) => `${when}（${zone}）`,
  duration: (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return `${hours ? `${hours}時間` : ''}${rest ? `${rest}分` : ''}`;
  },
  colon: '：',

  appointment: 'ご予約',
  service: 'サービス',
  when: '日時',
  with: '予約先',
  status: '状況',
  name: 'お名前',
  email: 'メールアドレス',
  phone: '電話番号',
  note: 'ご要望',
  where: '場所',
  serviceWhen: (service, when) => `${service}、${when}`,
  statuses: {
    held: '未送信',
    expired: '未予約',
    requested: '確定待ち',
    confirmed: '確定',
    cancelled: 'キャンセル済み',
    declined: 'お断り済み',
  },

  metaDescription: (business) => `${business}のご予約はこちら`,
  website: 'ウェブサイト',
  bookAnAppointment: 'ご予約',
  chooseService: 'サービスをお選びください。',
  weeks: '週の切り替え',
  earlierDays: '← 前の日程',
  laterDays: '次の日程 →',
  yourTime: (time) => `お客様の時刻 ${time}`,
  noFreeTimes: (tryLater) => `この期間に空きはありません。${tryLater ? 'より後の日程をご覧ください。' : ''}`,
  allServices: 'すべてのサービス',
  serviceIntro: (line, business, zone) => `${line}。時間は${business}の現地時間（${zone}）です。`,
  continue: '次へ',
  checkTheForm: '入力内容をご確認ください：',
  yourDetails: 'お客様情報',
  heldUntil: (time) => `${time}までこの時間を仮押さえしています。`,
  changeTheTime: '時間を変更する',
  optional: '（任意）',
  book: '予約する',
  requestBooking: '予約をリクエストする',
  thankYou: 'ありがとうございます',
  backToWebsite: 'ウェブサイトに戻る',
  checkYourEmail: 'メールをご確認ください',
  linkSent: (email, service, when, business) => `${email}にリンクをお送りしました。リンクを開くと、${service}（${when}）のリクエストが${business}に送信されます。`,
  keepTimeUntil: (time) => `${time}までこの時間を仮押さえしています。`,
  youreBooked: 'ご予約が完了しました',
  bookingRequested: '予約をリクエストしました',
  bookingEnded: 'この予約は無効になりました',
  hasYourBooking: (business) => `${business}がご予約を承りました。`,
  hasYourRequest: (business) => `${business}がリクエストを受け付けました。確定のご連絡をお待ちください。`,
  noLongerBooked: (service, when) => `${service}（${when}）のご予約は無効になりました。`,

  alreadyInStatus: {
    held: 'このリクエストはまだ送信されていません。',
    expired: 'この予約は成立していません。',
    requested: 'この予約はすでに確定待ちです。',
    confirmed: 'この予約はすでに確定しています。',
    cancelled: 'この予約はすでにキャンセルされています。',
    declined: 'この予約はすでにお断り済みです。',
  },
  linkCannotDoThat: 'このリンクではその操作はできません。',
  requestAlreadySent: 'このリクエストはすでに送信されています。',
  bookingAlreadyStarted: 'この予約はすでに開始時刻を過ぎています。',
  confirmBooking: '予約を確定する',
  decline: 'お断りする',
  cancelBooking: '予約をキャンセルする',
  sendMyRequest: 'リクエストを送信する',
  chooseAnotherTime: '別の時間を選ぶ',
  bookAnotherTime: '別の時間を予約する',
  toldWillConfirmNewTime: (business) => `${business}にお知らせしました。新しい時間はメールで確定のご連絡があります。`,
  toldOldTimeFree: (business) => `${business}にお知らせしました。以前の時間は空きに戻りました。`,
  visitorToldConfirmed: (name) => `${name}様に確定のメールが届きます。`,
  visitorToldDeclined: (name) => `${name}様にその旨のメールが届きます。この時間は空きに戻りました。`,
  toldTimeFree: (business) => `${business}にお知らせしました。この時間は空きに戻りました。`,
  requestSent: (business) => `${business}がリクエストを受け付けました。確定のご連絡はメールでお送りします。`,
  sendRequestTo: (business) => `${business}にリクエストを送信してください。確定のご連絡はメールで届きます。`,
  changeOnlineUntil: (when) => `${when}まで、オンラインでキャンセルや時間の変更ができます。`,
  tooLate: (what, business, phone) =>
    `オンラインで${what === 'cancel' ? 'キャンセル' : '時間を変更'}できる期限を過ぎました。${business}${phone ? `（${phone}）` : ''}に直接ご連絡ください。`,
  bookingConfirmed: '予約を確定しました',
  bookingCancelled: '予約をキャンセルしました',
  bookingDeclined: '予約をお断りしました',
  bookingMoved: '予約を変更しました',
  sendYourRequest: '予約リクエストを送信してください',
  asksToBook: (name) => `${name}様から予約のリクエスト`,
  booking: '予約',
  yourBooking: 'ご予約内容',

  checkEmailSubject: (business) => `${business}への予約リクエストを送信してください`,
  checkEmailOpen: (service, when, business) => `リンクを開いて、${service}（${when}）のリクエストを${business}に送信してください。`,
  checkEmailIgnore: 'お心当たりがない場合は、このメールを破棄してください。何も送信されません。',
  requestedSubject: (service, business) => `予約リクエスト：${business}（${service}）`,
  bookedSubject: (service, business) => `ご予約完了：${business}（${service}）`,
  appointmentLine: (service, when) => `${service}、${when}。`,
  mailChangeOnlineUntil: (when) => `${when}まで、オンラインでキャンセルや時間の変更ができます。`,
  viewOrCancelYourBooking: 'ご予約の確認・キャンセル',
  ownerRequestSubject: (business) => `${business}のウェブサイトに新しい予約リクエストがあります`,
  ownerBookedSubject: (business) => `${business}のウェブサイトに新しい予約が入りました`,
  ownerAsks: (name, service) => `${name}様から${service}の予約リクエストがあります。ご返答まで、この時間は仮押さえされています。`,
  ownerBooked: (name, service) => `${name}様が${service}を予約しました。`,
  confirm: '確定する',
  viewOrCancel: '確認・キャンセル',
  confirmedSubject: (service, business) => `予約確定：${business}（${service}）`,
  businessConfirmed: (business) => `${business}がご予約を確定しました。`,
  cancelledSubject: (service, business) => `予約キャンセル：${business}（${service}）`,
  businessCancelled: (business, service, when) => `${business}が${service}（${when}）のご予約をキャンセルしました。`,
  findAnotherTime: (phone) =>
    phone ? `別の時間をご希望の場合は、${phone}までお電話いただくか、ウェブサイトから改めてご予約ください。` : 'ウェブサイトから別の時間をご予約いただけます。',
  declinedSubject: (business) => `${business}：ご予約をお受けできませんでした`,
  businessDeclined: (business, service, when) => `申し訳ありませんが、${business}は${service}（${when}）のご予約をお受けできません。この時間の仮押さえは解除されました。`,
  ownerCancelledSubject: (business) => `${business}のウェブサイトで予約がキャンセルされました`,
  ownerVisitorCancelled: (name, service, when) => `${name}様が${service}（${when}）をキャンセルしました。この時間は空きに戻りました。`,
  visitorCancelled: (service, when) => `${service}（${when}）のご予約はキャンセルされました。`,
  ownerMovedSubject: (business) => `${business}のウェブサイトで予約が変更されました`,
  ownerMoved: (name, service, was, when) => `${name}様が${service}の日時を${was}から${when}に変更しました。`,
  newTimeHeld: 'ご返答まで、新しい時間は仮押さえされています。',
  oldTimeFree: '以前の時間は空きに戻りました。',
  movedSubject: (service, business) => `予約変更：${business}（${service}）`,
  visitorMoved: (when, was) => `ご予約は${when}に変更されました（変更前：${was}）。`,
  willConfirmNewTime: (business) => `新しい時間は${business}からメールで確定のご連絡があります。`,
  reminderSubject: (service, business) => `ご予約のお知らせ：${business}（${service}）`,
  calendarTitle: (service, business) => `${business}（${service}）`,
  seeYouSoon: (service, when) => `ご予約の日時が近づいています：${service}、${when}。`,
  viewYourBooking: 'ご予約を確認する',

  errors: {
    slot_taken: 'その時間はたった今ほかの方が予約されました。別の時間をお選びください。',
    slot_unavailable: 'その時間はご予約いただけません。別の時間をお選びください。',
    hold_expired: 'その時間は10分間お取りしていましたが、その後ほかの方が予約されました。別の時間をお選びください。',
    booking_already_answered: 'この予約にはすでに返答済みです。',
  },
  fields: {
    name: 'お名前を入力してください',
    nameTooLong: `お名前は${L.name}文字以内で入力してください`,
    email: 'name@example.com のような形式でメールアドレスを入力してください',
    phone: `電話番号は${L.phone}文字以内で入力してください`,
    note: `ご要望は${L.note}文字以内で入力してください`,
  },
};

const KOREAN: BookingTexts = {
  lang: 'ko',
  locale: 'ko-KR',
  clock: (time) => time,
  dateAt: (date, time) => `${date} ${time}`,
  inZone: (when, zone) => `${when} (${zone})`,
  duration: (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return [hours ? `${hours}시간` : '', rest ? `${rest}분` : ''].filter(Boolean).join(' ');
  },
  colon: ': ',

  appointment: '예약',
  service: '서비스',
  when: '일시',
  with: '예약처',
  status: '상태',
  name: '이름',
  email: '이메일',
  phone: '전화번호',
  note: '요청 사항',
  where: '장소',
  serviceWhen: (service, when) => `${service}, ${when}`,
  statuses: {
    held: '아직 보내지 않음',
    expired: '예약되지 않음',
    requested: '확정 대기 중',
    confirmed: '확정됨',
    cancelled: '취소됨',
    declined: '거절됨',
  },

  metaDescription: (business) => `${business} 예약하기`,
  website: '웹사이트',
  bookAnAppointment: '예약하기',
  chooseService: '서비스를 선택해 주세요.',
  weeks: '주 이동',
  earlierDays: '← 이전 날짜',
  laterDays: '다음 날짜 →',
  yourTime: (time) => `내 시간 ${time}`,
  noFreeTimes: (tryLater) => `이 기간에는 예약 가능한 시간이 없습니다.${tryLater ? ' 이후 날짜를 확인해 주세요.' : ''}`,
  allServices: '모든 서비스',
  serviceIntro: (line, business, zone) => `${line}. 시간은 ${business} 현지 시간(${zone}) 기준입니다.`,
  continue: '계속',
  checkTheForm: '입력 내용을 확인해 주세요:',
  yourDetails: '예약자 정보',
  heldUntil: (time) => `${time}까지 이 시간을 잡아 두었습니다.`,
  changeTheTime: '시간 변경',
  optional: '(선택)',
  book: '예약',
  requestBooking: '예약 요청',
  thankYou: '감사합니다',
  backToWebsite: '웹사이트로 돌아가기',
  checkYourEmail: '이메일을 확인해 주세요',
  linkSent: (email, service, when, business) => `${email} 주소로 링크를 보냈습니다. 링크를 열면 ${service}, ${when} 예약 요청이 ${business}에 전송됩니다.`,
  keepTimeUntil: (time) => `${time}까지 이 시간을 잡아 두겠습니다.`,
  youreBooked: '예약이 완료되었습니다',
  bookingRequested: '예약을 요청했습니다',
  bookingEnded: '더 이상 유효하지 않은 예약입니다',
  hasYourBooking: (business) => `${business}에 예약이 접수되었습니다.`,
  hasYourRequest: (business) => `${business}에 요청이 접수되었습니다. 곧 확정해 드립니다.`,
  noLongerBooked: (service, when) => `${service}, ${when} 예약은 더 이상 유효하지 않습니다.`,

  alreadyInStatus: {
    held: '이 요청은 아직 전송되지 않았습니다.',
    expired: '이 예약은 완료되지 않았습니다.',
    requested: '이 예약은 이미 확정 대기 중입니다.',
    confirmed: '이 예약은 이미 확정되었습니다.',
    cancelled: '이 예약은 이미 취소되었습니다.',
    declined: '이 예약은 이미 거절되었습니다.',
  },
  linkCannotDoThat: '이 링크로는 할 수 없는 작업입니다.',
  requestAlreadySent: '이 요청은 이미 전송되었습니다.',
  bookingAlreadyStarted: '이 예약은 이미 시작되었습니다.',
  confirmBooking: '예약 확정',
  decline: '거절',
  cancelBooking: '예약 취소',
  sendMyRequest: '요청 보내기',
  chooseAnotherTime: '다른 시간 선택',
  bookAnotherTime: '다른 시간 예약하기',
  toldWillConfirmNewTime: (business) => `${business}에 알렸습니다. 새 시간은 이메일로 확정해 드립니다.`,
  toldOldTimeFree: (business) => `${business}에 알렸습니다. 이전 시간은 다시 예약할 수 있습니다.`,
  visitorToldConfirmed: (name) => `${name} 님에게 확정 이메일이 발송됩니다.`,
  visitorToldDeclined: (name) => `${name} 님에게 안내 이메일이 발송됩니다. 이 시간은 다시 예약할 수 있습니다.`,
  toldTimeFree: (business) => `${business}에 알렸습니다. 이 시간은 다시 예약할 수 있습니다.`,
  requestSent: (business) => `${business}에 요청이 접수되었습니다. 이메일로 확정해 드립니다.`,
  sendRequestTo: (business) => `${business}에 예약 요청을 보내 주세요. 확정 여부는 이메일로 알려 드립니다.`,
  changeOnlineUntil: (when) => `${when}까지 온라인으로 취소하거나 다른 시간을 선택할 수 있습니다.`,
  tooLate: (what, business, phone) =>
    `온라인으로 ${what === 'cancel' ? '취소' : '시간 변경'}할 수 있는 기한이 지났습니다. ${business}${phone ? `(${phone})` : ''}에 직접 연락해 주세요.`,
  bookingConfirmed: '예약이 확정되었습니다',
  bookingCancelled: '예약이 취소되었습니다',
  bookingDeclined: '예약이 거절되었습니다',
  bookingMoved: '예약이 변경되었습니다',
  sendYourRequest: '예약 요청 보내기',
  asksToBook: (name) => `${name} 님의 예약 요청`,
  booking: '예약',
  yourBooking: '내 예약',

  checkEmailSubject: (business) => `${business}에 예약 요청을 보내 주세요`,
  checkEmailOpen: (service, when, business) => `링크를 열어 ${service}, ${when} 예약 요청을 ${business}에 보내 주세요.`,
  checkEmailIgnore: '요청하지 않으셨다면 이 이메일을 무시해 주세요. 아무것도 전송되지 않습니다.',
  requestedSubject: (service, business) => `예약 요청: ${business} ${service}`,
  bookedSubject: (service, business) => `예약 완료: ${business} ${service}`,
  appointmentLine: (service, when) => `${service}, ${when}.`,
  mailChangeOnlineUntil: (when) => `${when}까지 온라인으로 취소하거나 시간을 변경할 수 있습니다.`,
  viewOrCancelYourBooking: '예약 확인 또는 취소',
  ownerRequestSubject: (business) => `${business} 웹사이트에 새 예약 요청이 있습니다`,
  ownerBookedSubject: (business) => `${business} 웹사이트에 새 예약이 있습니다`,
  ownerAsks: (name, service) => `${name} 님이 ${service} 예약을 요청했습니다. 답변하실 때까지 이 시간은 잡아 둡니다.`,
  ownerBooked: (name, service) => `${name} 님이 ${service} 예약을 했습니다.`,
  confirm: '확정',
  viewOrCancel: '확인 또는 취소',
  confirmedSubject: (service, business) => `예약 확정: ${business} ${service}`,
  businessConfirmed: (business) => `${business}에서 예약을 확정했습니다.`,
  cancelledSubject: (service, business) => `예약 취소: ${business} ${service}`,
  businessCancelled: (business, service, when) => `${business}에서 ${service}, ${when} 예약을 취소했습니다.`,
  findAnotherTime: (phone) =>
    phone ? `다른 시간을 원하시면 ${phone} 번호로 전화하시거나 웹사이트에서 다시 예약해 주세요.` : '웹사이트에서 다른 시간을 예약할 수 있습니다.',
  declinedSubject: (business) => `${business}에서 예약을 받을 수 없습니다`,
  businessDeclined: (business, service, when) => `죄송합니다. ${business}에서 ${service}, ${when} 예약을 받을 수 없습니다. 이 시간은 더 이상 잡아 두지 않습니다.`,
  ownerCancelledSubject: (business) => `${business} 웹사이트에서 예약이 취소되었습니다`,
  ownerVisitorCancelled: (name, service, when) => `${name} 님이 ${service}, ${when} 예약을 취소했습니다. 이 시간은 다시 예약할 수 있습니다.`,
  visitorCancelled: (service, when) => `${service}, ${when} 예약이 취소되었습니다.`,
  ownerMovedSubject: (business) => `${business} 웹사이트에서 예약이 변경되었습니다`,
  ownerMoved: (name, service, was, when) => `${name} 님이 ${service} 예약을 ${was}에서 ${when}(으)로 변경했습니다.`,
  newTimeHeld: '답변하실 때까지 새 시간은 잡아 둡니다.',
  oldTimeFree: '이전 시간은 다시 예약할 수 있습니다.',
  movedSubject: (service, business) => `예약 변경: ${business} ${service}`,
  visitorMoved: (when, was) => `예약이 ${when}(으)로 변경되었습니다(이전: ${was}).`,
  willConfirmNewTime: (business) => `${business}에서 새 시간을 이메일로 확정해 드립니다.`,
  reminderSubject: (service, business) => `예약 알림: ${business} ${service}`,
  calendarTitle: (service, business) => `${business} ${service}`,
  seeYouSoon: (service, when) => `곧 뵙겠습니다: ${service}, ${when}.`,
  viewYourBooking: '예약 확인',

  errors: {
    slot_taken: '방금 다른 분이 그 시간을 예약했습니다. 다른 시간을 선택해 주세요.',
    slot_unavailable: '그 시간은 예약할 수 없습니다. 다른 시간을 선택해 주세요.',
    hold_expired: '그 시간을 10분 동안 잡아 두었지만, 그사이 다른 분이 예약했습니다. 다른 시간을 선택해 주세요.',
    booking_already_answered: '이 예약은 이미 처리되었습니다.',
  },
  fields: {
    name: '이름을 입력해 주세요',
    nameTooLong: `이름은 ${L.name}자 이내로 입력해 주세요`,
    email: 'name@example.com 형식의 이메일 주소를 입력해 주세요',
    phone: `전화번호는 ${L.phone}자 이내로 입력해 주세요`,
    note: `요청 사항은 ${L.note}자 이내로 입력해 주세요`,
  },
};

/** The booking texts in the 7 contact form languages. */
export const BOOKING_TEXTS: Readonly<Record<Language, BookingTexts>> = {
  English: ENGLISH_BOOKING_TEXTS,
  Spanish: SPANISH,
  French: FRENCH,
  Italian: ITALIAN,
  German: GERMAN,
  Japanese: JAPANESE,
  Korean: KOREAN,
};

/** The booking texts of a language (English for one not known). */
export function bookingTexts(language: Language | undefined): BookingTexts {
  return (language && BOOKING_TEXTS[language]) || ENGLISH_BOOKING_TEXTS;
}

/** The booking texts of a published site: its contact form language. */
export const siteBookingTexts = (site: { document: SiteDocument }): BookingTexts => bookingTexts(site.document.websiteSettings.contactFormLanguage);

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let cached = formats.get(key);
  if (!cached) formats.set(key, (cached = new Intl.DateTimeFormat(locale, options)));
  return cached;
};
const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

/** "Tuesday 1 December" for a YYYY-MM-DD date (a calendar date: no zone shifts it). */
export function dayText(texts: BookingTexts, date: string): string {
  return format(texts.locale, { ...DAY, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** "10:30" on the business's clock, as a sentence writes it (German: "10:30 Uhr"). */
export function clockText(texts: BookingTexts, instant: string, timeZone: string): string {
  const parts = format('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return texts.clock(`${part('hour')}:${part('minute')}`);
}

/** "Tuesday 1 December at 10:00" on the business's clock. */
export function whenText(texts: BookingTexts, instant: string, timeZone: string): string {
  return texts.dateAt(format(texts.locale, { ...DAY, timeZone }).format(new Date(instant)), clockText(texts, instant, timeZone));
}

/** "Tuesday 1 December at 10:00 (Europe/London)": on the business's clock, its zone named. */
export function whenInZone(texts: BookingTexts, instant: string, timeZone: string): string {
  return texts.inZone(whenText(texts, instant, timeZone), timeZone);
}

/** "10:30 (Europe/London)". */
export function clockInZone(texts: BookingTexts, instant: string, timeZone: string): string {
  return texts.inZone(clockText(texts, instant, timeZone), timeZone);
}

/**
 * A refusal or a detail to fix, as the booking pages show it: the API's English message
 * (ERROR_DETAILS, BOOKING_FIELD_MESSAGES) in the site's language; another message as it is.
 */
export function problemText(texts: BookingTexts, message: string): string {
  const error = ERROR_KEYS.find((key) => ERROR_DETAILS[key].message === message);
  if (error) return texts.errors[error];
  const field = (Object.keys(BOOKING_FIELD_MESSAGES) as BookingFieldKey[]).find((key) => BOOKING_FIELD_MESSAGES[key] === message);
  return field ? texts.fields[field] : message;
}
