// A PDF as a reader gets it, by Debian's poppler-utils (scripts/test.sh installs it): its text as
// pdftotext reads it (what a reader copying the text would get), its first page as a picture, and
// that picture read back by OCR. Each program reads its input from its standard input.
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

/** A PDF's first page as a PNG at `dpi` (pdftoppm, Debian's poppler-utils): what a reader sees. */
export function pdfPagePng(pdf: Uint8Array, dpi: number): Buffer {
  return execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  })
}

/**
 * The text of a PDF's first page as a reader's eyes get it: the page rendered to a PNG at `dpi`
 * (pdfPagePng) and read back by OCR (tesseract, Debian's tesseract-ocr; scripts/setup.sh installs
 * it). What the drawing shows, not what the file's text objects say: a word drawn off the page,
 * under another or in the wrong place is not read.
 */
export function pdfOcr(pdf: Uint8Array, { dpi = 200 } = {}): string {
  try {
    // --psm 4: one column of lines of various sizes (a table's row reads as one line).
    return execFileSync('tesseract', ['stdin', '-', '--psm', '4'], {
      input: pdfPagePng(pdf, dpi),
      stdio: ['pipe', 'pipe', 'ignore'],
      // One thread: the tests' workers share the machine's cores already.
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    }).toString('utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        'pdftoppm or tesseract is missing: install poppler-utils and tesseract-ocr (scripts/setup.sh).',
      )
    throw error
  }
}
