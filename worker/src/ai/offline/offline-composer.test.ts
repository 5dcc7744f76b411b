import { type BusinessBrief, CONTENT_KINDS, countSentences, countWords, INDUSTRIES, type Industry, readsAsPlaceholder } from '@frontdoor/shared';
import { FIRST_NAMES } from './data/people-names.js';
import type { ContentRequest } from '../content-writer.js';
import { OfflineComposer } from './offline-composer.js';
import { PLACEHOLDER, SITE_KINDS, stringsOf } from './test-support.js';

const composer = new OfflineComposer();

function brief(overrides: Partial<BusinessBrief> = {}): BusinessBrief {
  return { businessName: 'Northstar', description: 'A small local business.', location: '', link: '', ...overrides };
}

async function writeSite(request: ContentRequest) {
  const answers: Record<string, unknown> = {};
  for (const kind of SITE_KINDS) answers[kind] = await composer.write(kind, request);
  return answers;
}

describe('OfflineComposer', () => {
  it('is the offline writer', () => {
    expect(composer.name).toBe('offline');
  });

  describe.each(INDUSTRIES.map((industry) => [industry]))('%s', (industry: Industry) => {
    it.each([[1], [3], [6], [12]])('writes every kind within its schema for %i items', async (count) => {
      const request: ContentRequest = {
        brief: brief({ businessName: 'Juniper & Finch', location: count % 2 ? 'Portland, OR' : '' }),
        industry,
        count,
        summary: '',
      };
      const answers = await writeSite(request);
      for (const kind of SITE_KINDS) {
        const parsed = CONTENT_KINDS[kind].safeParse(answers[kind]);
        expect(parsed.error?.issues ?? []).toEqual([]);
        for (const text of stringsOf(answers[kind])) expect(text).not.toMatch(PLACEHOLDER);
      }
    });
  });

  it('writes the number of items asked for, within the spec counts', async () => {
    const request: ContentRequest = { brief: brief(), industry: 'spa', count: 4, summary: '' };
    expect((await composer.write('services', request)).services).toHaveLength(4);
    expect((await composer.write('reviews', request)).reviews).toHaveLength(4);
    expect((await composer.write('team', request)).members).toHaveLength(4);
    expect((await composer.write('faqs', request)).faqs).toHaveLength(4);
    expect((await composer.write('imageTerms', request)).gallery).toHaveLength(4);
    const most = { ...request, count: 99 };
    expect((await composer.write('reviews', most)).reviews).toHaveLength(6);
    expect((await composer.write('services', most)).services).toHaveLength(12);
    expect((await composer.write('imageTerms', most)).gallery).toHaveLength(10);
  });

  it('is deterministic: the same brief gives the same site', async () => {
    const request: ContentRequest = { brief: brief({ businessName: 'Tidewater Dental' }), industry: 'dentist-office', count: 3, summary: '' };
    expect(await writeSite(request)).toEqual(await writeSite(request));
  });

  it('names the owner’s services in their words and keeps their location', async () => {
    const request: ContentRequest = {
      brief: brief({
        businessName: 'Sharp & Co Barbers',
        description: 'We offer skin fades, beard trims and hot towel shaves in downtown Portland.',
        location: 'Portland, OR',
      }),
      industry: 'barber-shop',
      count: 4,
      summary: '',
    };
    const services = await composer.write('services', request);
    expect(services.services.slice(0, 3).map((service) => service.heading)).toEqual(['Skin Fades', 'Beard Trims', 'Hot Towel Shaves']);
    const reviews = await composer.write('reviews', request);
    expect(reviews.reviews[0]!.paragraph).toContain('skin fades');
    const intro = await composer.write('intro', request);
    expect(`${intro.headline} ${intro.text}`).toContain('Sharp & Co Barbers');
  });

  it('states years and family ownership only when the owner did', async () => {
    const stated: ContentRequest = {
      brief: brief({
        businessName: 'Rossi Plumbing and Heat',
        description: 'Family-owned HVAC company, furnace repair and heat pumps since 1998.',
        location: 'Albany, NY',
      }),
      industry: 'heating-and-cooling',
      count: 3,
      summary: '',
    };
    const about = await composer.write('about', stated);
    expect(about.text).toMatch(/1998|family-run/);
    for (const industry of INDUSTRIES) {
      const plain = await writeSite({ brief: brief({ businessName: 'Plain Co', description: 'We do good work for people.' }), industry, count: 6, summary: '' });
      const text = stringsOf(plain).join(' ');
      expect(text).not.toMatch(/\b(?:19|20)\d{2}\b|family-run|award|\d+ years of experience/i);
    }
  });

  describe('reviews and team members are visible placeholders, never invented people (issue 36)', () => {
    const invented = new RegExp(`\\b(?:${FIRST_NAMES.join('|')})\\b`);
    const trades: [string, ContentRequest, RegExp][] = [
      [
        'a piano tuner (no industry)',
        { brief: brief({ businessName: 'Keynote Tuning', description: 'Piano tuning and repairs in your home.', location: 'Leeds' }), count: 3, summary: '' },
        /piano tuning/,
      ],
      [
        'a barber shop',
        {
          brief: brief({ businessName: 'Sharp & Co', description: 'Skin fades and beard trims.', location: 'Portland, OR' }),
          industry: 'barber-shop',
          count: 3,
          summary: '',
        },
        /skin fades|beard trims|barber/,
      ],
      ['a dental practice', { brief: brief({ businessName: 'Tidewater Dental' }), industry: 'dentist-office', count: 6, summary: '' }, /patient/],
      ['a house cleaner', { brief: brief({ businessName: 'Spruce' }), industry: 'house-cleaning', count: 4, summary: '' }, /client|clean/],
    ];

    it.each(trades)('for %s: each quote says what goes there in the trade, signed by a placeholder', async (_, request, tradeWords) => {
      const { reviews } = await composer.write('reviews', request);
      expect(reviews).toHaveLength(request.count);
      for (const review of reviews) {
        expect(readsAsPlaceholder(review.paragraph)).toBe(true);
        expect(review.paragraph).toMatch(/go(?:es)? here/);
        expect(review.paragraph).not.toMatch(invented);
        expect(review.authorName).toMatch(/^\p{Lu}[\p{L} ]*'s name$/u);
        expect(review.authorName).not.toMatch(invented);
        expect(review.authorLocation).toBe('Their town');
      }
      expect(reviews.map((review) => review.paragraph).join(' ')).toMatch(tradeWords);
      // The wording varies per review, so they do not read as one copied.
      expect(new Set(reviews.map((review) => review.paragraph)).size).toBe(reviews.length);
    });

    it('quotes the trade in the owner’s words for a trade of its own: the piano tuner', async () => {
      const [first] = (await composer.write('reviews', trades[0][1])).reviews;
      expect(first!.paragraph).toBe("A customer's words about their piano tuning go here — ask a happy customer to write a line in their own words.");
      expect(first!.authorName).toBe("Customer's name");
    });

    it.each(trades)('for %s: team members are placeholders with the trade’s roles and bios that say what goes there', async (_, request) => {
      const { members } = await composer.write('team', request);
      expect(members[0]!.name).toBe('Your name');
      for (const member of members.slice(1)) expect(member.name).toBe("Team member's name");
      for (const member of members) {
        expect(readsAsPlaceholder(member.bio)).toBe(true);
        expect(`${member.name} ${member.bio}`).not.toMatch(invented);
        expect(member.jobTitle.length).toBeGreaterThan(0);
      }
      expect(new Set(members.map((member) => member.bio)).size).toBe(Math.min(members.length, 4));
    });

    it('names the owner only when they introduced themselves', async () => {
      const request: ContentRequest = {
        brief: brief({ businessName: 'Keynote Tuning', description: "I'm Maria Lopez, a piano tuner visiting homes across Leeds." }),
        count: 2,
        summary: '',
      };
      const { members } = await composer.write('team', request);
      expect(members.map((member) => member.name)).toEqual(['Maria Lopez', "Team member's name"]);
      expect(members[0]!.bio).toMatch(/^A few words about you go here/);
    });
  });

  it('keeps limits with names and places full of full stops', async () => {
    const request: ContentRequest = {
      brief: brief({ businessName: 'Dr. J. R. Lee Family Dental P.C.', description: 'Dr. Lee offers cleanings. And fillings! And crowns?', location: 'St. Louis, MO' }),
      industry: 'dentist-office',
      count: 6,
      summary: '',
    };
    const answers = await writeSite(request);
    for (const kind of SITE_KINDS) expect(CONTENT_KINDS[kind].safeParse(answers[kind]).success).toBe(true);
    const intro = CONTENT_KINDS.intro.parse(answers.intro);
    expect(countSentences(intro.text)).toBeLessThanOrEqual(3);
  });

  describe('tools', () => {
    it.each([['vegan bakery brooklyn'], ['dog grooming'], [''], ['HVAC'], ['a'.repeat(60)]])(
      'gives 12 distinct names and 10 distinct ideas for "%s"',
      async (keywords) => {
        const names = await composer.tool('businessNames', { keywords });
        expect(CONTENT_KINDS.businessNames.safeParse(names).success).toBe(true);
        expect(new Set(names.names.map((name) => name.toLowerCase())).size).toBe(12);
        expect(repeated(names.names.map(firstWord))).toEqual([]);
        const ideas = await composer.tool('businessIdeas', { keywords });
        expect(CONTENT_KINDS.businessIdeas.safeParse(ideas).error?.issues ?? []).toEqual([]);
        expectDistinctBusinesses(ideas.ideas);
        for (const text of [...names.names, ...ideas.ideas.flatMap(({ idea, pitch }) => [idea, pitch])]) expect(text).not.toMatch(PLACEHOLDER);
      },
    );

    it.each(INDUSTRIES.map((industry) => [industry]))('uses the chosen industry %s', async (industry) => {
      const names = await composer.tool('businessNames', { keywords: 'sunrise', industry });
      const ideas = await composer.tool('businessIdeas', { keywords: 'sunrise', industry });
      expect(new Set(names.names).size).toBe(12);
      expect(repeated(names.names.map(firstWord))).toEqual([]);
      expectDistinctBusinesses(ideas.ideas);
      // Most ideas are the industry's own: they do not mention the visitor's word.
      expect(ideas.ideas.filter(({ idea }) => !/sunrise/i.test(idea)).length).toBeGreaterThanOrEqual(5);
    });

    it('builds names from the visitor’s words', async () => {
      const { names } = await composer.tool('businessNames', { keywords: 'espresso harbor' });
      expect(names.filter((name) => /Espresso|Harbor/.test(name)).length).toBeGreaterThanOrEqual(6);
    });

    it('names a business from its service, customers and place, not its first word', async () => {
      const { names } = await composer.tool('businessNames', { keywords: 'mobile bike repair for commuters in Leeds' });
      expect(names.filter((name) => /^Mobile\b/.test(name))).toEqual([]);
      expect(names.filter((name) => /\bLeeds\b/.test(name)).length).toBeGreaterThanOrEqual(2);
      expect(names.some((name) => /\bCommuters?\b/.test(name))).toBe(true);
      expect(names.filter((name) => /\bBike|Repair\b/.test(name)).length).toBeGreaterThanOrEqual(3);
      // Mixed forms: one with a founder's name, one with the place first or last.
      expect(names.some((name) => /^\p{Lu}\p{Ll}+(?:'s | & (?:Sons|Daughters))/u.test(name))).toBe(true);
      expect(names.some((name) => /^Leeds |Leeds$/.test(name))).toBe(true);
    });

    it('reads a place typed in lowercase or capitalised, and ignores words that are not places', async () => {
      const capitalised = await composer.tool('businessNames', { keywords: 'dog grooming in Austin' });
      const lowercase = await composer.tool('businessNames', { keywords: 'dog grooming in austin' });
      expect(capitalised.names.filter((name) => name.includes('Austin')).length).toBeGreaterThanOrEqual(2);
      expect(lowercase.names.filter((name) => name.includes('Austin')).length).toBeGreaterThanOrEqual(2);
      const { names } = await composer.tool('businessNames', { keywords: 'maths tutoring in person' });
      expect(names.filter((name) => /\bPerson\b/.test(name))).toEqual([]);
    });

    it('is deterministic: the same words give the same names and ideas', async () => {
      const keywords = 'family dental practice for nervous patients in Bristol';
      expect(await composer.tool('businessNames', { keywords })).toEqual(await composer.tool('businessNames', { keywords }));
      expect(await composer.tool('businessIdeas', { keywords })).toEqual(await composer.tool('businessIdeas', { keywords }));
      expect(await composer.tool('businessNames', { keywords: 'dog grooming' })).not.toEqual(await composer.tool('businessNames', { keywords: 'cat grooming' }));
    });

    it('gives ten different kinds of business around the visitor’s topic', async () => {
      const { ideas } = await composer.tool('businessIdeas', { keywords: 'candles' });
      expectDistinctBusinesses(ideas);
      expect(ideas.every(({ idea }) => /candle/i.test(idea))).toBe(true);
      expect(repeated(ideas.map(({ idea }) => kindOf(idea) ?? idea))).toEqual([]);
    });

    it('keeps the industry’s ideas apart from the topic’s kinds of business', async () => {
      const { ideas } = await composer.tool('businessIdeas', { keywords: 'mobile bike repair for commuters in Leeds' });
      expectDistinctBusinesses(ideas);
      // The topic's own words say nothing of the kind: "Beginner bike repair classes" is classes.
      const kinds = ideas.map(({ idea }) => kindOf(idea.replace(/bike repair/i, '')));
      const topicKinds = ideas.flatMap(({ idea }, index) => (/bike repair/i.test(idea) && kinds[index] ? [kinds[index]] : []));
      expect(topicKinds.length).toBeGreaterThanOrEqual(2);
      for (const kind of topicKinds) expect(kinds.filter((other) => other === kind)).toHaveLength(1);
    });

    it('gives ideas for each of two interests', async () => {
      const { ideas } = await composer.tool('businessIdeas', { keywords: 'woodworking and gardening' });
      expectDistinctBusinesses(ideas);
      expect(ideas.some(({ idea }) => /woodworking/i.test(idea))).toBe(true);
      expect(ideas.some(({ idea }) => /gardening/i.test(idea))).toBe(true);
    });
  });
});

/** Kinds of business, by the words that say them; the most telling first ("kits sold online" is a shop). */
const KINDS: readonly [string, RegExp][] = [
  ['schools', /\bschool/i],
  ['corporate', /\bcorporate\b|\bcommercial\b|\bteams\b/i],
  ['wholesale', /\bwholesale\b/i],
  ['subscription', /\bsubscription\b|\bplan\b/i],
  ['shop', /\bkits\b|\bshop\b/i],
  ['online', /\bonline\b/i],
  ['seniors', /\bseniors\b/i],
  ['mobile', /\bmobile\b|\bat home\b|\bhome\b.*\blessons\b/i],
  ['market', /\bmarkets?\b|\bstall\b|\bpop-up\b/i],
  ['events', /\bweddings?\b|\bpart(?:y|ies)\b|\bevents?\b|\bcamps\b/i],
  ['club', /\bclub\b/i],
  ['eco', /\beco-friendly\b/i],
  ['rental', /\brental\b/i],
  ['repair', /\brepair\b/i],
  ['classes', /\bclasses\b|\blessons\b|\bcourse\b|\bworkshops\b/i],
];

function kindOf(idea: string): string | undefined {
  return KINDS.find(([, pattern]) => pattern.test(idea))?.[0];
}

function firstWord(name: string): string {
  return name.split(/\s+/)[0].toLowerCase();
}

function repeated(items: readonly string[]): string[] {
  return items.filter((item, index) => items.indexOf(item) !== index);
}

/**
 * Ten ideas that are different businesses, each a few words with a one-sentence pitch: no two
 * open with the same two words (so none is another reworded), none longer than eight words.
 */
function expectDistinctBusinesses(ideas: readonly { idea: string; pitch: string }[]): void {
  expect(ideas).toHaveLength(10);
  const openings = ideas.map(({ idea }) =>
    idea
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => !['a', 'an', 'the', 'and', 'for', 'of', 'with', 'at', 'in', 'on', 'to', '&'].includes(word))
      .slice(0, 2)
      .map((word) => word.replace(/(?:ing|es|s)$/, ''))
      .join(' '),
  );
  expect(repeated(openings)).toEqual([]);
  for (const { idea, pitch } of ideas) {
    expect(countWords(idea)).toBeLessThanOrEqual(8);
    expect(idea.length).toBeLessThanOrEqual(80);
    expect(pitch.length).toBeLessThanOrEqual(140);
    expect(countSentences(pitch)).toBe(1);
    expect(pitch).toMatch(/^\p{Lu}.*\.$/u);
  }
}
