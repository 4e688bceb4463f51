/** Where a notice stands now: before its start, in force, or past its announced end. */
export const NOTICE_STATUSES = ['active', 'upcoming', 'ended'] as const
export type NoticeStatus = (typeof NOTICE_STATUSES)[number]
