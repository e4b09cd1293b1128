'use client'

// admin-contact: the Get In Touch card with the contact detail records, Add Detail and Update
// Detail (spec sections 2, 4, 5, 8).
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { Email } from '@/components/ui/email'
import { TextField } from '@/components/ui/field'
import { ScriptButton } from '@/components/ui/script-submit'
import { useToast } from '@/components/ui/toast'
import {
  CONTACT_EXISTS,
  contactDetailSchema,
  contactDetailUpdateSchema,
  type ContactDetailDto,
} from '@/lib/contact/schema'
import { mobileInput } from '@/lib/input-rules'
import styles from './admin.module.css'
import { Hero, Loaded, Section } from './blocks'
import { FormModal } from './form-modal'
import { MapEmbed } from './map-embed'
import { useApi } from './use-api'
import { useRecordForm } from './use-record-form'

const PATH = '/uppedicon/getintouch/'

export function ContactAdmin() {
  const toast = useToast()
  // A read may answer one object or a list (spec): a single object is a one-item list.
  const details = useApi<ContactDetailDto[] | ContactDetailDto>(PATH)
  const list = details.data === undefined ? [] : Array.isArray(details.data) ? details.data : [details.data]
  const { form, save, item, open, modal } = useRecordForm<ContactDetailDto>({
    path: PATH,
    create: contactDetailSchema,
    update: contactDetailUpdateSchema,
    empty: { mobile_number: '', email: '', WhatsappNumber: '', location: '' },
    toValues: (c) => ({ ...c }),
    texts: {
      added: 'Contact details added successfully!',
      updated: 'Contact details updated successfully!',
      failed: (_v, e) =>
        e.message === CONTACT_EXISTS ? CONTACT_EXISTS : 'Error saving contact details. Try again!',
    },
    json: true,
  })

  useEffect(() => {
    if (details.isError)
      toast.error(
        details.error.status >= 400 ? 'Failed to load contact details.' : 'Error fetching contact details.',
      )
  }, [details.isError, details.error, toast])

  // Digits only, at most 10: anything else is ignored as it is typed (spec).
  const digits = (name: string) => ({
    ...form.text(name),
    inputMode: 'numeric' as const,
    onChange: (e: { target: { value: string } }) => form.set(name, mobileInput(e.target.value).value),
  })
  const formError = save.isError
    ? save.error.message === CONTACT_EXISTS
      ? CONTACT_EXISTS
      : 'An error occurred. Please try again.'
    : null

  return (
    <>
      <Hero
        title="Contact Us"
        subtitle="The association's phone numbers, e-mail address and office, as shown across the site."
      />
      <div className="container">
        <Section
          title="Get In Touch"
          action={<ScriptButton onClick={() => open(null)}>Add Detail</ScriptButton>}
        >
          <Loaded
            query={details}
            loading="Loading contact details..."
            empty="No contact details found."
            isEmpty={() => list.length === 0}
          >
            {() => (
              <ul className={styles.grid}>
                {list.map((c) => (
                  <li key={c.id} className={styles.card}>
                    <div className={styles.cardBody}>
                      <dl className={styles.details}>
                        <dt>Phone</dt>
                        <dd>{c.mobile_number}</dd>
                        <dt>Email</dt>
                        <dd>
                          <Email address={c.email} />
                        </dd>
                        <dt>WhatsApp</dt>
                        <dd>{c.WhatsappNumber}</dd>
                        <dt>Location</dt>
                        <dd>{c.location}</dd>
                      </dl>
                      <div>
                        <Button size="small" variant="secondary" onClick={() => open(c)}>
                          Update Detail
                        </Button>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Loaded>
        </Section>
        <Section title="Our office">
          <MapEmbed />
        </Section>
      </div>

      <FormModal title={item ? 'Update Detail' : 'Add Detail'} {...modal} error={formError}>
        <TextField label="Mobile Number" required type="tel" {...digits('mobile_number')} />
        <TextField label="Email" required type="email" {...form.text('email')} />
        <TextField label="WhatsApp Number" required type="tel" {...digits('WhatsappNumber')} />
        <TextField label="Location" required {...form.text('location')} />
      </FormModal>
    </>
  )
}
