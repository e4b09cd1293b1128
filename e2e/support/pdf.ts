// A PDF the site served, as a reader sees it: its first page rendered to a PNG (pdftoppm) and its
// text as laid out (pdftotext), both from Debian's poppler-utils.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function renderPdf(pdf: Buffer): { png: Buffer; text: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'))
  try {
    fs.writeFileSync(path.join(dir, 'document.pdf'), pdf)
    execFileSync('pdftoppm', ['-png', '-r', '50', '-singlefile', 'document.pdf', 'page'], { cwd: dir })
    const png = fs.readFileSync(path.join(dir, 'page.png'))
    const text = execFileSync('pdftotext', ['-layout', 'document.pdf', '-'], { cwd: dir }).toString('utf8')
    return { png, text }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
