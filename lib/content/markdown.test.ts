// The Markdown subset of organiser-edited texts: structure, and nothing unsafe survives.
import { describe, expect, it } from 'vitest'
import { isSafeHref, parseInline, parseMarkdown, plainText } from './markdown'

describe('parseMarkdown', () => {
  it('reads headings, paragraphs (lines joined) and both kinds of lists', () => {
    expect(parseMarkdown('## Title\n\nOne\ntwo\n\n- a\n- b\n\n1. x\n2. y')).toEqual([
      { t: 'h2', c: [{ t: 'text', v: 'Title' }] },
      { t: 'p', c: [{ t: 'text', v: 'One two' }] },
      { t: 'ul', items: [[{ t: 'text', v: 'a' }], [{ t: 'text', v: 'b' }]] },
      { t: 'ol', items: [[{ t: 'text', v: 'x' }], [{ t: 'text', v: 'y' }]] },
    ])
  })

  it('reads bold, italic and links; unsafe link targets keep only their text', () => {
    expect(parseInline('**Bold** and *it* [Refund](/refund)')).toEqual([
      { t: 'strong', c: [{ t: 'text', v: 'Bold' }] },
      { t: 'text', v: ' and ' },
      { t: 'em', c: [{ t: 'text', v: 'it' }] },
      { t: 'text', v: ' ' },
      { t: 'link', href: '/refund', external: false, c: [{ t: 'text', v: 'Refund' }] },
    ])
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { t: 'text', v: 'x' },
      { t: 'text', v: ')' },
    ])
    expect(parseInline('[x](//evil.example)')).toEqual([{ t: 'text', v: 'x' }])
  })

  it('keeps markup typed as HTML as plain text', () => {
    expect(plainText('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toBe(
      '<script>alert(1)</script> <img src=x onerror=alert(1)>',
    )
  })

  it('accepts only site paths, anchors, http(s), mailto and tel as link targets', () => {
    for (const ok of ['/about', '#faqs', 'https://forms.gle/x', 'mailto:a@b.org', 'tel:+91 98765 43210'])
      expect(isSafeHref(ok), ok).toBe(true)
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil', 'vbscript:x'])
      expect(isSafeHref(bad), bad).toBe(false)
  })
})
