import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/Field'
import styles from './reminders.module.css'

// The reminder subscription form on the lookup result (next-shipping-day page, and the home page's island
// after a lookup). A plain form post: it works without JavaScript, and the answer is a page of its own
// (src/app/(frontend)/api/v1/reminders/subscribe/route.ts). No hooks, so server and client both render it.

export type ReminderFormText = {
  heading: string
  intro: string
  email: string
  time: string
  evening: string
  morning: string
  submit: string
  privacy: string
  privacyHref: string
}

export function ReminderForm({
  idPrefix,
  contractNumber,
  locale,
  text,
  headingLevel = 3,
}: {
  idPrefix: string
  contractNumber: string
  locale: string
  text: ReminderFormText
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className={styles.box} aria-labelledby={`${idPrefix}-reminder-heading`}>
      <Heading id={`${idPrefix}-reminder-heading`}>{text.heading}</Heading>
      <p>{text.intro}</p>
      <form action="/api/v1/reminders/subscribe" method="post">
        <input type="hidden" name="contractNumber" value={contractNumber} />
        <input type="hidden" name="locale" value={locale} />
        <TextField
          id={`${idPrefix}-reminder-email`}
          name="email"
          type="email"
          label={text.email}
          autoComplete="email"
          required
          maxLength={254}
        />
        <fieldset className={styles.choice}>
          <legend>{text.time}</legend>
          <label>
            <input type="radio" name="time" value="evening" defaultChecked /> {text.evening}
          </label>
          <label>
            <input type="radio" name="time" value="morning" /> {text.morning}
          </label>
        </fieldset>
        <Button type="submit" variant="secondary">
          {text.submit}
        </Button>
      </form>
      <p className={styles.small}>
        <a href={text.privacyHref}>{text.privacy}</a>
      </p>
    </section>
  )
}
