// Members: the association's leadership, board and committees. Client-safe.
import { z } from 'zod'

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
export const designationSchema = z.enum(DESIGNATIONS, { error: `designation must be one of: ${DESIGNATIONS.join(', ')}.` })

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
