// The text of a PDF as pdftotext (Debian's poppler-utils; scripts/test.sh installs it) reads it,
// for tests of the badges and certificates: what a reader copying the text would get.
import { execFileSync } from 'node:child_process'

export function pdfText(pdf: Uint8Array, { layout = false } = {}): string {
  try {
    // `layout`: lines as they look on the page (a table's label and value on one line).
    return execFileSync('pdftotext', ['-enc', 'UTF-8', ...(layout ? ['-layout'] : []), '-', '-'], {
      input: pdf,
      maxBuffer: 64 * 1024 * 1024,
    }).toString('utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext is missing: install poppler-utils (npm test does it).')
    throw error
  }
}
