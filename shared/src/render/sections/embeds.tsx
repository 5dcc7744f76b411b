import { useCallback, type SyntheticEvent } from 'react';
import type { CodeEmbedSection } from '../../site/sections/code-embed.js';
import type { SchedulingSection } from '../../site/sections/scheduling.js';
import type { VideoSection } from '../../site/sections/video.js';
import { bookableServices, useSite } from '../context.js';
import { EMBED_CODE_MESSAGE, EMBED_PREVIEW_PATH, type EmbedCodeMessage } from '../embed-preview.js';
import { webHref } from '../urls.js';
import { hasText, Placeholder, SectionHeading, SectionShell, type SectionFrame } from './frame.js';

const hostOf = (href: string) => new URL(href).hostname.replace(/^www\./, '');

/**
 * Booking: a clear button to the owner's scheduling page rather than an embedded calendar,
 * which would weigh more than the whole page. Without a valid link it is left out (spec §5).
 */
export function SchedulingView({ section, frame }: { section: SchedulingSection; frame: SectionFrame }) {
  if (section.provider === 'frontdoor') return <BookingsView section={section} frame={frame} />;
  return <SchedulingLinkView section={section} frame={frame} />;
}

/**
 * Frontdoor bookings (issue 40): a button to the site's own booking page and the services it
 * takes. Left out of the published page until a service can be booked.
 */
function BookingsView({ section, frame }: { section: SchedulingSection; frame: SectionFrame }) {
  const { texts, mode, forms, document } = useSite();
  const services = bookableServices(document);
  const href = mode === 'published' ? forms?.booking : undefined;
  if (mode === 'published' && (!href || !services.length || !section.bookingRules)) return null;
  return (
    <SectionShell frame={frame} heading={section.heading}>
      <div className="w nar ctr">
        <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
        {services.length ? (
          <>
            <div className="acts">
              <a className="btn l" href={href ?? '#'}>
                {texts.bookNow}
              </a>
            </div>
            <p className="host">{services.map((service) => service.heading).join(' · ')}</p>
          </>
        ) : (
          <Placeholder>Make a service bookable in the Services section to take bookings here</Placeholder>
        )}
      </div>
    </SectionShell>
  );
}

function SchedulingLinkView({ section, frame }: { section: SchedulingSection; frame: SectionFrame }) {
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
 * with no access to the page, its cookies or its forms); never inlined into the page. A
 * published page frames it from its own address or the user-content origin (embedUrl); the
 * designer frames the preview page (sent on to the user-content origin when there is one) and
 * hands it the code (see embed-preview.ts), because a srcdoc frame would inherit the app's
 * script policy and the owner's scripts would not run.
 */
export function CodeEmbedView({ section, frame }: { section: CodeEmbedSection; frame: SectionFrame }) {
  const { texts, mode, embedUrl } = useSite();
  if (!hasText(section.code) && mode === 'published') return null;
  const title = hasText(section.heading) ? section.heading : texts.embeddedContent;
  return (
    <SectionShell frame={frame} heading={section.heading}>
      <div className="w">
        <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
        {!hasText(section.code) ? (
          <Placeholder>Paste your embed code</Placeholder>
        ) : mode === 'preview' ? (
          // A new frame for new code, as a srcdoc frame would reload.
          <EmbedPreviewFrame key={section.code} code={section.code} title={title} />
        ) : (
          <iframe
            className="emb"
            sandbox="allow-scripts"
            {...(embedUrl ? { src: embedUrl(section.id) } : { srcDoc: section.code })}
            title={title}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        )}
      </div>
    </SectionShell>
  );
}

/** The part of a frame element this needs (the server compiles this file without the DOM library). */
interface FrameElement {
  contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null;
}

/** Frames that were already given their code: each gets it once, from its first load. */
const handed = new WeakSet<FrameElement>();

/**
 * The designer's embed frame. Its first load is the preview page (its listener is in place by
 * then); the code goes to it once. A later load (the code navigating its frame elsewhere) gets
 * nothing. The target origin is '*' because a sandboxed frame's origin is opaque.
 */
function EmbedPreviewFrame({ code, title }: { code: string; title: string }) {
  const onLoad = useCallback(
    (event: SyntheticEvent<HTMLIFrameElement>) => {
      const frame = event.currentTarget as unknown as FrameElement;
      if (handed.has(frame) || !frame.contentWindow) return;
      handed.add(frame);
      const message: EmbedCodeMessage = { type: EMBED_CODE_MESSAGE, code };
      frame.contentWindow.postMessage(message, '*');
    },
    [code],
  );
  return <iframe className="emb" sandbox="allow-scripts" src={EMBED_PREVIEW_PATH} title={title} loading="lazy" referrerPolicy="no-referrer" onLoad={onLoad} />;
}
