// A workshop of the current edition for integration tests: registrable, ten days from today, its
// registration closing in five days unless `deadline` says otherwise.
import { addIsoDays, fromIsoDate, todayInIndia } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'

export async function createWorkshop({
  capacity,
  feePaise = 150000,
  name = `NRP workshop ${capacity}`,
  deadline = addIsoDays(todayInIndia(), 5),
}: {
  capacity: number
  feePaise?: number
  name?: string
  deadline?: string
}) {
  const edition = await findCurrentEdition()
  return db().event.create({
    data: {
      name,
      description: 'd',
      venue: 'v',
      address: 'a',
      organizer: 'o',
      date: fromIsoDate(addIsoDays(todayInIndia(), 10)),
      time: '10:00:00',
      day: 'Monday',
      registrable: true,
      feePaise,
      capacity,
      registrationDeadline: fromIsoDate(deadline),
      editionId: edition.id,
    },
  })
}
