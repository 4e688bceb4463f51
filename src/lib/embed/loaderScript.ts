import { HEIGHT_MESSAGE } from './frameScript'
import { THEME_PROPERTIES } from './theme'

// /embed.js: the script a host site adds to show the widget. Hand-written plain JavaScript (ES5 syntax and
// DOM APIs every supported browser has), not a bundle: it does four small things (find the host elements,
// read the theme's custom properties, insert an iframe, size it from the frame's messages), it is some 1 KB
// compressed, and a build step or framework for that would weigh more than the script itself. The widget
// itself is the iframe (docs/decisions/042-embeddable-widget.md); this script only places it.
//
// Where: every element with `data-jaatmeveo-widget`; or, without one, right after the script tag itself.
// What: `data-lookup` (address or contract number), `data-address` (an address id), `data-contract`,
// `data-lang` (et, ru, en), from the element, else from the script tag.
// Theme: the custom properties in THEME_PROPERTIES as the element computes them (set on it or any ancestor).
// Size: the frame posts its content height; only a message from one of these frames, from this script's own
// origin, with exactly that shape, resizes that frame, within bounds.

/** The script for frame titles by language (the iframe's accessible name on the host page). */
export function loaderScript(titles: Record<string, string>): string {
  const props = JSON.stringify(THEME_PROPERTIES)
  return `/* Jäätmeveo AS collection-days widget. Usage: <div data-jaatmeveo-widget data-lookup="Sõpruse pst 151, Tallinn" data-lang="en"></div><script src="…/embed.js" async></script> */
(function (w, d) {
  'use strict';
  var me = d.currentScript;
  var src = me && me.src;
  if (!src) { var all = d.querySelectorAll('script[src*="/embed.js"]'); src = all.length ? all[all.length - 1].src : ''; }
  var origin = new URL(src, d.baseURI).origin;
  var prefixes = { et: '', ru: '/ru', en: '/en' };
  var titles = ${JSON.stringify(titles).replace(/</g, '\\u003c')};
  var props = ${props};
  var frames = [];
  function attr(el, name) { var v = el && el.getAttribute('data-' + name); return v ? v.trim().slice(0, 200) : ''; }
  function mount(host, fallback) {
    if (host.getAttribute('data-jaatmeveo-widget-ready')) return;
    host.setAttribute('data-jaatmeveo-widget-ready', '1');
    var get = function (name) { return attr(host, name) || attr(fallback, name); };
    var lang = get('lang').toLowerCase().slice(0, 2);
    if (!prefixes.hasOwnProperty(lang)) lang = 'et';
    var q = new URLSearchParams();
    if (get('lookup')) q.set('lookup', get('lookup'));
    if (get('address')) q.set('address', get('address'));
    if (get('contract')) q.set('contractNumber', get('contract'));
    var style = w.getComputedStyle(host);
    for (var key in props) {
      var value = style.getPropertyValue(props[key]).trim();
      if (value) q.set(key, value.slice(0, 32));
    }
    var query = q.toString();
    var frame = d.createElement('iframe');
    frame.src = origin + prefixes[lang] + '/embed/collections' + (query ? '?' + query : '');
    frame.title = titles[lang];
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    frame.style.cssText = 'display:block;width:100%;min-width:0;height:20em;border:0;color-scheme:normal';
    // What the host put inside for visitors without JavaScript (a link to the widget's page) gives way.
    while (host.firstChild) host.removeChild(host.firstChild);
    host.appendChild(frame);
    frames.push(frame);
  }
  w.addEventListener('message', function (e) {
    if (e.origin !== origin) return;
    var m = e.data;
    if (!m || typeof m !== 'object' || m.type !== '${HEIGHT_MESSAGE}' || typeof m.height !== 'number' || !(m.height >= 0)) return;
    for (var i = 0; i < frames.length; i++)
      if (frames[i].contentWindow === e.source) frames[i].style.height = Math.min(Math.max(Math.ceil(m.height), 60), 4000) + 'px';
  });
  function run() {
    var hosts = d.querySelectorAll('[data-jaatmeveo-widget]');
    for (var i = 0; i < hosts.length; i++) mount(hosts[i], me);
    if (!hosts.length && me && me.parentNode) {
      var box = d.createElement('div');
      box.className = 'jaatmeveo-widget';
      me.parentNode.insertBefore(box, me.nextSibling);
      mount(box, me);
    }
  }
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', run); else run();
})(window, document);
`
}
