// A PDF the site served, as a reader sees it: its first page rendered to a PNG and its text as
// laid out, both by Debian's poppler-utils (test/pdf-text.ts).
import { pdfPagePng, pdfText } from '../../test/pdf-text'

export function renderPdf(pdf: Buffer): { png: Buffer; text: string } {
  return { png: pdfPagePng(pdf, 50), text: pdfText(pdf, { layout: true }) }
}
