# syntax=docker/dockerfile:1.7
# One image for the three processes:  docker run IMAGE web | api | worker | migrate | seed-demo
#   deps    -> every dependency (dev included) for the build
#   build   -> legacy-api/dist, jobs/dist (esbuild bundles) and remix-app/build (Vite)
#   runtime -> node:24-bookworm-slim (Node 24 LTS, as package.json pins for tests and npm start),
#              production dependencies only, non-root
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false

# The workspace manifests alone, so the install layers are cached until a manifest changes.
FROM base AS manifests
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY data/package.json data/
COPY legacy-api/package.json legacy-api/
COPY jobs/package.json jobs/
COPY remix-app/package.json remix-app/
COPY stories/package.json stories/
COPY e2e/package.json e2e/

FROM manifests AS deps
# Compilers for a native addon without a prebuilt binary for this platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
RUN --mount=type=cache,target=/root/.npm npm ci

FROM deps AS build
COPY . .
ENV NODE_ENV=production
RUN npm run build -w @tele/legacy-api -w @tele/jobs -w @tele/remix-app

FROM manifests AS runtime
# NODE_OPTIONS: PRODUCTION_NODE_OPTIONS of scripts/lib/env.mjs (source maps, a 64 MB young generation).
ENV NODE_ENV=production \
    API_PORT=7000 \
    WEB_PORT=3000 \
    API_HOST=0.0.0.0 \
    NODE_OPTIONS="--enable-source-maps --max-semi-space-size=64"
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev
COPY --from=build /app/legacy-api/dist legacy-api/dist
COPY legacy-api/templates legacy-api/templates
COPY --from=build /app/jobs/dist jobs/dist
COPY --from=build /app/remix-app/build remix-app/build
COPY --from=build /app/remix-app/server.js /app/remix-app/serve.js remix-app/
COPY scripts/docker-entrypoint.sh /usr/local/bin/tele-entrypoint
RUN chmod 0755 /usr/local/bin/tele-entrypoint \
 && mkdir -p /app/var && chown node:node /app/var
USER node
EXPOSE 3000 7000
ENTRYPOINT ["tele-entrypoint"]
CMD ["web"]
