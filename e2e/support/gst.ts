// The association's GST settings, read and put back by the specs that change them.
import { expect, type APIRequestContext } from '@playwright/test'

export const GST_SETTINGS = '/adminpanel/gst/settings/'

/** The association's settings as saved, in the shape the settings' PUT takes back. */
export async function associationSettings(request: APIRequestContext) {
  const res = await request.get(GST_SETTINGS)
  expect(res.status()).toBe(200)
  const list = (await res.json()) as ({ editionId: number | null; saved?: boolean } & Record<
    string,
    unknown
  >)[]
  const { saved, ...settings } = list.find((s) => s.editionId === null)!
  expect(saved, 'the demo has GST settings').toBe(true)
  return settings
}
