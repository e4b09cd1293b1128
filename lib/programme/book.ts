// The printable programme book: the programme as an A5 booklet (pdfkit, built-in Helvetica),
// generated from the same data as /programme. Pure: takes the programme, answers the bytes. A cover
// with the conference, its dates and venue; then each day with its sessions in time order (hall,
// kind, title, chairpersons, each talk with its time and presenter); then the faculty. Text flows
// onto new pages by itself; a session's heading never sits alone at a page's foot.
import PDFDocument from 'pdfkit'
import { clockTime, dayOf, longDayLabel, timeRange } from './format'
import { SESSION_KIND_LABELS, type ProgrammeDto, type SessionDto } from './types'

const ACCENT = '#b91c1c'
const MUTED = '#4b5563'
const INK = '#111827'
/** A5 in points, with 36 pt margins. */
const A5: [number, number] = [419.53, 595.28]
const MARGIN = 36
const WIDTH = A5[0] - 2 * MARGIN

function cover(doc: PDFKit.PDFDocument, p: ProgrammeDto) {
  const first = longDayLabel(p.edition.starts_on)
  const last = longDayLabel(p.edition.ends_on)
  doc
    .moveDown(6)
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor(ACCENT)
    .text(p.edition.name, { align: 'center' })
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(14)
    .fillColor(INK)
    .text('Scientific Programme', { align: 'center' })
  doc.moveDown(2).fontSize(11).fillColor(MUTED)
  doc.text(first === last ? first : `${first} to ${last}`, { align: 'center' })
  doc.text(p.edition.venue, { align: 'center' })
  doc.moveDown(1).fontSize(9).text('All times are India time (IST).', { align: 'center' })
}

/** Starts a new page when less than `room` points are left (a heading keeps its first lines). */
function keep(doc: PDFKit.PDFDocument, room: number) {
  if (doc.y + room > A5[1] - MARGIN) doc.addPage()
}

function session(doc: PDFKit.PDFDocument, s: SessionDto) {
  keep(doc, 60)
  const where = [timeRange(s.starts_at, s.ends_at), s.hall ?? 'All halls', SESSION_KIND_LABELS[s.kind]]
  doc.moveDown(0.6).font('Helvetica').fontSize(8).fillColor(MUTED).text(where.join(' · '), { width: WIDTH })
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(s.title, { width: WIDTH })
  if (s.chairs.length)
    doc
      .font('Helvetica-Oblique')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`Chair: ${s.chairs.join(', ')}`, { width: WIDTH })
  for (const t of s.talks) {
    doc.font('Helvetica').fontSize(8.5).fillColor(INK)
    doc.text(`${clockTime(t.starts_at)}  ${t.title}`, { width: WIDTH, indent: 8 })
    if (t.presenter) doc.fillColor(MUTED).text(t.presenter, { width: WIDTH, indent: 40 })
  }
}

function faculty(doc: PDFKit.PDFDocument, p: ProgrammeDto) {
  if (!p.faculty.length) return
  doc.addPage().font('Helvetica-Bold').fontSize(16).fillColor(ACCENT).text('Faculty')
  for (const f of p.faculty) {
    keep(doc, 30)
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(9.5).fillColor(INK).text(f.name, { width: WIDTH })
    const about = [f.designation, f.affiliation].filter(Boolean).join(', ')
    if (about) doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(about, { width: WIDTH })
  }
}

export function renderProgrammeBook(p: ProgrammeDto): Promise<Buffer> {
  const doc = new PDFDocument({
    size: A5,
    margin: MARGIN,
    info: { Title: `${p.edition.name}: Scientific Programme`, Author: p.edition.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  cover(doc, p)
  p.days.forEach((day, i) => {
    doc.addPage().font('Helvetica-Bold').fontSize(16).fillColor(ACCENT)
    doc.text(`Day ${i + 1} · ${longDayLabel(day)}`, { width: WIDTH })
    const today = p.sessions.filter((s) => dayOf(s.starts_at) === day)
    if (!today.length) doc.moveDown().font('Helvetica').fontSize(9).fillColor(MUTED).text('To be announced.')
    for (const s of today) session(doc, s)
  })
  faculty(doc, p)
  doc.end()
  return done
}
