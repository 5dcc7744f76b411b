export type ArticleBlock = { type: 'paragraph'; text: string } | { type: 'heading'; text: string } | { type: 'list'; items: string[] };

export type Article = {
  /** Also the article's anchor: /blog#slug opens it. */
  slug: string;
  title: string;
  summary: string;
  topic: string;
  minutes: number;
  body: ArticleBlock[];
};

export const articles: Article[] = [
  {
    slug: 'what-your-website-needs',
    title: 'What a small service business website actually needs',
    summary: 'Five things customers look for in the first ten seconds, and what you can safely leave out.',
    topic: 'Getting started',
    minutes: 4,
    body: [
      {
        type: 'paragraph',
        text: 'Most people who land on a local business website want to answer one question: can this business help me, and how do I reach them? Your site does not need to be large. It needs to answer that question quickly, on a phone, without making anyone hunt.',
      },
      { type: 'heading', text: 'The five essentials' },
      {
        type: 'list',
        items: [
          'Say what you do and where, in one sentence at the top: "Family dentist in Hillsboro" beats "Welcome to our website".',
          'List your services, with prices or "from" prices if you can. Visitors who can see a price are more likely to get in touch.',
          'Make contacting you effortless: a phone number that can be tapped, a contact form, and your opening hours.',
          'Show that real people trust you: a handful of reviews and a few photos of your work or your premises.',
          'Answer the questions you hear every week in a short FAQ, so customers arrive already knowing the basics.',
        ],
      },
      { type: 'heading', text: 'What you can leave out' },
      {
        type: 'paragraph',
        text: 'A long history of the company, a page per staff member, and animated banners can all wait. Every extra page is one more thing to keep up to date. Start small, publish, and add sections when customers ask for something your site does not answer yet.',
      },
    ],
  },
  {
    slug: 'choosing-a-web-address',
    title: 'Choosing a web address customers remember',
    summary: 'Short, spoken-out-loud friendly and obviously yours: how to pick an address that works on a van door.',
    topic: 'Publishing',
    minutes: 3,
    body: [
      {
        type: 'paragraph',
        text: 'Your web address ends up in more places than you expect: business cards, invoices, the side of your van, your social profiles. A good one is easy to say over the phone and hard to mistype.',
      },
      { type: 'heading', text: 'A simple test' },
      {
        type: 'list',
        items: [
          'Say it out loud. If you have to spell it out or explain a hyphen, simplify it.',
          'Keep it short. On Frontdoor an address can be up to 24 characters, but shorter is easier to remember.',
          'Use your business name, or your trade and town: maple-street-barbers or hillsboro-electric.',
          'Avoid numbers and unusual spellings unless they are part of your brand.',
        ],
      },
      {
        type: 'paragraph',
        text: 'If the name you want is taken, adding your town usually gives you something just as clear. And when you are ready for a name of your own, such as yourbusiness.com, you can connect a custom domain for free and keep everything else the same.',
      },
    ],
  },
  {
    slug: 'services-that-get-calls',
    title: 'Writing a services section that gets calls',
    summary: 'Plain names, honest prices and one clear next step turn browsers into bookings.',
    topic: 'Writing',
    minutes: 4,
    body: [
      {
        type: 'paragraph',
        text: 'Your services section is where a visitor decides whether you are the right fit. It is also the part of most small-business sites that says the least. A list of single words like "Cuts, Colour, Styling" leaves every question unanswered.',
      },
      { type: 'heading', text: 'Name services the way customers do' },
      {
        type: 'paragraph',
        text: 'Customers search for "boiler repair", not "thermal system solutions". Use the words your customers use on the phone, and add one sentence that says what is included and how long it takes.',
      },
      { type: 'heading', text: 'Be upfront about price' },
      {
        type: 'paragraph',
        text: 'Even a starting price ("from $85") saves you calls from people who were never going to book, and reassures the ones who will. If a job really cannot be priced without a visit, say what the visit costs and what affects the final price.',
      },
      { type: 'heading', text: 'End with one clear next step' },
      {
        type: 'paragraph',
        text: 'After reading about a service, the visitor should know exactly what to do: call, book, or send a message. Pick one and make it the most visible thing on the page.',
      },
    ],
  },
  {
    slug: 'building-trust-before-the-first-call',
    title: 'Reviews, FAQs and photos: building trust before the first call',
    summary: 'The small touches that make a stranger comfortable letting you into their home or their mouth.',
    topic: 'Trust',
    minutes: 3,
    body: [
      {
        type: 'paragraph',
        text: 'Service businesses ask for a lot of trust. A new customer is about to let you into their home, look after their car, or cut their hair. Your website can do much of the reassuring before they ever pick up the phone.',
      },
      {
        type: 'list',
        items: [
          'Reviews: a few specific reviews beat a wall of stars. "Fixed our leak the same afternoon and explained everything" tells a reader what to expect.',
          'Photos: real photos of your work, your team and your premises build more trust than stock images, even if they are taken on a phone.',
          'FAQs: answer the awkward questions openly, such as cancellation policies, parking, payment methods and how soon you can come.',
          'Team: a short bio and a friendly photo put a face to the name that will turn up at the door.',
        ],
      },
      { type: 'paragraph', text: "Keep these sections current. An FAQ that mentions last year's prices does more harm than no FAQ at all." },
    ],
  },
];
