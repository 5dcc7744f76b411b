import { type FaqsAnswer, LIMITS } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { capitalise, fill, truncateWords, withArticle } from '../core/text.js';
import { priceGuide } from './pricing.js';

interface Faq {
  question: string;
  answer: string;
}

export function writeFaqs(c: Composition, count: number): FaqsAnswer {
  const rng = c.rng('faqs');
  const { facts, profile } = c;
  const { name, place, link } = facts;
  const industry = rng.shuffle(profile.faqs).map((faq) => ({ question: faq.question, answer: fill(faq.answer, { name }) }));
  const priced = c.services.find((service) => service.entry.price !== null);
  const owned = c.services.filter((service) => service.fromOwner).slice(0, 2);
  const offered = owned.length > 0 ? owned : c.services.slice(0, 2);

  const linkLine = link ? ` You can also find us at ${link}.` : '';
  const booking: Faq = profile.bookingFaq
    ? { question: profile.bookingFaq.question, answer: `${fill(profile.bookingFaq.answer, { name })}${linkLine}` }
    : profile.mobile
      ? {
          question: rng.pick(['How do I get a quote?', 'How do I get started?']),
          answer: `Send us a message through the contact form on this page with a few details about what you need, and ${name} will get back to you.${linkLine}`,
        }
      : {
          question: rng.pick([`How do I book ${withArticle(profile.visit)}?`, `What is the best way to book ${withArticle(profile.visit)}?`]),
          answer: `Send us a message through the contact form on this page with a time that suits you, and ${name} will get back to you to confirm.${linkLine}`,
        };
  const area: Faq = profile.mobile
    ? {
        question: 'What areas do you serve?',
        answer: place
          ? `We are based in ${place} and work across the surrounding area. If you are a little further out, ask anyway and we will let you know.`
          : 'Tell us where you are when you get in touch and we will let you know whether we can help.',
      }
    : {
        question: place ? `Where in ${place} are you?` : 'Where can I find you?',
        answer: place
          ? `You will find ${name} in ${place}. Send us a message and we will share directions and the easiest way to reach us.`
          : 'Send us a message and we will share our address and the easiest way to reach us.',
      };
  const pricing: Faq | undefined = profile.priced === false || profile.retail || !priced ? undefined : {
    question: `What do you charge for ${priced.phrase}?`,
    answer: `Prices depend on ${profile.priceFactors}.${priced.entry.price ? ` As a guide, expect ${priceGuide(c, priced.entry.price, priced.entry.unit)}.` : ''} We always confirm the price up front.`,
  };
  const offers: Faq[] = offered.map((service) => ({
    question: `Do you offer ${service.phrase}?`,
    answer: `Yes. We offer ${service.phrase}${place ? ` for ${profile.customers} in and around ${place}` : ''}, and we are happy to talk through what you need${profile.priced === false ? '' : profile.retail ? ' before you visit' : ' before you book'}.`,
  }));
  const general: Faq[] = [
    profile.priced === false
      ? { question: 'How can I support your work?', answer: `Volunteering, giving and spreading the word all help. Get in touch and ${name} will suggest the best way to get involved.` }
      : { question: 'What payment methods do you accept?', answer: 'Just ask when you book and we will confirm which payment options are available.' },
    profile.retail
      ? { question: 'When are you open?', answer: `Send ${name} a message and we will confirm our current opening hours.` }
      : { question: `What should I expect on my first ${profile.visit}?`, answer: `We start by asking what you need and explaining the options. ${rng.pick(profile.promises)}` },
    profile.retail
      ? { question: 'Is it easy to park nearby?', answer: 'Send us a message and we will point you to the easiest places to park or stop.' }
      : profile.priced === false
      ? { question: 'Who can take part?', answer: `Everyone is welcome. Get in touch with ${name} and we will help you find the right program or role.` }
      : { question: 'What if I need to reschedule?', answer: 'Let us know as early as you can and we will find another time that works.' },
    { question: `Why choose ${name}?`, answer: `${rng.pick(profile.approach)} ${rng.pick(profile.promises)}` },
    { question: 'How quickly will you get back to me?', answer: 'We aim to reply to every message promptly. If your request is urgent, say so in your message.' },
  ];

  const ordered = [booking, industry[0], pricing, area, industry[1], ...offers, ...industry.slice(2), ...rng.shuffle(general)].filter(
    (faq): faq is Faq => faq !== undefined,
  );
  const total = Math.max(1, Math.min(count, LIMITS.faqItems, ordered.length));
  return {
    faqs: ordered.slice(0, total).map((faq) => ({
      question: truncateWords(capitalise(faq.question), LIMITS.faqQuestion),
      answer: truncateWords(faq.answer, LIMITS.faqAnswer),
    })),
  };
}
