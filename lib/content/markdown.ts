// The site's Markdown subset for organiser-edited texts (FAQ answers, the about texts, the policy
// pages). Parsed into a small tree that components/site/rich-text.tsx renders as React elements:
// text is only ever a text node (so no HTML an organiser types reaches the page as markup), and a
// link keeps its address only when it is one of the safe kinds below. Client-safe (the admin
// editor previews with the same parser).
//
//   ## Heading, ### Subheading        paragraphs separated by a blank line
//   - item / * item                   1. item (a numbered list)
//   **bold**, *italic*, [text](/path, #anchor, https://…, mailto:…, tel:…)

export type Inline =
  | { t: 'text'; v: string }
  | { t: 'strong'; c: Inline[] }
  | { t: 'em'; c: Inline[] }
  | { t: 'link'; href: string; external: boolean; c: Inline[] }

export type Block = { t: 'p' | 'h2' | 'h3'; c: Inline[] } | { t: 'ul' | 'ol'; items: Inline[][] }

/** A link address an organiser may use: a path of this site, an anchor, http(s), mailto or tel. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\')
  if (href.startsWith('#')) return true
  return /^(https?:\/\/[^\s/]+|mailto:[^\s]+@|tel:\+?[\d\s-]+$)/i.test(href)
}

const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)/

/** The inline markup of one block's text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let buffer = ''
  const flush = () => {
    if (buffer) out.push({ t: 'text', v: buffer })
    buffer = ''
  }
  let i = 0
  while (i < text.length) {
    const rest = text.slice(i)
    const strongEnd = rest.startsWith('**') ? rest.indexOf('**', 2) : -1
    const emEnd = rest[0] === '*' && rest[1] !== '*' && rest[1] !== ' ' ? rest.indexOf('*', 1) : -1
    const link = rest[0] === '[' ? LINK.exec(rest) : null
    if (strongEnd > 2) {
      flush()
      out.push({ t: 'strong', c: parseInline(rest.slice(2, strongEnd)) })
      i += strongEnd + 2
    } else if (emEnd > 1) {
      flush()
      out.push({ t: 'em', c: parseInline(rest.slice(1, emEnd)) })
      i += emEnd + 1
    } else if (link) {
      flush()
      const [whole, label, href] = link
      if (isSafeHref(href))
        out.push({ t: 'link', href, external: /^https?:/i.test(href), c: parseInline(label) })
      else out.push(...parseInline(label))
      i += whole.length
    } else {
      buffer += text[i]
      i++
    }
  }
  flush()
  return out
}

const BULLET = /^\s*[-*]\s+(.*)$/
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/
const HEADING = /^(#{1,3})\s+(.*)$/

/** Blocks of a text: headings, lists and paragraphs (lines of a paragraph are joined). */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let list = null as { t: 'ul' | 'ol'; items: string[] } | null
  const end = () => {
    if (paragraph.length) blocks.push({ t: 'p', c: parseInline(paragraph.join(' ')) })
    if (list) blocks.push({ t: list.t, items: list.items.map((item) => parseInline(item)) } as Block)
    paragraph = []
    list = null
  }
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    const heading = HEADING.exec(line)
    const item = BULLET.exec(raw) ?? NUMBERED.exec(raw)
    const kind = BULLET.test(raw) ? 'ul' : 'ol'
    if (!line) end()
    else if (heading) {
      end()
      blocks.push({ t: heading[1].length === 3 ? 'h3' : 'h2', c: parseInline(heading[2].trim()) })
    } else if (item) {
      if (paragraph.length || list?.t !== kind) end()
      list ??= { t: kind, items: [] }
      list.items.push(item[1].trim())
    } else if (list && /^\s/.test(raw)) list.items[list.items.length - 1] += ` ${line}`
    else {
      if (list) end()
      paragraph.push(line)
    }
  }
  end()
  return blocks
}

/** The plain text of a Markdown text (for descriptions and previews). */
export function plainText(source: string): string {
  const text = (inline: Inline[]): string => inline.map((n) => (n.t === 'text' ? n.v : text(n.c))).join('')
  return parseMarkdown(source)
    .map((b) => ('items' in b ? b.items.map(text).join(' ') : text(b.c)))
    .join(' ')
}
