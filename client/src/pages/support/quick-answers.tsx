import { LIMITS } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import type { Faq } from '../../components/faq-list';

const { own, shared } = LIMITS.websitesPerUser;

// Short answers that need no article of their own. They follow the product's screens and limits
// as they are today (spec §4, §5 and §9); the longer answers are the help articles.
export const quickAnswers: Faq[] = [
  {
    question: 'Is Frontdoor really free?',
    answer: (
      <p>
        Yes. Creating, editing, publishing and hosting your website cost nothing, there are no ads on your site, and we never ask for card details. See{' '}
        <Link to={links.pricing}>Pricing</Link>.
      </p>
    ),
  },
  {
    question: 'Can I edit my site on my phone?',
    answer: (
      <p>
        You can look at your site on a phone, but editing and settings need a larger screen: on a phone the designer says <strong>Larger screen required</strong>. Use a
        laptop, desktop or tablet.
      </p>
    ),
  },
  {
    question: 'I changed my site but visitors still see the old version.',
    answer: (
      <p>
        Your changes are saved to your draft as you type, and visitors see what you last published. Select <strong>Publish</strong> in the designer when you want them to
        go live. <Link to="/support/publish-your-website">More about publishing</Link>.
      </p>
    ),
  },
  {
    question: 'How many websites can I have?',
    answer: (
      <p>
        Up to {own} websites of your own, and up to {shared} websites that other people shared with you as an editor.
      </p>
    ),
  },
  {
    question: 'Where do contact form messages go?',
    answer: (
      <p>
        Messages and newsletter sign-ups are stored with your website. Export the contact form messages as a spreadsheet whenever you like:{' '}
        <Link to="/support/export-contacts">Export your contacts</Link>.
      </p>
    ),
  },
  {
    question: 'How do I delete a website?',
    answer: (
      <p>
        In the designer, select <strong>More actions</strong> (the ⋯ button), then <strong>Delete website</strong>, and confirm. The published site stops working right
        away and this can't be undone, so export your contacts first if you want to keep them.
      </p>
    ),
  },
];
