# syntax=docker/dockerfile:1
# Kelas: one image for every app server (issue 16 item 5; decision 189; docs/deploy.md).
# Build: docker build -t kelas .   Run: see compose.yaml.
# The image has no secret and no default for one: with NODE_ENV=production and HOST=0.0.0.0 it counts as
# one of several servers and refuses to start until CAPTCHA_HMAC_KEY, SSO_SECRET, FILE_URL_SECRET,
# SANDBOX_WEBHOOK_SECRET (sandbox gateway) and PAYMENT_PROVIDER are given (decision 220; docs/deploy.md).

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency, then the SPA (Vite) and the compiled server (esbuild) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    NPM_CONFIG_AUDIT=false \
    NPM_CONFIG_FUND=false
# Manifests first, so that `npm ci` is cached until the lock file or a manifest changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
RUN node scripts/build.mjs --force

# ---- production dependencies of the server only ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NPM_CONFIG_AUDIT=false \
    NPM_CONFIG_FUND=false
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace=@kelas/api --include-workspace-root=false \
    && npm cache clean --force

# ---- runtime: non-root, production dependencies, the compiled server and the built SPA ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/web \
    SEED_ON_START=false
WORKDIR /app
# node_modules (hoisted, and apps/api/node_modules where npm nested a version) with the manifests.
COPY --from=deps --chown=root:root /app ./
COPY --from=build --chown=root:root /src/apps/api/dist ./apps/api/dist
COPY --from=build --chown=root:root /src/apps/web/dist ./web
# /data/tus exists in the image so that a named volume mounted there (compose.yaml) belongs to node too.
RUN mkdir -p /data/tus && chown -R node:node /data
# The official image's unprivileged user (uid 1000); the code stays root-owned and read-only to it.
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/health answers while the process runs (no database call); /api/ready (database and
# migrations) is for the load balancer and compose's depends_on.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server migrates (under a PostgreSQL advisory lock: several servers may start at once), then listens.
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
