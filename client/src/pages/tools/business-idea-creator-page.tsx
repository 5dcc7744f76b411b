import { LIMITS } from '@frontdoor/shared';
import { publicApi } from '../../api/api';
import { CreateWebsiteLink, ToolPage } from './tool-page';

/** /tools/business-idea-creator: ten short business ideas, each with a one-line pitch, from a few keywords (spec §1). */
export function BusinessIdeaCreatorPage() {
  return (
    <ToolPage
      title="Business Idea Creator"
      lead="Tell us what you're good at or what you enjoy, and get ten business ideas to start from, each with a one-line pitch."
      fieldLabel="Your skills or interests"
      fieldHint="For example: woodworking, gardening, teaching"
      placeholder="Woodworking and gardening"
      buttonLabel="Create ideas"
      noun="ideas"
      count={LIMITS.businessIdeaSuggestions}
      generate={async (keywords) => {
        const result = await publicApi('post /api/tools/business-ideas', { body: { keywords } });
        return result.ok ? { ...result, data: result.data.ideas.map(({ idea, pitch }) => ({ text: idea, detail: pitch })) } : result;
      }}
      nextStep={
        <>
          <p>Ready to start? Your website takes a few questions.</p>
          <CreateWebsiteLink>Create Your Website</CreateWebsiteLink>
        </>
      }
    />
  );
}
