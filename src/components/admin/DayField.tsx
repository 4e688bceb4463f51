'use client'

import type { TextFieldClientComponent } from 'payload'
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'

/**
 * Admin input for days stored as ISO `YYYY-MM-DD` text (dataFields.ts `dayField`): the browser's own
 * date picker, whose value is already in that format, so storage and validation stay as they are.
 * Typing the open end 2999-12-31 still works.
 */
export const DayField: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, errorMessage, disabled } = useField<string>({ path })
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={['field-type', 'text', showError ? 'error' : ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError message={errorMessage} path={path} showError={showError} />
        <input
          id={id}
          name={path}
          type="date"
          min="2000-01-01"
          max="2999-12-31"
          value={value ?? ''}
          disabled={readOnly || disabled}
          onChange={(event) => setValue(event.target.value || null)}
        />
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
