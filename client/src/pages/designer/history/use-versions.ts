import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api';
import { apiQuery, queryClient } from '../../../api/query-client';

// History's calls (issue 8): the versions list through the query cache (saves, publishes and
// restores seen live mark it out of date), one version's document, and restoring one.

const byWebsite = (websiteId: string) => ({ id: websiteId });

/** The saved, published and restored versions of the draft, newest first. */
export const useVersions = (websiteId: string) => useQuery(apiQuery('get /api/websites/{id}/versions', { params: byWebsite(websiteId) }), queryClient);

/** One version with its document, for the preview (read through the cache while the dialog shows it). */
export const useVersionDetail = (websiteId: string, sequence: number) =>
  useQuery(apiQuery('get /api/websites/{id}/versions/{sequence}', { params: { ...byWebsite(websiteId), sequence: String(sequence) } }), queryClient);

/** One version with its document, read once (opening a kept version from its message). */
export const versionDetail = (websiteId: string, sequence: number) =>
  api('get /api/websites/{id}/versions/{sequence}', { params: { ...byWebsite(websiteId), sequence: String(sequence) } });

/** Restores a version: the live document changes in every open tab. */
export const restoreVersion = (websiteId: string, sequence: number) =>
  api('post /api/websites/{id}/versions/{sequence}/restore', { params: { ...byWebsite(websiteId), sequence: String(sequence) } });
