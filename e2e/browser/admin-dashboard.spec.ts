// The admin dashboard's reading controls (FAQ, See More, Read More), the upload progress bar on a
// slow connection, and registering a delegate at the desk from the admin events page.
import sharp from 'sharp'
import { ordinal } from '../../lib/editions/wording'
import { ADMIN } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { fillRegistrationForm, uniqueDelegate } from '../support/registration'
import { currentEdition, hydrated } from '../support/site'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

test('FAQ opens one answer at a time; See More / See Less on the board; Read More on the president', async ({
  page,
}) => {
  await page.goto('/admin/dashboard')
  const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' })
  // The questions are the headings' buttons (each also has its ⋮ menu, and the section Add FAQ):
  // the demo's five first, then any that another spec is adding and removing at the same time.
  const questions = faqs.getByRole('heading', { level: 3 }).getByRole('button')
  await expect(questions.nth(4)).toBeVisible()
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
  // The conference's question, by its name (another spec's FAQ may come before it).
  // (The demo writes the conference's answer for the current edition.)
  const { edition } = await currentEdition(page.request)
  const conference = faqs.getByRole('button', { name: `What is ${edition.name}?`, exact: true })
  // A tap before the FAQ's island has hydrated is lost (the page is server-rendered).
  await (await hydrated(conference)).click()
  await expect(conference).toHaveAttribute('aria-expanded', 'true')
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
  // The same answers as the public home page (one set of records).
  await expect(
    faqs.getByText(`${edition.name} is the ${ordinal(edition.number)} annual state conference`),
  ).toBeVisible()
  await expect(faqs.getByText('IAP Uttar Pradesh is the state branch')).toBeHidden()
  // Keyboard: Enter on a focused question toggles it.
  await conference.focus()
  await page.keyboard.press('Enter')
  await expect(conference).toHaveAttribute('aria-expanded', 'false')

  const members = (await (
    await page.request.get('/uppedicon/members/?designation=member')
  ).json()) as unknown[]
  const board = page.getByRole('region', { name: 'Board Members' })
  const cards = board.getByRole('listitem')
  await expect(cards).toHaveCount(Math.min(8, members.length))
  test.skip(members.length <= 8, 'the board has no more than 8 members here')
  await (await hydrated(board.getByRole('button', { name: 'See More' }))).click()
  await expect(cards).toHaveCount(members.length)
  await board.getByRole('button', { name: 'See Less' }).click()
  await expect(cards).toHaveCount(8)

  const [president] = (await (
    await page.request.get('/uppedicon/members/?designation=president')
  ).json()) as { description: string }[]
  const card = page.getByRole('region', { name: 'President’s message' })
  if (president.description.length > 450) {
    await expect(card.getByText(president.description)).toHaveCount(0)
    await (await hydrated(card.getByRole('button', { name: 'Read More' }))).click()
    await expect(card.getByText(president.description)).toBeVisible()
    await card.getByRole('button', { name: 'Read Less' }).click()
    await expect(card.getByText(president.description)).toHaveCount(0)
  } else {
    await expect(card.getByRole('button', { name: 'Read More' })).toHaveCount(0)
  }
})

test('an upload on a slow connection shows its progress until it is stored', async ({ page }) => {
  const before = (await (await page.request.get('/uppedicon/gkpgallery/')).json()) as { id: number }[]
  await page.goto('/admin/admin-uppedicon')
  const region = page.getByRole('region', { name: 'Explore Gorakhpur', exact: true })
  await region.getByRole('button', { name: 'Add Image' }).click()
  const form = page.getByRole('dialog', { name: 'Add New Image' })
  // A noisy picture does not compress: about 1.5 MB to send.
  const noise = Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256)))
  const big = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
    .png()
    .toBuffer()
  expect(big.length).toBeGreaterThan(1_000_000)
  await form.getByLabel(/^Image/).setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: big })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 1_000_000,
    uploadThroughput: 400_000,
  })
  await form.getByRole('button', { name: 'Upload' }).click()
  const bar = form.getByRole('progressbar', { name: 'Uploading' })
  await expect(bar).toBeVisible()
  const first = Number(await bar.getAttribute('aria-valuenow'))
  await expect
    .poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 100))
    .toBeGreaterThan(first)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await expect(
    page.locator('[aria-live]').getByText('Image uploaded successfully!', { exact: true }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(bar).toBeHidden()
  // Tidy up: remove what this test added.
  const after = (await (await page.request.get('/uppedicon/gkpgallery/')).json()) as { id: number }[]
  const fresh = after.filter((i) => !before.some((b) => b.id === i.id)) as { id: number; images: string }[]
  // Other specs may add pictures meanwhile (plain colours): ours is the noisy one.
  const noisy = async (src: string) =>
    (await sharp(await (await page.request.get(src)).body()).stats()).channels[0].stdev > 40
  const ours = (await Promise.all(fresh.map(async (i) => ((await noisy(i.images)) ? i : null)))).filter(
    (i) => i !== null,
  )
  expect(ours).toHaveLength(1)
  expect((await page.request.delete(`/uppedicon/gkpgallery/?id=${ours[0].id}`)).status()).toBe(204)
})

test('the admin events page registers a delegate at the desk and opens the registration', async ({
  page,
}) => {
  const desk = uniqueDelegate('desk', { name: 'Meera Desk', category: 'PG_Student' })
  await page.goto('/admin/admin-events')
  await page.getByRole('link', { name: 'Register', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/register$/)
  await expect(page.getByRole('heading', { name: 'Register a delegate' })).toBeVisible()
  await fillRegistrationForm(page, desk)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/admin\/registrations\/\d+$/)
  await expect(page.getByText(desk.email).first()).toBeVisible()
})
