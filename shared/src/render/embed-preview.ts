/**
 * The designer's preview of a Code Embed. A `srcdoc` frame would inherit the app's strict
 * Content-Security-Policy, so the owner's scripts could not run in the preview. Instead the
 * frame loads this small page from the /embed/ path, which the server sends with its own
 * sandboxed, permissive policy (like a published embed), and the canvas hands it the code by
 * postMessage. The frame is sandboxed without allow-same-origin: an opaque origin that can
 * touch neither the app, its cookies nor its storage, whatever the code does.
 */
export const EMBED_PREVIEW_PATH = '/embed/preview';

/** The one message the canvas sends the preview frame: the code to draw. */
export const EMBED_CODE_MESSAGE = 'frontdoor:embed-code';

export interface EmbedCodeMessage {
  type: typeof EMBED_CODE_MESSAGE;
  code: string;
}

/**
 * The preview page: it takes the first code message from the frame's parent and writes it as
 * its whole document (scripts in it run, as they would in a srcdoc frame). It listens once:
 * after the owner's code is in, nothing more is accepted.
 */
export const EMBED_PREVIEW_HTML = [
  '<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Embed preview</title></head><body><script>',
  'addEventListener("message",function h(e){',
  'var d=e.data;',
  `if(e.source!==parent||!d||d.type!==${JSON.stringify(EMBED_CODE_MESSAGE)}||typeof d.code!=="string")return;`,
  'removeEventListener("message",h);',
  'document.open();document.write(d.code);document.close()',
  '})',
  '</script></body></html>',
].join('');
