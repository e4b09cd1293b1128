// An organiser-edited text (lib/content/markdown.ts) as React elements: every piece of text is a
// text node, links only with a safe address. Its placeholders are filled from `values` first
// (lib/content/placeholders.ts). No hooks, so server pages and admin previews share it.
import Link from 'next/link'
import { parseMarkdown, type Block, type Inline } from '@/lib/content/markdown'
import { fillPlaceholders } from '@/lib/content/placeholders'

function Inlines({ nodes }: { nodes: Inline[] }) {
  return nodes.map((n, i) => {
    if (n.t === 'text') return n.v
    if (n.t === 'strong') return <strong key={i}>{<Inlines nodes={n.c} />}</strong>
    if (n.t === 'em') return <em key={i}>{<Inlines nodes={n.c} />}</em>
    if (n.external)
      return (
        <a key={i} href={n.href} target="_blank" rel="noopener noreferrer">
          <Inlines nodes={n.c} />
        </a>
      )
    if (n.href.startsWith('/'))
      return (
        <Link key={i} href={n.href}>
          <Inlines nodes={n.c} />
        </Link>
      )
    return (
      <a key={i} href={n.href}>
        <Inlines nodes={n.c} />
      </a>
    )
  })
}

function BlockView({ block, listClassName }: { block: Block; listClassName?: string }) {
  if (!('c' in block)) {
    const List = block.t
    return (
      <List className={listClassName}>
        {block.items.map((item, i) => (
          <li key={i}>
            <Inlines nodes={item} />
          </li>
        ))}
      </List>
    )
  }
  const Tag = block.t as 'p' | 'h2' | 'h3'
  return (
    <Tag>
      <Inlines nodes={block.c} />
    </Tag>
  )
}

export function RichText({
  source,
  values = {},
  listClassName,
}: {
  source: string
  /** The placeholders' values, e.g. the current edition's (lib/editions/texts.ts). */
  values?: Readonly<Record<string, string>>
  listClassName?: string
}) {
  return parseMarkdown(fillPlaceholders(source, values)).map((block, i) => (
    <BlockView key={i} block={block} listClassName={listClassName} />
  ))
}
