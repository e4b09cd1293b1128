// Database commands:
//   npm run db:migrate              apply pending migrations
//   npm run db:seed                 replace the demo content (keeps registrations, messages, admins)
//   npm run db:diff                 print the SQL that takes the migrations to prisma/schema.prisma
//   npm run db:new-migration NAME   write that SQL as prisma/migrations/<timestamp>_NAME
//   npm run db:move-files           copy the files of UPLOAD_DIR into the database's file store
// migrate and seed work on the embedded database too (through the running site when it is up);
// diff and new-migration need a PostgreSQL server for the shadow database (DATABASE_URL, else
// SHADOW_DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/postgres).
import fs from 'node:fs'
import path from 'node:path'
import { createPrismaClient } from '../lib/db/client'
import { migrate } from '../lib/db/migrate'
import { databaseStore, folderStore, moveFiles } from '../lib/uploads/files'
import { clearContent, ensureAdmin, seedDemoContent } from '../prisma/seed'
import { bumpContentVersion, loadConfig, log, openDatabase } from './lib/runtime'
import { diffMigrationsToSchema, migrationsDir } from './lib/schema-engine'

async function main() {
  const [command, name] = process.argv.slice(2)
  const cfg = loadConfig()
  if (command === 'diff' || command === 'new-migration') {
    const server =
      cfg.DATABASE_URL ?? process.env.SHADOW_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'
    const sql = await diffMigrationsToSchema(server)
    if (command === 'diff') {
      console.log(sql || '-- The migrations produce exactly the schema.')
      return
    }
    if (!name || !/^[a-z0-9_]+$/.test(name))
      throw new Error('Usage: npm run db:new-migration <name> (lowercase letters, digits, _)')
    if (!sql) {
      log('nothing to do: the migrations already produce the schema')
      return
    }
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
    const dir = path.join(migrationsDir, `${stamp}_${name}`)
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`)
    log(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`)
    return
  }

  const database = await openDatabase(cfg, { reuse: true })
  try {
    if (command === 'migrate') {
      const applied = await migrate(database.url, log)
      log(applied.length ? `${applied.length} migration(s) applied` : 'database schema is up to date')
    } else if (command === 'seed') {
      await migrate(database.url, log)
      const prisma = createPrismaClient(database.url, 2)
      try {
        await ensureAdmin(prisma, cfg)
        await clearContent(prisma)
        await seedDemoContent(prisma, log)
        bumpContentVersion(cfg)
        log('restart the site (npm start) to show the new content')
      } finally {
        await prisma.$disconnect()
      }
    } else if (command === 'move-files') {
      await migrate(database.url, log)
      process.env.DATABASE_URL = database.url
      const moved = await moveFiles(folderStore(cfg.uploadDir), databaseStore())
      log(`${moved} file(s) copied from ${cfg.uploadDir} into the database (stored_files)`)
      log('every instance now serves them; keep the folder until you have checked the site, then remove it')
    } else {
      throw new Error('Usage: tsx scripts/db.ts migrate|seed|move-files|diff|new-migration <name>')
    }
  } finally {
    await database.close()
  }
}

main().catch((error) => {
  console.error(`[uppedicon] ${(error as Error).message}`)
  process.exit(1)
})
