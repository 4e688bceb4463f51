export const priceRegions = ['tallinn', 'viljandi', 'parnu', 'saaremaa', 'hiiumaa', 'rakvere', 'tartu'] as const
export type PriceRegion = (typeof priceRegions)[number]
