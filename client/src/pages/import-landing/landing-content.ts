import type { NamedSourceKind } from '@frontdoor/shared';

/** A line of the example page: a service and its price, or a repository and its stars. */
export type ExampleItem = { name: string; value: string };

/** A made-up business as its page shows it, and the website Frontdoor makes from it. */
export type LandingExample = {
  /** The page's address, without https://. */
  address: string;
  name: string;
  /** Trade and place, as the page shows them. */
  meta: string;
  /** Star rating line, for pages that have one. */
  rating?: { stars: number; label: string };
  facts: string[];
  itemsHeading: string;
  items: ExampleItem[];
  quotesHeading: string;
  quotes: { author: string; text: string }[];
  site: {
    handle: string;
    kicker: string;
    headline: string;
    sub: string;
    button: string;
    /** The line the website quotes: a review, or the owner's own words. */
    quote: { text: string; by?: string };
    footer: string;
    /** Which colours the example site was given: one of the palettes in landing.css. */
    palette: 'harbor' | 'bloom' | 'fresh' | 'ink';
  };
};

export type LandingContent = {
  /** 'Facebook', for headings and labels. */
  source: string;
  /** What the owner has there: 'page' or 'profile'. */
  noun: 'page' | 'profile';
  eyebrow: string;
  title: string;
  lead: string;
  fieldLabel: string;
  placeholder: string;
  fieldHint: string;
  button: string;
  /** What step two reads, and the FAQ answer about it. */
  reads: string;
  example: LandingExample;
};

const reviewsRead = 'your business name, services with prices, opening hours, contact details and reviews';

/** The copy and the worked example of each create-from-a-page landing. */
export const LANDING_CONTENT: Readonly<Record<NamedSourceKind, LandingContent>> = {
  facebook: {
    source: 'Facebook',
    noun: 'page',
    eyebrow: 'Facebook page to website',
    title: 'Turn your Facebook page into a website',
    lead: 'Paste the link to your business page. Frontdoor reads what your customers already see there and writes a complete website from it, ready for you to check and publish.',
    fieldLabel: 'Your Facebook page link',
    placeholder: 'https://www.facebook.com/yourbusiness',
    fieldHint: 'Open your page and copy the address from your browser.',
    button: 'Import my page',
    reads: reviewsRead,
    example: {
      address: 'facebook.com/bloomandbranchflowers',
      name: 'Bloom & Branch Flowers',
      meta: 'Florist · Asheville, NC',
      rating: { stars: 5, label: '98% recommend (212 reviews)' },
      facts: ['Open today 9:00 – 18:00', '(828) 555-0142'],
      itemsHeading: 'Services',
      items: [
        { name: 'Seasonal bouquet', value: 'from $45' },
        { name: 'Wedding flowers', value: 'from $900' },
        { name: 'Weekly office flowers', value: '$60 / week' },
      ],
      quotesHeading: 'Reviews',
      quotes: [
        { author: 'Dana P.', text: 'The bouquet was even prettier than the photos. Delivered on time, too.' },
        { author: 'Marcus L.', text: 'They did our wedding and every table looked amazing.' },
      ],
      site: {
        handle: 'bloom-and-branch',
        kicker: 'Florist · Asheville',
        headline: 'Fresh flowers for every day and every vow.',
        sub: 'Bouquets, weddings and weekly office flowers.',
        button: 'Order flowers',
        quote: { text: 'The bouquet was even prettier than the photos. Delivered on time, too.', by: 'Dana P.' },
        footer: 'Open Mon – Sat 9:00 – 18:00 · (828) 555-0142',
        palette: 'bloom',
      },
    },
  },
  thumbtack: {
    source: 'Thumbtack',
    noun: 'profile',
    eyebrow: 'Thumbtack profile to website',
    title: 'Turn your Thumbtack profile into a website',
    lead: 'Paste the link to your Thumbtack profile. Frontdoor turns your services, prices and reviews into a website of your own, so customers can find you outside the app too.',
    fieldLabel: 'Your Thumbtack profile link',
    placeholder: 'https://www.thumbtack.com/…/your-business',
    fieldHint: 'Open your public profile and copy the address from your browser.',
    button: 'Import my profile',
    reads: reviewsRead,
    example: {
      address: 'thumbtack.com/ny/brooklyn/house-cleaning/ortiz-home-cleaning',
      name: 'Ortiz Home Cleaning',
      meta: 'House cleaning · Brooklyn, NY',
      rating: { stars: 5, label: '4.9 · 87 reviews' },
      facts: ['Available Mon – Sat, 8:00 – 18:00', 'Hired 240 times'],
      itemsHeading: 'Services',
      items: [
        { name: 'Standard clean', value: '$120' },
        { name: 'Deep clean', value: '$220' },
        { name: 'Move-out clean', value: '$280' },
      ],
      quotesHeading: 'Reviews',
      quotes: [
        { author: 'Priya S.', text: 'Spotless apartment and they even cleaned the oven. Booking again next month.' },
        { author: 'Tom W.', text: 'On time, friendly and very thorough. Our deposit came back in full.' },
      ],
      site: {
        handle: 'ortiz-cleaning',
        kicker: 'House cleaning · Brooklyn',
        headline: 'A spotless home, without lifting a finger.',
        sub: 'Standard, deep and move-out cleans.',
        button: 'Get a quote',
        quote: { text: 'Spotless apartment and they even cleaned the oven.', by: 'Priya S.' },
        footer: 'Mon – Sat 8:00 – 18:00 · Brooklyn, NY',
        palette: 'fresh',
      },
    },
  },
  yelp: {
    source: 'Yelp',
    noun: 'page',
    eyebrow: 'Yelp page to website',
    title: 'Turn your Yelp page into a website',
    lead: 'Paste the link to your Yelp business page. Frontdoor turns your services, hours and best reviews into a website with its own address, ready for you to check and publish.',
    fieldLabel: 'Your Yelp page link',
    placeholder: 'https://www.yelp.com/biz/your-business',
    fieldHint: 'Open your business page and copy the address from your browser.',
    button: 'Import my page',
    reads: reviewsRead,
    example: {
      address: 'yelp.com/biz/harbor-street-barbers-portland',
      name: 'Harbor Street Barbers',
      meta: 'Barbers · Portland, OR',
      rating: { stars: 5, label: '4.8 · 126 reviews' },
      facts: ['Open today 9:00 – 19:00', '(503) 555-0198'],
      itemsHeading: 'Services',
      items: [
        { name: 'Classic cut', value: '$30' },
        { name: 'Beard trim', value: '$18' },
        { name: 'Hot towel shave', value: '$35' },
      ],
      quotesHeading: 'Reviews',
      quotes: [
        { author: 'Jamal R.', text: 'Best fade in town, and they remember your name.' },
        { author: 'Chris O.', text: 'Walked in on a Saturday and was in the chair in ten minutes.' },
      ],
      site: {
        handle: 'harbor-street-barbers',
        kicker: 'Barbers · Portland',
        headline: 'Sharp cuts on Harbor Street.',
        sub: 'Walk-ins welcome six days a week.',
        button: 'Book a chair',
        quote: { text: 'Best fade in town, and they remember your name.', by: 'Jamal R.' },
        footer: 'Open today 9:00 – 19:00 · (503) 555-0198',
        palette: 'harbor',
      },
    },
  },
  github: {
    source: 'GitHub',
    noun: 'profile',
    eyebrow: 'GitHub profile to website',
    title: 'Turn your GitHub profile into a website',
    lead: 'Paste the link to your GitHub profile. Frontdoor reads your profile, your README and your top repositories, and writes a personal website that shows clients what you build.',
    fieldLabel: 'Your GitHub profile link',
    placeholder: 'https://github.com/yourname',
    fieldHint: 'Your profile address looks like github.com/yourname.',
    button: 'Import my profile',
    reads: 'your name, bio, location and links from your profile, your profile README, and your top repositories with their descriptions',
    example: {
      address: 'github.com/mayachen',
      name: 'Maya Chen',
      meta: 'Freelance web developer · Denver, CO',
      facts: ['mayachen.dev', '1.2k followers'],
      itemsHeading: 'Top repositories',
      items: [
        { name: 'booking-widget', value: '★ 1.4k' },
        { name: 'tiny-invoice', value: '★ 860' },
        { name: 'shop-hours', value: '★ 320' },
      ],
      quotesHeading: 'README',
      quotes: [{ author: 'mayachen/README.md', text: 'I build fast, accessible websites and booking tools for small businesses.' }],
      site: {
        handle: 'maya-chen',
        kicker: 'Web developer · Denver',
        headline: 'Websites and tools that small businesses love.',
        sub: 'Booking, invoicing and shop sites, built to last.',
        button: 'Work with me',
        quote: { text: 'I build fast, accessible websites and booking tools for small businesses.' },
        footer: 'mayachen.dev · Denver, CO',
        palette: 'ink',
      },
    },
  },
};
