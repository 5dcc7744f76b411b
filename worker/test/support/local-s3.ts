import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The keys s3rver accepts (it checks request signatures against them). */
export const LOCAL_S3_KEY = 'S3RVER';

export interface LocalS3 {
  endpoint: string;
  /** Stops answering (the port is closed), keeping the stored objects. */
  stop(): Promise<void>;
  /** Answers again on the same port with the same objects. */
  start(): Promise<void>;
  /** Stops and removes the stored objects. */
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on 127.0.0.1 with the given buckets, storing in a temporary folder. */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'frontdoor-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
    ({ port } = await server.run());
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    start,
    stop,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
