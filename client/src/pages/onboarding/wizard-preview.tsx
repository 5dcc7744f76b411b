import type { ComponentProps } from 'react';
import { SitePreview } from './site-preview';

/** The live preview beside the form: the top of the website in a browser frame. */
export function WizardPreview({ always, ...site }: { always: boolean } & Omit<ComponentProps<typeof SitePreview>, 'size'>) {
  return (
    <aside className={`onboarding__preview ${always ? 'onboarding__preview--always' : ''}`} aria-label="Preview">
      <p className="onboarding__preview-label">Preview</p>
      <div className="onboarding__browser">
        <div className="onboarding__browser-bar" aria-hidden="true">
          <i />
          <i />
          <i />
        </div>
        <SitePreview {...site} size="large" />
      </div>
      <p className="onboarding__preview-note">The top of your website. Its words are written when you create it.</p>
    </aside>
  );
}
