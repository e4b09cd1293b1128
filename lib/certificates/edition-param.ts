// The edition a console certificate request is about: ?edition=<id> (400 when missing or malformed).
import { z } from 'zod'
import { parse, queryOf } from '@/lib/api/input'

const editionParam = z.object({
  edition: z.coerce
    .number({ error: 'Name the edition (?edition=<id>).' })
    .int()
    .positive()
    .max(2_147_483_647),
})

export const editionOf = (request: Request) =>
  parse(editionParam, { edition: queryOf(request).edition }).edition
