// An institution registers its delegates on /register/group, at a phone's and a desktop's width:
// typed as rows (one added in place, checked in the page before anything is sent), it lands on the
// group's page with both delegates and what is due; uploaded as a CSV file with a bad row, the page
// names that row's field and saves nothing, and the corrected file registers the group. Each
// delegate adds workshops and a discount code of their own: a refused code is said under its row's
// field, and the group's page shows each delegate's amount with the workshop's fee or the discount.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { layoutProblemsWhileScrolling } from '../support/layout'
import { demoNrpWorkshop, groupBody, groupRow } from '../support/registration'
import { currentEdition, skipPopup } from '../support/site'

type Delegate = ReturnType<typeof groupRow>

/** The institution's and its contact's fields (a contact no other test uses). */
async function fillInstitution(page: Page) {
  const { contact_email } = groupBody([])
  await page.goto('/register/group')
  await expect(page.getByRole('heading', { name: 'Register a group' })).toBeVisible()
  await page.getByLabel('Institution name').fill('BRD Medical College')
  await page.getByLabel('State').selectOption('09')
  await page.getByLabel('Institution address').fill('Medical College Road, Gorakhpur')
  await page.getByLabel('Contact name').fill('Meera Singh')
  await page.getByLabel('Contact e-mail').fill(contact_email)
  await page.getByLabel('Contact mobile').fill('9811122233')
  return contact_email
}

async function fillDelegate(page: Page, n: number, d: Delegate) {
  const row = page.getByRole('group', { name: `Delegate ${n}`, exact: true })
  await row.getByLabel('Full Name').fill(d.name)
  await row.getByLabel('Mobile Number').fill(d.mobile_number)
  await row.getByLabel('Email').fill(d.email)
  await row.getByLabel('Date of Birth').fill(d.date_of_birth)
  await row.getByLabel('Age').fill(d.age)
  await row.getByLabel('Designation').selectOption(d.designation)
  await row.getByLabel('Address').fill(d.address)
  await row.getByLabel('Registration Category').selectOption(d.category)
  await row.getByRole('radio', { name: 'No' }).check()
}

/** The group's page the form lands on: its delegates by name, and what is due. */
async function expectGroupPage(page: Page, names: string[]) {
  await expect(page).toHaveURL(/\/group\/\d+$/)
  await expect(page.getByRole('heading', { name: /^Group [A-Z0-9]+-G-\d{6}$/ })).toBeVisible()
  await expect(page.getByTestId('group-delegate')).toHaveCount(names.length)
  for (const name of names)
    await expect(page.getByTestId('group-delegate').filter({ hasText: name })).toHaveCount(1)
  await expect(page.getByTestId('group-due')).toHaveText(/^Rs\. [\d,]+/)
}

const csv = (rows: Delegate[]) =>
  Buffer.from(
    '\uFEFFname,mobile_number,email,date_of_birth,age,address,designation,category,accompanying_person\r\n' +
      rows
        .map((d) =>
          [
            d.name,
            d.mobile_number,
            d.email,
            d.date_of_birth,
            d.age,
            `"${d.address}"`,
            d.designation,
            d.category,
            'No',
          ].join(','),
        )
        .join('\r\n'),
  )

test(
  'an institution types two delegates’ rows and lands on its group’s page with both and what is due',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const a = groupRow('browser-group-a', { name: 'Asha Verma' })
    const b = groupRow('browser-group-b', {
      name: 'Ravi Kumar',
      category: 'PG_Student',
      designation: 'PG_Student',
    })
    const contact = await fillInstitution(page)
    await fillDelegate(page, 1, a)
    await page.getByRole('button', { name: 'Add a delegate' }).click()
    await fillDelegate(page, 2, { ...b, email: 'ravi@' })
    // Checked in the page: the row's field is marked and the list names the row.
    await page.getByRole('button', { name: 'Register the group' }).click()
    await expect(page.getByText('Row 2, Email: Enter a valid e-mail address.')).toBeVisible()
    const second = page.getByRole('group', { name: 'Delegate 2', exact: true })
    await expect(second.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(
      await sql(server, 'SELECT id FROM registration_groups WHERE contact_email = $1', [contact]),
    ).toEqual([])

    await second.getByLabel('Email').fill(b.email)
    await page.getByRole('button', { name: 'Register the group' }).click()
    await expectGroupPage(page, ['Asha Verma', 'Ravi Kumar'])
    const rows = await sql(
      server,
      `SELECT p.email FROM participants p JOIN registration_groups g ON g.id = p.group_id
      WHERE g.contact_email = $1 ORDER BY p.id`,
      [contact],
    )
    expect(rows.map((r) => r.email)).toEqual([a.email, b.email])
  },
)

test(
  'a CSV file with a bad row names it and saves nothing; the corrected file registers the group',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const a = groupRow('browser-group-csv-a', { name: 'Kavya Mishra', address: 'Rapti Nagar, Gorakhpur' })
    const b = groupRow('browser-group-csv-b', { name: 'Nikhil Rao' })
    const contact = await fillInstitution(page)
    const file = page.getByLabel('CSV file of the delegates')
    await file.setInputFiles({
      name: 'delegates.csv',
      mimeType: 'text/csv',
      buffer: csv([a, { ...b, email: 'nikhil@' }]),
    })
    await page.getByRole('button', { name: 'Register the group' }).click()
    await expect(page.getByText('Row 2, Email: Enter a valid e-mail address.')).toBeVisible()
    // What was typed is kept, and the file's delegates are now the rows.
    await expect(page.getByLabel('Institution name')).toHaveValue('BRD Medical College')
    await expect(page.getByLabel('Contact e-mail')).toHaveValue(contact)
    await expect(
      page.getByRole('group', { name: 'Delegate 1', exact: true }).getByLabel('Address'),
    ).toHaveValue(a.address)
    for (const email of [a.email, contact])
      expect(
        await sql(
          server,
          'SELECT 1 FROM participants WHERE email = $1 UNION ALL SELECT 1 FROM registration_groups WHERE contact_email = $1',
          [email],
        ),
      ).toEqual([])

    await file.setInputFiles({ name: 'delegates.csv', mimeType: 'text/csv', buffer: csv([a, b]) })
    await page.getByRole('button', { name: 'Register the group' }).click()
    await expectGroupPage(page, ['Kavya Mishra', 'Nikhil Rao'])
  },
)

/** Rupees as the group's page shows them: Rs. 6,500.00. */
const shown = (rupees: number) =>
  `Rs. ${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test(
  'one delegate adds a workshop, another a discount code: each is priced on their own',
  { tag: '@desktop' },
  async ({ page, server }, info) => {
    // The demo's NRP workshop and its code WELCOME10 (10 % off a Non-Member's registration fee).
    const nrp = await demoNrpWorkshop(server)
    const slab = (await currentEdition(page.request)).fees.find((f) => f.category === 'NonMember')!
    const a = groupRow('browser-group-workshop', { name: 'Kiran Yadav' })
    const b = groupRow('browser-group-code', { name: 'Sana Rizvi' })
    await skipPopup(page)
    const contact = await fillInstitution(page)
    await fillDelegate(page, 1, a)
    const first = page.getByRole('group', { name: 'Delegate 1', exact: true })
    const workshop = first.getByRole('checkbox', {
      name: new RegExp(`^${escaped(nrp.name)}: Rs. ${nrp.fee} \\(`),
    })
    await workshop.check()
    await page.getByRole('button', { name: 'Add a delegate' }).click()
    await fillDelegate(page, 2, b)
    const second = page.getByRole('group', { name: 'Delegate 2', exact: true })
    await second.getByLabel('Discount code').fill('NO-SUCH-CODE')
    await page.screenshot({ path: info.outputPath('group-form-workshops.png'), fullPage: true })
    // The server refuses the whole group, saying the code under its row's field; the tick is kept.
    await page.getByRole('button', { name: 'Register the group' }).click()
    const refused = 'This discount code is not valid for this conference.'
    await expect(page.getByText(`Row 2, Discount code: ${refused}`)).toBeVisible()
    await expect(second.getByLabel('Discount code')).toHaveAttribute('aria-invalid', 'true')
    await expect(second.getByLabel('Discount code')).toHaveValue('NO-SUCH-CODE')
    await expect(workshop).toBeChecked()
    expect(
      await sql(server, 'SELECT id FROM registration_groups WHERE contact_email = $1', [contact]),
    ).toEqual([])

    await second.getByLabel('Discount code').fill('welcome10')
    await page.getByRole('button', { name: 'Register the group' }).click()
    await expectGroupPage(page, [a.name, b.name])
    const delegate = (name: string) => page.getByTestId('group-delegate').filter({ hasText: name })
    await expect(delegate(a.name)).toContainText(shown(slab.amount + nrp.fee))
    await expect(delegate(b.name)).toContainText(shown(slab.amount * 0.9))
    const rows = await sql<{ email: string; amount_paise: number; workshops: number[] | null }>(
      server,
      `SELECT p.email, p.amount_paise,
            (SELECT array_agg(s.event_id ORDER BY s.event_id) FROM workshop_seats s WHERE s.participant_id = p.id) AS workshops
       FROM participants p JOIN registration_groups g ON g.id = p.group_id
      WHERE g.contact_email = $1 ORDER BY p.id`,
      [contact],
    )
    expect(rows).toEqual([
      { email: a.email, amount_paise: (slab.amount + nrp.fee) * 100, workshops: [nrp.id] },
      { email: b.email, amount_paise: slab.amount * 90, workshops: null },
    ])
  },
)

/** The page fits the screen (no sideways scroll at 390 px) and axe finds nothing. */
async function expectClean(page: Page, where: string) {
  expect(await layoutProblemsWhileScrolling(page), `${where}: layout`).toEqual([])
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([])
}

test(
  'the group form fits the screen and passes axe, empty and with its rows’ problems shown',
  { tag: '@desktop' },
  async ({ page }) => {
    await skipPopup(page)
    await fillInstitution(page)
    await page.getByRole('button', { name: 'Add a delegate' }).click()
    await expect(page.getByRole('group', { name: 'Delegate 2', exact: true })).toBeVisible()
    await expectClean(page, 'two rows')
    await page.getByRole('button', { name: 'Register the group' }).click()
    await expect(page.getByText(/^Row 2, Email: /)).toBeVisible()
    await expectClean(page, 'refused')
    await page.getByRole('button', { name: 'Remove delegate 2' }).click()
    await expect(page.getByRole('group', { name: /^Delegate \d+$/ })).toHaveCount(1)
  },
)

test('the template names the columns the upload reads', async ({ request }) => {
  const res = await request.get('/register/group/template.csv')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^text\/csv/)
  expect((await res.text()).replace(/^\uFEFF/, '').trim()).toBe(
    'name,mobile_number,email,date_of_birth,age,address,designation,category,ciapMembership,aopUpMembership,medical_council,council_reg_number,accompanying_person,workshops,discount_code',
  )
})
