// The conference theme and partner associations. Client-safe.
export interface ThemeDto {
  id: number
  name: string
  description: string
  image: string | null
}
