import { CSV_BOM, csvLine, csvResponse } from '@/lib/csv'
import { DELEGATE_FIELDS } from '@/lib/groups/form'

// GET /register/group/template.csv — the group form's CSV template: the header line naming the
// delegates' columns in order (lib/groups/csv.ts reads them), to fill in a spreadsheet
export function GET() {
  return csvResponse(CSV_BOM + csvLine(DELEGATE_FIELDS), 'group-delegates.csv')
}
