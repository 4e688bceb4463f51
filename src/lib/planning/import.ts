// The planning system's import as the route runs it (decision 046): the collection plan written (the
// discharges' importDischarges), the trail, the stored answers expired, and the subscribers whose next
// 14 days changed told (the reminders' notices). Above both src/lib/discharges and src/lib/reminders, so
// neither imports the other's way back.
import { randomUUID } from 'node:crypto'
import { auditedImport } from '@/lib/audit/record'
import { cms } from '@/lib/cms'
import { expireTags } from '@/lib/content/expire'
import { todayInTallinn } from '@/lib/dates'
import { dbOf } from '@/lib/db'
import { FifoLock } from '@/lib/db/lock'
import { ApiError } from '@/lib/http/errors'
import { log } from '@/lib/log'
import { ADDRESS_INDEX_TAG } from '@/lib/addresses/repository'
import { importDischarges, type ImportReport } from './discharges'
import type { ParsedRecord } from '@/lib/discharges/importParse'
import { DISCHARGE_PLANS_TAG } from '@/lib/discharges/schema'
import { queueChangeNotices, scheduleSnapshot } from '@/lib/reminders/changes'
import { queueRemindersTick } from '@/lib/reminders/queue'

// One import at a time in this process: a second one (the planning system retrying after a proxy timed
// out) waits for the first, so the plan sent last is the one kept. Across processes (several instances on
// PostgreSQL) the overlap-safe delete (deleteFutureStatements) still keeps every row.
const imports = new FifoLock(
  (ms) => new ApiError(409, 'import_in_progress', `Another import ran for more than ${ms / 1000} s; send again later.`),
)
/** How many imports are waiting for the one running (for tests and diagnostics). */
export function importsWaiting(): number {
  return imports.waiting
}
/** How long an import waits for the one before it: the route's own time limit. */
export const IMPORT_WAIT_MS = 3600_000

/** The planning-system import into the site's database, replacing from today in Tallinn. */
export async function runImport(
  records: AsyncIterable<ParsedRecord>,
  options: { replaceFuture: boolean },
): Promise<ImportReport> {
  const payload = await cms()
  const db = dbOf(payload)
  const release = await imports.acquire(IMPORT_WAIT_MS)
  try {
    const today = todayInTallinn()
    // Subscribers whose next 14 days change get one notice per run (src/lib/reminders/changes.ts); the
    // snapshot is taken inside the import's turn, so an overlapping import cannot slip between the two.
    const before = await scheduleSnapshot(db, today)
    const report = await auditedImport(
      payload,
      'discharges',
      () => importDischarges(db, records, { replaceFuture: options.replaceFuture, today }),
      (r) => ({
        accepted: r.accepted,
        rejected: r.rejectedCount,
        removed: r.removed,
        replaceFuture: options.replaceFuture,
      }),
    )
    // Stored lookup answers show the old plan: dropped now, in every instance.
    await expireTags([DISCHARGE_PLANS_TAG, ADDRESS_INDEX_TAG]).catch((error: unknown) =>
      log.error('stored lookup answers not expired after the import', {
        error: error instanceof Error ? error.message : String(error),
      }),
    )
    try {
      if (await queueChangeNotices(payload, before, randomUUID(), today)) await queueRemindersTick(payload)
    } catch (error) {
      // The import itself is done; a notice that could not be queued is logged, never a failed import.
      log.error('schedule change notices not queued', { error: error instanceof Error ? error.message : String(error) })
    }
    return report
  } finally {
    release()
  }
}
