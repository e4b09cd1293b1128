// Members: the association's leadership, board and committees. Client-safe.
import { z } from 'zod'
import { idSchema, optionalText, personNameSchema, requiredText } from '@/lib/forms'
import { imageFileSchema } from '@/lib/uploads/image-field'

/** The 16 designations of the spec, spelled as the API sends them (typos included). */
export const DESIGNATIONS = [
  'president',
  'member',
  'treasurer',
  'secretary',
  'exofficopresident',
  'exofficosecretary',
  'vicepresident',
  'scirntificsecretary',
  'jointsecretary',
  'mediacoordinator',
  'liaisoningincharge',
  'wbfweekcommittee',
  'orsdaycommittee',
  'adolescentcommittee',
  'caahcweekcommittee',
  'newbornweekcommitte',
] as const
export type Designation = (typeof DESIGNATIONS)[number]

export const designationSchema = z.enum(DESIGNATIONS, {
  error: `designation must be one of: ${DESIGNATIONS.join(', ')}.`,
})

/** GET /uppedicon/members/?designation= (without it: every member). */
export const membersQuerySchema = z.object({ designation: designationSchema.optional() })

export interface MemberDto {
  id: number
  name: string
  degree: string
  designation: Designation
  picture: string | null
  description: string
  association: string
}

/** Add member (board/committee form; POST multipart): name required, the rest optional. */
export const memberSchema = z.object({
  name: personNameSchema,
  degree: optionalText('Degree', 200),
  designation: designationSchema.optional().transform((d) => d ?? 'member'),
  description: optionalText('Description', 5000),
  picture: imageFileSchema().optional(),
})
export type MemberInput = z.input<typeof memberSchema>

/** Update member (PUT ?id=): the designation is fixed once created, so it is not taken. */
export const memberUpdateSchema = memberSchema.omit({ designation: true }).extend({ id: idSchema.shape.id })

/** The Update Leadership form: name, designation, degree and description required, picture optional. */
export const leaderSchema = memberSchema.extend({
  designation: designationSchema,
  degree: requiredText('Degree', 200),
  description: requiredText('Description', 5000),
})
export type MemberData = z.output<typeof memberSchema>
export type MemberUpdateData = z.output<typeof memberUpdateSchema>
