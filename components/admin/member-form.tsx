'use client'

// Add / update a member, or Update Leadership: one modal for the three uses. The designation
// defaults to member when adding and is fixed when editing (spec); the leadership form requires
// degree and description (leaderSchema), the member form does not (memberSchema).
import { useState } from 'react'
import { SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { NAME_RULE, nameInput } from '@/lib/input-rules'
import { DESIGNATION_NAMES } from '@/lib/members/designation-names'
import {
  DESIGNATIONS,
  leaderSchema,
  memberSchema,
  memberUpdateSchema,
  type MemberDto,
} from '@/lib/members/schema'
import { FormModal } from './form-modal'
import { ImagePicker } from './image-picker'
import { useRecordForm } from './use-record-form'

export const MEMBERS_PATH = '/uppedicon/members/'
const DESIGNATION_OPTIONS = DESIGNATIONS.map((d) => ({ value: d, label: DESIGNATION_NAMES[d] }))

interface Texts {
  added: string
  updated: string
  failed: string
}
export const MEMBER_TEXTS: Texts = {
  added: 'Member added successfully!',
  updated: 'Member updated successfully!',
  failed: 'Failed to save member. Please try again.',
}
export const LEADER_TEXTS: Texts = {
  added: 'Leader updated successfully!',
  updated: 'Leader updated successfully!',
  failed: 'Failed to update leader.',
}

/** State and modal of member editing; `open(null)` adds, `open(member)` updates. */
export function useMemberForm({
  leadership = false,
  texts = MEMBER_TEXTS,
}: { leadership?: boolean; texts?: Texts } = {}) {
  const [refused, setRefused] = useState(false)
  const record = useRecordForm<MemberDto>({
    path: MEMBERS_PATH,
    create: leadership ? leaderSchema : memberSchema,
    update: leadership ? leaderSchema : memberUpdateSchema,
    empty: { name: '', degree: '', designation: 'member', description: '' },
    toValues: (m) => ({
      id: m.id,
      name: m.name,
      degree: m.degree,
      designation: m.designation,
      description: m.description,
    }),
    texts,
    updateUrl: (v) => `${MEMBERS_PATH}?id=${v.id}`,
  })
  const { form, item } = record
  const open = (member: MemberDto | null) => {
    setRefused(false)
    record.open(member)
  }
  const editing = !!item
  const title = leadership ? 'Update Leadership' : editing ? 'Update Member' : 'Add Member'

  const modal = (
    <FormModal title={title} {...record.modal}>
      <MemberFields
        form={form}
        picture={item?.picture}
        leadership={leadership}
        editing={editing}
        refused={refused}
        setRefused={setRefused}
      />
    </FormModal>
  )
  return { open, modal }
}

function MemberFields({
  form,
  picture,
  leadership,
  editing,
  refused,
  setRefused,
}: {
  form: ReturnType<typeof useRecordForm<MemberDto>>['form']
  picture: string | null | undefined
  leadership: boolean
  editing: boolean
  refused: boolean
  setRefused: (refused: boolean) => void
}) {
  return (
    <>
      <TextField
        label="Name"
        required
        autoComplete="off"
        {...form.text('name')}
        error={form.errors.name ?? (refused ? NAME_RULE : undefined)}
        onChange={(e) => {
          const { value, refused: r } = nameInput(e.target.value)
          setRefused(r)
          form.set('name', value)
        }}
      />
      <SelectField
        label="Designation"
        required={leadership}
        options={DESIGNATION_OPTIONS}
        disabled={editing}
        hint={editing ? 'The designation cannot be changed.' : undefined}
        {...form.text('designation')}
      />
      <TextField label="Degree" required={leadership} {...form.text('degree')} />
      <TextAreaField label="Description" required={leadership} rows={4} {...form.text('description')} />
      <ImagePicker label="Picture" current={picture} {...form.file('picture')} />
    </>
  )
}
