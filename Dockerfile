# IV Drips: the API serving the web app, compiled (npm run build), on production dependencies only.
# Build:  docker build --build-arg GIT_COMMIT=$(git rev-parse HEAD) -t ivdrips .
# Run:    docker run -p 3000:3000 -e JWT_SECRET=... -e DATABASE_URL=... ivdrips   (see compose.yaml)
# scripts/docker-steps.mjs runs these same steps without Docker (no image registry is needed).

FROM node:22-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The package files first: the install is cached until a package.json or the lock file changes.
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
# No install scripts: nothing the build or the server uses needs one (native code comes as prebuilt packages).
# npm's cache is a build cache (BuildKit), kept between builds and never part of the image.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts
COPY . .
# The commit built, for /metrics' ivdrips_build_info (.git is not sent to the build, so it is passed in):
#   docker build --build-arg GIT_COMMIT=$(git rev-parse HEAD) -t ivdrips .
# Declared after the install, so a new commit does not undo its cache.
ARG GIT_COMMIT
RUN npm run build && mkdir -p data

FROM node:22-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# `npm run admin -- ...` starts here: with no tsx in the image it runs the compiled dist/admin.js.
COPY --from=build /app/apps/api/scripts/admin.mjs apps/api/scripts/admin.mjs
# The only folder the server writes: mail files without SMTP_URL, the embedded store without DATABASE_URL.
COPY --from=build --chown=node:node /app/data data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server finishes its requests and closes its connections on SIGTERM (within 10 s), then exits.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
