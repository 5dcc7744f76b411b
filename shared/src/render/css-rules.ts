import type { Section } from '../site/section.js';
import type { SectionType } from '../site/section-type.js';

// The fixed part of a published page's stylesheet, written readably and minified once. Colours,
// fonts, sizes and shapes come from custom properties set per theme (see stylesheet.ts); rules
// only reach a page when a section that needs them is on it. Breakpoints (spec §9): mobile is
// 768 px or less; headings shrink to 85% up to 576 px; grids widen at 992 px.

/** Removes comments and the whitespace CSS does not need. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** Rules every page needs: the root, type, layout container, section tones, buttons, images. */
export const BASE_CSS = `
.fd{background:var(--bg);color:var(--fg);font-family:var(--fb);font-weight:var(--wb);font-size:var(--fs);line-height:var(--lh);
  overflow-wrap:break-word;-webkit-text-size-adjust:100%;--ol:var(--olb);--m:var(--mu)}
.fd *,.fd :before,.fd :after{box-sizing:border-box}
.fd :where(h1,h2,h3){margin:0;font-family:var(--fh);font-weight:var(--wh);line-height:1.15;letter-spacing:-.015em;text-wrap:balance}
.fd :where(h1){font-size:calc(2.5rem*var(--hs))}
.fd :where(h2){font-size:calc(1.875rem*var(--hs))}
.fd :where(h3){font-size:calc(1.25rem*var(--hs));line-height:1.3}
.fd :where(p,figure,blockquote,dl,dd){margin:0}
.fd :where(p){white-space:pre-line}
.fd :where(ul){margin:0;padding:0;list-style:none}
.fd :where(img){display:block;max-width:100%;height:auto}
.fd :where(a){color:inherit;text-underline-offset:.2em}
.fd :focus-visible{outline:2px solid var(--ol);outline-offset:3px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.skip{position:absolute;z-index:40;left:8px;top:-80px;padding:8px 16px;background:var(--bg);color:var(--fg)}
.skip:focus{top:8px}
.w{max-width:1248px;margin:0 auto;padding:0 24px}
.nar{max-width:848px}
.ctr{text-align:center}
.sec{padding:32px 0}
.t0{background:var(--bg);color:var(--fg);--m:var(--mu);--ol:var(--olb)}
.t1{background:var(--tn);color:var(--tf);--m:var(--tm);--ol:var(--olt)}
.mu{color:var(--m)}
.hd{max-width:720px;margin:0 auto 32px;text-align:center}
.hd:after{content:"";display:block;width:48px;height:3px;margin:16px auto 0;border-radius:2px;background:var(--hl)}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 22px;border:2px solid var(--btn);
  border-radius:var(--rb);background:var(--btn);color:var(--btnf);font:600 1rem/1.2 var(--fb);text-align:center;text-decoration:none;cursor:pointer}
.btn:hover{filter:brightness(.92)}
.btn:disabled{cursor:default;opacity:.65}
.btn.o{background:transparent;border-color:var(--ol);color:var(--ol)}
.btn.l{min-height:52px;padding:14px 30px;font-size:1.125rem}
.acts{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
.acts:empty{display:none}
.media{overflow:hidden;aspect-ratio:var(--ar);border-radius:var(--ir);background:var(--ln)}
.media img,.bgi{width:100%;height:100%;object-fit:cover;object-position:var(--op)}
.fd img.fit{object-fit:contain}
.bgi{position:absolute;inset:0;height:100%!important}
.ov{position:absolute;inset:0;background:var(--bg);opacity:var(--o)}
.ph{padding:32px;border:2px dashed var(--ln);border-radius:var(--r);color:var(--m);text-align:center}
.smp{display:inline-block;align-self:flex-start;margin-bottom:12px;padding:2px 10px;border:1px dashed currentColor;border-radius:999px;
  color:var(--m);font-size:.75rem;font-weight:700;letter-spacing:.06em;line-height:1.5;text-transform:uppercase}
@media (min-width:769px){
  .sec{padding:64px 0}
  .fd :where(h1){font-size:calc(3.5rem*var(--hs))}
  .fd :where(h2){font-size:calc(2.375rem*var(--hs))}
}
`;

/** Rules for the html and body of a whole published page (left out when scoped into an app). */
export const PAGE_CSS = `
body{margin:0}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
`;

const HEADER = `
.hdr{position:relative;z-index:10;background:var(--bg);color:var(--fg);border-bottom:1px solid var(--ln)}
.fx{position:sticky;top:0}
.bar{display:flex;align-items:center;gap:16px;min-height:64px}
.logo{margin-right:auto;font-family:var(--fh);font-size:var(--ls);font-weight:var(--lw);line-height:1.2;letter-spacing:-.01em;text-decoration:none}
/* An image logo: as tall as the text logo of its size would be (44 px by default), never too wide for a phone. */
.lgi{width:auto;max-height:calc(var(--ls)*2.2);max-width:min(55vw,320px)}
.nav,.cta{display:none}
.mn summary{display:grid;place-items:center;width:44px;height:44px;margin-right:-10px;cursor:pointer;list-style:none}
.mn summary::-webkit-details-marker{display:none}
.mn i{display:block;width:22px;height:2px;background:currentColor;box-shadow:0 -7px 0 currentColor,0 7px 0 currentColor}
.mn[open] i{background:transparent;box-shadow:none;border-top:2px solid;transform:rotate(45deg)}
.mn[open] i:after{content:"";display:block;height:2px;margin-top:-2px;background:currentColor;transform:rotate(90deg)}
.mn ul{position:absolute;left:0;right:0;top:100%;padding:8px 24px 24px;background:var(--bg);border-bottom:1px solid var(--ln);box-shadow:0 16px 24px rgb(0 0 0/.08)}
.mn li>a,.mn li>span{display:block;padding:12px 0;border-bottom:1px solid var(--ln);font-weight:500;text-decoration:none}
.mn li>.btn{display:flex;margin-top:16px;font-weight:600;padding:10px 22px;border-bottom:2px solid var(--btn)}
.mn li>.btn.o{border-color:var(--ol)}
/* The button and the number never wrap ('Contact / Us'); the links stay in the menu up to 1,023 px, where
 * the bar is too narrow for them beside the number and the button (on the canvas too: its container queries). */
@media (min-width:769px){
  .bar{gap:32px;min-height:80px}
  .bar>nav{order:1}
  .mn summary{margin-left:-16px}
  .cta{display:inline-flex;white-space:nowrap}
}
@media (min-width:1024px){
  .bar>nav{order:0}
  .mn{display:none}
  .nav{display:flex;flex-wrap:wrap;gap:8px 28px}
  .nav a{font-weight:500;text-decoration:none}
  .nav a:hover{text-decoration:underline}
}
`;

const INTRO = `
.intro{position:relative;overflow:hidden;padding:48px 0}
.plain:before{content:"";position:absolute;inset:0;pointer-events:none}
.in{position:relative;display:grid;gap:32px;align-items:center}
.lead{max-width:40em;margin-top:20px;font-size:1.125em;color:var(--m)}
.plain{--m:var(--mi);background:radial-gradient(90% 110% at 50% 0,var(--tn),var(--bg) 75%);text-align:center}
.plain .tx{max-width:820px;margin:0 auto}
.plain .lead{margin-left:auto;margin-right:auto}
.plain .acts{justify-content:center}
.fig{position:relative;isolation:isolate}
.fig img{width:100%;aspect-ratio:var(--ar);object-fit:cover;object-position:var(--op);border-radius:var(--ir);box-shadow:var(--sh)}
.top .fig{order:-1}
.cover{display:flex;align-items:center;min-height:min(80vh,560px)}
.cover .in{width:100%}
.cover .tx{max-width:680px}
.cover .lead{color:inherit}
@media (min-width:769px){
  .intro{padding:96px 0}
  .split .in{grid-template-columns:1fr 1fr;gap:64px}
  .left .fig{order:-1}
  .cover{min-height:min(85vh,680px)}
}
`;

const CARDS = `
.cards{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(min(100%,280px),1fr))}
.card{display:flex;flex-direction:column;overflow:hidden;border-radius:var(--r);box-shadow:var(--sh)}
.t0 .card{background:var(--tn);color:var(--tf);--m:var(--tm);--ol:var(--olt)}
.t1 .card{background:var(--bg);color:var(--fg);--m:var(--mu);--ol:var(--olb)}
.card>.media{border-radius:0}
.cb{display:flex;flex:1;flex-direction:column;align-items:flex-start;gap:10px;padding:24px}
.cb .btn{margin-top:auto}
.cb .mu{margin-bottom:8px}
.price{color:var(--ol);font-weight:700}
.xp{margin-bottom:-8px;color:var(--m);font-size:.75rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase}
`;

const GALLERY = `
.gal{display:grid;gap:12px;grid-template-columns:repeat(2,minmax(0,1fr))}
.gal .media,.car .media{border-radius:var(--r)}
.gal figcaption,.car figcaption{margin-top:8px;font-size:.875rem;color:var(--m)}
@media (min-width:769px){.gal{gap:20px;grid-template-columns:repeat(3,minmax(0,1fr))}}
`;

/** A carousel gallery: the row, its faded edges and the Previous/Next photos buttons (issue 26). */
const CAROUSEL = `
.car{overflow-x:auto;padding-bottom:12px;scroll-snap-type:x mandatory;scrollbar-width:thin}
.car ul{display:grid;grid-auto-flow:column;grid-auto-columns:min(82%,420px);gap:16px}
.car li{scroll-snap-align:start}
.car{--f:#0003;mask-image:linear-gradient(90deg,#000 calc(100% - 56px),var(--f))}
.car[data-j]{--f:#000}
.car[data-e]{--f:#0003}
.car[data-s]{mask-image:linear-gradient(90deg,#0003,#000 56px,#000 calc(100% - 56px),var(--f))}
.carn{display:flex;justify-content:flex-end;gap:12px;margin-top:8px}
.carn[hidden]{display:none}
.carn button{display:grid;place-items:center;width:44px;height:44px;border:2px solid var(--ol);border-radius:50%;background:none;color:inherit;cursor:pointer}
.carn button:disabled{opacity:.35;cursor:default}
`;

const QUOTE = `
.qb{padding:56px 0;background:var(--bd);color:var(--bdf);--m:var(--bdm);--ol:var(--bdf);text-align:center}
.qp{font-size:calc(1.75rem*var(--hs));line-height:1.25}
.qs{margin-top:20px;font-size:.875rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase}
.qo{max-width:42em;margin:16px auto 0;color:var(--m)}
@media (min-width:769px){.qb{padding:88px 0}.qp{font-size:calc(2.5rem*var(--hs))}}
`;

const IMAGE_BANNER = `
.ibn{position:relative;display:flex;align-items:center;min-height:min(var(--h),80vw);overflow:hidden;background:var(--bd);color:var(--bdf);--ol:var(--bdf);text-align:center}
.ibn.img{color:#fff;--ol:#fff;text-shadow:0 1px 18px rgb(0 0 0/.5)}
.ibn .ov{background:#000}
.pat:before{content:"";position:absolute;inset:0;pointer-events:none}
.pat .btn{border-color:var(--bdf);background:var(--bdf);color:var(--bd)}
.pat .btn.o{background:transparent;color:var(--bdf)}
.ibc{position:relative;width:100%;padding-top:32px;padding-bottom:32px}
.ibt{max-width:36em;margin:12px auto 0;font-size:1.125rem}
.ibc .acts{justify-content:center}
.ibc .btn{text-shadow:none}
`;

const TEAM = `
.team{display:grid;gap:40px 24px;grid-template-columns:repeat(auto-fit,minmax(min(100%,220px),300px));justify-content:center;text-align:center}
.team .media{width:min(100%,240px);margin:0 auto 20px;aspect-ratio:var(--at);box-shadow:var(--sh)}
.av{display:grid;place-items:center;width:128px;height:128px;margin:0 auto 20px;border-radius:50%;background:var(--hl);color:var(--hlf);font:var(--wh) 2.75rem/1 var(--fh)}
.role{margin-top:4px;color:var(--ol);font-size:.9375rem;font-weight:600}
.team .mu{margin-top:12px}
`;

const REVIEWS = `
.rv .card{padding:28px}
.rv blockquote:before{content:"“";display:block;height:.55em;color:var(--hl);font:700 4rem/1 var(--fh)}
.rv figcaption{margin-top:20px;font-weight:600}
.rv figcaption span{display:block;color:var(--m);font-size:.875rem;font-weight:400}
`;

const FAQ = `
.faq details{border-bottom:1px solid var(--ln)}
.faq summary{display:flex;justify-content:space-between;gap:16px;padding:20px 0;cursor:pointer;font-size:1.0625rem;font-weight:600;list-style:none}
.faq summary::-webkit-details-marker{display:none}
.faq summary .smp{margin:0 10px 0 0;vertical-align:.1em}
.faq summary:after{content:"+";color:var(--ol);font-size:1.5rem;line-height:1;transition:transform .2s}
.faq [open] summary:after{transform:rotate(45deg)}
.ans{padding-bottom:24px;color:var(--m)}
.ans .btn{margin-top:16px}
`;

const FORMS = `
.fd :where(fieldset){display:grid;gap:18px;min-width:0;margin:0;padding:0;border:0}
.fd :where(label){display:block;margin-bottom:6px;font-size:.9375rem;font-weight:600}
.fd :where(input,textarea){width:100%;padding:12px 14px;border:1px solid var(--in);border-radius:var(--rf);background:var(--bg);color:var(--fg);font:inherit}
.fd :where(textarea){min-height:144px;resize:vertical}
.fd :where(input,textarea):focus{border-color:var(--ol);outline:2px solid var(--ol);outline-offset:0}
.hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
.fst{padding:12px 16px;border-left:4px solid var(--ol);background:var(--bg);color:var(--fg);font-weight:600}
.fst:empty{display:none}
`;

const CONTACT = `
.ct{display:grid;gap:32px}
.ct .hd{margin:0;text-align:left}
.ct .hd:after{margin-left:0}
.ct.one{max-width:760px}
.ct.one .hd{text-align:center}
.ct.one .hd:after{margin-left:auto}
.ci{display:grid;gap:20px;align-content:start}
.ci dt{color:var(--m);font-size:.8125rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase}
.ci dd{font-size:1.125rem}
.frm{padding:24px}
.frm .btn{justify-self:start}
@media (min-width:769px){.ct.two{grid-template-columns:2fr 3fr;gap:64px}.frm{padding:40px}}
`;

const NEWSLETTER = `
.nlf{max-width:560px;margin:28px auto 0;text-align:left}
.row{display:flex;flex-wrap:wrap;gap:10px}
.row input{flex:1 1 240px}
.nlf .fst{margin-top:12px}
`;

const MEDIA_LINKS = `
.vid{display:grid;place-content:center;justify-items:center;gap:16px;aspect-ratio:16/9;margin-top:28px;border-radius:var(--r);
  background:var(--bd);color:var(--bdf);box-shadow:var(--sh);font-weight:600;text-decoration:none}
.play{position:relative;width:76px;height:76px;border-radius:50%;background:var(--bdf)}
.play:after{content:"";position:absolute;left:30px;top:23px;border-left:24px solid var(--bd);border-top:15px solid transparent;border-bottom:15px solid transparent}
.vid:hover .play{transform:scale(1.06)}
.host{margin-top:12px;color:var(--m);font-size:.875rem}
.ctr .acts{justify-content:center}
`;

const EMBED = `
.emb{display:block;width:100%;min-height:400px;border:1px solid var(--ln);border-radius:var(--r);background:#fff}
`;

const FOOTER = `
.ftr{padding:48px 0 32px;background:var(--ft);color:var(--ftf);--m:var(--ftm);--ol:var(--ftf)}
.fr1{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:24px}
.fn{font-family:var(--fh);font-size:1.25rem;font-weight:var(--wh)}
.fnav,.soc{display:flex;flex-wrap:wrap;gap:8px 24px}
.fnav a,.soc a{text-decoration:none}
.fnav a:hover{text-decoration:underline}
.soc{gap:8px}
.soc a{display:inline-block;padding:6px 14px;border:1px solid var(--m);border-radius:999px;font-size:.875rem}
.fr2{display:flex;flex-wrap:wrap;justify-content:space-between;gap:12px 24px;margin-top:32px;padding-top:24px;border-top:1px solid var(--m);color:var(--m);font-size:.875rem}
.badge{display:inline-block;padding:4px 12px;border:1px solid var(--m);border-radius:999px;color:var(--ftf);text-decoration:none}
`;

/**
 * The business's phone, address and hours (issue 24): the header's call and directions row on
 * phones and its number on wider screens, the contact section's hours table, the footer's line.
 * Only on pages whose owner gave such details.
 */
export const BUSINESS_DETAILS_CSS = `
.ico{width:18px;height:18px;flex:none;fill:currentColor}
.hph{display:none}
/* A long number puts Directions on a row of its own rather than cutting the number short. */
.qk{display:flex;flex-wrap:wrap;gap:8px;padding-bottom:12px}
.qk .btn{flex:1 0 auto;gap:8px;padding:8px 14px;font-size:.9375rem;white-space:nowrap}
.dir{display:inline-block;margin-top:4px;font-size:.9375rem;font-weight:600}
.hrs{border-collapse:collapse}
.hrs th,.hrs td{padding:2px 20px 2px 0;text-align:left;vertical-align:top}
.hn{margin-top:6px;color:var(--m);font-size:.9375rem}
.fct{display:flex;flex-wrap:wrap;gap:6px 24px;margin-top:24px;font-size:.9375rem;font-style:normal}
.fct a,.hph{text-decoration:none}
@media (min-width:769px){.qk{display:none}.hph{display:inline-flex;align-items:center;gap:8px;font-weight:600;white-space:nowrap}}
`;

const COOKIE_BANNER = `
.ck{position:fixed;z-index:30;left:16px;right:16px;bottom:16px;max-width:560px;margin:0 auto;padding:20px 24px;border:1px solid var(--ln);
  border-radius:var(--r);background:var(--cb);color:var(--cf);--ol:var(--co);box-shadow:0 12px 40px rgb(0 0 0/.22)}
.ck .acts{justify-content:flex-end;margin-top:16px}
`;

/**
 * Rule groups and the section types that need them (the cookie banner is not a section); `only`
 * narrows a group to the sections of those types it is for.
 */
export const SECTION_CSS: readonly { types: readonly SectionType[]; only?: (section: Section) => boolean; css: string }[] = [
  { types: ['Header'], css: HEADER },
  { types: ['Introduction'], css: INTRO },
  { types: ['Services', 'Team', 'CustomerReviews', 'Contact'], css: CARDS },
  { types: ['Gallery'], css: GALLERY },
  { types: ['Gallery'], only: (section) => section.type === 'Gallery' && section.layout === 'Carousel', css: CAROUSEL },
  { types: ['QuoteBanner'], css: QUOTE },
  { types: ['ImageBanner'], css: IMAGE_BANNER },
  { types: ['Team'], css: TEAM },
  { types: ['CustomerReviews'], css: REVIEWS },
  { types: ['FrequentlyAskedQuestions'], css: FAQ },
  { types: ['Contact', 'Newsletter'], css: FORMS },
  { types: ['Contact'], css: CONTACT },
  { types: ['Newsletter'], css: NEWSLETTER },
  { types: ['Scheduling', 'Video'], css: MEDIA_LINKS },
  { types: ['CodeEmbed'], css: EMBED },
  { types: ['Footer'], css: FOOTER },
];

export const COOKIE_BANNER_CSS = COOKIE_BANNER;
