// The hostile-input corpus of the HTTP fuzz test (tests/e2e/fuzz.spec.ts): values for a
// path segment or a query parameter, request methods and odd headers. Generated here, not stored as a
// fixture file, so each family says how it was made. Nothing in it depends on the server.
//
// A value carries its `wire` form: exactly what goes onto the request line, already percent-encoded where
// meant (broken escapes are sent as broken escapes). Text values are sent in two wire forms: fully
// percent-encoded, and raw (ASCII unescaped, only what a request line cannot carry escaped), since
// servers decode the two differently. Every text value with markup in it names a marker
// `<x-fuzz-N>`: it must never come back raw in an HTML answer.

export type FuzzValue = { id: number; family: string; wire: string; marker?: string }
export type FuzzHeaderCase = { id: number; family: string; headers: Record<string, string>; body?: string }

/** Bytes as %XX escapes (upper case hex). */
const escapeBytes = (bytes: number[]) => bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')

/**
 * A string's raw wire form: ASCII as it is (quotes, angle brackets, braces, backslashes unescaped, as
 * scanners send them), with only what a request line cannot carry escaped: non-ASCII bytes (Node's
 * parser refuses them with 400 before any code of ours runs), controls, space, DEL, and `#`, `?`, `%`,
 * which would start a fragment, the query or an escape.
 */
export function rawWire(text: string): string {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte)
    out += byte <= 0x20 || byte >= 0x7f || c === '#' || c === '?' || c === '%' ? escapeBytes([byte]) : c
  }
  return out
}

/** A string's percent-encoded wire form (lone surrogates become U+FFFD, as a browser would send them). */
export function encodedWire(text: string): string {
  return escapeBytes([...Buffer.from(text, 'utf8')])
}

/** Escapes that do not decode: broken syntax, invalid or overlong UTF-8, surrogates, past U+10FFFF. */
function brokenEncodings(): string[] {
  const syntax = ['%', '%%', '%A', '%G0', '%0G', '%ZZ', '%-1', '%+1', '%%41', '%u0041', '%U002E', '%x41', 'a%', 'a%2']
  const truncated = ['%E0%A4%A', '%E0%A4', '%E2%82', '%F0%9F%98', '%F0%9F', '%C3', '%E2%82%AC%E2%82']
  const invalidUtf8 = [
    [0xff, 0xfe],
    [0xfe, 0xff],
    [0xc0, 0xaf], // overlong '/'
    [0xc0, 0xae], // overlong '.'
    [0xc1, 0x9c], // overlong '\'
    [0xe0, 0x80, 0xaf], // overlong '/' in three bytes
    [0xf0, 0x80, 0x80, 0xaf], // overlong '/' in four bytes
    [0xc0, 0x80], // overlong NUL
    [0xed, 0xa0, 0x80], // UTF-16 high surrogate
    [0xed, 0xbf, 0xbf], // UTF-16 low surrogate
    [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80], // surrogate pair as CESU-8
    [0xf4, 0x90, 0x80, 0x80], // past U+10FFFF
    [0xf8, 0x88, 0x80, 0x80, 0x80], // five-byte form
    [0x80],
    [0xbf],
    [0xc3, 0x28],
    [0xe2, 0x28, 0xa1],
    [0xf0, 0x28, 0x8c, 0x28],
  ]
  // Every byte that cannot start a UTF-8 character, alone: continuation bytes and the never-valid ones.
  const loneBytes: number[][] = []
  for (let b = 0x80; b <= 0xff; b += 0x07) loneBytes.push([b])
  const bytes = [...invalidUtf8, ...loneBytes].map(escapeBytes)
  // The same in lower-case hex and wrapped in valid text, as crawlers and broken links send them.
  const variants = [...truncated, ...bytes.slice(0, 12)].flatMap((e) => [
    e.toLowerCase(),
    `news${e}`,
    `${e}/${e}`,
    `a=${e}&b=${e}`,
  ])
  return [...syntax, ...truncated, ...bytes, ...variants]
}

/** Double and mixed encodings that decode to something else the second time. */
const doubleEncodings = [
  '%2525',
  '%252e%252e%252f',
  '%25E0%25A4%25A',
  '%25FF',
  '%2500',
  '%252F',
  '%25%32%35',
  '%%32%35',
  '%2%35',
  '%2F',
  '%5C',
  '%2e',
  '%2E%2E',
  '%3Cx%3E',
  '%253Cx-fuzz%253E',
]

/** Over-long values (the longest are past the server's header limit: a 431 or 414 is the right answer). */
const overlong = [
  'a'.repeat(256),
  'a'.repeat(2_000),
  'a'.repeat(8_000),
  'a'.repeat(20_000),
  '%41'.repeat(3_000),
  '%FF'.repeat(3_000),
  'a/'.repeat(400),
  '../'.repeat(300),
  '%E0%A4%A'.repeat(500),
  '9'.repeat(400),
  'x&'.repeat(2_000),
  'a[b]'.repeat(500),
  ...['õ'.repeat(2_000), '\u0301'.repeat(1_000), '😀'.repeat(1_000)].map((text) => rawWire(text)),
]

/** Text values: sent both percent-encoded and raw. `{m}` is replaced by the value's marker. */
const texts = [
  // SQL
  "' OR '1'='1",
  "' OR 1=1--",
  '" OR ""="',
  '1; DROP TABLE users--',
  "1' UNION SELECT sql FROM sqlite_master--",
  "1' AND (SELECT count(*) FROM users) > 0--",
  "admin'--",
  "'||(SELECT sqlite_version())||'",
  '1 AND SLEEP(5)',
  "1'; WAITFOR DELAY '0:0:5'--",
  "%' AND 1=0 UNION SELECT email, hash FROM users --",
  '1 OR 1=1 LIMIT 1 OFFSET 1',
  "\\' OR 1=1 --",
  "1') OR ('1'='1",
  "'; ATTACH DATABASE '/tmp/x.db' AS x; --",
  // NoSQL and query-language injection (Payload's where syntax, prototype keys)
  '{"$gt":""}',
  '{"$ne":null}',
  '[$ne]=1',
  '{"$where":"sleep(1000)"}',
  'where[or][0][id][exists]=true',
  'where[password][exists]=true',
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'toString',
  'hasOwnProperty',
  // Templates and expression languages
  '{{7*7}}',
  '${7*7}',
  '<%= 7*7 %>',
  '#{7*7}',
  '{{constructor.constructor("return process")()}}',
  '${{<%[%\'"}}%\\.',
  '{{m}}',
  '[[${7*7}]]',
  '@(1+2)',
  '{% debug %}',
  '{m}{{7*7}}',
  // HTML and JavaScript
  '{m}',
  '"><{m-inner}>',
  "'><{m-inner}>",
  '</title>{m}',
  '</script>{m}<script>',
  '<script>alert(1)</script>{m}',
  '<img src=x onerror=alert(1)>{m}',
  '<svg onload=alert(1)>{m}',
  '<iframe src=javascript:alert(1)>{m}',
  'javascript:alert(1)//{m}',
  'data:text/html,<script>alert(1)</script>{m}',
  '" onmouseover="alert(1)" x="{m}',
  "'-alert(1)-'{m}",
  '</style>{m}',
  '<!--{m}-->',
  ']]>{m}',
  '<![CDATA[{m}]]>',
  '\\u003c{m}',
  '&lt;{m}&gt;',
  '<x-fuzz onclick=alert(1)>{m}',
  '`${alert(1)}`{m}',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>{m}',
  '<a href="//evil.example">{m}</a>',
  '{m}\u2028\u2029',
  // Path traversal and odd paths
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\..\\windows\\win.ini',
  '..%5c..%5cwindows%5cwin.ini',
  '....//....//etc/passwd',
  '..;/..;/etc/passwd',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/.%2e/.%2e/etc/passwd',
  '..%00/etc/passwd',
  '/etc/passwd%00.jpg',
  'file:///etc/passwd',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example\\share',
  'http://evil.example/',
  '.env',
  '.git/config',
  'data/site.db',
  'data/.payload-secret',
  'node_modules/.bin/next',
  '.next/BUILD_ID',
  '/proc/self/environ',
  'WEB-INF/web.xml',
  'wp-admin/admin-ajax.php',
  'wp-login.php',
  'xmlrpc.php',
  'api/users',
  '_next/../../package.json',
  // Null bytes and controls (encoded: a raw control never leaves node:http)
  '\u0000',
  'a\u0000b',
  '\u0000<x-fuzz-nul>',
  '\r\nSet-Cookie: fuzz=1',
  '\r\nLocation: //evil.example',
  '\n',
  '\t',
  '\u007f',
  '\u001b[31mred\u001b[0m',
  '\u0008\u0008\u0008',
  // Unicode oddities
  '\u202Eevil\u202C',
  '\u200B',
  '\u200D\u200C',
  '\uFEFF',
  '\uFFFD',
  '\uFFFF',
  '\uFFFE',
  '\u{10FFFF}',
  '\u{E0001}\u{E0065}',
  '\uD800', // lone high surrogate
  '\uDC00', // lone low surrogate
  'a\uD83Db',
  'e\u0301', // NFD
  '\u00e9', // NFC
  'A\u030A\u212B\u00C5', // three forms of Å
  '\uFB01le', // ﬁ ligature
  '\uFF0E\uFF0E\uFF0F\uFF0E\uFF0E\uFF0F', // full-width ../../
  '\u2024\u2024/', // one-dot leaders
  'İıſK',
  'ß'.repeat(10),
  'õäöüšž',
  'Вывоз мусора',
  'مرحبا',
  'שלום\u200F',
  '漢字テスト',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'Z̴̡̧̛̛̛̛̛̛͖͇͙̯̹̳̙͖̤̞͙̳̼̯̖',
  '\u0085',
  '\u00A0\u3000',
  '\u1680\u180E',
  // Numbers and odd scalars where numbers are expected
  '-1',
  '0',
  '00000000',
  '1e999',
  '-1e999',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999999',
  '0x10',
  '1.5',
  '+1',
  ' 1',
  '1 ',
  '١٢٣', // Arabic-Indic digits
  '１２３', // full-width digits
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[object Object]',
  '""',
  "''",
  // Query-string shape tricks (inside one value they are escaped; raw they add parameters)
  'a[]=1&a[]=2',
  'a[b][c]=1',
  '=&=&=',
  '&&&',
  'searchQuery=x&searchQuery=y',
  'page=-1',
  'page=99999999',
  'limit=100000',
  'depth=100',
  'locale=*',
  'draft=true',
  'lang=xx',
  'lang=../../etc',
  // Server-side request forgery and header smuggling shaped values
  'http://127.0.0.1:3000/admin',
  'http://169.254.169.254/latest/meta-data/',
  'gopher://127.0.0.1:25/',
  '/_next/image?url=/api/contact-attachments/file/x',
  'Transfer-Encoding: chunked',
]

/** The corpus; `{m}` and `{m-inner}` in texts become the value's marker `<x-fuzz-N>` / `x-fuzz-N`. */
export function fuzzValues(): FuzzValue[] {
  const values: FuzzValue[] = []
  const add = (family: string, wire: string, marker?: string) =>
    values.push({ id: values.length, family, wire, ...(marker ? { marker } : {}) })
  for (const wire of brokenEncodings()) add('broken-encoding', wire)
  for (const wire of doubleEncodings) add('double-encoding', wire)
  for (const wire of overlong) add('overlong', wire)
  for (const text of texts) {
    for (const [family, toWire] of [
      ['text-encoded', encodedWire],
      ['text-raw', rawWire],
    ] as const) {
      // Each wire form its own marker, so a reflection names the exact request.
      const id = values.length
      const value = text.replace(/\{m-inner\}/g, `x-fuzz-${id}`).replace(/\{m\}/g, `<x-fuzz-${id}>`)
      add(family, toWire(value), text.includes('{m') ? `<x-fuzz-${id}` : undefined)
    }
  }
  return values
}

/** Methods besides GET: the ones HTTP and WebDAV define, and names servers do not know. */
export const fuzzMethods = [
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'REPORT',
  'PURGE',
  'LINK',
  'UNLINK',
  'QUERY',
  'M-SEARCH',
  'NOTIFY',
  'SUBSCRIBE',
  'MKCALENDAR',
] as const

const huge = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length)

/** Odd headers, each case sent on its own with a GET (or with its body as a POST). */
export function fuzzHeaderCases(): FuzzHeaderCase[] {
  const cases: Array<Omit<FuzzHeaderCase, 'id'>> = []
  const add = (family: string, headers: Record<string, string>, body?: string) =>
    cases.push({ family, headers, ...(body === undefined ? {} : { body }) })
  for (const value of [
    huge('en-US,en;q=0.9,', 8_000),
    huge('x', 12_000),
    '*;q=abc',
    'zz-ZZ,;;;,q=',
    'en;q=NaN, ru;q=Infinity',
    'ru-RU;q=1e999',
    ',,,,,,',
    ';',
    '<x-fuzz-al>',
    'et-EE;q=-1, en;q=2',
    '../../etc/passwd',
    'i-klingon, x-pig-latin, zh-Hant-TW-u-nu-hanidec',
    'ET, RU, EN',
    'et\u00ff',
    huge('a-', 1_000),
    '*',
  ])
    add('accept-language', { 'accept-language': value })
  for (const value of [
    'NEXT_LOCALE=garbage',
    'NEXT_LOCALE=',
    'NEXT_LOCALE=%E0%A4%A',
    'NEXT_LOCALE=<x-fuzz-cookie>',
    'NEXT_LOCALE=../../etc/passwd',
    'NEXT_LOCALE=EN',
    'NEXT_LOCALE=ru; NEXT_LOCALE=en; NEXT_LOCALE=xx',
    `NEXT_LOCALE=${huge('x', 4_000)}`,
    '=;=;;;',
    ';;;',
    'a',
    'payload-token=garbage',
    'payload-token=eyJhbGciOiJub25lIn0.eyJpZCI6MX0.',
    'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
    'payload-token=%E0%A4%A',
    `payload-token=${huge('A', 6_000)}`,
    'consent=%7B%22analytics%22%3Atrue',
    'consent={"__proto__":{"x":1}}',
    `${huge('c=1; ', 7_000)}`,
  ])
    add('cookie', { cookie: value })
  for (const value of [
    'garbage',
    '<x-fuzz-xff>',
    '1.2.3.4, garbage, ::1',
    ', , ,',
    '999.999.999.999',
    '[::1]:99999',
    huge('1.1.1.1,', 4_000),
    'unknown',
    '0.0.0.0',
    '::ffff:127.0.0.1',
    '%E0%A4%A',
  ])
    add('x-forwarded-for', { 'x-forwarded-for': value })
  for (const value of [
    'evil.example',
    '[',
    'a:b:c',
    'localhost:99999',
    '<x-fuzz-host>',
    '%E0%A4%A',
    '..',
    huge('h', 2_000),
    '127.0.0.1:3000@evil.example',
    'xn--80ak6aa92e.com',
    '[::1',
  ])
    add('host', { host: value })
  for (const value of ['evil.example', '<x-fuzz-xfh>', '[', 'a, b', '%FF'])
    add('x-forwarded-host', { 'x-forwarded-host': value })
  for (const value of ['gopher', 'https, http', '<x-fuzz-xfp>', ''])
    add('x-forwarded-proto', { 'x-forwarded-proto': value })
  for (const value of [
    'bytes=abc',
    'bytes=999999999999-',
    'bytes=-0',
    'bytes=5-1',
    'bytes=0-0,'.repeat(500),
    'items=0-1',
    'bytes=--1',
    'bytes=0-18446744073709551616',
  ])
    add('range', { range: value })
  for (const value of ['*', '"x"', 'W/"x", garbage, "', huge('"a",', 4_000), '<x-fuzz-inm>', 'W/'])
    add('if-none-match', { 'if-none-match': value })
  for (const value of ['garbage', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', '-1'])
    add('if-modified-since', { 'if-modified-since': value })
  for (const value of [
    'br;q=x, gzip;q=-1, *;q=2',
    'identity;q=0, *;q=0',
    'zstd, lz4, xz',
    huge('gzip,', 4_000),
    ',;,;',
    '*',
  ])
    add('accept-encoding', { 'accept-encoding': value })
  for (const value of [
    'text/x-component',
    'application/json',
    '*/*;q=garbage',
    '<x-fuzz-accept>',
    huge('text/html,', 4_000),
  ])
    add('accept', { accept: value })
  // Next's own request headers, sent by a client that is not Next's router.
  const nextInternal: Record<string, string>[] = [
    { rsc: '1' },
    { rsc: '1', 'next-router-state-tree': 'garbage' },
    { rsc: '1', 'next-router-state-tree': '%E0%A4%A' },
    { rsc: '1', 'next-router-state-tree': encodeURIComponent('["",{"children":["__PAGE__",{}]},null,null,true]') },
    { rsc: '1', 'next-router-state-tree': encodeURIComponent(huge('[', 4_000)) },
    { 'next-router-prefetch': '1', rsc: '1' },
    { 'next-router-segment-prefetch': '/_tree', rsc: '1' },
    { 'next-router-segment-prefetch': '<x-fuzz-seg>', rsc: '1' },
    { 'next-url': '<x-fuzz-nexturl>' },
    { 'next-action': 'garbage' },
    { 'next-action': '0'.repeat(42) },
    { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
    { 'x-nextjs-data': '1' },
    { 'x-invoke-path': '/admin' },
    { 'x-invoke-status': '500' },
    { 'x-matched-path': '/admin' },
    { 'x-now-route-matches': '%E0%A4%A' },
    { purpose: 'prefetch' },
    { 'x-client-address': '<x-fuzz-xca>' },
  ]
  for (const headers of nextInternal) add('next-internal', headers)
  const misc: Record<string, string>[] = [
    { authorization: 'Bearer garbage' },
    { authorization: 'JWT garbage' },
    { authorization: 'JWT eyJhbGciOiJub25lIn0.eyJpZCI6MX0.' },
    { authorization: `Basic ${huge('A', 3_000)}` },
    { authorization: 'users API-Key <x-fuzz-apikey>' },
    { origin: 'null' },
    { origin: 'http://evil.example' },
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': '<x-fuzz-sfm>' },
    { referer: '<x-fuzz-referer>' },
    { referer: 'javascript:alert(1)' },
    { 'user-agent': huge('Mozilla/5.0 ', 6_000) },
    { 'user-agent': '<x-fuzz-ua>' },
    { 'user-agent': '' },
    { expect: '100-continue' },
    { expect: 'garbage' },
    { 'content-encoding': 'gzip' },
    { 'x-http-method-override': 'DELETE' },
    { 'x-original-url': '/admin' },
    { 'x-rewrite-url': '/admin' },
    { 'max-forwards': '0' },
    { via: '<x-fuzz-via>' },
    { forwarded: 'for=<x-fuzz-fwd>;host=evil.example;proto=gopher' },
    { te: 'trailers, deflate' },
    { dnt: 'garbage', 'sec-gpc': 'garbage' },
    { 'save-data': 'on', 'viewport-width': '-1', dpr: 'NaN' },
  ]
  for (const headers of misc) add('misc', headers)
  // Bodies whose Content-Type lies or is malformed, sent as POST.
  const jsonish = '{"contractNumber":"<x-fuzz-body>"'
  for (const [type, body] of [
    ['application/json', 'not json <x-fuzz-json>'],
    ['application/json', jsonish],
    ['application/json', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
    ['application/json', huge('[', 20_000)],
    ['application/json', '\u0000\u0000'],
    ['multipart/form-data', '--x\r\n\r\n'],
    ['multipart/form-data; boundary=', '--\r\n'],
    ['multipart/form-data; boundary=x', 'garbage without parts <x-fuzz-mp>'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="../../x"; filename="../../etc/passwd"\r\n\r\n<x-fuzz-mpf>\r\n--x--\r\n',
    ],
    ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${huge('b', 30_000)}`],
    ['application/x-www-form-urlencoded', '%E0%A4%A=%FF&<x-fuzz-form>=1'],
    ['application/x-www-form-urlencoded', huge('a=1&', 20_000)],
    ['text/plain', '<x-fuzz-text>'],
    ['text/csv', 'a,b\n"unterminated'],
    ['application/x-ndjson', '{"a":1}\n{'],
    ['text/x-component', '["$@1",["garbage"]]'],
    ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
    ['image/png', '\u0089PNG garbage'],
    ['garbage', 'garbage'],
    ['', ''],
  ] as const)
    add('content-type', type ? { 'content-type': type } : {}, body)
  return cases.map((c, id) => ({ id, ...c }))
}

/**
 * The site's own unauthenticated form posts and the pages and links that feed them: each takes every
 * lying or malformed body (fuzzHeaderCases with a body) and every value as its token or field.
 * `{v}` is replaced by a value's wire form.
 */
export const fuzzFormPosts = [
  '/api/v1/reminders/subscribe',
  '/api/v1/reminders/confirm',
  '/api/v1/reminders/manage',
  '/api/v1/reminders/unsubscribe?token={v}',
  '/api/v1/notices/dismiss',
] as const

/** GET routes added with the reminders' link exchange and the readiness check. */
export const fuzzLinkRoutes = [
  '/api/v1/reminders/session?kind={v}&locale={v}&token={v}',
  '/api/v1/reminders/session?kind=manage&token={v}',
  '/api/v1/reminders/session?kind=confirm&locale=ru&token={v}',
  '/reminders/confirm?token={v}',
  '/en/reminders/manage?token={v}&done={v}',
  '/ru/reminders?status={v}&contractNumber={v}&seconds={v}',
  '/api/v1/reminders/unsubscribe?token={v}',
  '/readyz?{v}',
  // An editor's signed preview link: every part of it forged, and a well-formed link with a forged signature.
  '/api/v1/preview?c={v}&id={v}&locale={v}&exp={v}&sig={v}',
  '/api/v1/preview?c=pages&id=1&locale=et&exp=4102444800&sig={v}',
  '/api/v1/preview?c=posts&id={v}&locale=ru&exp=4102444800&sig=AAAA',
  // The sorting assistant's live answers.
  '/api/v1/sorting-items?q={v}&lang={v}&limit={v}',
  // The old CMS's WordPress API: its lists, single items, field selection and paging.
  '/wp-json/wp/v2/media?per_page={v}&page={v}&parent={v}&media_type={v}',
  '/wp-json/wp/v2/pages?slug={v}&parent={v}&lang={v}&orderby={v}',
  '/wp-json/wp/v2/pages/{v}?_fields={v}',
  '/wp-json/wp/v2/posts?_fields={v}&page={v}&per_page=1',
  '/wp-json/{v}',
] as const

/**
 * The public content API (waste stations, price lists, notices and their feed): an id in the path, every
 * filter, the language and the paging in the query. Bad input is a 4xx JSON error, never a 5xx.
 */
export const fuzzContentApiIds = ['/api/v1/waste-stations/{v}', '/api/v1/price-lists/{v}'] as const
export const fuzzContentApiQueries = [
  '/api/v1/waste-stations?county={v}&municipality={v}&accepts={v}&lang={v}&page={v}&limit={v}',
  '/api/v1/waste-stations?limit={v}',
  '/api/v1/waste-stations/1?lang={v}',
  '/api/v1/price-lists?region={v}&validity={v}&page={v}&limit={v}&lang={v}',
  '/api/v1/price-lists/1?lang={v}',
  '/api/v1/notices?status={v}&municipality={v}&page={v}&limit={v}&lang={v}',
  '/api/v1/notices?page={v}',
  '/api/v1/notices.atom?lang={v}',
] as const

/**
 * Routes that read a bearer token: the value is sent as `Authorization: Bearer <value>` (the readiness
 * check shows its details to READYZ_TOKEN only), and in the query.
 */
export const fuzzBearerRoutes = ['/readyz', '/readyz?{v}'] as const
