import type { CodeEmbedSection } from '../../site/sections/code-embed.js';
import type { SchedulingSection } from '../../site/sections/scheduling.js';
import type { VideoSection } from '../../site/sections/video.js';
import { useSite } from '../context.js';
import { webHref } from '../urls.js';
import { hasText, Placeholder, SectionHeading, SectionShell, type SectionFrame } from './frame.js';

const hostOf = (href: string) => new URL(href).hostname.replace(/^www\./, '');

/**
 * Booking: a clear button to the owner's scheduling page rather than an embedded calendar,
 * which would weigh more than the whole page. Without a valid link it is left out (spec §5).
 */
export function SchedulingView({ section, frame }: { section: SchedulingSection; frame: SectionFrame }) {
  const { texts, mode } = useSite();
  const href = webHref(section.schedulingUrl);
  if (!href && mode === 'published') return null;
  return (
    <SectionShell frame={frame} heading={section.heading}>
      <div className="w nar ctr">
        <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
        {href ? (
          <>
            <div className="acts">
              <a className="btn l" href={href} target="_blank" rel="noopener">
                {texts.bookNow}
              </a>
            </div>
            <p className="host">{hostOf(href)}</p>
          </>
        ) : (
          <Placeholder>Paste your scheduling link to show this section on your published site</Placeholder>
        )}
      </div>
    </SectionShell>
  );
}

/**
 * A video as a poster that links to it: a player iframe would cost hundreds of kilobytes of
 * script before anyone presses play. Without a valid link it is left out (spec §5).
 */
export function VideoView({ section, frame }: { section: VideoSection; frame: SectionFrame }) {
  const { texts, mode } = useSite();
  const href = webHref(section.videoUrl);
  if (!href && mode === 'published') return null;
  return (
    <SectionShell frame={frame} heading={section.heading}>
      <div className="w nar ctr">
        <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
        {hasText(section.description) && <p className="mu">{section.description}</p>}
        {href ? (
          <a className="vid" href={href} target="_blank" rel="noopener">
            <span className="play" aria-hidden="true" />
            <span>{texts.watchVideo}</span>
          </a>
        ) : (
          <Placeholder>Add your video link to show this section on your published site</Placeholder>
        )}
      </div>
    </SectionShell>
  );
}

/**
 * The owner's own HTML, only ever inside a sandboxed frame (scripts run in an opaque origin,
 * with no access to the page, its cookies or its forms); never inlined into the page.
 */
export function CodeEmbedView({ section, frame }: { section: CodeEmbedSection; frame: SectionFrame }) {
  const { texts, mode, embedUrl } = useSite();
  if (!hasText(section.code) && mode === 'published') return null;
  const source = mode === 'published' && embedUrl ? { src: embedUrl(section.id) } : { srcDoc: section.code };
  return (
    <SectionShell frame={frame} heading={section.heading}>
      <div className="w">
        <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
        {hasText(section.code) ? (
          <iframe
            className="emb"
            sandbox="allow-scripts"
            {...source}
            title={hasText(section.heading) ? section.heading : texts.embeddedContent}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <Placeholder>Paste your embed code</Placeholder>
        )}
      </div>
    </SectionShell>
  );
}
