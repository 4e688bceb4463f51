// The one script of the embed page (inline, so the page loads nothing else), and its hash for the page's
// Content-Security-Policy. Free of path aliases: src/lib/http/securityHeaders.ts (read by next.config.ts)
// imports it.
// 1. It tells the page that frames it how tall its content is, whenever that changes (ResizeObserver), so
//    /embed.js sizes the iframe to it: `{ type: "jaatmeveo-widget:height", height }`. The height is no
//    secret, so any parent may read it; the parent checks that the message comes from its own iframe.
// 2. After the visitor's own search inside the frame, it moves focus to the answer's heading, so a screen
//    reader reads it out (only when the frame has focus: a page load started by the host never takes it).
import { createHash } from 'node:crypto'

export const HEIGHT_MESSAGE = 'jaatmeveo-widget:height'

export const FRAME_SCRIPT = `(function(w,d){var h=0;function s(){var n=Math.ceil(d.documentElement.getBoundingClientRect().height);if(n!==h){h=n;w.parent.postMessage({type:"${HEIGHT_MESSAGE}",height:n},"*")}}if(w.parent!==w){if(w.ResizeObserver)new ResizeObserver(s).observe(d.documentElement);s();w.addEventListener("load",s)}var r=d.getElementById("answer");if(r&&d.hasFocus())r.focus({preventScroll:false})})(window,document)`

/** `'sha256-…'`, the script's one permission to run. */
export const FRAME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FRAME_SCRIPT).digest('base64')}'`
