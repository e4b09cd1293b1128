// The sites the end-to-end suite runs against: the same build and data flow on the embedded
// database and on a PostgreSQL server. Each gets its own data folder, build folder and mail sink.
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export const SERVERS = {
  embedded: { port: 3100, smtpPort: 3125 },
  postgres: { port: 3101, smtpPort: 3126 },
} as const
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
