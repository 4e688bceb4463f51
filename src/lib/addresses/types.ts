// The address index's shapes, shared by the importers (which fill it), the matcher (which searches it) and the
// pages (which show one address's containers). An address is a served property: what a crew empties
// containers at. It never carries a contract number, a name or a price: those stay with the contract.

/** One served address. */
export type AddressRecord = {
  /**
   * The stable property id: the planning system's or the address register's own when it sends one, otherwise
   * derived from the address text (propertyIdOf in src/lib/data/addressParts.ts), so the same address always gets the same id.
   */
  id: string
  /** The street (or the place of a farm without a street) with its type word as written: "Mustamäe tee". */
  street: string
  /** "12", "12a", "12/14"; empty when the address has no house number. */
  house: string
  /** The apartment ("5"); empty for a whole building or a house. */
  apartment: string
  /** The town, borough or village: "Tallinn", "Tabasalu". */
  settlement: string
  /** The municipality as written ("Harku vald"); empty when unknown. */
  municipality: string
  /** The national address code (ADS_OID in the Estonian address register) when known. */
  adsOid?: string
  /** The address as shown: "Mustamäe tee 12-5, Tallinn". */
  label: string
}

/** What a suggestion shows and links to: never more than the address itself. */
export type AddressSuggestion = Pick<AddressRecord, 'id' | 'label'>
