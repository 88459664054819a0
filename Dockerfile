# One image per market: docker build --build-arg MARKET=germany -t clavis-site-germany .
# The build stage builds the market app (Next.js `output: 'standalone'`); the image holds only its
# standalone server folder and static files, no workspace and no full node_modules.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG MARKET=germany
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false NEXT_TELEMETRY_DISABLED=1 CI=true
WORKDIR /workspace
COPY . .
# `npm ci` rejects this lockfile (see TOOLING.md): install from it with `npm install`.
RUN npm install --no-audit --no-fund
# Pages are prebuilt from the CMS the build can reach: the embedded content server by default, or
# Storyblok when STORYBLOK_TOKEN is given (docker build --secret / --build-arg).
RUN npx nx run site-${MARKET}:build --outputStyle=static

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
