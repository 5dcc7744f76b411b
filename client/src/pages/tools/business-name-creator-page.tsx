import { LIMITS } from '@frontdoor/shared';
import { publicApi } from '../../api/api';
import { CreateWebsiteLink, ToolPage } from './tool-page';

/** /tools/business-name-creator: twelve business names from a few keywords (spec §1). */
export function BusinessNameCreatorPage() {
  return (
    <ToolPage
      title="Business Name Creator"
      lead="Describe your business in a few words and get twelve name ideas. Free, no sign-up."
      fieldLabel="What does your business do?"
      fieldHint="For example: mobile dog grooming in Austin"
      placeholder="Mobile dog grooming"
      buttonLabel="Create names"
      noun="names"
      count={LIMITS.businessNameSuggestions}
      generate={async (keywords) => {
        const result = await publicApi('post /api/tools/business-names', { body: { keywords } });
        return result.ok ? { ...result, data: result.data.names.map((name) => ({ text: name })) } : result;
      }}
      nextStep={
        <>
          <p>Found a name you like? Build its website in seconds.</p>
          <CreateWebsiteLink>Create Your Website</CreateWebsiteLink>
        </>
      }
    />
  );
}
