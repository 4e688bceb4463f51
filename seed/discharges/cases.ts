// The demo's address cases, for tests and for people trying the demo: which demo contracts are an apartment
// building, which addresses two contracts share, which collections the "ERP" moved and which were marked.
// A plain module without imports, so browser tests (tests/e2e) can import it too. seed/discharges/demo.ts
// builds the contracts from these constants; seed/discharges/cases.test.ts checks that they agree.

/** Waste types and containers as the planning system writes them (src/lib/discharges/wasteTypes.ts). */
export const DEMO_GARBAGE = {
  mixed: 'Segaolmejäätmed',
  bio: 'Biolagunevad jäätmed',
  packaging: 'Segapakendid',
  paper: 'Paber ja kartong',
} as const

export const DEMO_ADDRESS_CASES = {
  /**
   * An apartment association: several kinds of containers, mixed waste and packaging in more than one
   * container (containerCount > 1). Shares its address with a shop (sharedAddresses).
   */
  apartmentBuilding: {
    contractNumber: '900000009',
    address: 'Sõpruse pst 151, Tallinn',
    propertyId: 'addae78e330c713a',
    containers: [
      { garbage: DEMO_GARBAGE.mixed, itemType: 'Konteiner 660 L', count: 2 },
      { garbage: DEMO_GARBAGE.bio, itemType: 'Konteiner 240 L', count: 1 },
      { garbage: DEMO_GARBAGE.packaging, itemType: 'Konteiner 800 L', count: 2 },
      { garbage: DEMO_GARBAGE.paper, itemType: 'Konteiner 660 L', count: 1 },
    ],
  },
  /** A second apartment building (Tartu), also shared with a business on its ground floor. */
  secondApartmentBuilding: {
    contractNumber: '900000011',
    address: 'Raatuse tn 20, Tartu',
    propertyId: 'a2600a5477478d74',
    containers: [
      { garbage: DEMO_GARBAGE.mixed, itemType: 'Konteiner 660 L', count: 3 },
      { garbage: DEMO_GARBAGE.bio, itemType: 'Konteiner 240 L', count: 2 },
      { garbage: DEMO_GARBAGE.packaging, itemType: 'Konteiner 660 L', count: 2 },
    ],
  },
  /** Addresses served by two contracts: the association's and a business's at the same building. */
  sharedAddresses: [
    {
      address: 'Sõpruse pst 151, Tallinn',
      propertyId: 'addae78e330c713a',
      contracts: ['900000009', '900000017'],
    },
    {
      address: 'Raatuse tn 20, Tartu',
      propertyId: 'a2600a5477478d74',
      contracts: ['900000011', '900000019'],
    },
  ],
  /**
   * Collections the planning system ("ERP") moved one working day later, with its reason: in every third
   * week (weeks counted from Monday 2024-01-01, week index % 3 === 0) the named service's regular day moves,
   * unless a public holiday already moved it. So within any three weeks each case has at least one such row.
   */
  erpShifts: [
    { contractNumber: '900000009', garbage: DEMO_GARBAGE.mixed, shiftReason: 'road_works' },
    { contractNumber: '900000019', garbage: DEMO_GARBAGE.bio, shiftReason: 'weather' },
  ],
  /**
   * Marked collections, kept up to date by the seed and the daily top-up (planned from 14 days ago):
   * - `collected`: every collection of the contract before today is `collected` at 10:42 Tallinn time on its
   *   day; today's are `in_progress`.
   * - `notCollected`: the contract's last collection of that waste type before today is `not_collected` with
   *   the reason; its earlier ones are `collected` at 10:42.
   * Every other demo contract's past collections carry no status (a day passed without "collected").
   */
  statuses: {
    collected: ['900000009', '900000011', '900000019'],
    notCollected: [
      { contractNumber: '900000017', garbage: DEMO_GARBAGE.mixed, statusReason: 'blocked_access' },
      { contractNumber: '900000011', garbage: DEMO_GARBAGE.packaging, statusReason: 'wrong_sorting' },
    ],
  },
  /** How many days before today the demo plans start (so the last collection and its status are known). */
  pastDays: 14,
} as const
