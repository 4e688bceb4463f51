import type { Field } from 'payload'

/** A task's output made of counts, one number each: what the admin's job list shows after a run. */
export const countsOutput = (...names: string[]): Field[] => names.map((name) => ({ name, type: 'number' }))

/** A recurring run on the maintenance queue, at the times of a cron expression. */
export const maintenanceAt = (cron: string) => [{ cron, queue: 'maintenance' }]
