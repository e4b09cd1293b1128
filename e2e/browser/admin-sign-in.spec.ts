// /admin: the four sign-in views with the spec's labels and messages, the full password reset
// reading the code from the real SMTP sink, throttling, logout and the server-side guard.
import type { Page } from '@playwright/test'
import { ADMIN, createAdmin, siteToken } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { currentEdition } from '../support/site'

const GUARDED = [
  '/admin/dashboard',
  '/admin/admin-about',
  '/admin/admin-uppedicon',
  '/admin/admin-events',
  '/admin/admin-contact',
]
// The form's own messages (Next's route announcer is another, empty, alert outside <main>).
const alert = (page: Page) => page.getByRole('main').getByRole('alert')
const uniqueIp = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

test('login view: show/hide password, wrong credentials, Forgot password and Back to Login', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  const password = page.getByLabel(/^Password/)
  await password.fill('Secret@123')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(password).toHaveAttribute('type', 'password')

  await page.getByLabel(/^Email/).fill(ADMIN.email)
  await page.getByRole('button', { name: 'LOGIN' }).click()
  await expect(alert(page)).toHaveText('Invalid credentials')

  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'SEND OTP' })).toBeVisible()
  await expect(alert(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Back to Login' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
})

test('login → dashboard with the admin navigation; Logout → /admin and the pages are closed again', async ({
  page,
}) => {
  await page.goto('/admin')
  await page.getByLabel(/^Email/).fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill(ADMIN.password)
  await page.getByRole('button', { name: 'LOGIN' }).click()
  await page.waitForURL('**/admin/dashboard')
  await expect(page.getByRole('button', { name: 'Add Member' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Administration' })
  const menu = nav.getByRole('button', { name: 'Menu' })
  // On a phone the links sit behind the menu button (retried until the page has hydrated).
  if (await menu.isVisible())
    await expect(async () => {
      await menu.click()
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
    }).toPass()
  // The conference's link is named after the current edition.
  const { name: edition } = (await currentEdition(page.request)).edition
  for (const name of ['Dashboard', 'About', edition, 'Events', 'Contact'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'admin_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session')

  await nav.getByRole('button', { name: 'Logout' }).click()
  await page.waitForURL(/\/admin$/)
  await page.goto('/admin/admin-events')
  await expect(page).toHaveURL(/\/admin$/)
})

test('every admin page redirects to /admin without a valid session (none, forged, expired)', async ({
  browser,
  server,
  baseURL,
}) => {
  const url = new URL(baseURL!)
  const expired = await siteToken(server, ADMIN.email, new Date(Date.now() - 9 * 3600 * 1000))
  for (const value of [null, 'forged.token.value', expired]) {
    const context = await browser.newContext()
    if (value) await context.addCookies([{ name: 'admin_session', value, domain: url.hostname, path: '/' }])
    const page = await context.newPage()
    for (const path of GUARDED) {
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      await expect(page, `${path} with ${value ? value.slice(0, 12) : 'no cookie'}`).toHaveURL(/\/admin$/)
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    }
    await context.close()
  }
})

test('the full reset flow: SEND OTP, six boxes (digits only, auto-advance, backspace, paste), reset with the policy, then /', async ({
  page,
  server,
  request,
}) => {
  const admin = await createAdmin(server, 'ui-reset')
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
  // Signed in before the reset: that session must stop opening the admin pages afterwards.
  expect((await page.request.post('/adminpanel/login/', { data: admin })).status()).toBe(200)
  await page.goto('/admin/admin-events')
  await expect(page).toHaveURL(/admin-events$/)
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel(/^Email/).fill(admin.email)
  await page.getByRole('button', { name: 'SEND OTP' }).click()
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'code has been sent' })).toBeVisible()

  const mail = await waitForMail(admin.email, { server })
  const code = /\b(\d{6})\b/.exec(mail.text)![1]

  const box = (i: number) => page.getByLabel(`Digit ${i} of 6`)
  await box(1).click()
  await page.keyboard.type('a')
  await expect(box(1)).toHaveValue('')
  await page.keyboard.type('1')
  await expect(box(2)).toBeFocused()
  await page.keyboard.press('Backspace')
  await expect(box(1)).toBeFocused()
  await expect(box(1)).toHaveValue('')
  const wrong = code === '000000' ? '111111' : '000000'
  await page.keyboard.type(wrong)
  await expect(box(6)).toHaveValue(wrong[5])
  await page.getByRole('button', { name: 'VERIFY OTP' }).click()
  await expect(alert(page)).toHaveText('Failed to verify OTP. Please try again.')

  // Pasted into the first box (dispatched on it: the error summary takes the focus two frames
  // after it shows, which on a busy machine can be after the test focused the box).
  await box(1).evaluate((box, text) => {
    const data = new DataTransfer()
    data.setData('text', text)
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, code)
  for (let i = 1; i <= 6; i++) await expect(box(i)).toHaveValue(code[i - 1])
  await page.getByRole('button', { name: 'VERIFY OTP' }).click()
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
  await expect(page.getByText('OTP verified successfully. You can now reset your password.')).toBeVisible()

  await page.getByLabel(/^New Password/).fill('weakpassword')
  await page.getByLabel(/^Confirm Password/).fill('weakpassword')
  await page.getByRole('button', { name: 'SUBMIT' }).click()
  await expect(alert(page)).toHaveText(
    'Password must have at least 8 characters, one uppercase letter, one number, and one special character.',
  )
  await page.getByLabel(/^New Password/).fill('Fresh@2026')
  await page.getByLabel(/^Confirm Password/).fill('Fresh@2027')
  await page.getByRole('button', { name: 'SUBMIT' }).click()
  await expect(alert(page)).toHaveText('New password and confirm password do not match')
  await page.getByLabel(/^Confirm Password/).fill('Fresh@2026')
  await page.getByRole('button', { name: 'SUBMIT' }).click()
  await expect(page.getByText('Password reset successfully.')).toBeVisible()
  await page.waitForURL((u) => u.pathname === '/', { timeout: 8000 })

  expect(
    (
      await request.post('/adminpanel/login/', { data: { email: admin.email, password: 'Fresh@2026' } })
    ).status(),
  ).toBe(200)
  await page.goto('/admin/admin-events')
  await expect(page).toHaveURL(/\/admin$/)
})

test('throttling: the sixth attempt after 5 failures is refused with a clear message', async ({
  page,
  server,
}) => {
  const admin = await createAdmin(server, 'ui-throttle')
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
  await page.goto('/admin')
  await page.getByLabel(/^Email/).fill(admin.email)
  for (let i = 0; i < 5; i++) {
    await page.getByLabel(/^Password/).fill(`Wrong@${i}000`)
    await page.getByRole('button', { name: 'LOGIN' }).click()
    await expect(alert(page)).toHaveText('Invalid credentials')
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeEnabled()
  }
  await page.getByLabel(/^Password/).fill(admin.password)
  await page.getByRole('button', { name: 'LOGIN' }).click()
  await expect(alert(page)).toContainText('Too many failed sign-in attempts')
  await expect(page).toHaveURL(/\/admin$/)
})
