// The build's assets compressed once, after the build: a `.gz` beside each script, style sheet
// and SVG of `<build>/static`, which nginx sends as is (`gzip_static on`, deploy/nginx.conf)
// instead of compressing the same file for every phone. Files that compress poorly (fonts,
// pictures) are left alone. Idempotent: a `.gz` newer than its file is kept.
import fs from 'node:fs'
import path from 'node:path'
import { constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/

export function precompressStatic(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  let written = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const gz = `${file}.gz`
    if (fs.existsSync(gz) && fs.statSync(gz).mtimeMs >= fs.statSync(file).mtimeMs) continue
    const body = fs.readFileSync(file)
    fs.writeFileSync(gz, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }))
    written++
  }
  return written
}
