// The certificates screen in the browser: an organiser sets the text and the
// CME hours (a wrong placeholder is named under the field before anything is sent), adds a
// signatory, and sees the mailing's counts; the registrations list offers its badges for the
// current filter.
import { ADMIN } from '../support/admin'
import { expect, test } from '../support/fixtures'

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
  await expect(page.getByRole('status').filter({ hasText: 'Remaining' })).toBeVisible()
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
