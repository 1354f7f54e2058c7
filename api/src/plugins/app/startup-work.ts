// Start-up work that runs once the server listens (seeding an empty database, ADMIN_EMAILS, loading the server-rendering
// bundles): `/api/health` answers as soon as the server listens, `/api/health/ready` answers 503 until this work is done,
// so a load balancer sends traffic to a warmed-up instance only, and slow work never runs into the plugin timeout.
import fp from 'fastify-plugin';

export interface StartupStatus {
  done: boolean;
  pending: string[];
  failed: string[];
}

export interface StartupWork {
  /** Start `work` now; readiness waits for it. A failure is logged and keeps the instance unready. */
  run(name: string, work: () => Promise<void>): Promise<void>;
  status(): StartupStatus;
}

declare module 'fastify' {
  interface FastifyInstance {
    startupWork: StartupWork;
  }
}

export default fp(
  async (fastify) => {
    const pending = new Set<string>();
    const failed: string[] = [];
    fastify.decorate('startupWork', {
      async run(name, work) {
        pending.add(name);
        const started = performance.now();
        try {
          await work();
          fastify.log.info({ work: name, ms: Math.round(performance.now() - started) }, 'start-up work done');
        } catch (error) {
          failed.push(name);
          fastify.log.error({ err: error, work: name }, 'start-up work failed: the instance stays unready');
        } finally {
          pending.delete(name);
        }
      },
      status: () => ({ done: pending.size === 0 && failed.length === 0, pending: [...pending], failed: [...failed] }),
    } satisfies StartupWork);
  },
  { name: 'startup-work' },
);
