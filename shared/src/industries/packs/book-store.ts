import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Book store: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Book store',
  plural: 'book stores',
  business: 'book store',
  summary: 'Events, what’s on the shelves and a newsletter readers want.',
  intro:
    'An independent book store is a place people love, and its website should feel like it. Frontdoor writes a warm site for your shop with what you stock, your readings and book club, photos of the shelves and a newsletter that brings readers back through the door.',
  description: 'Free website builder for independent book stores: what you stock, events and book clubs, a reader newsletter and photos of your shop, made in seconds.',
  tone: 'brown',
  features: [
    { kind: 'services', title: 'What makes your shelves different', body: 'New and used books, a children’s corner, special orders and gift cards, each described in your shop’s own voice.' },
    { kind: 'newsletter', title: 'A newsletter readers sign up for', body: 'Collect email addresses for new arrivals, signings and book club picks, and export your list whenever you like.' },
    { kind: 'gallery', title: 'Photos of the shop', body: 'The shelves, the reading nook and the last author night in a gallery that makes people want to visit.' },
    { kind: 'reviews', title: 'Readers in their own words', body: 'Reviews from regulars tell newcomers what a good browse in your shop feels like.' },
  ],
  glyph: [
    { shape: 'path', d: 'M12 6.5C9.8 5 6.8 4.5 3 5v13.5c3.8-.5 6.8 0 9 1.5 2.2-1.5 5.2-2 9-1.5V5c-3.8-.5-6.8 0-9 1.5z' },
    { shape: 'path', d: 'M12 6.5V20' },
  ],
  sample: { name: 'Paper Lantern Books', location: 'Asheville, North Carolina', description: 'An independent bookstore with new and used books, a children\'s corner, author readings and a monthly book club.' },
};

export const look: IndustryLook = ['classic', 'cheerful', 'luxe'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'books', label: 'a stack of books', match: ['book', 'new', 'used', 'rare'] },
  { icon: 'book', label: 'an open book', match: ['recommend', 'read', 'club'] },
  { icon: 'bookmark', label: 'a bookmark', match: ['special', 'order', 'bookmark'] },
  { icon: 'gift', label: 'a wrapped gift', match: ['gift', 'wrap'] },
  { icon: 'microphone', label: 'a microphone', match: ['author', 'event', 'reading'] },
  { icon: 'ghost-2', label: 'a comic ghost', match: ['comic', 'graphic', 'novel'] },
  { icon: 'coffee', label: 'a cup of coffee', match: ['cafe', 'coffee'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: false, fairs: true, homeVisits: false, taught: false, taughtOnline: false, doorToDoor: false };

export const profile: IndustryProfile = {
  industry: 'book-store',
  label: 'bookshop',
  keywords: {
    bookstore: 7, bookshop: 7, 'book store': 7, 'book shop': 7, books: 4, book: 2, novels: 4, 'used books': 6,
    'rare books': 6, 'book club': 5, 'author events': 5, reading: 2, comics: 4, 'graphic novels': 5, fiction: 4,
    paperbacks: 5, 'childrens books': 6, literature: 4, 'poetry': 2,
  },
  customer: 'reader',
  customers: 'readers',
  visit: 'visit',
  mobile: false,
  buttons: ['Visit the Shop', 'Order a Book', 'Join the Book Club', 'Ask for a Book'],
  cta: ['order a book', 'ask for a recommendation', 'join the book club'],
  headlines: ['Find Your Next Great Read', 'Stories Worth Getting Lost In', 'Books, Chosen With Care', 'A Shop Full of Stories', 'Where Readers Feel at Home'],
  placeHeadlines: ["{place}'s Neighborhood Bookshop", 'Good Books in {place}', 'Your {place} Bookshop'],
  doing: ['help every reader find the right book', 'fill our shelves with books we love', 'bring readers and stories together'],
  promises: [
    'Every shelf is chosen by people who read, so recommendations come from real experience.',
    'If we do not have the book you want, we will do our best to order it for you.',
    'Stay as long as you like: browsing is half the fun.',
    'Tell us the last book you loved and we will find you the next one.',
  ],
  approach: [
    'We think a good bookshop is part library, part living room and part conversation.',
    'Our shelves mix new releases, quiet favourites and books you will not find everywhere.',
    'Readers of every age are welcome, from picture books to poetry.',
  ],
  ownerServiceLines: ['Browse our {service} in the shop, or ask us to set something aside for you.', '{Service}, chosen with care by people who read.', 'Ask about {service} next time you visit and we will point you to our favorites.'],
  retail: true,
  priceOnRequest: ['Prices vary', 'Ask in the shop'],
  bookingFaq: { question: 'Can I reserve a book?', answer: 'Yes. Send {name} a message with the title and we will let you know when it is ready to collect.' },
  reviewOpeners: [
    '{name} is the kind of bookshop every neighborhood needs.',
    'I popped into {name} for one book and left with four.',
    'Came to {name} for the {service} and found a new favorite author.',
    'Every visit to {name} ends with a great recommendation.',
    'My kids beg to go to {name} every weekend.',
  ],
  services: [
    { heading: 'New Books', match: ['new books', 'new releases', 'bestsellers'], description: 'Fresh fiction, non-fiction and bestsellers, chosen with care and restocked regularly.', price: null, image: 'bookstore shelves new books' },
    { heading: 'Used and Rare Books', match: ['used', 'second hand', 'rare', 'antiquarian', 'vintage'], description: 'Pre-loved paperbacks and harder-to-find editions, each checked for condition.', price: [3, 40], image: 'used books stacks' },
    { heading: 'Special Orders', match: ['order', 'special order'], description: 'Looking for something specific? We will track it down and let you know when it arrives.', price: null, image: 'bookseller ordering books' },
    { heading: "Children's Books", match: ['childrens', 'kids', 'picture book', 'young adult'], description: 'Picture books, early readers and young adult stories to grow a lifelong love of reading.', price: null, image: 'childrens books reading corner' },
    { heading: 'Book Club', match: ['book club', 'reading group'], description: 'A friendly monthly gathering to talk about a shared book, with new members always welcome.', price: null, image: 'book club discussion' },
    { heading: 'Author Events', match: ['author', 'reading', 'signing', 'event'], description: 'Readings, signings and conversations with writers, announced here and in the shop.', price: null, image: 'author book signing event' },
    { heading: 'Comics and Graphic Novels', match: ['comic', 'graphic novel', 'manga'], description: 'A shelf of comics, manga and graphic novels for new and seasoned readers.', price: null, image: 'graphic novels comics shelf' },
    { heading: 'Gift Wrapping', match: ['gift', 'wrapping'], description: 'Pick a book and we will wrap it beautifully, ready to give.', price: null, image: 'wrapped book gift' },
    { heading: 'Personal Recommendations', match: ['recommendation', 'curated', 'subscription'], description: 'Tell us what you loved lately and we will suggest a stack worth reading next.', price: null, image: 'bookseller recommending book' },
  ],
  team: [
    { title: 'Owner & Bookseller', bio: '{first} opened the shop to share a lifelong love of books and still reads everything on the front table.' },
    { title: 'Bookseller', bio: '{first} runs the fiction shelves and has a recommendation for every mood.' },
    { title: "Children's Book Specialist", bio: '{first} looks after the kids’ corner and hosts story time with great voices.' },
    { title: 'Events Coordinator', bio: '{first} brings authors to the shop and keeps the book club running.' },
  ],
  faqs: [
    { question: 'Can you order a book you do not have in stock?', answer: 'Yes, in most cases. Tell {name} the title and we will let you know when it will arrive.' },
    { question: 'Do you buy used books?', answer: 'Ask us first and we will let you know what we are looking for at the moment.' },
    { question: 'How do I join the book club?', answer: 'Send us a message or ask in the shop, and we will tell you about the next meeting and the book.' },
    { question: 'Do you hold author events?', answer: 'We announce readings and signings here and in the shop, so check back or ask to hear about the next one.' },
  ],
  reviewDetails: [
    'The staff recommendation was spot on, and I have read it twice.',
    'It is the kind of shop where you lose an hour without noticing.',
    'They ordered a book for me that I had been hunting for ages.',
    'My kids love the children’s corner.',
    'The book club is the highlight of my month.',
    'Beautifully chosen shelves, full of surprises.',
  ],
  priceFactors: 'the book, the edition and its condition',
  imageTerms: ['cozy bookstore interior', 'books on wooden shelves', 'person reading in bookshop', 'stack of books', 'childrens book corner', 'open book coffee', 'independent bookshop window', 'library ladder bookshelves'],
  videoTitles: ['A Browse Through the Shelves', 'What We Are Reading Now', 'Inside Our Bookshop'],
  videoLines: [
    'Wander the shelves with us and hear about the books our staff love right now.',
    'See the corners of the shop readers keep coming back to.',
    'Get a peek at our next book club pick and upcoming events.',
  ],
  quotes: ['A good book is a friend who never leaves.', 'Every shelf holds a new adventure.', 'Read widely, read often.', 'There is always room for one more book.'],
  hues: [25, 200, 345],
  fonts: ['classic', 'warm', 'elegant'],
  nameNouns: ['Books', 'Bookshop', 'Book Nook', 'Reading Room', 'Booksellers', 'Page & Co.'],
  nameWords: ['Chapter', 'Dog-Ear', 'Inkwell', 'Bookmark', 'Folio', 'Quill', 'Spine', 'Paperback'],
  ideas: [
    { idea: 'Secondhand bookshop with a cafe', pitch: 'A secondhand bookshop with a small café, where readers browse, sip and stay a while.' },
    { idea: 'Monthly mystery book subscription', pitch: 'A monthly parcel with a hand-picked mystery novel, a bookmark and a treat, wrapped so the title is a surprise.' },
    { idea: 'Bookshop for children and parents', pitch: 'A bookshop with story times, reading nooks and staff who know exactly what a reluctant reader will love.' },
    { idea: 'Rare book search service', pitch: 'A service that tracks down out-of-print and rare books for collectors, gift-givers and researchers.' },
    { idea: 'Pop-up bookstall at farmers markets', pitch: 'A bookstall at weekend markets with secondhand favourites and local authors at friendly prices.' },
    { idea: 'Book club for busy parents', pitch: 'A book club that meets in short, friendly sessions and picks shorter reads that busy parents can finish.' },
    { idea: 'Local author consignment bookshop', pitch: 'A shop that sells local writers’ books on consignment and hosts their launches and signings.' },
    { idea: 'Book binding and repair workshop', pitch: 'A workshop that repairs worn family books and teaches people to bind their own.' },
    { idea: 'Audiobook listening lounge', pitch: 'A quiet lounge with headphones and comfy chairs where people listen to audiobooks on a lunch break.' },
    { idea: 'Comics shop with drawing classes', pitch: 'A comics shop with drawing classes where young fans learn to make their own stories.' },
  ],
};
