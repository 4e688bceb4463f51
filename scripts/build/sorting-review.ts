// Prints the table of docs/sorting-review.md from the seed: every sorting item with its destination,
// hazardous and safety-relevant destinations first, and the review's note where one was written. Run it
// after changing the seed and paste the table: `npx tsx scripts/build/sorting-review.ts`.
import { sortingItemSeeds } from '../../seed/sorting-items'
import { DESTINATION_LABELS } from '../../src/lib/sorting/vocabulary'
import { LOOK_ALIKES } from '../../src/lib/sorting/phrases'

const ORDER = [
  'hazardous',
  'batteries',
  'not-accepted',
  'medicines',
  'electronics',
  'tyres',
  'construction',
  'bulky',
  'mixed',
  'packaging',
  'deposit',
  'paper',
  'glass',
  'bio',
  'garden',
  'textiles',
]

export const NOTES: Record<string, string> = {
  asbestos:
    'Changed: construction → hazardous. Asbestos cement is hazardous waste; accepted wrapped, for a fee, where stations take construction waste.',
  'canister-empty':
    'Changed: name now says "water or food". A canister that held oil, fuel or chemicals is hazardous waste with its residue.',
  paint: 'Look-alike of dried-paint-tin: both always shown, with the difference.',
  'dried-paint-tin': 'Look-alike of paint: only a completely dried, empty tin is packaging.',
  'aerosol-with-content': 'Look-alike of empty-aerosol-can: both always shown.',
  'empty-aerosol-can': 'Look-alike of aerosol-with-content: only a can that no longer sprays is packaging.',
  'greasy-pizza-box': 'Added: a greasy box spoils paper collection; look-alike of pizza-box.',
  'pizza-box': 'Look-alike of greasy-pizza-box: only a clean, dry box is paper.',
  'energy-saving-bulb':
    'Contains mercury: hazardous, never mixed waste (unlike incandescent bulbs, LED bulbs are electronics).',
  'incandescent-bulb': 'No mercury or electronics: mixed waste is right.',
  'cooking-oil':
    'Small amounts in a closed bottle to mixed waste, never the drain; large amounts (a fryer) to a waste station. Kept.',
  'empty-lighter': 'Only an empty lighter; one with gas left belongs with hazardous waste. Kept (name says empty).',
  'frying-pan': 'Allowed in mixed waste; metal is better sold as scrap (the item links the scrap-metal service). Kept.',
  'coffee-capsules':
    'Mixed for plastic and composite capsules; an emptied aluminium capsule could go to packaging. Kept.',
  'toner-cartridge': 'Taken with hazardous waste at stations (toner dust); many shops also take them back. Kept.',
  syringes: 'Pharmacies take needles in a closed hard container. Kept.',
  'mercury-thermometer': 'Hazardous; a digital thermometer is electronics (separate item).',
  'worn-out-textiles': 'Torn or soiled textiles are not reusable: mixed waste. Kept.',
  'solar-garden-light': 'Has a battery: electronics. Kept.',
  'smoke-detector': 'Has a battery (some ionisation detectors a radioactive source): electronics, never mixed. Kept.',
  'gas-cylinder': 'Not accepted: returned to the gas seller. Kept.',
  'hot-ash': 'Not accepted until cold (fire risk in the container); cold ash is mixed waste. Kept.',
}

const pairs = new Set(LOOK_ALIKES.flatMap((p) => p.slugs))
const seeds = sortingItemSeeds()
const rank = (d: string) => (ORDER.indexOf(d) < 0 ? ORDER.length : ORDER.indexOf(d))
const rows = [...seeds].sort((a, b) => rank(a.destination) - rank(b.destination) || a.slug.localeCompare(b.slug))
console.log('| item | name (en) | destination | review |')
console.log('| --- | --- | --- | --- |')
for (const s of rows) {
  const note = NOTES[s.slug] ?? (pairs.has(s.slug) ? 'Look-alike pair.' : 'Agrees.')
  console.log(`| ${s.slug} | ${s.texts.en.name} | ${DESTINATION_LABELS[s.destination].en} | ${note} |`)
}
