// The certificates screen in the browser: an organiser sets the text and the
// CME hours (a wrong placeholder is named under the field before anything is sent), adds a
// signatory, and sees the mailing's counts; the registrations list offers its badges for the
// current filter; the programme's presenter and chairperson of a past edition are certified once,
// however often the button is pressed, their PDF printing the talk's award.
import { pdfText } from '../../test/pdf-text'
import { ADMIN } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { readMails, waitForMail } from '../support/mail'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

test('an organiser sets the certificate text and a signatory', async ({ page }) => {
  await page.goto('/admin/certificates')
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible()
  const text = page.getByLabel('Certificate text')
  await text.fill('This certifies that {nmae} attended {edition}.')
  await page.getByLabel('CME credit hours').fill('7.5')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Unknown placeholder {nmae}')).toBeVisible()
  await text.fill('This certifies that {name} attended {edition} and earns {hours} CME credit hours.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Certificate settings saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('CME credit hours')).toHaveValue('7.5')

  const name = `Dr. Signatory ${Date.now()}`
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByLabel('Designation').fill('Organising Secretary')
  await page.getByRole('button', { name: 'Add signatory' }).click()
  await expect(page.getByText(name)).toBeVisible()
  await page.getByRole('button', { name: `Remove ${name}` }).click()
  await expect(page.getByText(name)).toHaveCount(0)
  await expect(
    page
      .getByRole('status', { name: 'Certificates of attendance: mailing' })
      .filter({ hasText: 'Remaining' }),
  ).toBeVisible()
  await expect(page.getByRole('status', { name: 'Role certificates: mailing' })).toContainText('Issued: ')
})

test('the registrations list prints the badges of its filter', async ({ page }) => {
  await page.goto('/admin/registrations?category=seniorcitizen')
  const link = page.getByRole('link', { name: 'Print badges', exact: true })
  await expect(link).toHaveAttribute('href', '/adminpanel/badges/?category=seniorcitizen&layout=a6')
  const res = await page.request.get((await link.getAttribute('href'))!)
  expect(res.headers()['content-type']).toBe('application/pdf')
})

test('an edition’s certificate starts from a default text naming it, ready to issue', async ({ page }) => {
  // The 2025 edition: nobody has set its certificate up.
  const editions = (await (await page.request.get('/adminpanel/editions/')).json()) as {
    id: number
    number: number
    name: string
  }[]
  const edition = editions.find((e) => e.number === 46)!
  await page.goto(`/admin/certificates?edition=${edition.id}`)
  await expect(page.getByLabel('Title')).toHaveValue('Certificate of Attendance')
  await expect(page.getByLabel('Certificate text')).toHaveValue(/attended \{edition\}/)
  await expect(page.getByLabel('CME credit hours')).toHaveValue('0')
  await expect(page.getByTestId('certificate-preview')).toContainText(
    `This is to certify that Dr. Asha Verma attended ${edition.name}, the 46th Annual State Conference`,
  )
  await expect(
    page.getByText('Certificates use the text above as it is until you save your own.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /^Issue to everyone checked in/ })).toBeEnabled()
})

test('an organiser certifies the programme’s presenter and chairperson once, with the award printed, mailed with the PDF', async ({
  page,
  server,
}, testInfo) => {
  // The 2025 edition is over: a free-paper session of its programme, with a chairperson, a
  // presenter and an award.
  const stamp = `${testInfo.project.name} ${Date.now()}`
  const [{ id: edition }] = await sql<{ id: number }>(server, 'SELECT id FROM editions WHERE number = 46')
  const [{ id: hall }] = await sql<{ id: number }>(
    server,
    'INSERT INTO programme_halls (edition_id, name, position, updated_at) VALUES ($1, $2, 9, now()) RETURNING id',
    [edition, `Hall ${stamp}`],
  )
  const chairEmail = `chair.${Date.now()}@example.org`
  const presenterEmail = `presenter.${Date.now()}@example.org`
  const [{ id: chair }] = await sql<{ id: number }>(
    server,
    'INSERT INTO faculty (edition_id, name, email, updated_at) VALUES ($1, $2, $3, now()) RETURNING id',
    [edition, 'Dr. Meera Singh', chairEmail],
  )
  const session = `Free papers ${stamp}`
  const [{ id: sessionId }] = await sql<{ id: number }>(
    server,
    `INSERT INTO programme_sessions (edition_id, hall_id, kind, title, starts_at, ends_at, updated_at)
     SELECT id, $2, 'free_paper', $3, (starts_on::text || ' 09:00+05:30')::timestamptz,
            (starts_on::text || ' 10:00+05:30')::timestamptz, now() FROM editions WHERE id = $1 RETURNING id`,
    [edition, hall, session],
  )
  await sql(server, 'INSERT INTO session_chairs (session_id, faculty_id, position) VALUES ($1, $2, 0)', [
    sessionId,
    chair,
  ])
  await sql(
    server,
    `INSERT INTO programme_talks (session_id, title, presenter, presenter_email, award, starts_at, ends_at, updated_at)
     SELECT id, 'Outcome of late-onset neonatal sepsis', 'Dr. Kavya Mishra', $2, 'Best Paper — Neonatology',
            starts_at, starts_at + interval '10 minutes', now() FROM programme_sessions WHERE id = $1`,
    [sessionId, presenterEmail],
  )

  await page.goto(`/admin/certificates?edition=${edition}`)
  const roles = page.locator('#certificate-roles')
  await roles.getByRole('button', { name: 'Issue to presenters, chairpersons and faculty' }).click()
  await expect(page.getByText(/^2 certificate\(s\) issued/)).toBeVisible()
  const presenterMail = await waitForMail(presenterEmail, {
    server,
    match: (m) => m.subject.includes('certificate'),
  })
  expect(presenterMail.subject).toContain('certificate of presentation')
  expect(presenterMail.text).toContain('Congratulations on the award: Best Paper — Neonatology.')
  const [pdf] = presenterMail.attachments.filter((a) => a.contentType.startsWith('application/pdf'))
  const printed = pdfText(pdf.content).replace(/\s+/g, ' ')
  expect(printed).toContain('Certificate of Presentation')
  expect(printed).toContain(`presented “Outcome of late-onset neonatal sepsis” in the session “${session}”`)
  expect(printed).toContain('Best Paper — Neonatology')
  expect((await waitForMail(chairEmail, { server })).subject).toContain('certificate of appreciation')

  // Pressing again certifies and mails nobody twice.
  await roles.getByRole('button', { name: 'Issue to presenters, chairpersons and faculty' }).click()
  await expect(page.getByText(/^0 certificate\(s\) issued, \d+ had one already/)).toBeVisible()
  const [{ n }] = await sql<{ n: number }>(
    server,
    `SELECT count(*)::int AS n FROM certificates
      WHERE session_id = $1 OR talk_id IN (SELECT id FROM programme_talks WHERE session_id = $1)`,
    [sessionId],
  )
  expect(n).toBe(2)
  await roles.getByText(/^Role certificates \(\d+\)$/).click()
  const row = roles.getByTestId('role-certificate').filter({ hasText: 'Dr. Kavya Mishra' })
  await expect(row).toContainText('Best Paper — Neonatology')
  await expect(row).toContainText('Mailed')
  await row.getByRole('link', { name: /^Verification page/ }).click()
  await expect(page.getByRole('heading', { name: 'Genuine certificate: presenter' })).toBeVisible()
  await expect(
    page.getByText('Dr. Kavya Mishra presented “Outcome of late-onset neonatal sepsis”'),
  ).toBeVisible()
  expect(readMails(server).filter((m) => m.to.includes(presenterEmail))).toHaveLength(1)
})
