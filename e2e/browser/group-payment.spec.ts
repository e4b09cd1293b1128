// An institution's contact pays for its whole group online, from the group's page, at a phone's
// and a desktop's width, with no script needed: the page's form starts one sale of what the
// delegates owe together, the bank's (the sandbox's) page takes it, and the contact comes back to
// the group's page. A declined payment leaves everyone owing and offers to pay again; an approved
// one makes every delegate paid, and the institution gets one tax invoice to its GSTIN for them all.
import { sql } from '../support/db'
import { expect, randomAddress, test } from '../support/fixtures'
import { renderPdf } from '../support/pdf'
import { groupBody, groupRow } from '../support/registration'

test(
  "a group's contact pays what its delegates owe at once; each delegate is then paid",
  { tag: '@desktop' },
  async ({ page, request, server }) => {
    const delegates = [
      groupRow('group-pay-a'),
      groupRow('group-pay-b', { category: 'PG_Student', designation: 'PG_Student' }),
    ]
    const res = await request.post('/uppedicon/groups/', {
      data: groupBody(delegates),
      headers: { 'X-Forwarded-For': randomAddress() },
    })
    expect(res.status(), await res.text()).toBe(201)
    const made = (await res.json()) as { id: number; token: string; amount_due: number }
    const groupPage = new RegExp(`/group/${made.id}$`)
    await page.goto(`/group/${made.id}?token=${made.token}`)
    await expect(page).toHaveURL(groupPage)
    const states = page.getByTestId('group-delegate-state')
    const pay = page.getByTestId('group-pay-online')
    await expect(pay).toContainText(made.amount_due.toLocaleString('en-IN'))

    // Declined at the bank: back on the group's page, nobody paid, offered again.
    await pay.click()
    await expect(page.getByText('Test mode.')).toBeVisible()
    await page.getByRole('button', { name: 'Decline' }).click()
    await expect(page).toHaveURL(groupPage)
    await expect(states).toHaveText(['Pending payment', 'Pending payment'])

    await pay.click()
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect(page).toHaveURL(groupPage)
    await expect(states).toHaveText(['Paid', 'Paid'])
    await expect(page.getByTestId('group-due')).toHaveText('Nothing: every delegate is paid for.')
    await expect(pay).toHaveCount(0)

    // One tax invoice to the institution's GSTIN for both delegates, in its state: IGST.
    const invoice = page.getByTestId('group-invoice')
    await expect(invoice).toHaveCount(1)
    const pdf = await page.request.get((await invoice.getAttribute('href'))!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const { png, text } = renderPdf(await pdf.body())
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    for (const expected of [
      'TAX INVOICE',
      'BRD Medical College',
      'GSTIN: 27AAPFU0939F1ZV',
      'Place of supply: Maharashtra (27)',
      delegates[0].name,
      delegates[1].name,
    ])
      expect(text).toContain(expected)
    expect(text).toMatch(/IGST @ 18%/)
    expect(text).not.toContain('CGST')
    expect(text).toMatch(new RegExp(`Total\\s+Rs\\. ${made.amount_due.toLocaleString('en-IN')}\\.00`))

    const sales = await sql(
      server,
      'SELECT participant_id, amount_paise, txn_status FROM payment_attempts WHERE group_id = $1 ORDER BY id',
      [made.id],
    )
    expect(sales).toEqual([
      { participant_id: null, amount_paise: made.amount_due * 100, txn_status: 'REJ' },
      { participant_id: null, amount_paise: made.amount_due * 100, txn_status: 'SUC' },
    ])
  },
)
