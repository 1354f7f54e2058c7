import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @realty/api` writes a new SQL migration from the schema.
// Hand-written migrations (extensions, search indexes) are made with `-- --custom`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
