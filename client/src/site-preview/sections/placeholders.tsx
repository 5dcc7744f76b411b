import type { ReactNode } from 'react';
import { isValidExternalUrl, normalizeExternalUrl, type CodeEmbedSection, type SchedulingSection, type VideoSection } from '@frontdoor/shared';

/** Where a section's embed will appear once its link is set (the preview loads no third parties). */
function EmbedPlaceholder({ icon, children }: { icon: 'play' | 'calendar' | 'code'; children: ReactNode }) {
  return (
    <div className={`ws-embed ws-embed--${icon}`}>
      <span className="ws-embed__icon" aria-hidden="true">
        {icon === 'play' ? (
          <svg viewBox="0 0 24 24" width="28" height="28"><path d="M8 5.5v13l11-6.5z" fill="currentColor" /></svg>
        ) : icon === 'calendar' ? (
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round"><rect x="3.5" y="5" width="17" height="15" rx="2" /><path d="M3.5 10h17M8 3v4M16 3v4" /></svg>
        ) : (
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round"><path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" /></svg>
        )}
      </span>
      <p className="ws-embed__text">{children}</p>
    </div>
  );
}

const hostOf = (url: string) => (url.trim() && isValidExternalUrl(url) ? new URL(normalizeExternalUrl(url)).hostname : null);

export function VideoView({ section }: { section: VideoSection }) {
  const host = hostOf(section.videoUrl);
  return (
    <div className="ws-section">
      <div className="ws-container ws-container--narrow ws-video">
        <h2 className="ws-section__title">{section.heading}</h2>
        {section.description && <p className="ws-video__text">{section.description}</p>}
        <EmbedPlaceholder icon="play">{host ? `Your video from ${host} plays here on the published site.` : 'Add a video link to show your video here.'}</EmbedPlaceholder>
      </div>
    </div>
  );
}

export function SchedulingView({ section }: { section: SchedulingSection }) {
  const host = hostOf(section.schedulingUrl);
  return (
    <div className="ws-section">
      <div className="ws-container ws-container--narrow">
        <h2 className="ws-section__title">{section.heading}</h2>
        <EmbedPlaceholder icon="calendar">
          {host ? `Your booking calendar from ${host} appears here on the published site.` : 'Add your scheduling link to let visitors book here.'}
        </EmbedPlaceholder>
      </div>
    </div>
  );
}

export function CodeEmbedView({ section }: { section: CodeEmbedSection }) {
  return (
    <div className="ws-section">
      <div className="ws-container ws-container--narrow">
        {section.heading && <h2 className="ws-section__title">{section.heading}</h2>}
        <EmbedPlaceholder icon="code">{section.code ? 'Your custom code runs here on the published site.' : 'Paste your embed code to show it here.'}</EmbedPlaceholder>
      </div>
    </div>
  );
}
