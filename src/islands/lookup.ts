// The island of the next-collection-day lookup form (decision 051): on the pages that render the form
// (components/discharges/ContractForm.tsx adds it), loaded at the visitor's first interaction.
import { initLookup } from './contractForm'

initLookup(document)
