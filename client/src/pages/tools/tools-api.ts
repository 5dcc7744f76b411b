import { requestJson } from '../../auth/api-result';

// The free tools' calls (no sign-in; rate-limited per IP, 429 with a message to show).
export const fetchBusinessNames = (keywords: string) => requestJson<{ names: string[] }>('/api/tools/business-names', { body: { keywords } });
export const fetchBusinessIdeas = (keywords: string) => requestJson<{ ideas: string[] }>('/api/tools/business-ideas', { body: { keywords } });
