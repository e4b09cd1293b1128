// The console's groups in the browser: a group registered through the API is listed under Groups
// with its contact, delegates and what is due; its page lists the delegates (each opening their
// registration, which links back to the group), shows the group's link, and "Send the link again"
// mails its contact once more. At both widths, without sideways scroll.
import type { Page } from '@playwright/test'
import { formatPaise } from '../../lib/money'
import { ADMIN } from '../support/admin'
import { expect, randomAddress, test } from '../support/fixtures'
import { layoutProblems } from '../support/layout'
import { readMails, waitForMail } from '../support/mail'
import { groupBody, groupRow } from '../support/registration'
import { followMenuLink } from '../support/site'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true })

test(
  'a group is listed with its due, opens with its delegates and link, and its link is sent again',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const tag = `admin-groups-${test.info().project.name}`
    const body = groupBody([
      groupRow(`${tag}-a`),
      groupRow(`${tag}-b`, { category: 'PG_Student', designation: 'PG_Student' }),
    ])
    const res = await page.request.post('/uppedicon/groups/', {
      data: body,
      headers: { 'X-Forwarded-For': randomAddress() },
    })
    expect(res.status(), await res.text()).toBe(201)
    const made = (await res.json()) as {
      id: number
      group_number: string
      token: string
      amount_due: number
      delegates: { id: number; name: string; registration_number: string }[]
    }
    const due = formatPaise(Math.round(made.amount_due * 100))

    await page.goto('/admin/dashboard')
    // On a phone the links are behind the menu button.
    await followMenuLink(page.getByRole('navigation', { name: 'Administration' }), 'Groups')
    await expect(page).toHaveURL(/\/admin\/groups$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible()
    const row = page.getByTestId('group-row').filter({ hasText: made.group_number })
    await expect(row).toContainText('BRD Medical College')
    await expect(row).toContainText(body.contact_email)
    await expect(row.getByTestId('group-due')).toHaveText(due)
    expect(await layoutProblems(page)).toEqual([])

    await row.getByRole('link', { name: made.group_number }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/groups/${made.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: `Group ${made.group_number}` })).toBeVisible()
    // The list the page was opened from may stay in the document, hidden: read the group's facts.
    await expect(
      page.getByRole('region', { name: 'Group', exact: true }).getByTestId('group-due'),
    ).toHaveText(due)
    await expect(page.getByTestId('group-member')).toHaveCount(2)
    await expect(page.getByLabel(/The group's link/)).toHaveValue(
      new RegExp(`/group/${made.id}\\?token=${made.token}$`),
    )
    expect(await layoutProblems(page)).toEqual([])

    const first = await waitForMail(body.contact_email, { server })
    await page.getByRole('button', { name: 'Send the link again' }).click()
    await expect(
      toast(
        page,
        `The link of group ${made.group_number} is queued to be sent again to ${body.contact_email}.`,
      ),
    ).toBeVisible()
    const again = await waitForMail(body.contact_email, { server, match: (m) => m.file !== first.file })
    expect(again.text).toContain(`/group/${made.id}?token=${made.token}`)
    expect(readMails(server).filter((m) => m.to.includes(body.contact_email))).toHaveLength(2)
    await expect(
      page.getByRole('region', { name: /E-mails to the group’s contact/ }).getByRole('row'),
    ).toHaveCount(3)

    // A delegate opens their registration, which names the group and links back to it.
    const [delegate] = made.delegates
    await page
      .getByTestId('group-member')
      .getByRole('link', { name: delegate.registration_number, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`/admin/registrations/${delegate.id}$`))
    await page.getByRole('link', { name: `Group ${made.group_number} (BRD Medical College)` }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/groups/${made.id}$`))
  },
)
