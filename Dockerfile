# syntax=docker/dockerfile:1
# The shop's container image: Next.js's standalone server on Node 24, as a non-root user.
# Build it once per release and run the same image for every instance (docs/deploy.md):
#   docker build -t sightseeing-shop:1.0.0 --build-arg NEXT_DEPLOYMENT_ID=1.0.0 .

# Node 24 LTS, the line package.json's `engines` names. The build and the server run on the base
# image's Node; the registry's `node` package (ADR 0013) is installed with the rest, as a dev
# dependency, and stays out of the runtime image.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- dependencies: changes only with package.json, the lockfile or patches/ ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# `postinstall` runs patch-package, which needs the patches before the install.
COPY patches ./patches
# `npm install`, as the README's: `npm ci` fails with this lockfile on platforms other than the
# one that wrote it. Development dependencies too: `next build` type-checks with TypeScript.
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund

# ---- build ----
FROM deps AS build
COPY . .
# Settings `next build` writes into the bundles: the same values for every instance of one build.
# A change needs a new image. What each does: docs/deploy.md and README's Configuration.
ARG NEXT_DEPLOYMENT_ID
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
ARG NEXT_PUBLIC_RECAPTCHA_SITE_KEY
ARG NEXT_PUBLIC_RECAPTCHA_VERSION
ARG NEXT_PUBLIC_CHAT_WIDGET_SRC
ARG NEXT_PUBLIC_CHAT_WIDGET_GLOBAL
ARG NEXT_PUBLIC_SENTRY_DSN
ARG NEXT_PUBLIC_ADYEN_CLIENT_KEY
ARG NEXT_PUBLIC_GOOGLE_MAPS_API_KEY
ARG IMAGE_HOSTS
ARG SENTRY_ORG
ARG SENTRY_PROJECT
# Sentry's source-map upload token is a secret (`--secret id=sentry_auth_token,env=SENTRY_AUTH_TOKEN`),
# never an ARG: ARG values stay readable in the image's history. Without it the upload is skipped.
RUN --mount=type=secret,id=sentry_auth_token,env=SENTRY_AUTH_TOKEN \
    NEXT_OUTPUT=standalone node scripts/build.mjs

# ---- runtime: the standalone server and what it reads from disk, nothing else ----
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# HOSTNAME: listen on every interface of the container (Docker sets HOSTNAME to the container's id).
# NEXT_MANUAL_SIG_HANDLE: the shop answers SIGTERM itself (lib/lifecycle): readiness off, requests
# finished within 25 s, Redis and the database closed. KEEP_ALIVE_TIMEOUT: idle keep-alive
# connections are kept 65 s, longer than a load balancer's, as `npm start` does (scripts/run.mjs).
ENV NODE_ENV=production \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    KEEP_ALIVE_TIMEOUT=65000 \
    NEXT_MANUAL_SIG_HANDLE=true \
    NEXT_TELEMETRY_DISABLED=1

# The build's values again at run time, for the code that reads them from the process rather
# than from the bundles: Next's deployment id, the provider's Adyen check and the pages' security
# headers. Never set them differently on a container: they must be the build's.
ARG NEXT_DEPLOYMENT_ID
ARG NEXT_PUBLIC_ADYEN_CLIENT_KEY
ARG IMAGE_HOSTS
ENV NEXT_DEPLOYMENT_ID=${NEXT_DEPLOYMENT_ID} \
    NEXT_PUBLIC_ADYEN_CLIENT_KEY=${NEXT_PUBLIC_ADYEN_CLIENT_KEY} \
    IMAGE_HOSTS=${IMAGE_HOSTS}

# server.js, the server's bundles and the node_modules that file tracing found they need.
COPY --from=build --chown=node:node /app/.next/standalone ./
# The browser's files and the public folder, which the standalone output leaves out.
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# Read from disk at run time by paths file tracing cannot follow (server.js runs in /app, and
# these paths are relative to it): the SQL migrations every instance applies at start-up
# (provider/db/open-database.ts), the voucher PDF's fonts (provider/services/voucher/fonts.ts),
# PGlite's WebAssembly and data files and geoip-country's database (packages loaded unbundled).
COPY --from=build --chown=node:node /app/provider/db/migrations ./provider/db/migrations
COPY --from=build --chown=node:node /app/node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf /app/node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf ./node_modules/dejavu-fonts-ttf/ttf/
COPY --from=build --chown=node:node /app/node_modules/@electric-sql/pglite ./node_modules/@electric-sql/pglite
COPY --from=build --chown=node:node /app/node_modules/geoip-country ./node_modules/geoip-country

# Writable by the server: Next's caches (.next/cache, and the pages cached on disk without
# REDIS_URL), and .data for the embedded database and the mail outbox when no server is configured.
RUN mkdir -p .next/cache .data && chown node:node .next .next/cache .data

# The official image's unprivileged user (uid 1000).
USER node
EXPOSE 3000

# Liveness: the process answers, whatever the database does (README "Operating"). Load balancers
# check readiness (/api/v2/health?ready=1) themselves. Slim images have no curl: Node's fetch.
# The first start migrates and seeds an empty database: allow it time.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v2/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Exec form: node gets SIGTERM itself. Run it with an init (`docker run --init`, Compose's
# `init: true`) so that signals and child processes are handled as outside a container.
CMD ["node", "server.js"]
