import { useEffect } from 'react'

/**
 * Public pages hydrate after their first paint (decision 013), so a visitor may type into a field, or
 * pick from a select, before its island is live. React keeps that value in the field when it hydrates
 * but does not report it, so the component's state would still hold the server's value: the table would
 * stay unfiltered, and the next render would put the old value back. Once hydrated, this hands the value
 * found in the field (by id) to `adopt` when it differs from the component's.
 */
export function useValueTypedBeforeHydration(id: string, current: string, adopt: (value: string) => void) {
  useEffect(() => {
    const field = document.getElementById(id)
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement
    ) {
      if (field.value !== current) adopt(field.value)
    }
    // Once, right after hydration: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
