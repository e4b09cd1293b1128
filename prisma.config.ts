// Prisma 7 configuration: the schema and migrations live in prisma/; the connection URL is only
// needed by Prisma's own CLI commands (the app builds its client from lib/env.ts).
import { defineConfig } from 'prisma/config'

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'tsx scripts/db.ts seed' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
})
