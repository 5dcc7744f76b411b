import type { Request } from 'express';
import { AppError } from '../common/app-error.js';

/**
 * The request's body as bytes, at most `limit` of them. A declared Content-Length over the
 * limit is refused before a byte is read, and a body that grows past it is refused at that
 * chunk (the rest is drained unread), so a 50 MB upload never sits in memory. A body the JSON or
 * form parser already took is no file.
 */
export function readFileBody(req: Request, limit: number): Promise<Buffer> {
  if (req.readableEnded || (req as { _body?: boolean })._body) return Promise.reject(new AppError('invalid_file_type'));
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.resume();
    return Promise.reject(new AppError('upload_too_large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        stop();
        req.resume();
        reject(new AppError('upload_too_large'));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = () => {
      stop();
      reject(new AppError('bad_request', 400, 'The upload was interrupted. Please try again.'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  });
}
