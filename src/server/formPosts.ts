// The HTTP edge's guard for form posts. A POST to a public
// page is a server action: the contact form, its topic switch without JavaScript, /odoo-test. Next reads
// such a body into memory before any of our code sees it, so what must happen before the body is read
// happens here, in front of Next:
// - every post counts against the client's budget, refused and invalid ones too (the form's own limit,
//   src/lib/helpdesk/submit.ts, counts only stored requests, so a customer correcting mistakes is never
//   locked out by it; this one stops a flood of posts of any kind);
// - a body that says it is larger than the form can ever need is refused before a byte of it is read;
// - only a few bodies are read at once, so memory stays bounded however many arrive together
//   (bodies without a length are cut by Next at the same limit: next.config.ts serverActions).
import type { IncomingMessage, ServerResponse } from 'node:http'
import escapeHtml from 'escape-html'
import { clientKey } from '@/lib/http/client'
import { PROBLEM_CONTENT_TYPE, problemJson, type ErrorCode } from '@/lib/http/errors'
import { RateLimiter } from '@/lib/http/rateLimit'
import type { Locale } from '@/i18n/locales'
import { localeOfUrl } from './error-pages'
import { routeKind, splitUrl } from './routes'

export type FormPostGuardOptions = {
  /** Posts per client key per window; 0 turns the count off. */
  attempts: number
  windowMs: number
  /** The largest body a form post may have (the attachments' total plus room for the text fields). */
  maxBodyBytes: number
  /** Form bodies being read at once; more wait for a moment (503, Retry-After). */
  maxConcurrent: number
}

/** A POST that Next answers with a page's server action: every path but Payload's, the APIs and build files. */
export function isPagePost(req: Pick<IncomingMessage, 'method' | 'url'>): boolean {
  if (req.method !== 'POST') return false
  return routeKind(splitUrl(req.url ?? '/').pathname) === 'page'
}

type Refusal = 'tooMany' | 'tooLarge' | 'busy'

const texts: Record<Locale, Record<Refusal, { title: string; body: (mb: number) => string }>> = {
  et: {
    tooMany: {
      title: 'Liiga palju saatmisi',
      body: () => 'Saatsite lühikese aja jooksul liiga palju vorme. Palun proovige mõne minuti pärast uuesti.',
    },
    tooLarge: {
      title: 'Failid on liiga suured',
      body: (mb) => `Vormi failid on kokku suuremad kui ${mb} MB. Palun valige väiksemad failid ja saatke vorm uuesti.`,
    },
    busy: {
      title: 'Praegu on palju saatmisi',
      body: () => 'Praegu saadetakse väga palju vorme. Palun saatke vorm mõne hetke pärast uuesti.',
    },
  },
  ru: {
    tooMany: {
      title: 'Слишком много отправок',
      body: () => 'Вы отправили слишком много форм за короткое время. Попробуйте ещё раз через несколько минут.',
    },
    tooLarge: {
      title: 'Файлы слишком большие',
      body: (mb) => `Общий размер файлов формы больше ${mb} МБ. Выберите файлы поменьше и отправьте форму ещё раз.`,
    },
    busy: {
      title: 'Сейчас много отправок',
      body: () => 'Сейчас отправляется очень много форм. Отправьте форму ещё раз через минуту.',
    },
  },
  en: {
    tooMany: {
      title: 'Too many submissions',
      body: () => 'You have sent too many forms in a short time. Please try again in a few minutes.',
    },
    tooLarge: {
      title: 'Files too large',
      body: (mb) =>
        `The form's files are larger than ${mb} MB in total. Please choose smaller files and send it again.`,
    },
    busy: {
      title: 'Many submissions right now',
      body: () => 'A great many forms are being sent right now. Please send yours again in a moment.',
    },
  },
}

const backLink: Record<Locale, string> = { et: 'Tagasi vormi juurde', ru: 'Вернуться к форме', en: 'Back to the form' }
const statusOf: Record<Refusal, number> = { tooMany: 429, tooLarge: 413, busy: 503 }
const codeOf: Record<Refusal, ErrorCode> = { tooMany: 'rate_limited', tooLarge: 'body_too_large', busy: 'busy' }

/** The refusal: a short page in the path's language for a browser's form post, JSON for anything else. */
export function refusalAnswer(refusal: Refusal, url: string, accept: string, maxBodyBytes: number) {
  const locale = localeOfUrl(url)
  const { title, body } = texts[locale][refusal]
  const message = body(Math.floor(maxBodyBytes / 1024 / 1024))
  if (!accept.includes('text/html')) {
    return { type: PROBLEM_CONTENT_TYPE, body: problemJson(statusOf[refusal], codeOf[refusal], message) }
  }
  // Only fixed texts and the path (escaped, as a same-site link back to the form's page) go into the page.
  const path = url.split('?', 1)[0]
  const back = path.startsWith('/') && !path.startsWith('//') ? path : `/${locale}`
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><main><h1>${title}</h1><p>${message}</p><p><a href="${escapeHtml(back)}">${backLink[locale]}</a></p></main></body></html>`
  return { type: 'text/html; charset=utf-8', body: html }
}

export function createFormPostGuard(options: FormPostGuardOptions) {
  const limiter = new RateLimiter({ limit: options.attempts, windowMs: options.windowMs })
  let reading = 0

  function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal, retryAfter?: number): true {
    const answer = refusalAnswer(refusal, req.url ?? '/', String(req.headers.accept ?? ''), options.maxBodyBytes)
    res.statusCode = statusOf[refusal]
    res.setHeader('Content-Type', answer.type)
    res.setHeader('Cache-Control', 'no-store')
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter))
    // The body is not read: closing the connection after the answer is cheaper than draining it.
    res.setHeader('Connection', 'close')
    res.end(answer.body)
    return true
  }

  return {
    /** Answers (and returns true) when the post is refused; otherwise lets it through to Next. */
    handle(req: IncomingMessage, res: ServerResponse, clientAddress: string): boolean {
      if (!isPagePost(req)) return false
      const budget = limiter.take(clientKey(clientAddress))
      if (!budget.ok) return refuse(req, res, 'tooMany', budget.retryAfterSeconds)
      const length = Number(req.headers['content-length'] ?? 0)
      if (Number.isFinite(length) && length > options.maxBodyBytes) return refuse(req, res, 'tooLarge')
      if (reading >= options.maxConcurrent) return refuse(req, res, 'busy', 5)
      reading++
      res.once('close', () => reading--)
      return false
    },
    /** Bodies being read now (for tests). */
    get reading() {
      return reading
    },
  }
}
