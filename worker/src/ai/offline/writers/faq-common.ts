import type { Composition } from '../core/composition.js';
import type { Rng } from '../core/rng.js';
import { fill, withArticle } from '../core/text.js';

// Questions every business gets, phrased for how it works: booked, quoted, walked into or free.

export interface Faq {
  question: string;
  answer: string;
}

export function bookingFaq(c: Composition, rng: Rng): Faq {
  const { name, link } = c.facts;
  const { profile } = c;
  const linkLine = link ? ` You can also find us at ${link}.` : '';
  if (profile.bookingFaq) return { question: profile.bookingFaq.question, answer: `${fill(profile.bookingFaq.answer, { name })}${linkLine}` };
  if (profile.mobile) {
    return {
      question: rng.pick(['How do I get a quote?', 'How do I get started?']),
      answer: `Send us a message through the contact form on this page with a few details about what you need, and ${name} will get back to you.${linkLine}`,
    };
  }
  return {
    question: rng.pick([`How do I book ${withArticle(profile.visit)}?`, `What is the best way to book ${withArticle(profile.visit)}?`]),
    answer: `Send us a message through the contact form on this page with a time that suits you, and ${name} will get back to you to confirm.${linkLine}`,
  };
}

export function areaFaq(c: Composition): Faq {
  const { name, place } = c.facts;
  if (c.profile.mobile) {
    return {
      question: 'What areas do you serve?',
      answer: place
        ? `We are based in ${place} and work across the surrounding area. If you are a little further out, ask anyway and we will let you know.`
        : 'Tell us where you are when you get in touch and we will let you know whether we can help.',
    };
  }
  return {
    question: place ? `Where in ${place} are you?` : 'Where can I find you?',
    answer: place
      ? `You will find ${name} in ${place}. Send us a message and we will share directions and the easiest way to reach us.`
      : 'Send us a message and we will share our address and the easiest way to reach us.',
  };
}

export function generalFaqs(c: Composition, rng: Rng): Faq[] {
  const { name } = c.facts;
  const { profile } = c;
  const free = profile.priced === false;
  return [
    free
      ? {
          question: 'How can I support your work?',
          answer: `Volunteering, giving and spreading the word all help. Get in touch and ${name} will suggest the best way to get involved.`,
        }
      : { question: 'What payment methods do you accept?', answer: 'Just ask when you book and we will confirm which payment options are available.' },
    profile.retail
      ? { question: 'When are you open?', answer: `Send ${name} a message and we will confirm our current opening hours.` }
      : {
          question: `What should I expect on my first ${profile.visit}?`,
          answer: `We start by asking what you need and explaining the options. ${rng.pick(profile.promises)}`,
        },
    profile.retail
      ? { question: 'Is it easy to park nearby?', answer: 'Send us a message and we will point you to the easiest places to park or stop.' }
      : free
        ? { question: 'Who can take part?', answer: `Everyone is welcome. Get in touch with ${name} and we will help you find the right program or role.` }
        : { question: 'What if I need to reschedule?', answer: 'Let us know as early as you can and we will find another time that works.' },
    { question: `Why choose ${name}?`, answer: `${rng.pick(profile.approach)} ${rng.pick(profile.promises)}` },
    { question: 'How quickly will you get back to me?', answer: 'We aim to reply to every message promptly. If your request is urgent, say so in your message.' },
  ];
}
