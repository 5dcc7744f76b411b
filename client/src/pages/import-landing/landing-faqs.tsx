import { Link } from 'react-router';
import { links } from '../../app/site-links';
import type { Faq } from '../../components/faq-list';
import type { LandingContent } from './landing-content';

/** The questions owners ask before they paste a link. */
export function landingFaqs({ source, noun, reads }: LandingContent): Faq[] {
  const yours = `your ${source} ${noun}`;
  return [
    {
      question: `What does Frontdoor import from ${yours}?`,
      answer: <p>We read {reads}. You see everything we found before your website is made, and you can change or remove any of it.</p>,
    },
    {
      question: `What if ${yours} is private, or little is imported?`,
      answer: (
        <>
          <p>
            We can only read what anyone can see without signing in. If {yours} is private, or shows only a little, the wizard tells you, and you type your business
            details in yourself. It takes a couple of minutes.
          </p>
          <p>
            You can also <Link to={links.createWebsite}>start without a link</Link> at any time.
          </p>
        </>
      ),
    },
    {
      question: 'Will you use my photos?',
      answer: (
        <p>
          Only when you confirm they are yours to use. Otherwise your website starts with stock photos picked for your trade, and you can upload your own whenever you
          like.
        </p>
      ),
    },
    {
      question: `Does this change anything on ${source}?`,
      answer: (
        <p>
          No. Frontdoor only reads the public {noun}. We never post anything, and we never ask for your {source} password.
        </p>
      ),
    },
    {
      question: 'How much does it cost?',
      answer: <p>Nothing. Frontdoor is free, puts no ads on your site, and connecting a custom domain is free too.</p>,
    },
  ];
}
