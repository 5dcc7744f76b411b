import type { SectionType } from '../site/section-type.js';
import type { PresetStyle } from '../site/style-enums.js';

// The five preset styles as rules, written readably like css-rules.ts and minified once. Only
// the active preset's rules reach a page, each selector under the root's preset class (see
// stylesheet.ts), so they win over the shared rules without !important and the owner's border
// choice, written after them, still wins over theirs. Colours are the theme's custom
// properties: texts keep the contrast theme-colors.ts checked. Patterns behind text use only
// the page's background and tint (between which the texts are checked), or a shade (--sd) that
// moves the band colour away from its text; the highlight and light ink (--bl) stay at the
// edges, away from the words.

/** Rules and the section types that need them (none: every page). */
export interface PresetRuleGroup {
  types?: readonly SectionType[];
  css: string;
}

const CARDS: readonly SectionType[] = ['Services', 'Team', 'CustomerReviews', 'Contact'];
/** Patterns fading in at a band's left and right thirds, leaving its centre (the words) clear. */
const EDGES = '-webkit-mask-image:linear-gradient(90deg,#000,transparent 32% 68%,#000)';

/** Common: centred headings with a small rule, tinted cards; a dotted vignette when there is no picture. */
const COMMON: PresetRuleGroup[] = [
  {
    types: ['Introduction'],
    css: `.plain:before{background:radial-gradient(var(--ln) 1.5px,transparent 2px) 0 0/22px 22px;-webkit-mask-image:radial-gradient(closest-side,transparent 55%,#000)}`,
  },
  {
    types: ['ImageBanner'],
    css: `
.pat{background:radial-gradient(circle at 0 0,var(--bl),transparent 45%),radial-gradient(circle at 100% 100%,var(--sd),transparent 55%),var(--bd)}
.pat:before{background:radial-gradient(var(--bl) 1.5px,transparent 2px) 0 0/20px 20px;${EDGES}}`,
  },
];

/**
 * CommonAlt, clean and professional: left-aligned headings under an accent bar, white cards
 * with a hairline (services side by side with their picture, in the picture's frame shape as the
 * cropper shows it, on wide screens), reviews with an accent edge, a mosaic gallery (its first
 * picture twice the size, in the same shape), graph-paper lines where there is no picture.
 */
const COMMON_ALT: PresetRuleGroup[] = [
  {
    css: `
.hd{max-width:none;margin:0 0 40px;text-align:left}
.hd:after{display:none}
.hd:before{content:"";display:block;width:40px;height:4px;margin-bottom:16px;border-radius:2px;background:var(--hl)}
.ctr .hd,.ct.one .hd{text-align:center}
.ctr .hd:before,.ct.one .hd:before{margin-inline:auto}`,
  },
  {
    types: CARDS,
    css: `.card{background:var(--bg);color:var(--fg);--m:var(--mu);--ol:var(--olb);border:1px solid var(--ln)}`,
  },
  {
    types: ['Services'],
    css: `
@media (min-width:769px){
  .svc{grid-template-columns:repeat(auto-fit,minmax(min(100%,460px),1fr))}
  .svc .card{flex-direction:row}
  .svc .media{flex:0 0 40%;align-self:flex-start}
}`,
  },
  { types: ['CustomerReviews'], css: `.rv .card{border-left:4px solid var(--hl)}` },
  {
    types: ['Gallery'],
    css: `
.gal{gap:8px}
@media (min-width:769px){
  .gal{gap:12px}
  .gal li:first-child:nth-last-child(n+5){grid-column:span 2;grid-row:span 2}
}`,
  },
  {
    types: ['Introduction'],
    css: `
.plain{background:linear-gradient(160deg,var(--tn),var(--bg) 70%)}
.plain:before{background:linear-gradient(var(--ln) 1px,transparent 1px) 0 0/40px 40px,linear-gradient(90deg,var(--ln) 1px,transparent 1px) 0 0/40px 40px;
  -webkit-mask-image:radial-gradient(90% 100% at 100% 0,#000,transparent 70%)}
.fig:before{content:"";position:absolute;z-index:-1;left:-16px;bottom:-16px;width:50%;height:50%;border-radius:0;
  background:radial-gradient(var(--hl) 1.5px,transparent 2px) 0 0/14px 14px}
@media (min-width:769px){
  .split{background:linear-gradient(90deg,var(--bg) 58%,var(--tn) 58%)}
  .split.left{background:linear-gradient(270deg,var(--bg) 58%,var(--tn) 58%)}
}`,
  },
  {
    types: ['ImageBanner'],
    css: `
.pat{background:linear-gradient(160deg,var(--bd) 40%,var(--sd)),var(--bd)}
.pat:before{background:linear-gradient(var(--bl) 1px,transparent 1px) 0 0/40px 40px,linear-gradient(90deg,var(--bl) 1px,transparent 1px) 0 0/40px 40px;${EDGES}}`,
  },
];

/**
 * Geometric, bold and engineered: uppercase tracked headings over a slanted bar, uppercase
 * buttons and menu, tinted sections cut at an angle, numbered service cards with an accent
 * edge, tight square tiles, diagonal stripes and angled slabs.
 */
const GEOMETRIC: PresetRuleGroup[] = [
  {
    css: `
.hd{max-width:none;margin:0 0 40px;text-align:left}
.hd h2{text-transform:uppercase;letter-spacing:.03em}
.hd:after{width:72px;height:6px;margin:16px 0 0 4px;border-radius:0;transform:skewX(-24deg)}
.ctr .hd,.ct.one .hd{text-align:center}
.ctr .hd:after,.ct.one .hd:after{margin-inline:auto}
.btn{font-size:.9375rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase}
.btn.l{font-size:1rem}
.t1{position:relative;z-index:1}
.t1:after{content:"";position:absolute;left:0;right:0;top:100%;height:min(4vw,40px);background:inherit;clip-path:polygon(0 0,100% 0,0 100%);pointer-events:none}`,
  },
  {
    types: ['Header'],
    css: `
.hdr{box-shadow:inset 0 4px var(--hl)}
.nav a{font-size:.875rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase}`,
  },
  {
    types: CARDS,
    css: `
.card h3{font-size:1.125rem;letter-spacing:.03em;text-transform:uppercase}
.cb,.rv .card,.frm{border-top:4px solid var(--hl)}`,
  },
  {
    types: ['Services'],
    css: `
.svc{counter-reset:s}
.svc .cb:before{content:counter(s,decimal-leading-zero);counter-increment:s;color:var(--ol);font:700 .875rem/1 var(--fh);letter-spacing:.12em}`,
  },
  {
    types: ['Gallery'],
    css: `
.gal{gap:4px}
.car ul{gap:4px}
@media (min-width:769px){.gal{gap:6px}}`,
  },
  {
    types: ['Introduction'],
    css: `
.plain{background:var(--bg);text-align:left}
.plain .tx{margin:0}
.plain .lead{margin-left:0}
.plain .acts{justify-content:flex-start}
.plain:before{top:auto;height:32px;background:repeating-linear-gradient(-45deg,var(--sd) 0 2px,transparent 2px 14px),var(--bd);clip-path:polygon(0 60%,100% 0,100% 100%,0 100%)}
.fig:before{content:"";position:absolute;z-index:-1;inset:20px -20px -20px 20px;border-radius:0;background:repeating-linear-gradient(-45deg,var(--hl) 0 3px,transparent 3px 12px)}
.left .fig:before{inset:20px 20px -20px -20px}
@media (min-width:769px){
  .plain .tx{max-width:min(640px,52cqw)}
  .plain:before{top:0;left:auto;width:42%;height:auto;clip-path:polygon(30% 0,100% 0,100% 100%,0 100%)}
  .split{background:linear-gradient(100deg,var(--bg) 60%,var(--tn) 60%)}
  .split.left{background:linear-gradient(260deg,var(--bg) 60%,var(--tn) 60%)}
}`,
  },
  {
    types: ['QuoteBanner'],
    css: `
.qb{background:linear-gradient(105deg,transparent 66%,var(--sd) 66%),var(--bd)}
.qp{letter-spacing:.02em;text-transform:uppercase}`,
  },
  {
    types: ['ImageBanner'],
    css: `
.pat{background:linear-gradient(105deg,transparent 64%,var(--sd) 64%),var(--bd)}
.pat:before{background:repeating-linear-gradient(-45deg,var(--sd) 0 2px,transparent 2px 16px);-webkit-mask-image:linear-gradient(90deg,#000,transparent 40%)}
.ibn h2{letter-spacing:.03em;text-transform:uppercase}`,
  },
];

/**
 * Elegant, calm and refined: lighter headings over a thin line with a dot, small tracked
 * uppercase buttons and menu, an airy page on the background with reviews on the tint,
 * centred cards with inset pictures, a staggered gallery, soft glows and fine arcs.
 */
const ELEGANT: PresetRuleGroup[] = [
  {
    css: `
.fd :where(h1,h2){font-weight:min(var(--wh),500);letter-spacing:0}
.hd{margin-bottom:40px}
.hd:after{width:120px;height:8px;margin-top:20px;border-radius:0;
  background:radial-gradient(circle,var(--hl) 0 3px,transparent 3.5px),linear-gradient(var(--hl),var(--hl)) 50%/100% 1px no-repeat}
.btn{padding:12px 30px;border-width:1px;font-size:.8125rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase}
.btn.l{padding:16px 36px;font-size:.875rem}`,
  },
  {
    types: ['Header'],
    css: `.nav a{font-size:.8125rem;letter-spacing:.14em;text-transform:uppercase}`,
  },
  {
    types: CARDS,
    css: `
.card{background:var(--bg);color:var(--fg);--m:var(--mu);--ol:var(--olb);border:1px solid var(--ln)}
.card h3{font-weight:min(var(--wh),500)}`,
  },
  {
    types: ['Services'],
    css: `
.svc .card{padding:12px;text-align:center}
.svc .media{border-radius:calc(var(--r)*.75)}
.svc .cb{align-items:center;padding:20px 12px 12px}`,
  },
  {
    types: ['CustomerReviews'],
    css: `
.rv .card{background:none;color:inherit;--m:inherit;--ol:inherit;box-shadow:none;text-align:center}
.rv blockquote:before{height:.5em;font-size:5rem;font-weight:400}
.rv blockquote p{font-size:1.0625rem;font-style:italic}
.rv figcaption{font-size:.8125rem;letter-spacing:.12em;text-transform:uppercase}`,
  },
  {
    types: ['Gallery'],
    css: `
.gal{gap:16px;padding-bottom:24px}
.gal li:nth-child(even){transform:translateY(24px)}
.car ul{gap:24px}
@media (min-width:769px){
  .gal{gap:32px;padding-bottom:40px}
  .gal li:nth-child(even){transform:none}
  .gal li:nth-child(3n+2){transform:translateY(40px)}
}`,
  },
  {
    types: ['Introduction'],
    css: `
.plain{background:radial-gradient(circle at 0 0,var(--tn),transparent 50%),radial-gradient(circle at 100% 100%,var(--tn),transparent 50%),var(--bg)}
.plain:before{background:repeating-radial-gradient(circle at 50% 130%,transparent 0 47px,var(--ln) 48px,transparent 49px 64px);-webkit-mask-image:linear-gradient(transparent 35%,#000)}
.fig:before{content:"";position:absolute;z-index:-1;inset:-16px 16px 16px -16px;border:1px solid var(--hl)}
.left .fig:before{inset:-16px -16px 16px 16px}`,
  },
  {
    types: ['QuoteBanner'],
    css: `
.qb .w:before{content:"“";display:block;height:.45em;color:var(--bdm);font:400 5rem/1 var(--fh)}
.qp{font-style:italic;font-weight:400}`,
  },
  {
    types: ['ImageBanner'],
    css: `
.pat{background:radial-gradient(120% 90% at 50% 0,var(--sd),transparent 70%),var(--bd)}
.pat:before{background:repeating-radial-gradient(circle at 100% 50%,transparent 0 31px,var(--bl) 32px,transparent 33px 40px),repeating-radial-gradient(circle at 0 50%,transparent 0 31px,var(--bl) 32px,transparent 33px 40px);${EDGES}}`,
  },
];

/**
 * Fun, warm and playful: headings over three dots, buttons and cards with a solid offset
 * shadow and an outline, reviews and pictures tilted like snapshots, polka dots and blobs.
 */
const FUN: PresetRuleGroup[] = [
  {
    css: `
.hd:after{width:54px;height:10px;border-radius:0;background:radial-gradient(circle,var(--hl) 4px,transparent 4.5px) 0 0/18px 10px}
.btn{font-weight:700;box-shadow:3px 3px 0 var(--fg)}
.btn:hover{transform:translate(-1px,-1px)}`,
  },
  {
    types: ['Header'],
    css: `.nav a:hover{text-decoration:underline wavy var(--hl)}`,
  },
  {
    types: CARDS,
    css: `
.card{border:2px solid currentColor;box-shadow:6px 6px 0 var(--hl)}
.card>.media{margin:10px 10px 0;border-radius:max(0px,var(--r) - 8px)}`,
  },
  {
    types: ['CustomerReviews'],
    css: `
.rv .card:nth-child(odd){transform:rotate(-1deg)}
.rv .card:nth-child(even){transform:rotate(1deg)}`,
  },
  {
    types: ['Gallery'],
    css: `
.gal{gap:16px}
.gal figure,.car figure{padding:8px;border:2px solid currentColor;border-radius:var(--r);background:var(--bg);box-shadow:4px 4px 0 var(--hl)}
.gal .media,.car .media{border-radius:max(0px,var(--r) - 8px)}
.gal li:nth-child(odd) figure{transform:rotate(-1.5deg)}
.gal li:nth-child(even) figure{transform:rotate(1.5deg)}
.car{padding:8px 8px 16px}
@media (min-width:769px){.gal{gap:28px}}`,
  },
  {
    types: ['Introduction'],
    css: `
.plain{background:radial-gradient(circle at 92% 8%,var(--tn) 0 140px,transparent 141px),radial-gradient(circle at 4% 96%,var(--tn) 0 90px,transparent 91px),var(--bg)}
.plain:before{background:radial-gradient(var(--ln) 2.5px,transparent 3px) 0 0/28px 28px,radial-gradient(var(--ln) 2.5px,transparent 3px) 14px 14px/28px 28px;
  -webkit-mask-image:radial-gradient(closest-side,transparent 65%,#000)}
.fig:before{content:"";position:absolute;z-index:-1;inset:-20px;border-radius:42% 58% 61% 39%/45% 41% 59% 55%;background:var(--tn)}
.fig:after{content:"";position:absolute;z-index:-1;top:-36px;right:-36px;width:96px;height:96px;background:radial-gradient(var(--hl) 2.5px,transparent 3px) 0 0/14px 14px}`,
  },
  {
    types: ['QuoteBanner'],
    css: `.qb{background:radial-gradient(var(--sd) 3px,transparent 3.5px) 0 0/26px 26px,var(--bd)}`,
  },
  {
    types: ['ImageBanner'],
    css: `
.pat{background:radial-gradient(circle at 6% 18%,var(--sd) 0 64px,transparent 65px),radial-gradient(circle at 94% 84%,var(--sd) 0 96px,transparent 97px),var(--bd)}
.pat:before{background:radial-gradient(var(--bl) 3px,transparent 3.5px) 0 0/28px 28px;${EDGES}}`,
  },
];

/** Every preset's rules, by preset style. */
export const PRESET_CSS: Readonly<Record<PresetStyle, readonly PresetRuleGroup[]>> = {
  Common: COMMON,
  CommonAlt: COMMON_ALT,
  Geometric: GEOMETRIC,
  Elegant: ELEGANT,
  Fun: FUN,
};
