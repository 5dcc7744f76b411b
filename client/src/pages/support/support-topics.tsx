import type { Faq } from '../../components/faq-list';

export type Topic = { id: string; title: string; faqs: Faq[] };

// Answers follow the product's actual rules and limits (spec sections 4 and 9).
export const topics: Topic[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    faqs: [
      {
        question: 'How do I create my website?',
        answer: (
          <>
            <p>Choose Create Your Website and answer a few questions: your business name, a short description of what you do, and where you work. Then pick fonts, colours and the sections you want, and Frontdoor writes the site for you.</p>
            <p>The more detail you give in the description, the better the result. If there isn't enough to go on, Frontdoor asks for a little more before it starts.</p>
          </>
        ),
      },
      {
        question: 'Can I start from my Facebook, Yelp, Thumbtack or GitHub page?',
        answer: <p>Yes. Paste the link to your page and Frontdoor reads the public details, such as your services, hours and description, to write your site. You can change everything afterwards.</p>,
      },
      {
        question: 'What if creating my website fails?',
        answer: <p>The progress screen offers Retry, which usually works on the second go. If it keeps failing, write to us from the same screen with Go to Support.</p>,
      },
    ],
  },
  {
    id: 'editing',
    title: 'Editing and publishing',
    faqs: [
      {
        question: 'Can I edit my site on my phone?',
        answer: <p>You can preview your site on a phone, but editing and settings need a larger screen: use a desktop, laptop or tablet.</p>,
      },
      {
        question: 'How do I publish, and what is my web address?',
        answer: <p>Select Publish in the editor and choose your web address, for example /joes-barbers (up to 24 characters). Each address belongs to one website, so if yours is taken, try adding your town.</p>,
      },
      {
        question: 'I changed my site but visitors still see the old version.',
        answer: <p>Visitors see what you last published. Save Draft keeps your changes private; select Publish again when you want them to go live.</p>,
      },
      {
        question: 'How many photos can I use?',
        answer: <p>Each website can hold up to 36 images, each up to 15 MB. For the sharpest results use photos around 2000 pixels wide.</p>,
      },
    ],
  },
  {
    id: 'editors',
    title: 'Guest editors',
    faqs: [
      {
        question: 'How do I invite someone to help edit?',
        answer: <p>Open Settings, then Website sharing, and invite them by email. The invitation is valid for 7 days. You can remove an editor at any time.</p>,
      },
      {
        question: 'Someone else is editing. Can I make changes?',
        answer: <p>Only one person edits at a time, so two people never overwrite each other. You can choose Take Edit Control: the site goes back to its last saved version and the other person's unsaved changes are discarded, so check with them first.</p>,
      },
    ],
  },
  {
    id: 'domains',
    title: 'Domains',
    faqs: [
      {
        question: 'How do I connect my own domain?',
        answer: <p>Open Settings, then Custom domain, enter your domain and follow the steps shown for your domain provider. Connecting a domain is free.</p>,
      },
      {
        question: 'My domain is connected but shows a security warning.',
        answer: <p>After your domain points at Frontdoor we create its security certificate. That usually takes under an hour and can take up to 48 hours. The warning goes away once it is ready.</p>,
      },
    ],
  },
  {
    id: 'forms',
    title: 'Forms, contacts and analytics',
    faqs: [
      {
        question: 'Where do contact form messages go?',
        answer: <p>Messages and newsletter sign-ups are stored with your website, and you can export your contacts from Settings. Exports can take a few minutes.</p>,
      },
      {
        question: 'My analytics show no visits yet.',
        answer: <p>Analytics data can take up to 24 hours to update. Check that your measurement ID is entered in Settings, then look again the next day.</p>,
      },
    ],
  },
];
