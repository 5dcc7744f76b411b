/**
 * The page-view report of a published page served from a bucket behind a CDN (issue 42's CDN
 * mode), where the app never sees the visit itself: one `navigator.sendBeacon` to the address in
 * the script's own `data-u`, with the page's path and query and the referrer, and nothing else:
 * no cookie, no storage, no identifier. Not sent when the visitor asks not to be followed (Global
 * Privacy Control, Do Not Track), and a page the browser prerenders reports only once it is shown.
 * The same on every site, so the page's Content-Security-Policy allows it by its hash; the
 * address is on the page's own origin (the CDN sends /api/* to the app), within `connect-src 'self'`.
 */
export const COUNT_SCRIPT = [
  '(function(d,n){var u=d.currentScript.getAttribute("data-u");',
  'if(!u||!n.sendBeacon||n.globalPrivacyControl||n.doNotTrack==="1")return;',
  'function s(){n.sendBeacon(u+"?p="+encodeURIComponent(location.pathname+location.search)+"&r="+encodeURIComponent(d.referrer))}',
  'if(d.prerendering)d.addEventListener("prerenderingchange",s,{once:true});else s()',
  '})(document,navigator);',
].join('');
