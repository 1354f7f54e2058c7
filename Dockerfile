# syntax=docker/dockerfile:1
# The API and web server (also the worker: `node api/dist/worker.js`, see deploy/README.md) with the built shell and
# remotes inside, so one image answers every URL; nginx in front (deploy/nginx) serves the same files from a volume
# or passes everything through.
#   docker build -t realty .
#   docker run -p 3000:3000 -e DATABASE_URL=… -e COOKIE_SECRET=… -e REDIS_URL=… realty
# Written and linted here, not built: this machine cannot pull base images (deploy/README.md says what ran where).
ARG NODE_VERSION=20

# ---- manifests: what `npm ci` reads (the lock file and every workspace's package.json), one list for both stages
FROM node:${NODE_VERSION}-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/lock-platforms.mjs scripts/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-listing/package.json mf-listing/
COPY mf-profile/package.json mf-profile/
COPY mf-blog/package.json mf-blog/
COPY mf-auth/package.json mf-auth/
COPY mf-admin/package.json mf-admin/
COPY api/package.json api/
COPY e2e/package.json e2e/

# ---- build: every workspace's dev dependencies, the front-end builds (dist/ with dist/server/ssr.cjs) and api/dist
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci
COPY . .
# shell and remotes (webpack, client and server bundles), then api/dist (esbuild; the migrations copied beside it)
RUN npm run build

# ---- runtime: production dependencies only, the built files, a user without privileges
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/realty/data \
    UPLOADS_DIR=/var/lib/realty/uploads \
    OUTBOX_DIR=/var/lib/realty/outbox
WORKDIR /app
COPY --from=manifests /app ./
# The server bundles of the shell and remotes require react and the other front-end packages at run time: every
# workspace's production dependencies are installed, none of the build tools.
RUN npm ci --omit=dev && npm cache clean --force
COPY api/public api/public
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mf-catalog/dist mf-catalog/dist
COPY --from=build /app/mf-listing/dist mf-listing/dist
COPY --from=build /app/mf-profile/dist mf-profile/dist
COPY --from=build /app/mf-blog/dist mf-blog/dist
COPY --from=build /app/mf-auth/dist mf-auth/dist
COPY --from=build /app/mf-admin/dist mf-admin/dist
RUN mkdir -p /var/lib/realty/data /var/lib/realty/uploads /var/lib/realty/outbox \
    && chown -R node:node /var/lib/realty
# The node image's unprivileged user (uid 1000); the code stays owned by root, read-only to it.
USER node
EXPOSE 3000
VOLUME ["/var/lib/realty"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# Migrations: once per release, `docker run … realty node api/dist/db/cli.js migrate` (compose.yaml's `migrate`).
CMD ["node", "api/dist/server.js"]
