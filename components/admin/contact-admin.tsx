'use client'
// admin-contact: the Get In Touch card with the contact detail records, Add Detail and Update
// Detail (spec sections 2, 4, 5, 8).
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { useToast } from '@/components/ui/toast'
import { CONTACT_EXISTS, contactDetailSchema, contactDetailUpdateSchema, type ContactDetailDto } from '@/lib/contact/schema'
import { digitsOnly } from '@/lib/forms'
import { apiSend } from './api'
import { Hero, Loaded, Section } from './blocks'
import { FormModal } from './form-modal'
import { MapEmbed } from './map-embed'
import { useAdminMutation } from './use-admin-mutation'
import { useApi } from './use-api'
import { useEditor } from './use-editor'
import { useSchemaForm } from './use-schema-form'
import styles from './admin.module.css'

const PATH = '/uppedicon/getintouch/'
const EMPTY = { mobile_number: '', email: '', WhatsappNumber: '', location: '' }

export function ContactAdmin() {
  const toast = useToast()
  // A read may answer one object or a list (spec): a single object is a one-item list.
  const details = useApi<ContactDetailDto[] | ContactDetailDto>(PATH)
  const list = details.data === undefined ? [] : Array.isArray(details.data) ? details.data : [details.data]
  const editor = useEditor<ContactDetailDto>()
  const form = useSchemaForm(contactDetailSchema, EMPTY)

  useEffect(() => {
    if (details.isError) toast.error(details.error.status >= 400 ? 'Failed to load contact details.' : 'Error fetching contact details.')
  }, [details.isError, details.error, toast])

  const save = useAdminMutation({
    run: (values: Record<string, unknown>) => apiSend(values.id ? 'PUT' : 'POST', PATH, values),
    refresh: [PATH],
    success: (v) => (v.id ? 'Contact details updated successfully!' : 'Contact details added successfully!'),
    failure: (_v, e) => (e.message === CONTACT_EXISTS ? CONTACT_EXISTS : 'Error saving contact details. Try again!'),
  })

  const open = (item: ContactDetailDto | null) => {
    form.reset(item ? { ...item } : EMPTY)
    save.reset()
    if (item) editor.edit(item)
    else editor.create()
  }
  const submit = () => {
    if (!form.validate(editor.item ? contactDetailUpdateSchema : contactDetailSchema)) return
    save.mutate(form.values, { onSuccess: editor.close, onError: (e) => form.serverErrors(e.fields) })
  }
  // Digits only, at most 10: anything else is ignored as it is typed (spec).
  const digits = (name: string) => ({ ...form.text(name), inputMode: 'numeric' as const, onChange: (e: { target: { value: string } }) => form.set(name, digitsOnly(e.target.value).value) })
  const formError = save.isError ? (save.error.message === CONTACT_EXISTS ? CONTACT_EXISTS : 'An error occurred. Please try again.') : null

  return (
    <>
      <Hero title="Contact Us" subtitle="The association's phone numbers, e-mail address and office, as shown across the site." />
      <div className="container">
        <Section title="Get In Touch" action={<Button onClick={() => open(null)}>Add Detail</Button>}>
          <Loaded query={details} loading="Loading contact details..." empty="No contact details found." isEmpty={() => list.length === 0}>
            {() => (
              <ul className={styles.grid}>
                {list.map((c) => (
                  <li key={c.id} className={styles.card}>
                    <div className={styles.cardBody}>
                      <dl className={styles.details}>
                        <dt>Phone</dt>
                        <dd>{c.mobile_number}</dd>
                        <dt>Email</dt>
                        <dd>{c.email}</dd>
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

      <FormModal open={editor.open} title={editor.item ? 'Update Detail' : 'Add Detail'} onClose={editor.close} onSubmit={submit} saving={save.isPending} error={formError}>
        <TextField label="Mobile Number" required type="tel" {...digits('mobile_number')} />
        <TextField label="Email" required type="email" {...form.text('email')} />
        <TextField label="WhatsApp Number" required type="tel" {...digits('WhatsappNumber')} />
        <TextField label="Location" required {...form.text('location')} />
      </FormModal>
    </>
  )
}
