// Layout checks shared by the page walks: the page never scrolls sideways (the document is no wider
// than the viewport), and no text lies under a control that stays put while the page moves under
// it or sits over other content (fixed, sticky and absolutely placed buttons and bars, such as a
// dialog's close button or the sticky navigation).
import type { Page } from '@playwright/test'

/** What is wrong with the page's layout where it is scrolled now (empty when nothing is). */
export async function layoutProblems(page: Page, { bottomOnly = false } = {}): Promise<string[]> {
  return page.evaluate((bottomOnly) => {
    const problems: string[] = []
    const doc = document.documentElement
    // The layout viewport's width: a phone zooms out to show a page wider than the screen, which
    // then widens innerWidth, never the document's clientWidth.
    const width = doc.clientWidth
    if (doc.scrollWidth > width) {
      // The outermost elements that stick out, to name the culprit.
      const out = (el: Element | null) => !!el && el.getBoundingClientRect().right > width + 1
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => out(el) && !out(el.parentElement))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      problems.push(`the page is ${doc.scrollWidth}px wide at ${width}px (${wide.join(', ')})`)
    }
    // Shown, not in a closed <details>, not transparent, and bigger than a speck.
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect()
      const shown = el.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
        contentVisibilityAuto: true,
      })
      return shown && r.width > 4 && r.height > 4
    }
    const pinned = (el: Element) => ['fixed', 'sticky'].includes(getComputedStyle(el).position)
    const inPinned = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (pinned(e)) return true
      return false
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    // The layer an element is drawn in: an open modal dialog, or the page.
    const layer = (el: Element) => el.closest('dialog[open]')
    const modal = document.querySelector('dialog[open]')
    // A toast: drawn in the top layer above everything for its few seconds, by design, and gone
    // again; whether one is still up when the page is looked at is only a matter of timing.
    const toast = (el: Element) => !!el.closest(':popover-open')
    // Controls that do not move with the text around them.
    const HEADINGS = 'h1, h2, h3, h4, caption, legend'
    const controls = [...document.querySelectorAll('body *')].filter((el) => {
      const position = getComputedStyle(el).position
      if (toast(el)) return false
      if (pinned(el)) return visible(el)
      return position === 'absolute' && el.matches('button, a[href]') && visible(el)
    })
    // The text a reader needs: every text node's box.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const texts: { el: Element; rect: DOMRect }[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      if (!el || !node.textContent?.trim() || !visible(el)) continue
      if (el.closest('.visually-hidden, [aria-hidden="true"], script, style, noscript')) continue
      if (modal && layer(el) !== modal) continue
      if (toast(el)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects())
        if (rect.width > 1 && rect.height > 1) texts.push({ el, rect })
    }
    for (const control of controls) {
      if (modal && layer(control) !== modal) continue
      const c = control.getBoundingClientRect()
      // Scrolled down, text passes under the bars at the top as it should: only those at the
      // bottom of the screen must leave the end of the page readable.
      if (bottomOnly && c.top < window.innerHeight / 2) continue
      for (const { el, rect } of texts) {
        if (control.contains(el) || el.contains(control)) continue
        if (layer(el) !== layer(control)) continue
        const x = Math.min(c.right, rect.right) - Math.max(c.left, rect.left)
        const y = Math.min(c.bottom, rect.bottom) - Math.max(c.top, rect.top)
        if (x > 2 && y > 2)
          problems.push(
            `${describe(el)} lies under ${describe(control)} (${Math.round(x)}×${Math.round(y)}px)`,
          )
      }
    }
    // Text over text: two headings, or a heading and the text beside it, drawn on one another.
    for (const [i, a] of texts.entries())
      for (const b of texts.slice(i + 1)) {
        if (a.el === b.el || !(a.el.matches(HEADINGS) || b.el.matches(HEADINGS))) continue
        if (inPinned(a.el) || inPinned(b.el)) continue
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
        if (x > 2 && y > 2) problems.push(`${describe(a.el)} and ${describe(b.el)} overlap`)
      }
    return [...new Set(problems)]
  }, bottomOnly)
}

/** The layout's problems at the top of the page and once scrolled to its end. */
export async function layoutProblemsWhileScrolling(page: Page): Promise<string[]> {
  // Instantly (the site scrolls smoothly otherwise), and again until the page has stayed there for
  // two looks in a row: a smooth scroll still under way (to a tab's anchor, say) would move it on.
  // Looked at from here, not with the page's timers: a page may run without JavaScript.
  const scroll = async (to: 'top' | 'end') => {
    for (let settled = 0, tries = 0; settled < 2 && tries < 60; tries++) {
      const there = await page.evaluate((to) => {
        const end = document.documentElement.scrollHeight
        const at = to === 'top' ? window.scrollY === 0 : window.scrollY + window.innerHeight >= end - 1
        if (!at) window.scrollTo({ top: to === 'top' ? 0 : end, behavior: 'instant' })
        return at
      }, to)
      settled = there ? settled + 1 : 0
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  await scroll('top')
  const top = await layoutProblems(page)
  await scroll('end')
  const bottom = await layoutProblems(page, { bottomOnly: true })
  await scroll('top')
  return [...new Set([...top, ...bottom.map((p) => `${p} (scrolled to the end)`)])]
}
