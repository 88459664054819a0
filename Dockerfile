# syntax=docker/dockerfile:1
# One image per market: docker build --build-arg MARKET=germany -t clavis-site-germany .
# (production: the README's "Deploying" section gives every build argument and the token secret)
# The build stage builds the market app (Next.js `output: 'standalone'`); the image holds only its
# standalone server folder and static files, no workspace and no full node_modules.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG MARKET=germany
# What the prebuilt pages carry: the production server refuses to start with other values, or
# with a build that used the embedded development services (see the README's settings table).
ARG SITE_URL
ARG OIDC_ISSUER
ARG OIDC_CLIENT_ID
ARG OIDC_AUDIENCE
ARG STORYBLOK_REGION
ARG CMS_BASE_URL
ARG ALGOLIA_APP_ID
ARG ALGOLIA_SEARCH_KEY
ARG ALGOLIA_INDEX
ARG ALGOLIA_LITE
ARG ALGOLIA_RECOMMEND
ARG ALGOLIA_CACHE
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false NEXT_TELEMETRY_DISABLED=1 CI=true
WORKDIR /workspace
COPY . .
# `npm ci` rejects this lockfile (other platforms' optional binaries are missing from the registry
# at the exact versions): install the lockfile's versions with `npm install`, which leaves it as it is.
RUN npm install --no-audit --no-fund
# Pages are prebuilt from the CMS: Storyblok with the token given as a BuildKit secret
# (`docker build --secret id=storyblok_token,env=STORYBLOK_TOKEN`), which no layer keeps; without
# it, the embedded content server (a demo image that production refuses).
RUN --mount=type=secret,id=storyblok_token \
    if [ -f /run/secrets/storyblok_token ]; then export STORYBLOK_TOKEN="$(cat /run/secrets/storyblok_token)"; fi; \
    npx nx run site-${MARKET}:build --outputStyle=static

FROM node:${NODE_VERSION}-bookworm-slim
ARG MARKET=germany
# NEXT_MANUAL_SIG_HANDLE: SIGTERM is the site's graceful shutdown (out of rotation, drained,
# services closed), not Next.js's immediate exit.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_MANUAL_SIG_HANDLE=1 HOSTNAME=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /workspace/apps/site-${MARKET}/.next/standalone ./
COPY --from=build --chown=node:node /workspace/apps/site-${MARKET}/.next/static ./apps/site-${MARKET}/.next/static
RUN mkdir -p /data && chown node:node /data
WORKDIR /app/apps/site-${MARKET}
USER node
# Form submissions and the download audit without Redis live here: keep it across containers.
VOLUME /data
EXPOSE 3000
# Liveness only: /healthz checks no dependency, so an outage of the CMS or Redis restarts nothing.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
