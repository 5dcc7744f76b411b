import { StepsSection } from '../../components/marketing/steps';
import type { LandingContent } from './landing-content';

/** The three steps of creating from a page, in the home page's "How it works" look. */
export function LandingSteps({ content }: { content: LandingContent }) {
  const steps = [
    { title: 'Paste your link', body: `Copy the address of your ${content.source} ${content.noun} and paste it above. No password, no connecting accounts.` },
    { title: `We read your ${content.noun}`, body: `Frontdoor picks out ${content.reads}.` },
    { title: 'Review and create', body: 'Check what we found, pick fonts and colours, and create your website. You can change everything later.' },
  ];
  return (
    <StepsSection
      id="landing-how-title"
      title={
        <>
          From your {content.source} {content.noun} to your own website
        </>
      }
      steps={steps}
    />
  );
}
