import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Non-profit organization: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Non-profit organization',
  plural: 'non-profits',
  business: 'non-profit',
  summary: 'Your mission, your programmes and ways to help.',
  intro:
    'Supporters, volunteers and the people you serve all start at your website. Frontdoor writes a website for your non-profit that explains your mission, shows the work you do, tells people how to volunteer or give, and keeps supporters close with a newsletter. It is free, with no ads.',
  description: 'Free website builder for non-profits and charities: your mission, programmes, volunteering, a supporter newsletter and contact form, with no ads.',
  tone: 'rose',
  features: [
    { kind: 'services', title: 'Programmes, explained', body: 'Each programme you run, who it helps and how to take part, in clear and welcoming words.' },
    { kind: 'newsletter', title: 'Keep supporters close', body: 'A newsletter sign-up for updates and appeals, with your supporter list yours to export.' },
    { kind: 'contact', title: 'Volunteers and partners', body: 'A contact form for volunteers, donors and partners, with your own questions added.' },
    { kind: 'gallery', title: 'Show your impact', body: 'Events, volunteers and the community you serve in a gallery, so supporters see what their help makes possible.' },
  ],
  glyph: [
    { shape: 'path', d: 'M12 20C6 16.5 3.5 13 3.5 9.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8.5 2.5c0 3.5-2.5 7-8.5 10.5z' },
  ],
  sample: { name: 'Open Hands Food Bank', location: 'Tulsa, Oklahoma', description: 'A community food bank that shares groceries with families in need, runs a weekly pantry and welcomes volunteers and donations.' },
};

export const look: IndustryLook = ['friendly', 'cheerful', 'classic'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'heart-handshake', label: 'a handshake with a heart', match: ['volunteer', 'partner'] },
  { icon: 'users-group', label: 'a group of people', match: ['community', 'program'] },
  { icon: 'basket', label: 'a basket of food', match: ['food', 'assist'] },
  { icon: 'school', label: 'a graduation cap', match: ['youth', 'mentor'] },
  { icon: 'tip-jar', label: 'a donation jar', match: ['donate', 'fundrais'] },
  { icon: 'speakerphone', label: 'a megaphone', match: ['advocacy'] },
  { icon: 'lifebuoy', label: 'a lifebuoy', match: ['support', 'service'] },
  { icon: 'hand-love-you', label: 'a raised hand', match: ['event'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: false, fairs: false, homeVisits: false, taught: false, taughtOnline: false, doorToDoor: false };

export const profile: IndustryProfile = {
  industry: 'non-profit-organization',
  label: 'nonprofit organization',
  keywords: {
    nonprofit: 8, 'non profit': 8, charity: 8, charitable: 7, volunteer: 5, volunteers: 5, donate: 5, donations: 5,
    donors: 5, foundation: 3, 'food bank': 8, 'food pantry': 8, mission: 2, outreach: 5, shelter: 4, fundraising: 6,
    '501c3': 8, advocacy: 5, 'community center': 6, underserved: 5, grants: 3, mentoring: 4,
  },
  customer: 'supporter',
  customers: 'neighbors',
  visit: 'visit',
  mobile: false,
  buttons: ['Donate', 'Get Involved', 'Volunteer With Us', 'Support Our Work'],
  cta: ['volunteer with us', 'support our work', 'find out how to help'],
  headlines: ['Together, We Make a Difference', 'Small Acts, Big Change', 'Stronger Communities Start Here', 'Join Us in Helping Others', 'Hope, Help and Community'],
  placeHeadlines: ['Making a Difference in {place}', 'Standing With {place}', 'Serving Our {place} Community'],
  doing: ['bring people together to support neighbors in need', 'turn generosity into real help for our community', 'work alongside the people we serve'],
  promises: [
    'Every gift, hour and kind word goes toward the people and causes we serve.',
    'We share what we do openly, so supporters can see where their help goes.',
    'Volunteers of every background and skill are welcome here.',
    'We listen to the community first and shape our programs around what people need.',
  ],
  approach: [
    'We believe lasting change comes from people working together.',
    'Respect and dignity guide everything we do.',
    'Our programs grow from the ideas and energy of volunteers and neighbors.',
  ],
  ownerServiceLines: ['{Service}, run with care by our staff and volunteers.', 'Find out how {service} works and how you can take part.', 'Get in touch to learn more about {service}.'],
  priced: false,
  bookingFaq: { question: 'How do I get in touch?', answer: 'Send us a message through the contact form on this page, and {name} will get back to you about volunteering, giving or getting support.' },
  reviewOpeners: [
    'Volunteering with {name} has been one of the best decisions I have made.',
    'I first came to {name} for {service}, and now I help out every week.',
    '{name} does so much for this community through {service}.',
    'Our family found real support at {name} through {service}.',
    'I give to {name} every month because I can see the difference it makes.',
  ],
  services: [
    { heading: 'Volunteer Opportunities', match: ['volunteer'], description: 'Give an hour or a regular shift, with roles to suit every schedule and skill.', price: null, image: 'volunteers working together' },
    { heading: 'Community Programs', match: ['program', 'community', 'outreach'], description: 'Programs shaped by our community and run by caring staff and volunteers.', price: null, image: 'community program gathering' },
    { heading: 'Food Assistance', match: ['food', 'meals', 'pantry', 'food bank', 'groceries'], description: 'Groceries and meals shared with neighbors who need a little extra help.', price: null, image: 'food bank volunteers' },
    { heading: 'Youth Mentoring', match: ['youth', 'mentor', 'after school', 'tutoring', 'kids', 'teens'], description: 'Caring adults who support young people with schoolwork, goals and confidence.', price: null, image: 'youth mentoring' },
    { heading: 'Fundraising Events', match: ['fundrais', 'gala', 'event', 'auction', 'walk'], description: 'Events that bring people together and raise support for our work.', price: null, image: 'charity fundraising event' },
    { heading: 'Ways to Donate', match: ['donat', 'giving', 'gift'], description: 'One-time and monthly gifts, in-kind donations and other ways to support us.', price: null, image: 'donation box giving' },
    { heading: 'Advocacy', match: ['advocacy', 'awareness', 'campaign', 'policy'], description: 'Raising awareness and speaking up for the people and causes we serve.', price: null, image: 'community advocacy meeting' },
    { heading: 'Support Services', match: ['support', 'counseling', 'shelter', 'housing', 'resources'], description: 'Practical help and referrals that connect people with the support they need.', price: null, image: 'support services helping hands' },
    { heading: 'Partnerships', match: ['partner', 'sponsor', 'corporate'], description: 'Work with us as a business or organization to extend our reach.', price: null, image: 'community partnership handshake' },
  ],
  team: [
    { title: 'Executive Director', bio: '{first} leads our work with a deep belief in the strength of community.' },
    { title: 'Program Manager', bio: '{first} runs our programs day to day and knows many of the people we serve by name.' },
    { title: 'Volunteer Coordinator', bio: '{first} welcomes new volunteers and helps everyone find a role that fits.' },
    { title: 'Development Lead', bio: '{first} builds relationships with donors and partners who share our mission.' },
    { title: 'Board Chair', bio: '{first} guides the board and helps keep our work focused and accountable.' },
  ],
  faqs: [
    { question: 'How can I volunteer?', answer: 'Send {name} a message with a little about yourself and when you are free, and we will be in touch about current roles.' },
    { question: 'Is my donation tax-deductible?', answer: 'Ask us about the tax status of donations where you live, and we will provide a receipt for your gift.' },
    { question: 'How are donations used?', answer: 'Donations support our programs and the people we serve. Ask us if you would like to know more about a specific program.' },
    { question: 'Can my business or group get involved?', answer: 'Yes. Tell us what you have in mind, from volunteering as a team to sponsoring an event.' },
  ],
  reviewDetails: [
    'Volunteering here has been the best part of my week.',
    'They treat everyone who walks through the door with real dignity.',
    'I can see exactly how my monthly donation helps.',
    'The youth program gave my daughter so much confidence.',
    'A warm, welcoming team doing important work.',
    'Our company volunteer day was inspiring for the whole team.',
  ],
  priceFactors: 'the program and the support available',
  imageTerms: ['volunteers helping community', 'hands together teamwork', 'food bank donations', 'community garden volunteers', 'charity event gathering', 'mentor with young person', 'donation box', 'smiling volunteers group'],
  videoTitles: ['Our Work in Action', 'A Day With Our Volunteers', 'Why We Do This'],
  videoLines: [
    'See the people behind our programs and the neighbors they support.',
    'Follow a volunteer shift from setup to the last visitor of the day.',
    'Hear how your support turns into real help on the ground.',
  ],
  quotes: ['Alone we can do so little; together we can do so much.', 'Kindness grows when it is shared.', 'Every helping hand matters.', 'Community is what we build together.'],
  hues: [165, 25, 280],
  fonts: ['warm', 'friendly', 'calm'],
  nameNouns: ['Foundation', 'Project', 'Alliance', 'Collective', 'Community Fund', 'Network'],
  nameWords: ['Open Hands', 'Common Ground', 'Hopewell', 'Kindred', 'Bridgeway', 'Lantern', 'Harvest', 'Rising Tide'],
  ideas: [
    { idea: 'Community fridge network for neighborhoods', pitch: 'A network of community fridges where neighbours share surplus food, free for anyone.' },
    { idea: 'Free tutoring for refugee children', pitch: 'Free after-school tutoring by volunteers that helps refugee children settle and succeed.' },
    { idea: 'Tool library for local residents', pitch: 'A library of tools that residents borrow for free instead of buying for one job.' },
    { idea: 'Mentoring program for first-generation students', pitch: 'A programme pairing first-generation students with mentors who help them through college.' },
    { idea: 'Senior companionship volunteer program', pitch: 'Volunteers who visit lonely older neighbours for a chat, a walk or a game of cards.' },
    { idea: 'Free bike repair for low-income commuters', pitch: 'A volunteer workshop that fixes bikes for free, so low-income commuters can get to work.' },
    { idea: 'Community garden for food security', pitch: 'A shared garden where neighbours grow fresh food together for families who need it.' },
    { idea: 'Digital skills classes for seniors', pitch: 'Free classes that help seniors use phones, video calls and online services with confidence.' },
    { idea: 'Warm clothing drive for winter', pitch: 'A winter drive that collects warm coats, hats and blankets for people who need them.' },
    { idea: 'Pet food bank for struggling families', pitch: 'A food bank for pets that helps struggling families keep their animals fed.' },
  ],
};
