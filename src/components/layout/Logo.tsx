/** The company mark: fixed intrinsic size so it never shifts the layout. */
export function Logo({ name }: { name: string }) {
  return (
    <svg width="176" height="40" viewBox="0 0 176 40" role="img" aria-label={name} focusable="false">
      <circle cx="20" cy="20" r="19" fill="#0a6e3c" />
      <path d="M20 7c6 4 9 9 9 14a9 9 0 0 1-18 0c0-5 3-10 9-14z" fill="#fff" />
      <path d="M20 13v17M20 22l-5-4M20 26l5-4" stroke="#0a6e3c" strokeWidth="2" strokeLinecap="round" fill="none" />
      <text x="46" y="26" fontFamily="system-ui, sans-serif" fontSize="17" fontWeight="700" fill="#1b1f1d">{name}</text>
    </svg>
  )
}
