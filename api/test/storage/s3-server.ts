// A real S3-protocol server for the tests: s3rver (npm) on a free loopback port, a bucket made for the test, a dummy
// key pair, path-style addressing (what @aws-sdk/client-s3 v3 uses with S3_FORCE_PATH_STYLE or an S3_ENDPOINT).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestContext } from 'node:test';
import S3rver from 's3rver';

export const S3_BUCKET = 'realty-test';
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3 {
  endpoint: string;
  port: number;
  /** The environment that points the app at this server. */
  env: Record<string, string>;
}

export async function startS3(t: Pick<TestContext, 'after'>): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'realty-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_BUCKET, configs: [] }] });
  const address = await server.run();
  t.after(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    port: address.port,
    env: {
      S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      // the SDK's notice that its 2027 releases need Node 22 (the API runs on Node 20 here)
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  };
}
