'use client'
// Add / update a member, or Update Leadership: one modal for the three uses. The designation
// defaults to member when adding and is fixed when editing (spec); the leadership form requires
// degree and description (leaderSchema), the member form does not (memberSchema).
import { useState } from 'react'
import { SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { lettersOnly, ONLY_LETTERS } from '@/lib/forms'
import { DESIGNATIONS, leaderSchema, memberSchema, memberUpdateSchema, type MemberDto } from '@/lib/members/schema'
import { apiSend, toFormData } from './api'
import { FormModal } from './form-modal'
import { ImagePicker } from './image-picker'
import { useAdminMutation } from './use-admin-mutation'
import { useSchemaForm } from './use-schema-form'

export const MEMBERS_PATH = '/uppedicon/members/'
const DESIGNATION_OPTIONS = DESIGNATIONS.map((d) => ({ value: d, label: d }))

interface Texts {
  added: string
  updated: string
  failed: string
}
export const MEMBER_TEXTS: Texts = { added: 'Member added successfully!', updated: 'Member updated successfully!', failed: 'Failed to save member. Please try again.' }
export const LEADER_TEXTS: Texts = { added: 'Leader updated successfully!', updated: 'Leader updated successfully!', failed: 'Failed to update leader.' }

/** State and modal of member editing; `open(null)` adds, `open(member)` updates. */
export function useMemberForm({ leadership = false, texts = MEMBER_TEXTS }: { leadership?: boolean; texts?: Texts } = {}) {
  const empty = { name: '', degree: '', designation: 'member', description: '' }
  const form = useSchemaForm(leadership ? leaderSchema : memberSchema, empty)
  const [state, setState] = useState<{ open: boolean; member: MemberDto | null }>({ open: false, member: null })
  const [stripped, setStripped] = useState(false)
  const save = useAdminMutation({
    run: ({ id, ...values }: Record<string, unknown>, progress) => (id ? apiSend('PUT', `${MEMBERS_PATH}?id=${id}`, toFormData(values), progress) : apiSend('POST', MEMBERS_PATH, toFormData(values), progress)),
    refresh: [MEMBERS_PATH],
    success: (v) => (v.id ? texts.updated : texts.added),
    failure: texts.failed,
  })

  const open = (member: MemberDto | null) => {
    form.reset(member ? { id: member.id, name: member.name, degree: member.degree, designation: member.designation, description: member.description } : empty)
    setStripped(false)
    save.reset()
    setState({ open: true, member })
  }
  const close = () => setState((s) => ({ ...s, open: false }))
  const submit = () => {
    const schema = leadership ? leaderSchema : state.member ? memberUpdateSchema : memberSchema
    if (!form.validate(schema)) return
    save.mutate(form.values, { onSuccess: close, onError: (e) => form.serverErrors(e.fields) })
  }
  const editing = !!state.member
  const title = leadership ? 'Update Leadership' : editing ? 'Update Member' : 'Add Member'

  const modal = (
    <FormModal open={state.open} title={title} onClose={close} onSubmit={submit} saving={save.isPending} progress={save.progress} error={save.isError ? save.error.message : null}>
      <TextField
        label="Name"
        required
        autoComplete="off"
        {...form.text('name')}
        error={form.errors.name ?? (stripped ? ONLY_LETTERS : undefined)}
        onChange={(e) => {
          const { value, stripped: s } = lettersOnly(e.target.value)
          setStripped(s)
          form.set('name', value)
        }}
      />
      <SelectField label="Designation" required={leadership} options={DESIGNATION_OPTIONS} disabled={editing} hint={editing ? 'The designation cannot be changed.' : undefined} {...form.text('designation')} />
      <TextField label="Degree" required={leadership} {...form.text('degree')} />
      <TextAreaField label="Description" required={leadership} rows={4} {...form.text('description')} />
      <ImagePicker label="Picture" name="picture" current={state.member?.picture} error={form.errors.picture} onChange={(f) => form.set('picture', f)} />
    </FormModal>
  )
  return { open, modal }
}
