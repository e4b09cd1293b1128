import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { CONTACT_EXISTS, contactDetailSchema } from './schema'
import { createContactDetail, listContactDetails, updateContactDetail } from './service'

const detail = {
  mobile_number: '9876543210',
  email: 'office@uppedicon.test',
  WhatsappNumber: '9123456780',
  location: 'Betiahata, Gorakhpur',
}

describe('contact detail writes', () => {
  beforeEach(() => truncate('contact_details'))

  it('one record: a second create is refused with "Contact details already exist."; update changes it', async () => {
    const created = await createContactDetail(contactDetailSchema.parse(detail), TEST_ADMIN)
    await expect(createContactDetail(contactDetailSchema.parse(detail), TEST_ADMIN)).rejects.toMatchObject({
      status: 409,
      message: CONTACT_EXISTS,
    })
    await updateContactDetail(
      {
        ...contactDetailSchema.parse({ ...detail, location: 'Golghar, Gorakhpur' }),
        id: created.id,
      },
      TEST_ADMIN,
    )
    expect(await listContactDetails()).toEqual([
      { ...detail, id: created.id, location: 'Golghar, Gorakhpur' },
    ])
    await expect(
      updateContactDetail({ ...contactDetailSchema.parse(detail), id: created.id + 1 }, TEST_ADMIN),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('validates digits only (10), a valid e-mail and a location', () => {
    const fields = (input: object) =>
      Object.keys(contactDetailSchema.safeParse(input).error?.flatten().fieldErrors ?? {}).sort()
    expect(fields({ ...detail, mobile_number: '98765abc10', email: 'x@', location: '  ' })).toEqual([
      'email',
      'location',
      'mobile_number',
    ])
    expect(fields({ ...detail, WhatsappNumber: '12345' })).toEqual(['WhatsappNumber'])
    expect(fields(detail)).toEqual([])
  })
})
