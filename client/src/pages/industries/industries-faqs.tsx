import { Link } from 'react-router';
import { links } from '../../app/site-links';
import type { Faq } from '../../components/faq-list';

/** The questions owners ask on the all-industries page. */
export const INDUSTRIES_FAQS: readonly Faq[] = [
  {
    question: 'Do I have to pick my industry?',
    answer: (
      <p>
        No. Describe your business in your own words and Frontdoor works out the trade from what you write. The trade shapes the wording, the suggested colours and fonts
        and the pictures, and you can change all of them.
      </p>
    ),
  },
  {
    question: 'What if my business is not on the list?',
    answer: (
      <p>
        Frontdoor builds your site anyway. It writes from your own description and the services you mention, and every word, colour and photo can be changed before and
        after you publish.
      </p>
    ),
  },
  {
    question: 'Are the sample sites real businesses?',
    answer: (
      <p>
        No. Each sample is an invented business, written by the same builder that makes your site, from a one-line description. Yours is written from your own name,
        services and location.
      </p>
    ),
  },
  {
    question: 'How much does a website cost?',
    answer: (
      <p>
        Nothing. Frontdoor is free, puts no ads on your site and hosts it for free. Connecting your own domain is free too, and if you need one, our domain partner sells
        them from about $1 a year. <Link to={links.pricing}>See pricing</Link>.
      </p>
    ),
  },
  {
    question: 'Can I change the words and photos?',
    answer: (
      <p>
        Yes, all of them. Edit any text, swap the pictures for your own photos, turn sections on or off and change the colours and fonts, then preview on desktop and
        mobile before you publish.
      </p>
    ),
  },
];
