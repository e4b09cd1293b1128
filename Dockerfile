# One image, built once, that every instance runs (`npm run serve`): the build needs no database
# (scripts/lib/build.ts), the instances share PostgreSQL and Redis (compose.yaml).
#   docker build -t uppedicon .
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Prisma's generator checks that a schema engine file exists; it is never run (toolchain notes).
ENV NEXT_TELEMETRY_DISABLED=1 PRISMA_SCHEMA_ENGINE_BINARY=/bin/true
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma prisma
COPY prisma.config.ts ./
RUN npm install --no-audit --no-fund
COPY . .
ARG SITE_URL=https://uppedicon.org
ENV SITE_URL=$SITE_URL
# Dev dependencies stay: next.config.ts and the launcher are TypeScript, run by tsx and Next.
RUN npm run build

FROM node:20-bookworm-slim
# pg_dump / pg_restore for `npm run backup` and `npm run restore`.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client ca-certificates tar \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 LOG_FORMAT=json
COPY --from=build /app /app
# The volume the build's assets are copied to for nginx (compose.yaml), writable by the site.
RUN mkdir -p /srv/uppedicon/static && chown node /srv/uppedicon/static
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=4s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations and the first seed run at start under an advisory lock; SIGTERM drains requests.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "scripts/start.ts", "--serve-only"]
