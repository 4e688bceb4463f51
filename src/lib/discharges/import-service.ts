import 'server-only'
import { cms } from '@/lib/content/payload'
import { todayInTallinn } from '@/lib/dates'
import { importDischarges } from './import'
import type { ParsedRecord } from './import-parse'
import { dbOf } from './repository'

export async function runImport(records: AsyncIterable<ParsedRecord>, options: { replaceFuture: boolean }) {
  const payload = await cms()
  return importDischarges(dbOf(payload), records, { replaceFuture: options.replaceFuture, today: todayInTallinn() })
}
