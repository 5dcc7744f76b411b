import sharp from 'sharp';

/** A 4:3 photo-like PNG with something in it to crop: a sky, a sun, hills and a house. */
export const scenePng = (width = 1600, height = 1200) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 120">` +
        '<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#fef3c7"/></linearGradient></defs>' +
        '<rect width="160" height="120" fill="url(#s)"/><circle cx="124" cy="30" r="14" fill="#f59e0b"/>' +
        '<path d="M0 86Q40 60 80 84T160 78V120H0z" fill="#15803d"/><path d="M0 98Q50 84 100 100T160 96V120H0z" fill="#166534"/>' +
        '<rect x="38" y="70" width="34" height="26" fill="#fff7ed"/><path d="M34 72L55 54L76 72z" fill="#b91c1c"/><rect x="50" y="82" width="9" height="14" fill="#7c2d12"/>' +
        '</svg>',
    ),
  )
    .png()
    .toBuffer();
