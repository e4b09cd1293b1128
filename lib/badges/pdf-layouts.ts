// The badge sheets (client-safe: the schema and the console's links name them).
export const BADGE_LAYOUTS = ['a6', 'a4'] as const
export type BadgeLayout = (typeof BADGE_LAYOUTS)[number]
