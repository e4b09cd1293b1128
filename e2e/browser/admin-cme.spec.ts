// CME certificates of the demo's past edition in the browser at a phone's width: a delegate's
// page says when certificates are released and the PDF is refused before then; once released, a
// delegate below the minimum attendance is told why there is none, the others see their credit
// hours and download the certificate; the council's report lists every certified delegate, row by
// row, in-state first (by council, or by the state of a delegate who named none).
import { ADMIN } from '../support/admin'
import { csvLines, delegates, demoEdition, saveCme } from '../support/cme'
import { expect, test } from '../support/fixtures'
import { layoutProblems } from '../support/layout'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

test('a certificate is refused before its release and below the minimum, then shows the hours', async ({
  page,
  server,
  browser,
}) => {
  const edition = await demoEdition(page.request)
  const people = await delegates(server, edition)
  const aarav = people.get('Dr. Aarav Sharma')!
  const delegatePage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  try {
    await saveCme(page.request, edition, { releaseRule: 'on_date', releaseOn: '2099-01-01' })
    await delegatePage.goto(aarav.page)
    await expect(delegatePage.getByTestId('cme-release')).toHaveText(
      /Your certificate of CME credit hours is released on 1 Jan 2099, 00:00 \(India time\)/,
    )
    await expect(delegatePage.getByTestId('certificate-link')).toHaveCount(0)
    const early = await delegatePage.request.get(`/certificate/${aarav.code}.pdf`)
    expect(early.status()).toBe(409)
    expect(await early.text()).toContain('Certificates are released on 1 Jan 2099')
  } finally {
    await saveCme(page.request, edition, {})
  }
  await delegatePage.goto(people.get('Dr. Vihaan Tripathi')!.page)
  await expect(delegatePage.getByTestId('cme-refusal')).toHaveText(
    'No certificate: A certificate needs 2 of the 3 conference days; you attended 1.',
  )
  await delegatePage.goto(people.get('Dr. Kabir Gupta')!.page)
  await expect(delegatePage.getByTestId('cme-hours')).toHaveText(
    '8 CME credit hours, for 2 of 3 conference days attended.',
  )
  await delegatePage.goto(aarav.page)
  await expect(delegatePage.getByTestId('cme-hours')).toHaveText(
    '12 CME credit hours, for 3 of 3 conference days attended.',
  )
  expect(await layoutProblems(delegatePage)).toEqual([])
  const href = await delegatePage.getByTestId('certificate-link').getAttribute('href')
  const pdf = await delegatePage.request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await delegatePage.context().close()
})

test('the council report of the demo edition, row by row', async ({ page, server }) => {
  const edition = await demoEdition(page.request)
  const people = await delegates(server, edition)
  const code = (name: string) => people.get(name)!.code
  const res = await page.request.get(`/adminpanel/cme/report/?edition=${edition}`)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8')
  const lines = await csvLines(res)
  // The delegates; the feedback summary after them (admin-cme-feedback.spec.ts checks it).
  expect(lines.slice(0, 8)).toEqual([
    'Section,Name,Medical council,Council registration number,Days attended,Credit hours,Certificate number',
    `In state,Dr. Aarav Sharma,Uttar Pradesh Medical Council,45678,2025-11-28 2025-11-29 2025-11-30,12,${code('Dr. Aarav Sharma')}`,
    `In state,Dr. Arjun Singh,Uttar Pradesh Medical Council,38812,2025-11-28 2025-11-30,8,${code('Dr. Arjun Singh')}`,
    `In state,Dr. Diya Verma,Uttar Pradesh Medical Council,51234,2025-11-28 2025-11-29 2025-11-30,12,${code('Dr. Diya Verma')}`,
    // She named no council; her state is Uttar Pradesh.
    `In state,Dr. Isha Pandey,,,2025-11-29 2025-11-30,8,${code('Dr. Isha Pandey')}`,
    `Out of state,Dr. Ananya Mishra,Delhi Medical Council,DMC/R/12345,2025-11-28 2025-11-29 2025-11-30,12,${code('Dr. Ananya Mishra')}`,
    `Out of state,Dr. Kabir Gupta,Bihar Council of Medical Registration,34567,2025-11-28 2025-11-29,8,${code('Dr. Kabir Gupta')}`,
    '',
  ])
  expect(lines[8]).toBe('Feedback summary')
})
