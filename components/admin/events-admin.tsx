'use client'

// admin-events: the event list with Add Event, Modify and Delete (spec sections 2, 4, 5, 8).
import { Button, ButtonLink } from '@/components/ui/button'
import type { MenuItem } from '@/components/ui/card-menu'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { TextAreaField, TextField } from '@/components/ui/field'
import { todayInIndia } from '@/lib/dates'
import { eventSchema, eventUpdateSchema, isNotPast, type EventDto } from '@/lib/events/schema'
import styles from './admin.module.css'
import { apiSend } from './api'
import { EntityCard, Hero, Loaded, recordMenu, Section } from './blocks'
import { DayField } from './day-field'
import { FormModal } from './form-modal'
import { ImagePicker } from './image-picker'
import { useAdminMutation } from './use-admin-mutation'
import { useApi } from './use-api'
import { useRecordForm } from './use-record-form'
import { WorkshopFields } from './workshop-fields'

const PATH = '/uppedicon/event/'
const EMPTY_EVENT = {
  name: '',
  description: '',
  venue: '',
  address: '',
  date: '',
  time: '',
  day: '',
  organizer: '',
}

/** Events as cards, each with its Modify / Delete menu; past events are listed apart. */
function EventCards({
  events,
  menu,
  empty = 'No events available.',
}: {
  events: EventDto[]
  menu: (e: EventDto) => MenuItem[]
  empty?: string
}) {
  if (!events.length) return <p className={styles.state}>{empty}</p>
  return (
    <ul className={styles.grid3}>
      {events.map((e) => (
        <EntityCard key={e.id} picture={e.event_picture} title={e.name} menu={menu(e)}>
          <p>{e.description}</p>
          <p className={styles.muted}>
            <strong>Venue:</strong> {e.venue || 'Venue not available'}
          </p>
          <p className={styles.muted}>
            <strong>Date:</strong> {e.date || 'Date not available'} ({e.day}),{' '}
            {e.time ? e.time.slice(0, 5) : 'Time not available'}
          </p>
          {e.registrable && (
            <p className={styles.muted}>
              <strong>Workshop:</strong> Rs. {e.fee}, {e.seats_left ?? '?'} of {e.capacity} seats left,
              register by {e.registration_deadline}
            </p>
          )}
        </EntityCard>
      ))}
    </ul>
  )
}

export function EventsAdmin() {
  const events = useApi<EventDto[]>(PATH)
  const confirm = useConfirm()
  const { form, item, open, modal } = useRecordForm<EventDto>({
    path: PATH,
    create: eventSchema,
    update: eventUpdateSchema,
    empty: { ...EMPTY_EVENT, registrable: 'false', fee: '', capacity: '', registration_deadline: '' },
    // Modify preloads every field but the picture (spec): a new file replaces it, none keeps it.
    toValues: (e) => ({
      id: e.id,
      name: e.name,
      description: e.description,
      venue: e.venue,
      address: e.address,
      date: e.date,
      time: e.time.slice(0, 5),
      day: e.day,
      organizer: e.organizer,
      registrable: String(e.registrable),
      fee: e.registrable ? String(e.fee) : '',
      capacity: e.capacity ?? '',
      registration_deadline: e.registration_deadline ?? '',
    }),
    texts: {
      added: 'Event created successfully!',
      updated: 'Event updated successfully!',
      failed: 'Error saving event. Try again!',
    },
  })
  const remove = useAdminMutation({
    run: (id: number) => apiSend('DELETE', PATH, { id }),
    refresh: [PATH],
    success: 'Event deleted successfully!',
    failure: 'Failed to delete event. Try again.',
  })
  const menu = (e: EventDto) =>
    recordMenu(
      confirm,
      { label: 'Modify', onSelect: () => open(e) },
      'Are you sure you want to delete this event?',
      () => remove.mutate(e.id),
    )
  // The stored date of an event being modified stays allowed however old (lib/events/schema.ts).
  const minDate = item && form.values.date === item.date ? undefined : todayInIndia()

  return (
    <>
      <Hero title="Events" subtitle="Add, modify and remove the association's upcoming events." />
      <div className="container">
        <Section
          id="upcoming-events"
          title="Upcoming Events"
          action={
            <div className={styles.actions}>
              <ButtonLink href="/admin/register" variant="secondary">
                Register
              </ButtonLink>
              <Button onClick={() => open(null)}>Add Event</Button>
            </div>
          }
        >
          <Loaded query={events} loading="Loading events..." empty="No events available.">
            {(list) => <EventCards events={list.filter((e) => isNotPast(e.date))} menu={menu} />}
          </Loaded>
        </Section>
        <Section id="past-events" title="Past Events">
          <Loaded query={events} loading="Loading events..." isEmpty={() => false}>
            {(list) => (
              <EventCards
                events={list.filter((e) => !isNotPast(e.date)).reverse()}
                menu={menu}
                empty="No past events."
              />
            )}
          </Loaded>
        </Section>
      </div>

      <FormModal title={item ? 'Modify Event' : 'Add Event'} {...modal}>
        <TextField label="Name" required {...form.text('name')} />
        <TextAreaField label="Description" required rows={3} {...form.text('description')} />
        <div className={styles.twoCols}>
          <TextField label="Venue" required {...form.text('venue')} />
          <TextField label="Organizer" required {...form.text('organizer')} />
        </div>
        <TextField label="Address" required {...form.text('address')} />
        <div className={styles.twoCols}>
          <TextField label="Date" type="date" required min={minDate} {...form.text('date')} />
          <TextField label="Time" type="time" required {...form.text('time')} />
        </div>
        <DayField {...form.text('day')} />
        <ImagePicker label="Picture" current={item?.event_picture} {...form.file('event_picture')} />
        <WorkshopFields form={form} />
      </FormModal>
    </>
  )
}
