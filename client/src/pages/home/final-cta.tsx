import { CallToAction } from '../../components/marketing/call-to-action';

export function FinalCta() {
  return <CallToAction id="final-cta-title" title="Your website is a few questions away" text="It's free, there are no ads, and you can change everything later." />;
}
