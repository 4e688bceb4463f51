/**
 * The company mark and name. The name is HTML text beside a fixed-size mark, not SVG text in a fixed
 * box: SVG text does not size its box, so a wider font than the one it was drawn with cut off the final
 * "S". The header link names the logo for assistive technology; the mark is decoration.
 */
export function Logo({ name }: { name: string }) {
  return (
    <>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="#0a6e3c" />
        <path d="M20 7c6 4 9 9 9 14a9 9 0 0 1-18 0c0-5 3-10 9-14z" fill="#fff" />
        <path d="M20 13v17M20 22l-5-4M20 26l5-4" stroke="#0a6e3c" strokeWidth="2" strokeLinecap="round" fill="none" />
      </svg>
      <span>{name}</span>
    </>
  )
}
