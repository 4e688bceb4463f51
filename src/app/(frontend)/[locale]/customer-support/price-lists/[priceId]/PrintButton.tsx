/**
 * Printing needs JavaScript, so the button is hidden until it can work (the space is reserved by CSS): the
 * header's island of plain script shows it and prints on a click (src/islands/printButtons.ts).
 */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} hidden data-print="">
      {label}
    </button>
  )
}
