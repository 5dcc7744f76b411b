import { checkAssistantOperations, createDefaultSiteDocument, planIds, siteDocumentToYDoc, type AssistantOperation, type SiteDocument } from '@frontdoor/shared';

// The assistant's evaluation set (issue 41): requests as owners type them — half of them loosely
// phrased or misspelt — each with the operations expected. A case passes when the answer holds
// exactly the expected operations (compared on what matters: the day and times, the detail and
// value, the service's name, the section) and they apply to the document without breaking a
// rule. Run offline by npm test (assistant.eval.test.ts), and against a model by
// `npm run eval:assistant` (bench/assistant-eval.mjs).

/** The site every case is asked about: a barber's, with its own welcome, four services, a gallery and reviews. */
export function barber(): SiteDocument {
  const document = createDefaultSiteDocument({
    id: 'eval',
    businessName: 'Maple Street Barbers',
    sectionTypes: ['Header', 'Introduction', 'Services', 'Gallery', 'CustomerReviews', 'Contact', 'Footer'],
  });
  for (const section of document.sections) {
    if (section.type === 'Introduction') {
      section.body =
        'We are a family-run barber shop in Leeds. We offer classic cuts, skin fades and hot towel shaves for folks of all ages, and kids are always welcome! ' +
        'Please contact us to book. Walk-ins are very welcome when a chair is free.';
    }
    if (section.type === 'Services') {
      section.items = ['Skin fade', 'Beard trim', 'Balayage', 'Hot towel shave'].map((heading, index) => ({
        id: `svc-${index + 1}`,
        heading,
        paragraph: index === 0 ? 'It is our most asked-for cut, and we will take our time with it.' : '',
        pricing: '',
      }));
    }
  }
  return document;
}

export type Expected = Partial<AssistantOperation> & { op: AssistantOperation['op'] };
const hours = (day: string, opens: string, closes: string): Expected => ({ op: 'setOpeningHours', day, periods: [{ opens, closes }] }) as Expected;
const closed = (day: string): Expected => ({ op: 'setOpeningHours', day, periods: [] }) as Expected;
const detail = (key: string, value: string): Expected => ({ op: 'setBusinessDetail', key, value }) as Expected;
const service = (heading: string, pricing = ''): Expected => ({ op: 'addService', heading, pricing }) as Expected;
const drop = (itemId: string): Expected => ({ op: 'removeService', itemId });
const section = (sectionType: string): Expected => ({ op: 'addSection', sectionType }) as Expected;
const removeSection: Expected = { op: 'removeSection' };
const move = (toIndex: number): Expected => ({ op: 'moveSection', toIndex });
const palette = (name: string): Expected => ({ op: 'setPalette', name });
const fonts: Expected = { op: 'setFontPair' };
/** A running text rewritten in a tone: the introduction's welcome, or the first service's description. */
const welcome: Expected = { op: 'setText', field: 'body' };
const fadeText: Expected = { op: 'setText', itemId: 'svc-1', field: 'paragraph' };
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** [request, expected operations, owner-phrased or misspelt] */
export const CASES: [string, Expected[], boolean][] = [
  ['Open Saturdays 9 to 1', [hours('Saturday', '09:00', '13:00')], false],
  ['open saturdays 9 to 1 and add gutter cleaning as a service', [hours('Saturday', '09:00', '13:00'), service('Gutter cleaning')], false],
  ['We are open on Sunday from 10am to 4pm', [hours('Sunday', '10:00', '16:00')], false],
  ['Monday 8:30 to 17:30', [hours('Monday', '08:30', '17:30')], false],
  ['Add our Saturday hours, 9 to 1', [hours('Saturday', '09:00', '13:00')], false],
  ['Opening hours Tuesday 9-5', [hours('Tuesday', '09:00', '17:00')], false],
  ['Weekdays 9am to 6pm', WEEKDAYS.map((day) => hours(day, '09:00', '18:00')), false],
  ['Weekends 10 to 2', [hours('Saturday', '10:00', '14:00'), hours('Sunday', '10:00', '14:00')], false],
  ['Closed on Sundays', [closed('Sunday')], false],
  ['We are closed Mondays', [closed('Monday')], false],
  ['Thursday 12 to 8', [hours('Thursday', '12:00', '20:00')], false],
  ["Fridays we're open 9 till 7", [hours('Friday', '09:00', '19:00')], false],
  ['Change the phone number to 020 7946 0000', [detail('phone', '020 7946 0000')], false],
  ['Our phone is +44 113 496 0000', [detail('phone', '+44 113 496 0000')], false],
  ['Email is hello@maplestreet.example', [detail('email', 'hello@maplestreet.example')], false],
  ['Set our email to bookings@maple.example', [detail('email', 'bookings@maple.example')], false],
  ['Our address is 12 Otley Road, Leeds LS6 2AA', [detail('address', '12 Otley Road, Leeds LS6 2AA')], false],
  ['We have moved to 4 High Street, York', [detail('address', '4 High Street, York')], false],
  ['We cover Leeds and 10 miles around', [detail('serviceArea', 'Leeds and 10 miles around')], false],
  ['Service area is North London', [detail('serviceArea', 'North London')], false],
  ['Add a service called Kids cut', [service('Kids cut')], false],
  ['Add Beard oil treatment to our services', [service('Beard oil treatment')], false],
  ['Add hot stone massage for £45', [service('Hot stone massage', '£45')], false],
  ['We now offer wedding packages', [service('Wedding packages')], false],
  ['We no longer do balayage', [drop('svc-3')], false],
  ['Remove the beard trim service', [drop('svc-2')], false],
  ['Delete hot towel shave from services', [drop('svc-4')], false],
  ['We do not offer skin fades any more', [drop('svc-1')], false],
  ['Add a FAQ section', [section('FrequentlyAskedQuestions')], false],
  ['Add a newsletter section', [section('Newsletter')], false],
  ['Add a video section', [section('Video')], false],
  ['Add a team section', [section('Team')], false],
  ['Remove the gallery section', [removeSection], false],
  ['Delete the reviews section', [removeSection], false],
  ['Move the gallery section up', [move(2)], false],
  ['Move reviews to the top', [move(1)], false],
  ['Move the gallery below the reviews', [move(4)], false],
  ['Autumn colours please', [palette('Autumn')], false],
  ['Use winter colours', [palette('Winter')], false],
  ['Make the colours calmer', [palette('Calm')], false],
  ['Bolder fonts', [fonts], false],
  ['Make it feel warmer', [palette('Warm')], false],
  ['Remove the sample reviews', [{ op: 'removeSamples' }], false],
  ['Make the tone friendlier', [welcome, fadeText], false],
  ['Make the texts sound more professional', [welcome], false],
  ['Make the texts shorter', [welcome, fadeText], false],
  // The site's other languages (Spanish, French, Italian, German).
  ['abierto los sábados de 9 a 13', [hours('Saturday', '09:00', '13:00')], true],
  ['cerrado los domingos', [closed('Sunday')], true],
  ['ouvert le samedi de 9h à 13h', [hours('Saturday', '09:00', '13:00')], true],
  ['fermé le dimanche', [closed('Sunday')], true],
  ['aperto il sabato dalle 9 alle 13', [hours('Saturday', '09:00', '13:00')], true],
  ['samstags von 9 bis 13 Uhr geöffnet', [hours('Saturday', '09:00', '13:00')], true],
  ['sonntags geschlossen', [closed('Sunday')], true],
  ['añadir limpieza de canalones como servicio', [service('Limpieza de canalones')], true],
  ['ajouter coupe enfant comme service', [service('Coupe enfant')], true],
  ['wir bieten kein Balayage mehr an', [drop('svc-3')], true],
  ['土曜日は9時から13時まで営業', [hours('Saturday', '09:00', '13:00')], true],
  ['日曜日は休み', [closed('Sunday')], true],
  ['ガッター清掃をサービスに追加', [service('ガッター清掃')], true],
  ['토요일 9시부터 13시까지 영업', [hours('Saturday', '09:00', '13:00')], true],
  ['일요일은 휴무', [closed('Sunday')], true],
  ['Balayage를 삭제해 주세요', [drop('svc-3')], true],
  // Owners' own phrasing, typos included.
  ['open saturdys 9 to 1', [hours('Saturday', '09:00', '13:00')], true],
  ['were open sundays 10-4 now', [hours('Sunday', '10:00', '16:00')], true],
  ['can you put saturday 9-1 on there', [hours('Saturday', '09:00', '13:00')], true],
  ['closed sundys', [closed('Sunday')], true],
  ['we close on wendesdays', [closed('Wednesday')], true],
  ['weekdyas 8 till 6', WEEKDAYS.map((day) => hours(day, '08:00', '18:00')), true],
  ['mon 9 - 5', [hours('Monday', '09:00', '17:00')], true],
  ['fri 9-3', [hours('Friday', '09:00', '15:00')], true],
  ['new phone number 07700 900123', [detail('phone', '07700 900123')], true],
  ['pls change phone numbr to 0113 496 0001', [detail('phone', '0113 496 0001')], true],
  ['email us at info@maple.example', [detail('email', 'info@maple.example')], true],
  ['our emial is shop@maple.example', [detail('email', 'shop@maple.example')], true],
  ['adress is 9 Station Rd, Bath', [detail('address', '9 Station Rd, Bath')], true],
  ['we are now at 3 Mill Lane', [detail('address', '3 Mill Lane')], true],
  ['we serve all of Bristol', [detail('serviceArea', 'all of Bristol')], true],
  ['add gutter cleaning', [service('Gutter cleaning')], true],
  ['add kids haircuts as a service', [service('Kids haircuts')], true],
  ['add a new servce: ear piercing', [service('Ear piercing')], true],
  ['we also do mobile visits', [service('Mobile visits')], true],
  ['add fade touch up for $15', [service('Fade touch up', '$15')], true],
  ['we dont do balyage anymore', [drop('svc-3')], true],
  ['remove beard trims', [drop('svc-2')], true],
  ['drop the hot towel shave', [drop('svc-4')], true],
  ['we stopped doing skin fades', [drop('svc-1')], true],
  ['add faq section pls', [section('FrequentlyAskedQuestions')], true],
  ['add a booking section', [section('Scheduling')], true],
  ['get rid of the reviews section', [removeSection], true],
  ['remove the galery section', [removeSection], true],
  ['move gallery down', [move(4)], true],
  ['move the reviews section above the gallery', [move(3)], true],
  ['autumnal colours', [palette('Autumn')], true],
  ['make it look more autum', [palette('Autumn')], true],
  ['calmer colors', [palette('Calm')], true],
  ['darker look', [palette('Dark')], true],
  ['friendlier fonts', [fonts], true],
  ['elegant fonts please', [fonts], true],
  ['summery colours for the season', [palette('Summer')], true],
  ['saturday 9 to 1 and sunday closed', [hours('Saturday', '09:00', '13:00'), closed('Sunday')], true],
  ['phone 020 7946 0002 and email hi@maple.example', [detail('phone', '020 7946 0002'), detail('email', 'hi@maple.example')], true],
  ['add nail art, remove balayage', [service('Nail art'), drop('svc-3')], true],
  ['open sat 9-1, closed sun', [hours('Saturday', '09:00', '13:00'), closed('Sunday')], true],
  ['add a newsletter section and autumn colours', [section('Newsletter'), palette('Autumn')], true],
  ['replace the sample reviews', [{ op: 'removeSamples' }], true],
  ['delete the placeholder testimonials pls', [{ op: 'removeSamples' }], true],
  ['make the wording more casual', [welcome, fadeText], true],
  ['can the copy be less formal', [welcome, fadeText], true],
  ['more profesional tone pls', [welcome], true],
  ['shorter and punchier copy', [welcome, fadeText], true],
  ['friendlier tone and autumn colours', [welcome, fadeText, palette('Autumn')], true],
];

/** Whether the answer holds exactly the expected operations (each compared on the fields given). */
export function matches(actual: AssistantOperation[], expected: Expected[]): boolean {
  if (actual.length !== expected.length) return false;
  const left = [...actual];
  return expected.every((want) => {
    const at = left.findIndex((got) => Object.entries(want).every(([key, value]) => JSON.stringify((got as Record<string, unknown>)[key]) === JSON.stringify(value)));
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/** Whether the operations apply to the document without breaking a rule. */
export function applies(document: SiteDocument, operations: AssistantOperation[]): boolean {
  const ydoc = siteDocumentToYDoc(document);
  let next = 0;
  return checkAssistantOperations(
    ydoc,
    operations,
    planIds(operations, () => `new-${++next}`),
  ).ok;
}
