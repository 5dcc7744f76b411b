/**
 * The only script of a published page, identical on every site so that a strict
 * Content-Security-Policy can allow it by its hash. Everything site-specific reaches it through
 * attributes: the analytics measurement id (body data-ga), the cookie banner (#fd-ck, present
 * only when the owner turned it on) and each form's texts (data-success, data-error,
 * data-sending). Without it the page still reads and the forms still post.
 *
 * - Analytics: the gtag script is added only after Accept (a page with a measurement id always
 *   has the cookie banner); never without a measurement id.
 * - Cookie banner: shown until the visitor accepts or rejects; the choice is kept in
 *   localStorage ('fd-consent').
 * - Forms: sent with fetch (Accept: application/json); the result is written into the form's
 *   live region and the form is cleared on success.
 * - Carousel galleries: the Previous/Next photos buttons (div[data-car] after the row) are shown
 *   when the row overflows, scroll it by most of its width, and are disabled at either end; the
 *   row's faded edges (data-s, data-e) follow where there are more pictures.
 */
export const ENHANCE_SCRIPT = [
  '(function(d,w){',
  "var ga=d.body.getAttribute('data-ga'),ck=d.getElementById('fd-ck'),K='fd-consent',v=null;",
  'function load(){if(!ga||w.gtag)return;w.dataLayer=w.dataLayer||[];',
  'w.gtag=function(){w.dataLayer.push(arguments)};w.gtag("js",new Date());w.gtag("config",ga);',
  "var s=d.createElement('script');s.async=true;",
  "s.src='https://www.googletagmanager.com/gtag/js?id='+encodeURIComponent(ga);d.head.appendChild(s)}",
  'try{v=localStorage.getItem(K)}catch(e){}',
  "if(!ck||v==='accept')load();",
  "else if(v!=='reject'){ck.hidden=false;ck.addEventListener('click',function(e){",
  "var t=e.target.closest('[data-consent]');if(!t)return;var a=t.getAttribute('data-consent');",
  "try{localStorage.setItem(K,a)}catch(x){}ck.hidden=true;if(a==='accept')load()})}",
  "d.querySelectorAll('form[data-fd]').forEach(function(f){",
  "var st=f.querySelector('.fst'),b=f.querySelector('[type=submit]');",
  "f.addEventListener('submit',function(e){e.preventDefault();if(b.disabled)return;b.disabled=true;",
  "st.textContent=f.getAttribute('data-sending');",
  "fetch(f.action,{method:'POST',headers:{Accept:'application/json'},body:new URLSearchParams(new FormData(f))})",
  ".then(function(r){if(!r.ok)throw r;f.reset();st.textContent=f.getAttribute('data-success')})",
  ".catch(function(){st.textContent=f.getAttribute('data-error')})",
  '.then(function(){b.disabled=false})})})',
  ";d.querySelectorAll('[data-car]').forEach(function(n){var c=n.previousElementSibling,b=n.querySelectorAll('button');",
  'function u(){var s=c.scrollLeft>1,e=c.scrollLeft+c.clientWidth<c.scrollWidth-1;',
  "b[0].disabled=!s;b[1].disabled=!e;n.hidden=!s&&!e;c.toggleAttribute('data-s',s);c.toggleAttribute('data-e',e)}",
  "c.setAttribute('data-j','');b.forEach(function(x,i){x.addEventListener('click',function(){",
  "c.scrollBy({left:(i?1:-1)*c.clientWidth*.8,behavior:w.matchMedia('(prefers-reduced-motion: reduce)').matches?'auto':'smooth'})})});",
  "c.addEventListener('scroll',u,{passive:true});w.addEventListener('resize',u);u()})",
  '})(document,window);',
].join('');
