// Transferring a paid registration to a colleague: the delegate from their page (the old link then
// opens nothing, the colleague's mail opens the page in their name), and an organiser from the
// console's registration page, recorded in the audit log. At both widths.
import type { Page } from '@playwright/test'
import { ADMIN } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { waitForMail, type Mail } from '../support/mail'
import { uniqueDelegate } from '../support/registration'
import { paidRegistration } from '../support/review'
import type { ServerName } from '../support/servers'

const linkIn = (mail: Mail) => mail.text.match(/https?:\/\/\S+\/registration\/\d+\?token=[\w.-]+/)?.[0]

/** The colleague: a name of letters only, an e-mail and mobile nobody else uses. */
function colleague(tag: string) {
  const d = uniqueDelegate(tag)
  return { name: 'Ravi Kumar', email: d.email, mobile: d.mobile_number }
}

async function fillColleague(scope: Page | ReturnType<Page['getByRole']>, c: ReturnType<typeof colleague>) {
  await scope.getByLabel("Colleague's full name").fill(c.name)
  await scope.getByLabel("Colleague's e-mail").fill(c.email)
  await scope.getByLabel("Colleague's mobile number").fill(c.mobile)
}

/** The confirmation mailed to `email` (waiting for it), and the link to the delegate's page in it. */
const confirmedLink = async (email: string, server: ServerName) =>
  linkIn(
    await waitForMail(email, { server, match: (m) => m.subject.includes('confirmed'), timeoutMs: 20_000 }),
  )!

/** A registration paid through the sandbox, its page opened from its confirmation, the transfer form shown. */
async function openTransfer(page: Page, server: ServerName, tag: string) {
  const { reg, email } = await paidRegistration(page.request, tag)
  const link = await confirmedLink(email, server)
  expect(link).toBeTruthy()
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Your registration', level: 1 })).toBeVisible()
  const code = await page.getByTestId('ticket-code').textContent()
  await page.getByText('Transfer this registration to a colleague').click()
  const form = page.getByRole('form', { name: 'Transfer to a colleague' })
  await expect(form).toBeVisible()
  return { reg, link, code, form }
}

test(
  'a delegate transfers from their page: the old link opens nothing, the colleague’s mail opens it in their name',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const { reg, link: oldLink, code: oldCode, form } = await openTransfer(page, server, 'transfer-from')
    const c = colleague('transfer-to')
    await fillColleague(page, c)
    // Another category is refused, and so is a transfer without the same-organisation word.
    await form.getByLabel('Category').selectOption('PG_Student')
    await form.getByRole('button', { name: 'Transfer the registration' }).click()
    await expect(form.getByText('A transfer keeps the category (Non-Member)').first()).toBeVisible()
    await expect(form.getByText('Confirm that your colleague is from the same organisation.')).toBeVisible()
    await form.getByLabel('Category').selectOption('NonMember')
    await form.getByLabel('My colleague is from the same organisation as me.').check()
    await form.getByRole('button', { name: 'Transfer the registration' }).click()

    await expect(page).toHaveURL(new RegExp(`/registration/${reg.id}\\?transferred=1$`))
    await expect(page.getByTestId('transfer-done')).toContainText('The registration is transferred.')
    await expect(page.getByTestId('registration-number')).toHaveCount(0)

    // The old link no longer opens the page: its signature is right, so the proxy (which has no
    // database) lets it through, and the page answers with the not-found page.
    await page.goto(oldLink)
    await expect(page.getByRole('heading', { name: 'We could not find that page', level: 1 })).toBeVisible()
    await expect(page.getByTestId('registration-number')).toHaveCount(0)

    // The colleague's confirmation opens the page in their name, with a new ticket.
    const mail = await waitForMail(c.email, {
      server,
      match: (m) => m.subject.includes('confirmed'),
      timeoutMs: 20_000,
    })
    expect(mail.text).toContain(`Dear ${c.name},`)
    const newLink = linkIn(mail)!
    expect(newLink).not.toBe(oldLink)
    await page.context().clearCookies()
    await page.goto(newLink)
    await expect(page.getByTestId('registration-number')).toHaveText(reg.registration_number)
    await expect(page.locator('dd', { hasText: c.name })).toBeVisible()
    await expect(page.getByTestId('transferred-note')).toBeVisible()
    const newCode = await page.getByTestId('ticket-code').textContent()
    expect(newCode).toMatch(new RegExp(`^T1-${reg.id}-1-`))
    expect(newCode).not.toBe(oldCode)
  },
)

test(
  'an organiser transfers from the console: the dialog, the toast, the history and the audit log',
  { tag: '@desktop' },
  async ({ page, server }) => {
    expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
    const { reg } = await paidRegistration(page.request, 'transfer-console')
    await page.goto(`/admin/registrations/${reg.id}`)
    await page
      .getByRole('region', { name: 'Actions' })
      .getByRole('button', { name: 'Transfer to a colleague' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Action' })
    await expect(dialog).toBeVisible()
    const c = colleague('transfer-console-to')
    await fillColleague(dialog, c)
    await dialog.getByRole('button', { name: 'Yes, transfer' }).click()
    // Checked before sending: the organiser confirms the same organisation too.
    await expect(dialog.getByText('Confirm that your colleague is from the same organisation.')).toBeVisible()
    await dialog.getByLabel('The colleague is from the same organisation.').check()
    await dialog.getByRole('button', { name: 'Yes, transfer' }).click()
    await expect(
      page
        .locator('[aria-live]')
        .getByText(`Registration ${reg.registration_number} is transferred to ${c.name} (${c.email})`, {
          exact: false,
        }),
    ).toBeVisible()
    await expect(dialog).toBeHidden()
    const history = page.getByRole('region', { name: /Organisers’ actions on this registration/ })
    await expect(history.getByRole('row', { name: /registration\.transfer/ })).toContainText(c.email)

    await page.goto('/admin/audit')
    await page.getByLabel('Action').fill('registration.transfer')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/[?&]action=registration\.transfer/)
    const row = page.getByRole('table').getByRole('row', { name: new RegExp(`registration #${reg.id}\\b`) })
    await expect(row).toContainText('registration.transfer')
    await expect(row).toContainText(ADMIN.email)
    expect(await confirmedLink(c.email, server)).toBeTruthy()
  },
)

test.describe('before the page’s script has loaded', () => {
  test.use({ javaScriptEnabled: false })

  test('the transfer form posts to its server action: a refusal shown in the page, then the transfer', async ({
    page,
    server,
  }) => {
    const { reg, form } = await openTransfer(page, server, 'transfer-noscript')
    const c = colleague('transfer-noscript-to')
    await fillColleague(page, c)
    await form.getByLabel('Category').selectOption('PG_Student')
    await form.getByLabel('My colleague is from the same organisation as me.').check()
    await form.getByRole('button', { name: 'Transfer the registration' }).click()
    // The server's refusal, with what was typed kept.
    await expect(form.getByText('A transfer keeps the category (Non-Member)').first()).toBeVisible()
    await expect(form.getByLabel("Colleague's e-mail")).toHaveValue(c.email)
    await form.getByLabel('Category').selectOption('NonMember')
    await form.getByLabel('My colleague is from the same organisation as me.').check()
    await form.getByRole('button', { name: 'Transfer the registration' }).click()
    await expect(page).toHaveURL(new RegExp(`/registration/${reg.id}\\?transferred=1$`))
    await expect(page.getByTestId('transfer-done')).toBeVisible()
    expect(await confirmedLink(c.email, server)).toBeTruthy()
  })
})
