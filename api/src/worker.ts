// The job worker: the app's services and jobs without an HTTP listener, working the job queue (RUN_JOBS forced on),
// so API instances can run with RUN_JOBS=false. PostgreSQL only in practice (pg-boss): on embedded PGlite the data
// directory belongs to one process, which is `npm start` itself.
//   node api/dist/worker.js              compiled by `npm run build:server` (npm run worker; deploy/systemd/realty-worker.service)
//   node --import tsx api/src/worker.ts  the sources, in development (npm run worker:dev -w @realty/api)
import { buildApp } from './app';
import { closeOnSignals, loadConfigOrExit, openDatabaseOrExit } from './lifecycle';

const config = { ...loadConfigOrExit(), runJobs: true };
const database = await openDatabaseOrExit(config);
const app = await buildApp({ config, database });
closeOnSignals(app, database);
await app.ready();
app.log.info(`job worker working the ${app.jobs.kind} queue (database: ${database.kind})`);
