// "My programme" on the delegate's page: the delegate stars a session of the conference (a button
// that posts its form, script or not), comes back to the same place with it starred, and the
// personal calendar feed behind the page's secret link then holds that session; pressing the star
// again takes it off.
import { expect, test } from '../support/fixtures'
import { register, uniqueDelegate } from '../support/registration'

test('a delegate stars a session on their page, and their calendar feed holds it', async ({
  page,
  request,
}) => {
  const reg = await register(request, uniqueDelegate('my-programme'))
  await page.goto(`/registration/${reg.id}?token=${encodeURIComponent(reg.token)}`)
  const section = page.locator('#my-programme')
  await expect(section.getByRole('heading', { name: 'My programme' })).toBeVisible()
  const first = section.getByTestId('my-session').first()
  const title = (await first.locator('strong').textContent())!
  const star = first.getByRole('button', { name: `Star ${title}` })
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await star.click()
  await expect(page).toHaveURL(new RegExp(`/registration/${reg.id}#my-programme$`))
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await expect(section).toContainText('1 starred')

  const feed = (await section.getByTestId('my-programme-feed').getAttribute('href'))!
  const ics = await request.get(feed)
  expect(ics.status()).toBe(200)
  expect(ics.headers()['cache-control']).toBe('private, no-store')
  const body = (await ics.text()).replace(/\r\n /g, '')
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1)
  expect(body).toContain(`SUMMARY:${title.replace(/([,;])/g, '\\$1')}`)

  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await expect(section).toContainText('0 starred')
  expect((await (await request.get(feed)).text()).match(/BEGIN:VEVENT/g)).toBeNull()
  // The feed's token opens nothing else: without it, or another registration's, no calendar.
  expect((await request.get(feed.replace(/token=.*/, 'token=x'))).status()).toBe(404)
})
