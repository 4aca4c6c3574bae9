# The shop in a container (docs/deploy.md): one stage builds, the next runs it as the unprivileged `node`
# user. The build bakes SITE_URL into the pages, so give it: docker build --build-arg SITE_URL=https://… .
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL=http://localhost:4321
# What builds reuse (Astro's cache, the drawn pictures) in one folder, on the builds' disk (docs/deploy.md).
ENV SITE_URL=$SITE_URL BUILD_CACHE_DIR=/app/dist-builds/.cache
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4321 DATA_DIR=/var/lib/lucky-shoes BUILD_CACHE_DIR=/app/dist-builds/.cache
WORKDIR /app
# The whole tree, development tools included: a publish (POST /webhooks/publish) rebuilds inside the container.
# It stays root's: the shop's user writes only where the systemd unit lets it (dist, dist-builds with
# BUILD_CACHE_DIR inside, the data folder), as scripts/ci/read-only-publish.sh proves for the unit.
COPY --from=build /app /app
RUN mkdir -p /var/lib/lucky-shoes /app/dist-builds/.cache && \
  chown -R node:node /var/lib/lucky-shoes /app/dist /app/dist-builds
USER node
EXPOSE 4321
VOLUME /var/lib/lucky-shoes
HEALTHCHECK --interval=30s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4321/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm start's Node flags: no optimising of PGlite's WebAssembly, a 4 MB young generation (decision 018).
CMD ["node", "--liftoff-only", "--max-semi-space-size=4", "--heap-growing-percent=40", "server/main.ts"]
