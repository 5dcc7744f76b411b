import { LIMITS, type VideoSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { TextArea, TextField } from './text-fields';
import { normalizeUrl, urlProblem } from './url-rules';

/** Video: heading, description and the video's link, without which the published page leaves it out. */
export function VideoEditor({ section, edit }: SectionPanelProps<VideoSection>) {
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.videoHeading} onChange={(text) => edit.set(['heading'], text)} />
      <TextArea
        label="Description"
        value={section.description}
        maxLength={LIMITS.videoDescription}
        rewritePurpose="Description of a video"
        onChange={(text) => edit.set(['description'], text)}
      />
      <TextField
        label="Video URL"
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
        hint="Paste the link of your video. Until there is one, the published page leaves this section out."
        value={section.videoUrl}
        maxLength={LIMITS.externalUrl}
        validate={urlProblem}
        normalize={normalizeUrl}
        onChange={(url) => edit.set(['videoUrl'], url)}
      />
    </>
  );
}
