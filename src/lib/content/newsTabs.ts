/** The slug of the emergency notices' category: its own tab in the news, and the posts that alert subscribers. */
export const EMERGENCY_CATEGORY = 'emergency-notices'

export const newsTabs = ['all', EMERGENCY_CATEGORY, 'waste-school'] as const
export type NewsTab = (typeof newsTabs)[number]
