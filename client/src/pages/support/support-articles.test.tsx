import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { quickAnswers } from './quick-answers';
import { SUPPORT_ARTICLES } from './support-articles';

// Issue 43: Help for owners stays true. An article or quick answer that still calls a feature
// "coming" or "not built yet" once it exists misleads the owner reading it; every feature the
// Help pages name exists today, so none may say so.
const text = (node: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const NOT_YET =
  /\b(not (?:built|available|ready|possible) yet|coming soon|is coming|will soon|not yet (?:built|available|possible|supported)|in a (?:later|future) (?:version|release))\b/i;

describe('Help for owners', () => {
  const pages = [
    ...Object.entries(SUPPORT_ARTICLES).map(([path, article]) => ({
      where: path,
      words: [article.title, article.summary, ...article.sections.map((section) => `${section.heading} ${text(section.body)}`)].join(' '),
    })),
    ...quickAnswers.map((faq) => ({ where: faq.question, words: `${faq.question} ${text(faq.answer)}` })),
  ];

  it('reads every article and quick answer', () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(page.words.length).toBeGreaterThan(40);
  });

  it('calls no feature "coming" or "not built yet"', () => {
    expect(pages.filter((page) => NOT_YET.test(page.words)).map((page) => `${page.where}: ${NOT_YET.exec(page.words)![0]}`)).toEqual([]);
  });

  it('would notice one that did', () => {
    expect(NOT_YET.test('Custom domains are not built yet: meanwhile share your Frontdoor address.')).toBe(true);
    expect(NOT_YET.test('Booking online is coming soon.')).toBe(true);
  });
});
