// The sites the end-to-end suite runs against: the same build and data flow on the embedded
// database and on a PostgreSQL server. Each gets its own data folder and mail sink; they, the
// specs' extra servers and the cluster all serve one build (E2E_DIST: the site's address is read
// when a server starts, not built in).
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')
/** The suite's build folder (NEXT_DIST_DIR), made once by whichever site starts first. */
export const E2E_DIST = '.next-e2e'

// E2E_PORT_BASE moves every port, so several checkouts can run the suite at once.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100)
export const SERVERS = {
  embedded: { port: BASE, smtpPort: BASE + 25 },
  postgres: { port: BASE + 1, smtpPort: BASE + 26 },
} as const
/** A free port for a spec's own extra server. */
export const SPARE_PORT = BASE + 90
export type ServerName = keyof typeof SERVERS

export const stateDir = (name: ServerName) => path.join(ROOT, '.e2e', name)
export const mailDir = (name: ServerName) => path.join(stateDir(name), 'mail')
export const infoFile = (name: ServerName) => path.join(stateDir(name), 'server.json')

export interface ServerInfo {
  name: ServerName
  port: number
  databaseUrl?: string
  dataDir: string
  uploadDir: string
  mailDir: string
}
