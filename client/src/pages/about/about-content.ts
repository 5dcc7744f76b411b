/**
 * The About page's figures. Each is copied from docs/figures.md, where the bench that
 * measured it is named; update both together when a bench is run again. No figure here is a
 * guess, and there are no user counts.
 */
export const FIGURES = [
  {
    value: '100',
    unit: '/ 100',
    label: 'in all four Lighthouse scores',
    detail: 'Performance, accessibility, best practices and SEO all 100 on mobile, for a generated site.',
  },
  { value: '26', unit: 'KB', label: 'per published page', detail: 'HTML, CSS and script together, before images.' },
  { value: '47', unit: 'ms', label: 'to a ready draft', detail: 'Median from Launch to a finished draft with the built-in writer, over 10 runs.' },
  { value: '8', unit: 'ms', label: 'to serve a page', detail: '99th-percentile response time at 10,875 published pages a second.' },
  { value: '1,000', unit: '/ 1,000', label: 'edits kept', detail: 'While the server was forcibly stopped and restarted 5 times during editing.' },
  { value: '0', unit: '', label: 'accessibility violations', detail: 'Found by axe-core on a published site.' },
] as const;

export const DIFFERENCES = [
  {
    title: 'Generated in seconds',
    body: 'Describe your business in a few sentences and get a complete page: introduction, services, reviews, questions and answers, team bios, fonts, colours and photos. You start from a finished draft, not a blank template.',
    icon: 'sparkles',
  },
  {
    title: 'Loads instantly on a phone',
    body: 'A published page weighs about 26 KB before images, less than a single photo. No builder framework is sent to your visitors, so your page opens straight away, even on a weak signal.',
    icon: 'phone',
  },
  {
    title: 'Never loses an edit',
    body: "Every change is saved as you type, kept while your connection drops and sent when it's back. One person edits at a time, so nobody overwrites anybody.",
    icon: 'shield',
  },
  {
    title: 'Free, with no ads',
    body: 'Building, hosting and publishing cost nothing. There are no ads on your site and no card to start, and connecting your own domain will be free too.',
    icon: 'tag',
  },
] as const;

/** Frontdoor beside the usual way a website builder works; plain, and naming nobody. */
export const COMPARISON = [
  { aspect: 'Where you start', frontdoor: 'A complete draft, written for your trade from a few sentences', typical: 'A template with placeholder text to replace' },
  { aspect: 'Time to a first draft', frontdoor: 'Seconds', typical: 'Often an afternoon of writing and arranging' },
  {
    aspect: 'What visitors download',
    frontdoor: 'About 26 KB before images, with no builder scripts',
    typical: "Your content plus the builder's own scripts, fonts and widgets",
  },
  {
    aspect: 'Working with a helper',
    frontdoor: 'Invite editors by email; one edits at a time, so no work is overwritten',
    typical: 'A shared login, or extra editors on a paid plan',
  },
  { aspect: 'Price', frontdoor: 'Free: hosting, forms and editors, with no ads', typical: "A monthly plan, or a free plan that shows the builder's branding" },
] as const;

/** Sample owners (not customers): short stories of how the product fits a working day. */
export const SAMPLE_OWNERS = [
  {
    quote: 'I typed three lines about fades and beard trims between two customers. Before the next one sat down, the page was there with my services on it.',
    name: 'Marcus',
    role: 'Barber',
    business: 'Harbor Street Barbers',
    initials: 'M',
  },
  {
    quote:
      'Our receptionist keeps the opening hours up to date, and I check the page on my phone between patients. Only one of us edits at a time, so nothing gets overwritten.',
    name: 'Dr. Priya',
    role: 'Dentist',
    business: 'Lakeside Family Dental',
    initials: 'P',
  },
  {
    quote:
      "People scan the card on the counter and the page opens straight away, even on the market's patchy signal. Hours, drinks, how to find us. That's all they need.",
    name: 'Ana',
    role: 'Coffee shop owner',
    business: 'Little Ember Coffee',
    initials: 'A',
  },
] as const;

/** Trades the hero names, to say who Frontdoor is for. */
export const TRADES = [
  'Barbers',
  'Dentists',
  'Electricians',
  'Coffee shops',
  'Cleaners',
  'Landscapers',
  'Tutors',
  'Physical therapists',
  'Bike repair',
  'Caterers',
] as const;
