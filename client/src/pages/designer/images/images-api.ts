import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StockImagesQuery, UploadedImage } from '@frontdoor/shared';
import { networkFailure, toResult, type ApiResult } from '../../../api/api-result';
import { apiQuery, invalidateRoute, queryClient, useApiMutation } from '../../../api/query-client';
import { authClient } from '../../../auth/session';

// The image picker's server state: the website's uploaded photos (My Images) and the stock
// search, read through the query cache; uploads and deletions, which change the list.

const imagesQuery = (websiteId: string) => apiQuery('get /api/websites/{id}/images', { params: { id: websiteId } });

/** My Images, newest first, read while the picker is open: afresh each time it opens (another tab may have added or deleted one). */
export const useUploadedImages = (websiteId: string) => useQuery({ ...imagesQuery(websiteId), refetchOnMount: 'always' }, queryClient);

/** The list again: after an upload or a deletion, and when the picker opens (another tab may have added one). */
export const refreshUploadedImages = (websiteId: string) => invalidateRoute('get /api/websites/{id}/images', { params: { id: websiteId } });

/** One stock search; the previous answer stays on screen while the next one comes. */
export const useStockImages = (websiteId: string, query: StockImagesQuery) =>
  useQuery({ ...apiQuery('get /api/websites/{id}/stock-images', { params: { id: websiteId }, query }), placeholderData: keepPreviousData }, queryClient);

/** Deleting a photo of My Images; the list is read again either way. */
export const useDeleteUploadedImage = (websiteId: string) =>
  useApiMutation('delete /api/websites/{id}/images/{imageId}', { onSettled: () => void refreshUploadedImages(websiteId) });

/**
 * Sends one photo as its bytes (POST /api/websites/{id}/images) with XMLHttpRequest, whose
 * upload events tell how much has gone (fetch cannot, for a request body, in every browser):
 * `onProgress` gets 0 to 1. Resolves to the stored image or the server's refusal, never throws.
 */
export async function uploadImage(websiteId: string, file: Blob, onProgress: (sent: number) => void): Promise<ApiResult<UploadedImage>> {
  const token = await authClient.currentAccessToken().catch(() => null);
  const result = await new Promise<ApiResult<UploadedImage> | null>((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/websites/${encodeURIComponent(websiteId)}/images`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(toResult<UploadedImage>(new Response(request.responseText || null, { status: request.status })));
    request.onerror = () => resolve(null);
    request.send(file);
  });
  void refreshUploadedImages(websiteId);
  return result ?? (networkFailure() as ApiResult<UploadedImage>);
}
