import { useDocumentTitle } from '../../app/use-document-title';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { SamplesBanner } from './samples-banner';
import { Services } from './services';
import './home.css';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <Services />
      <HowItWorks />
      <SamplesBanner />
      <FinalCta />
    </>
  );
}
