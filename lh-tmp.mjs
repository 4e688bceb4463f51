import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] })
for (const url of process.argv.slice(2)) {
  await fetch(url); await fetch(url)
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
  const a = r.lhr.audits
  console.log(url, 'perf', r.lhr.categories.performance.score, 'TBT', Math.round(a['total-blocking-time'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TTI', Math.round(a['interactive'].numericValue), 'bench', r.lhr.environment.benchmarkIndex)
  console.log(' long tasks', JSON.stringify((a['long-tasks'].details?.items ?? []).map(i => [Math.round(i.startTime), Math.round(i.duration), i.url?.slice(-30)])))
  console.log(' breakdown', JSON.stringify((a['mainthread-work-breakdown'].details?.items ?? []).map(i => [i.groupLabel ?? i.group, Math.round(i.duration)])))
  console.log(' dom', a['dom-size']?.numericValue, 'bytes', Math.round(a['total-byte-weight'].numericValue/1024))
}
await chrome.kill()
