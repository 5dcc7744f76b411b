import { StepsSection } from '../../components/marketing/steps';

const steps = [
  { title: 'Tell us about your business', body: 'Your business name, what you do and where. Or start from your Facebook, Yelp, Thumbtack or GitHub page.' },
  { title: 'Pick a look', body: 'Choose fonts, colours and the sections you want. Frontdoor suggests a style that fits your trade.' },
  { title: 'Publish and share', body: 'Your site goes live at your own web address. Connect a custom domain whenever you are ready.' },
];

export function HowItWorks() {
  return <StepsSection id="how-title" title="From a few answers to a live website" steps={steps} />;
}
