// Text in the PDFs that print delegates' names (badges, certificates): Latin in pdfkit's built-in
// Helvetica, Devanagari (Hindi names) in Noto Sans Devanagari, the font chosen per run of script.
// The TTF files come from the npm package @expo-google-fonts/noto-sans-devanagari (a fresh
// install has them; @fontsource ships only woff/woff2, which pdfkit cannot embed). pdfkit shapes
// them through fontkit (conjuncts, reordered matras); each Devanagari run is wrapped in a span
// whose ActualText is the logical text, so copying or extracting the text (pdftotext) gives the
// name as typed rather than in the glyphs' visual order. Each font file is read and parsed once
// per process (fontkit, pdfkit's own font engine) and the parsed font handed to every document:
// parsing it again for each badge sheet or certificate would cost every PDF the same CPU again.
import fs from 'node:fs'
import path from 'node:path'
import { create, type Font } from 'fontkit'

const PACKAGE = 'node_modules/@expo-google-fonts/noto-sans-devanagari'
const FILES = {
  deva: '400Regular/NotoSansDevanagari_400Regular.ttf',
  'deva-bold': '700Bold/NotoSansDevanagari_700Bold.ttf',
} as const

const parsed = new Map<string, Font>()

/** The parsed font, read from its file the first time this process needs it. */
export function scriptFont(name: keyof typeof FILES): Font {
  const cached = parsed.get(name)
  if (cached) return cached
  const file = path.join(process.cwd(), PACKAGE, FILES[name])
  if (!fs.existsSync(file))
    throw new Error(
      `The Devanagari font ${file} is missing: run \`npm install\` (package @expo-google-fonts/noto-sans-devanagari).`,
    )
  const font = create(fs.readFileSync(file)) as Font
  parsed.set(name, font)
  return font
}

/** Registers the Devanagari fonts on a document (once per document; pdfkit takes a parsed font). */
export function registerScriptFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont('deva', scriptFont('deva') as unknown as Buffer)
  doc.registerFont('deva-bold', scriptFont('deva-bold') as unknown as Buffer)
}

// Devanagari, Devanagari Extended and Vedic Extensions. Joiners, spaces and the punctuation a name
// may carry (dots, hyphens, apostrophes: both fonts have them) stay in the current run, so a Hindi
// name such as डॉ. आर.के. सिंह-यादव is one run, shaped and extracted as typed.
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/
const NEUTRAL = /[\s\u200C\u200D.'’-]/

export interface Run {
  text: string
  devanagari: boolean
}

/** Splits text into runs of one script each (Devanagari or not). */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = []
  for (const char of text) {
    const last = runs.at(-1)
    const devanagari = DEVANAGARI.test(char)
    if (last && (NEUTRAL.test(char) || last.devanagari === devanagari)) last.text += char
    else runs.push({ text: char, devanagari })
  }
  return runs
}

const fontOf = (run: Run, bold: boolean) =>
  run.devanagari ? (bold ? 'deva-bold' : 'deva') : bold ? 'Helvetica-Bold' : 'Helvetica'

/** The width of a text at a size, each run in its own font. */
export function mixedWidth(doc: PDFKit.PDFDocument, text: string, size: number, bold = false): number {
  return scriptRuns(text).reduce(
    (sum, run) => sum + doc.font(fontOf(run, bold)).fontSize(size).widthOfString(run.text),
    0,
  )
}

/** The largest size from `max` down to `min` (steps of 1 pt) at which the text fits the width. */
export function fittingSize(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  { max, min, bold = false }: { max: number; min: number; bold?: boolean },
): number {
  let size = max
  while (size > min && mixedWidth(doc, text, size, bold) > width) size -= 1
  return size
}

/**
 * A name in one line at the largest size that fits, or in two lines (split at the space that
 * balances them best) when one line would fall below `twoLinesBelow` points.
 */
export function fitLines(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  o: { max: number; min: number; bold?: boolean; twoLinesBelow: number },
): { lines: string[]; size: number } {
  const single = fittingSize(doc, text, width, o)
  const words = text.trim().split(/\s+/)
  if (single >= o.twoLinesBelow || words.length < 2) return { lines: [text.trim()], size: single }
  let best = { lines: [text.trim()], size: single }
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    const size = Math.min(...lines.map((line) => fittingSize(doc, line, width, o)))
    if (size > best.size) best = { lines, size }
  }
  return best
}

/** Lines of at most `width` (words are never split), for drawMixed line by line. */
export function wrapMixed(doc: PDFKit.PDFDocument, text: string, width: number, size: number, bold = false) {
  const lines: string[] = []
  let line = ''
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && mixedWidth(doc, candidate, size, bold) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

export interface MixedTextOptions {
  size: number
  bold?: boolean
  /** Centred in this width from x (else left-aligned at x). */
  width?: number
  color?: string
}

/** Draws one line of mixed-script text on the baseline y, from x. */
export function drawMixed(doc: PDFKit.PDFDocument, text: string, x: number, y: number, o: MixedTextOptions) {
  const bold = o.bold ?? false
  let cx = o.width === undefined ? x : x + Math.max(0, (o.width - mixedWidth(doc, text, o.size, bold)) / 2)
  doc.fillColor(o.color ?? '#111827')
  for (const run of scriptRuns(text)) {
    doc.font(fontOf(run, bold)).fontSize(o.size)
    if (run.devanagari) doc.markContent('Span', { actual: run.text })
    doc.text(run.text, cx, y, { lineBreak: false, baseline: 'alphabetic' })
    if (run.devanagari) doc.endMarkedContent()
    cx += doc.widthOfString(run.text)
  }
}

/** Collects a document's bytes once it ends. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}
