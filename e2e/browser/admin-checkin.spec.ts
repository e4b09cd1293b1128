// The check-in desk on a phone: a delegate pays in the sandbox, the confirmation mail holds a QR
// image that decodes to the ticket code. The desk says whether it is open (the conference is
// months away) and an organiser opens it early for a rehearsal; a typed ticket code finds its
// registration; the phone's camera (Chromium's fake capture device playing a video of the mailed
// QR code: the page's own camera code, decoder and Permissions-Policy at work) checks a delegate
// in, also when the desk was reached from the console; a desk volunteer opens the desk, never the
// console; axe-core finds nothing on the desk page.
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { devices, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { ADMIN, bearer, signIn } from '../support/admin'
import { expect, randomAddress, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { paidRegistration } from '../support/review'
import type { ServerName } from '../support/servers'
import { followMenuLink } from '../support/site'

const REHEARSAL = '/adminpanel/desk/rehearsal/'
const SEARCH = 'Ticket code, name, mobile or registration number'

/** A paid registration, its mailed QR image and the code that image decodes to. */
async function ticketed(page: Page, server: ServerName, tag: string) {
  const made = await paidRegistration(page.request, tag)
  const mail = await waitForMail(made.email, {
    server,
    match: (m) => m.subject.includes(`registration ${made.reg.registration_number} confirmed`),
  })
  const png = mail.attachments.find((a) => a.contentType === 'image/png')!.content
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
  expect(mail.text).toContain(`Ticket code: ${decoded}`)
  return { ...made, png, code: decoded! }
}

/**
 * A video (YUV4MPEG2, 4:2:0) of the QR image on a white page, as Chromium's fake camera plays it:
 * the luma plane is the picture in grey, the chroma planes neutral.
 */
async function qrVideo(png: Buffer, file: string) {
  const [width, height] = [640, 480]
  const luma = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: await sharp(png).resize(400).toBuffer(), gravity: 'center' }])
    .toColourspace('b-w')
    .raw()
    .toBuffer()
  expect(luma.length).toBe(width * height)
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)
  fs.writeFileSync(file, Buffer.concat([header, ...Array(10).fill(frame)]))
}

async function openDesk(page: Page) {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
  const answer = await page.goto('/admin/checkin')
  expect(answer?.headers()['permissions-policy']).toContain('camera=(self)')
  // A fresh browser: the desk's name is asked first.
  await page.getByLabel('Desk name (shown to the other desks)').fill('Desk 1')
  await page.getByRole('button', { name: 'Start' }).click()
}

// The conference is months away: the desk checks in only while open early for a rehearsal.
test.beforeAll(async ({ playwright }, info) => {
  const context = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  const res = await context.put(REHEARSAL, { headers: bearer(await signIn(context)), data: { open: true } })
  expect(res.status()).toBe(200)
  await context.dispose()
})

test('the desk says it is not open yet, and an organiser opens it for a rehearsal with a banner', async ({
  page,
}) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
  expect((await page.request.put(REHEARSAL, { data: { open: false } })).status()).toBe(200)
  await page.goto('/admin/checkin')
  const banner = page.getByTestId('desk-banner')
  await expect(banner).toContainText('The desk is not open yet')
  await expect(banner).toContainText(/The desk opens on \w+day, \d+ \w+ \d{4} at 4:00 PM \(India time\)/)
  await page.getByRole('button', { name: 'Open the desk early for a rehearsal' }).click()
  await page.getByRole('button', { name: 'Yes, open for a rehearsal' }).click()
  await expect(banner).toContainText('Rehearsal: the desk is open early')
  await expect(banner).toContainText(`Opened by ${ADMIN.email}`)
  await expect(banner).toContainText('Check-ins now are practice')
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations).toEqual([])
  // The phone's page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
})

test('a typed ticket code finds its registration; a part of a number finds nothing', async ({
  page,
  server,
}) => {
  const typed = await ticketed(page, server, 'desk-typed')
  await openDesk(page)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations).toEqual([])

  await page.getByLabel(SEARCH).fill(typed.reg.registration_number.slice(0, -2))
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Registrations found' })).toContainText(
    'No registration found.',
  )

  // As printed under the QR code on the e-ticket.
  await page.getByLabel(SEARCH).fill(typed.code)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await page.getByRole('button', { name: `Check in Asha Verma (${typed.reg.registration_number})` }).click()
  const result = page.getByTestId('checkin-result')
  await expect(result).toHaveAttribute('data-tone', 'go')
  await expect(result).toContainText('Checked in')
  await expect(result).toContainText('Rehearsal: practice, not an arrival.')
  await expect(result).toContainText(typed.reg.registration_number)
})

test('scanning a real ticket with the phone camera checks the delegate in', async ({
  page,
  server,
  playwright,
  launchOptions,
  baseURL,
}, info) => {
  const scanned = await ticketed(page, server, 'desk-camera')
  const video = info.outputPath('ticket.y4m')
  fs.mkdirSync(info.outputDir, { recursive: true })
  await qrVideo(scanned.png, video)
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': randomAddress() },
    })
    const phone = await context.newPage()
    await openDesk(phone)
    const result = phone.getByTestId('checkin-result')
    await phone.getByRole('button', { name: 'Scan ticket' }).click()
    await expect(result).toHaveAttribute('data-tone', 'go', { timeout: 20_000 })
    await expect(result).toContainText(scanned.reg.registration_number)
    await expect(phone.getByText('The camera could not be opened')).toHaveCount(0)

    // Reached from the console (a link inside the app): the same tap still opens the camera.
    await phone.goto('/admin/dashboard')
    // On a phone the links are behind the menu button.
    await followMenuLink(phone.getByRole('navigation', { name: 'Administration' }), 'Check-in desk', {
      exact: true,
    })
    await expect(phone).toHaveURL(/\/admin\/checkin$/)
    await phone.getByRole('button', { name: 'Scan ticket' }).click()
    await expect(result).toHaveAttribute('data-tone', 'again', { timeout: 20_000 })
    await expect(result).toContainText(/Already checked in at \d\d:\d\d by Desk 1/)
    await context.close()
  } finally {
    await browser.close()
  }
})

test('a desk volunteer sets a password from the invitation, opens the desk and not the console', async ({
  page,
  server,
}) => {
  const token = await signIn(page.request)
  const email = `desk-phone-${Date.now()}@uppedicon.test`
  const invited = await page.request.post('/adminpanel/volunteers/', {
    headers: bearer(token),
    data: { email, name: 'Desk Phone' },
  })
  expect(invited.status()).toBe(201)
  const link = /https?:\/\/\S+\/admin-invite\?token=[\w-]{43}/.exec(
    (await waitForMail(email, { server })).text,
  )![0]
  await page.goto(new URL(link).pathname + new URL(link).search)
  const password = 'Desk@Phone2026'
  await page.getByLabel('New password').fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('Your password is set.')).toBeVisible()

  expect((await page.request.post('/adminpanel/login/', { data: { email, password } })).status()).toBe(200)
  await page.goto('/admin/checkin')
  await expect(page.getByRole('heading', { name: 'Check-in desk' })).toBeVisible()
  for (const path of ['/admin/dashboard', '/admin/registrations', '/admin/volunteers']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/checkin$/)
  }
})
