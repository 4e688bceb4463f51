export const newsTabs = ['all', 'emergency-notices', 'waste-school'] as const
export type NewsTab = (typeof newsTabs)[number]
