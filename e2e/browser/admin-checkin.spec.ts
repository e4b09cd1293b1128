// The check-in desk on a phone (issue 14): a delegate pays in the sandbox, the confirmation mail
// holds a QR image that decodes to the ticket code; the desk checks one delegate in by search and
// another by the camera (a frame of the mailed QR code fed to getUserMedia, decoded by the page's
// own decoder), a second scan says already checked in; a desk volunteer opens the desk, never
// the console; axe-core finds nothing on the desk page.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { ADMIN, bearer, signIn } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { paidRegistration } from '../support/review'
import type { ServerName } from '../support/servers'

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

/** The phone's camera films this picture: a canvas stream instead of the real device. */
async function cameraShows(page: Page, png: Buffer) {
  await page.addInitScript(
    (src: string) => {
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement('canvas')
        canvas.width = 640
        canvas.height = 640
        const ctx = canvas.getContext('2d')!
        const image = new Image()
        image.src = src
        await image.decode()
        const draw = () => {
          ctx.fillStyle = '#fff'
          ctx.fillRect(0, 0, 640, 640)
          ctx.drawImage(image, 80, 80, 480, 480)
          requestAnimationFrame(draw)
        }
        draw()
        return canvas.captureStream(10)
      }
    },
    `data:image/png;base64,${png.toString('base64')}`,
  )
}

test('the desk checks in by search and by the camera; a second scan says already checked in', async ({
  page,
  server,
}) => {
  const bySearch = await ticketed(page, server, 'desk-search')
  const byCamera = await ticketed(page, server, 'desk-camera')
  await cameraShows(page, byCamera.png)
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
  await page.goto('/admin/checkin')
  await page.getByLabel('Desk name (shown to the other desks)').fill('Desk 1')
  await page.getByRole('button', { name: 'Start' }).click()

  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations).toEqual([])

  await page.getByLabel('Name, mobile or registration number').fill(bySearch.reg.registration_number)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await page
    .getByRole('button', { name: `Check in Asha Verma (${bySearch.reg.registration_number})` })
    .click()
  const result = page.getByTestId('checkin-result')
  await expect(result).toHaveAttribute('data-tone', 'go')
  await expect(result).toContainText('Checked in')
  await expect(result).toContainText(bySearch.reg.registration_number)

  await page.getByRole('button', { name: 'Scan ticket' }).click()
  await expect(result).toContainText(byCamera.reg.registration_number)
  await expect(result).toHaveAttribute('data-tone', 'go')
  await page.getByRole('button', { name: 'Scan ticket' }).click()
  await expect(result).toHaveAttribute('data-tone', 'again')
  await expect(result).toContainText(/Already checked in at \d\d:\d\d by Desk 1/)

  // The dashboard's counter sees both.
  await page.goto('/admin/dashboard')
  await expect(page.getByTestId('checkin-counter')).toContainText('checked in')
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
