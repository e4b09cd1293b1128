// The journey of a delegate who pays by bank transfer or UPI, around their own page: register,
// ask for the link to their page ("Already registered? Get your link"), open it from the mail,
// upload the proof there, get a mail with the same link; the organiser verifies (API), the
// confirmation follows with the same link, and the page shows "verified" and the receipt.
import { signIn } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { waitForMail, type Mail } from '../support/mail'
import { fillRegistrationForm, uniqueDelegate } from '../support/registration'
import { act, PNG_1PX } from '../support/review'

const linkIn = (mail: Mail) => mail.text.match(/https?:\/\/\S+\/registration\/\d+\?token=[\w-]+/)?.[0]

test('register, pay by transfer, upload the proof on the delegate page, verified: mails with one link, receipt shown', async ({
  page,
  server,
  playwright,
}, info) => {
  const d = uniqueDelegate('journey')
  await page.goto('/register')
  await fillRegistrationForm(page, d)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  // Paying by transfer: the link to the registration's page, by mail.
  await page.goto('/register')
  await page.getByText('Already registered? Get your link').click()
  await page.getByLabel('Your registered e-mail').fill(d.email)
  await page.getByRole('button', { name: 'Send me the link' }).click()
  await expect(page.getByText('the link to it is on its way')).toBeVisible()
  const mailOf = (part: string) =>
    waitForMail(d.email, { server, match: (m) => m.subject.includes(part), timeoutMs: 20_000 })
  const link = linkIn(await mailOf('the link to your registration'))!
  expect(link).toBeTruthy()
  const id = Number(/\/registration\/(\d+)/.exec(link)![1])

  // The delegate opens their page from the mail (another browser would do as well: no sign-in);
  // the link's token becomes the page's cookie and leaves the address.
  await page.goto(link)
  await expect(page).toHaveURL(new RegExp(`/registration/${id}$`))
  await expect(page.getByRole('heading', { name: 'Your registration', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Upload your payment proof' })).toBeVisible()
  await page.getByLabel('Transaction ID').fill('UPI-JOURNEY-1')
  await page
    .getByLabel('Proof of Payment')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1PX })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(new RegExp(`/registration/${id}\\?proof=received$`))
  await expect(page.getByText('your payment proof has been received')).toBeVisible()
  await expect(page.getByTestId('registration-status')).toHaveAttribute('data-status', 'proof_submitted')
  expect(linkIn(await mailOf('received'))).toBe(link)

  // The organiser verifies the proof through the API.
  const admin = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  const verified = await act(admin, await signIn(admin), id, 'verify')
  expect(verified.status(), await verified.text()).toBe(200)
  await admin.dispose()
  // A verified proof confirms the registration: the confirmation, with the same link.
  expect(linkIn(await mailOf('confirmed'))).toBe(link)

  await page.goto(link)
  await expect(page.getByTestId('registration-status')).toHaveText(/verified/)
  const receipt = page.getByTestId('receipt-link')
  await expect(receipt).toBeVisible()
  const pdf = await page.request.get((await receipt.getAttribute('href'))!)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
})

test('a wrong link is a 404 page, with no registration on it', async ({ page }) => {
  const res = await page.goto('/registration/1?token=not-the-token')
  expect(res?.status()).toBe(404)
  await expect(page.getByTestId('registration-number')).toHaveCount(0)
})
