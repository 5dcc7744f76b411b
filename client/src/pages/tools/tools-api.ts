import type { BusinessIdeasResponse, BusinessNamesResponse } from '@frontdoor/shared';
import { requestJson } from '../../auth/api-result';

// The free tools' calls (no sign-in; rate-limited per IP, 429 with a message to show).
export const fetchBusinessNames = (keywords: string) => requestJson<BusinessNamesResponse>('/api/tools/business-names', { body: { keywords } });
export const fetchBusinessIdeas = (keywords: string) => requestJson<BusinessIdeasResponse>('/api/tools/business-ideas', { body: { keywords } });
