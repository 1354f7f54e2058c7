/**
 * Storage commands:
 *   node --import tsx src/services/storage/cli.ts migrate [--from DIR]
 * (`npm run storage:migrate -w @realty/api [-- --from DIR]`)
 * Copies the local uploads folder (UPLOADS_DIR, or --from) into the bucket S3_BUCKET names (with S3_ENDPOINT,
 * S3_REGION and the AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY pair; see src/config.ts). Idempotent: objects already
 * there with the same size are skipped. Prints the counts; exits 1 when a file could not be copied.
 */
import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../../config';
import { argValue } from '../cli-args';
import { createStorage } from './index';
import { LocalStorage } from './local';
import { migrateStorage } from './migrate';

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'migrate') {
    console.error('usage: cli.ts migrate [--from DIR]');
    return 2;
  }
  const config = loadConfig();
  if (!config.s3) {
    console.error('S3_BUCKET is not set: nothing to migrate to (set S3_BUCKET, S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
    return 2;
  }
  const fromArg = argValue(args, '--from');
  const from = new LocalStorage(fromArg ? path.resolve(REPO_ROOT, fromArg) : config.uploadsDir);
  const to = await createStorage(config);
  try {
    const check = await to.check(5000);
    if (!check.ok) {
      console.error(`the bucket ${to.location} does not answer: ${check.error ?? 'unknown error'}`);
      return 1;
    }
    const started = Date.now();
    console.log(`copying ${from.location} -> ${to.location}`);
    const result = await migrateStorage(from, to, { log: (line) => console.log(line) });
    console.log(
      `files: ${result.files}, copied: ${result.copied} (${(result.bytes / 1048576).toFixed(1)} MB), already there: ${result.skipped}, ignored: ${result.ignored}, failed: ${result.failed.length} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    for (const failure of result.failed.slice(0, 20)) console.error(`  failed: ${failure.key}: ${failure.error}`);
    return result.failed.length > 0 ? 1 : 0;
  } finally {
    to.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
