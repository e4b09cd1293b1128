// The home page (spec 2, "Home page content"; spec 4 states; spec 9 limits).
import { formatDate } from '../../lib/dates'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { currentEdition, skipPopup } from '../support/site'

// The second slide names the current edition (the demo writes its texts for it).
const slides = (conference: string) => [
  {
    title: 'Indian Academy of Pediatrics, Uttar Pradesh',
    button: ['Contact Us', '/contact-us'],
    secondary: '/uppedicon',
  },
  { title: conference, button: ['Learn More', '#uppedicon'] },
  { title: 'Join Us Today', button: ['Register Now', '/register'] },
  { title: 'Welcome to Gorakhpur', button: ['Explore Venue', '/uppedicon'] },
]

test.describe('with the pop-up already closed', () => {
  test.beforeEach(async ({ page }) => skipPopup(page))

  test('the hero shows the four slides with their buttons and links, one at a time', async ({ page }) => {
    const SLIDES = slides((await currentEdition(page.request)).edition.name)
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Highlights' })
    await hero.getByRole('button', { name: 'Pause the slides' }).click()
    await expect(hero.locator('[aria-roledescription="slide"]')).toHaveCount(4)
    // Whatever slide autoplay reached, walk the loop from slide 1 with the Next arrow.
    for (
      let guard = 0;
      guard < 4 && (await hero.locator('[data-active="true"]').getAttribute('aria-label')) !== '1 of 4';
      guard++
    ) {
      await hero.getByRole('button', { name: 'Next slide' }).click()
    }
    for (const [i, s] of [...SLIDES, SLIDES[0]].entries()) {
      const slide = hero.getByRole('group', { name: `${(i % 4) + 1} of 4` })
      await expect(slide).toHaveAttribute('data-active', 'true')
      await expect(slide).toBeInViewport({ ratio: 0.9 })
      await expect(slide.getByRole('heading', { level: 2 })).toHaveText(s.title)
      await expect(slide.getByRole('link', { name: s.button[0], exact: true })).toHaveAttribute(
        'href',
        s.button[1],
      )
      if (s.secondary) await expect(slide.getByRole('link').nth(1)).toHaveAttribute('href', s.secondary)
      // Only the visible slide's links can be reached (the others are inert).
      await expect(hero.locator('[inert]')).toHaveCount(3)
      await hero.getByRole('button', { name: 'Next slide' }).click()
    }
    await expect(hero.locator('[class*="dot"]')).toHaveCount(0)
  })

  test('the hero turns by itself every 2 seconds and loops', async ({ page }) => {
    await page.goto('/')
    const active = page.locator('[aria-roledescription="slide"][data-active="true"]')
    await expect(active).toHaveAttribute('aria-label', '1 of 4')
    const seen = new Set<string>()
    const started = Date.now()
    while (seen.size < 4 || (await active.getAttribute('aria-label')) !== '1 of 4') {
      seen.add((await active.getAttribute('aria-label'))!)
      expect(Date.now() - started).toBeLessThan(14_000)
      await page.waitForTimeout(200)
    }
    // Four slides at 2 s each (+ 0.5 s moves): back to the first in about 8-10 s.
    expect(Date.now() - started).toBeGreaterThan(6_000)
  })

  test('a slide change takes about 500 ms', async ({ page }) => {
    // Measured on the page's own clock, stepped one frame at a time: the animation's length, not
    // how busy the test machine happens to be (a loaded machine drops frames, not milliseconds).
    await page.clock.install()
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Highlights' })
    await hero.getByRole('button', { name: 'Pause the slides' }).click()
    const container = hero.locator('[aria-roledescription="slide"]').first().locator('..')
    // Embla arrives after the page has loaded (hero-embla.tsx); it moves the track by its transform.
    await expect(container).toHaveAttribute('style', /transform/)
    const x = () => container.evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41)
    await page.clock.pauseAt(Date.now() + 60_000)
    const before = await x()
    await hero.getByRole('button', { name: 'Next slide' }).click()
    // Step 16 ms frames until the track has rested for 300 ms; when did it come within a pixel of
    // where it stopped?
    const samples: [number, number][] = []
    let rested = 0
    for (let t = 16; t <= 3000 && rested < 300; t += 16) {
      await page.clock.runFor(16)
      const now = await x()
      rested = samples.length && now === samples[samples.length - 1][1] ? rested + 16 : 0
      samples.push([t, now])
    }
    const end = samples[samples.length - 1][1]
    expect(Math.abs(end - before)).toBeGreaterThan(100)
    const elapsed = samples.find(([, v]) => Math.abs(v - end) <= 1)![0]
    // Spec: 500 ms. Embla settles along a curve (see EMBLA_DURATION_500MS).
    expect(elapsed).toBeGreaterThan(350)
    expect(elapsed).toBeLessThan(800)
  })

  test('an arrow pressed before the carousel’s engine has arrived turns the slide', async ({ page }) => {
    // The browser is never idle here, so nothing but the arrow fetches Embla
    // (components/site/hero-carousel.tsx).
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Highlights' })
    const active = hero.locator('[aria-roledescription="slide"][data-active="true"]')
    await expect(active).toHaveAttribute('aria-label', '1 of 4')
    // A press before React has hydrated the button is lost: wait for its React props.
    const next = hero.getByRole('button', { name: 'Next slide' })
    await expect
      .poll(() => next.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
      .toBe(true)
    await next.click()
    await expect(active).toHaveAttribute('aria-label', '2 of 4')
    await hero.getByRole('button', { name: 'Previous slide' }).click()
    await expect(active).toHaveAttribute('aria-label', '1 of 4')
  })

  test('the Learn More slide button scrolls to the conference section', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Highlights' })
    await hero.getByRole('button', { name: 'Pause the slides' }).click()
    while ((await hero.locator('[data-active="true"]').getAttribute('aria-label')) !== '2 of 4')
      await hero.getByRole('button', { name: 'Next slide' }).click()
    await hero.getByRole('link', { name: 'Learn More' }).click()
    await expect(page).toHaveURL(/#uppedicon$/)
    await expect(page.getByRole('heading', { name: 'About the Conference' })).toBeInViewport()
  })

  test('the countdown ticks every second towards the next upcoming event', async ({ page, server }) => {
    const [next] = await sql<{ name: string; start: string }>(
      server,
      "SELECT name, to_char(date, 'YYYY-MM-DD') || 'T' || time || '+05:30' AS start FROM events WHERE date >= (now() AT TIME ZONE 'Asia/Kolkata')::date ORDER BY date, time LIMIT 1",
    )
    const start = Date.parse(next.start)
    const at = start - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000
    await page.clock.install({ time: at - 60_000 })
    await page.goto('/')
    await page.clock.pauseAt(at)
    const timer = page.getByRole('timer', { name: `Time left until ${next.name}` }).first()
    const figures = () => timer.locator('[data-unit] > span:first-child').allTextContents()
    await expect.poll(figures).toEqual(['02', '03', '04', '05'])
    await page.clock.runFor(1000)
    await expect.poll(figures).toEqual(['02', '03', '04', '04'])
    await page.clock.runFor(5000)
    await expect.poll(figures).toEqual(['02', '03', '03', '59'])
    await expect(timer).toContainText('Days')
    await expect(timer).toContainText('Seconds')
    // The event block below has a countdown of its own to the same event; the band names it.
    await expect(page.getByRole('timer', { name: `Time left until ${next.name}` })).toHaveCount(2)
    await expect(page.getByText(`Countdown to ${next.name}`, { exact: false }).first()).toBeVisible()
  })

  test('the countdown shows zeros once the moment has passed', async ({ page }) => {
    await page.clock.install({ time: new Date('2035-01-01T00:00:00Z') })
    await page.goto('/')
    const timer = page.getByRole('timer').first()
    await page.clock.runFor(3000)
    await expect
      .poll(() => timer.locator('[data-unit] > span:first-child').allTextContents())
      .toEqual(['00', '00', '00', '00'])
  })

  test('conference details, leadership and the president’s Read More', async ({ page, server }) => {
    await page.goto('/')
    // The current edition names and dates the conference.
    const { edition } = await currentEdition(page.request)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edition.name)
    await expect(page.locator('main')).toContainText(formatDate(edition.starts_on))
    await expect(page.locator('main')).toContainText('Yogiraj Baba Gambhirnath Prekshagrah')
    const leadership = page.getByRole('region', { name: 'Our Leadership' })
    for (const role of ['President', 'Secretary', 'Treasurer'])
      await expect(leadership.getByText(role, { exact: true })).toBeVisible()
    const [president] = await sql<{ description: string }>(
      server,
      "SELECT description FROM members WHERE designation = 'president' ORDER BY position, id LIMIT 1",
    )
    expect(president.description.length).toBeGreaterThan(450)
    const text = leadership.locator('p', { has: page.getByRole('button', { name: 'Read More' }) })
    const cut = (await text.innerText()).replace(/\s*Read More$/, '')
    expect(cut.length).toBeLessThanOrEqual(451)
    expect(cut.endsWith('…')).toBe(true)
    expect(president.description.startsWith(cut.slice(0, -1))).toBe(true)
    await text.getByRole('button', { name: 'Read More' }).click()
    await expect(leadership.getByText(president.description.slice(-60))).toBeVisible()
    await expect(leadership.getByRole('button', { name: 'Read Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  test('the board grid shows 8 members, See More shows all, See Less 8 again', async ({ page, server }) => {
    const [{ count }] = await sql<{ count: string }>(
      server,
      "SELECT count(*) FROM members WHERE designation = 'member'",
    )
    await page.goto('/')
    const list = page.getByRole('list', { name: 'Board members' })
    await expect(list.getByRole('listitem')).toHaveCount(8)
    await page
      .getByRole('region', { name: 'Board Members' })
      .getByRole('button', { name: 'See More' })
      .click()
    await expect(list.getByRole('listitem')).toHaveCount(Number(count))
    await page
      .getByRole('region', { name: 'Board Members' })
      .getByRole('button', { name: 'See Less' })
      .click()
    await expect(list.getByRole('listitem')).toHaveCount(8)
    // Members without a picture show the placeholder portrait.
    await page
      .getByRole('region', { name: 'Board Members' })
      .getByRole('button', { name: 'See More' })
      .click()
    await expect(list.locator('img[src="/images/person-placeholder.svg"]').first()).toBeVisible()
  })

  test('the upcoming event block and When / Where / Who', async ({ page }) => {
    await page.goto('/')
    const event = page.getByRole('region', { name: 'Upcoming Event' })
    await expect(event.getByRole('heading', { level: 3 })).toHaveText(/Workshop|Update|Course/)
    // An event takes no registration of its own: no Register button leading to the conference form.
    await expect(event.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0)
    await expect(event.getByText(/^Time left until .+ begins:$/)).toBeVisible()
    await expect(event.getByRole('timer')).toBeVisible()
    const www = page.getByRole('region', { name: 'When, Where & Who' })
    for (const h of ['When', 'Where', 'Who'])
      await expect(www.getByRole('heading', { name: h, exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'About the Conference' })).toContainText(
      'three days of plenary lectures',
    )
  })

  test('the gallery shows 8 pictures with See More / See Less and opens a lightbox', async ({
    page,
    server,
  }) => {
    const [{ count }] = await sql<{ count: string }>(
      server,
      "SELECT count(*) FROM gallery_images WHERE gallery = 'home'",
    )
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Gallery' })
    const list = section.getByRole('list', { name: 'Gallery' })
    await expect(list.getByRole('listitem')).toHaveCount(8)
    await section.getByRole('button', { name: 'See More' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(Number(count))
    await section.getByRole('button', { name: 'See Less' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(8)
    const first = list.getByRole('button').first()
    const title = (await first.innerText()).trim()
    await first.click()
    const box = page.locator('dialog[open]')
    await expect(box).toHaveAccessibleName(title)
    await expect(box.getByRole('img', { name: title })).toBeVisible()
    await box.getByRole('button', { name: 'Next picture' }).click()
    await expect(box).toContainText(`(2 of ${count})`)
    await expect(box).not.toHaveAccessibleName(title)
    await page.keyboard.press('Escape')
    await expect(box).toBeHidden()
  })

  test('the FAQ has the five questions and keeps one answer open at a time', async ({ page }) => {
    await page.goto('/')
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    const items = faq.locator('details')
    await expect(items).toHaveCount(5)
    await expect(faq.locator('summary')).toHaveText([
      /Indian Academy of Pediatrics/,
      /member/,
      new RegExp(`What is ${(await currentEdition(page.request)).edition.name}\\?`),
      /abstract/,
      /highlights/,
    ])
    await expect(faq.locator('details[open]')).toHaveCount(1)
    for (const i of [3, 1, 4]) {
      await items.nth(i).locator('summary').click()
      await expect(faq.locator('details[open]')).toHaveCount(1)
      await expect(items.nth(i)).toHaveAttribute('open', '')
    }
    await expect(items.nth(3)).toContainText('online')
    // Keyboard: Enter on a question opens it.
    await items.nth(0).locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(items.nth(0)).toHaveAttribute('open', '')
    await expect(faq.locator('details[open]')).toHaveCount(1)
  })

  test(
    'only the first hero picture loads eagerly; pictures carry their size',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/')
      const eager = await page.locator('main img[loading="eager"]').count()
      expect(eager).toBe(1)
      await expect(page.locator('[aria-roledescription="slide"]').first().locator('img')).toHaveAttribute(
        'fetchpriority',
        'high',
      )
      const unsized = await page.locator('main img:not([width]), main img:not([height])').count()
      expect(unsized).toBe(0)
    },
  )
})

test('the registration pop-up shows date, time and venue, links to /register and closes', async ({
  page,
}) => {
  await page.goto('/')
  const { edition } = await currentEdition(page.request)
  const popup = page.getByRole('dialog', { name: edition.name })
  await expect(popup).toBeVisible()
  await expect(popup).toContainText('Registration open')
  await expect(popup).toContainText(formatDate(edition.starts_on))
  await expect(popup).toContainText('9:00 AM')
  await expect(popup).toContainText('Yogiraj Baba Gambhirnath Prekshagrah')
  await expect(popup.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register')
  await popup.getByRole('button', { name: 'Close' }).click()
  await expect(popup).toBeHidden()
  // Closed once, it stays closed for the visit.
  await page.reload()
  await page.waitForTimeout(500)
  await expect(popup).toBeHidden()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('every section of the home page is readable from the server HTML', async ({ page }) => {
    await page.goto('/')
    const { edition } = await currentEdition(page.request)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edition.name)
    await expect(page.getByText('Indian Academy of Pediatrics, Uttar Pradesh').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dr Anil Kumar Srivastava' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Board members' }).getByRole('listitem')).toHaveCount(8)
    await expect(
      page.getByRole('region', { name: 'Upcoming Event' }).getByRole('heading', { level: 3 }),
    ).toBeVisible()
    await expect(page.getByRole('list', { name: 'Gallery' }).getByRole('listitem')).toHaveCount(8)
    await expect(page.locator('details[open]')).toHaveCount(1)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('the inner pages are readable too', async ({ page }) => {
    for (const [path, text] of [
      ['/about', 'Committee Members'],
      ['/uppedicon', 'Explore Gorakhpur'],
      ['/events', 'Upcoming Events'],
      ['/contact-us', 'Send us a message'],
      ['/about/page/2', 'Committee Members'],
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: text }).first(), path).toBeVisible()
    }
    await page.goto('/about/page/2')
    await expect(page.getByRole('list', { name: 'Committee members' }).getByRole('listitem')).toHaveCount(12)
  })
})
