// Shown above the list of stations and unserved addresses in the admin: a plain upload form that posts
// to the import endpoint with the editor's session cookie; the answer is the per-line JSON report.
const columns = {
  'waste-stations':
    'name, name_ru, name_en, municipality, county, address, latitude, longitude, openingHours(_ru/_en), acceptedWaste(_ru/_en), pricesUrl, changeDate',
  'unserved-addresses': 'county, city, address, reason, reason_ru, reason_en, plannedDate, newDate',
  'sorting-items':
    'slug, name(_ru/_en), synonyms(_ru/_en), destination, preparation(_ru/_en), stationWaste, freeAtStations, popular, servicePath, priceListPath, orderPath',
} as const

function CsvImportForm({ target }: { target: keyof typeof columns }) {
  return (
    <details
      style={{
        marginBlock: '1rem',
        padding: '0.75rem 1rem',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
      }}
    >
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>CSV import</summary>
      <p>
        Columns (header row, comma or semicolon separated, dates YYYY-MM-DD): <code>{columns[target]}</code>. County is
        one of Harju, Hiiu, Ida-Viru, Jõgeva, Järva, Lääne, Lääne-Viru, Põlva, Pärnu, Rapla, Saare, Tartu, Valga,
        Viljandi, Võru. Every line is checked first; if any line is wrong nothing is imported and the report lists the
        lines.
      </p>
      <form method="post" action={`/api/v1/import/${target}`} encType="multipart/form-data">
        <label>
          CSV file <input type="file" name="file" accept=".csv,text/csv" required />
        </label>{' '}
        <button type="submit" className="btn btn--style-primary btn--size-small">
          Import
        </button>
      </form>
    </details>
  )
}

export function WasteStationsImport() {
  return <CsvImportForm target="waste-stations" />
}
/** Sorting items: a line whose slug exists updates that item; yes/no columns accept jah/ei, да/нет, 1/0. */
export function SortingItemsImport() {
  return <CsvImportForm target="sorting-items" />
}
export function UnservedAddressesImport() {
  return <CsvImportForm target="unserved-addresses" />
}
