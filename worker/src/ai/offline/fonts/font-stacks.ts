/**
 * Font families as CSS stacks of fonts already on visitors' devices, so a published site never
 * waits on a font download. Each stack ends in a generic family; all fit the 64-character limit.
 */
export const STACKS = {
  georgia: "Georgia, 'Times New Roman', serif",
  palatino: "'Palatino Linotype', Palatino, 'Book Antiqua', serif",
  garamond: "Garamond, Baskerville, 'Baskerville Old Face', serif",
  didot: "Didot, 'Bodoni MT', 'Noto Serif Display', Georgia, serif",
  cambria: 'Cambria, Georgia, serif',
  rockwell: "Rockwell, 'Rockwell Nova', 'Roboto Slab', Georgia, serif",
  uiSerif: 'ui-serif, Georgia, Cambria, serif',
  trebuchet: "'Trebuchet MS', 'Lucida Grande', sans-serif",
  verdana: 'Verdana, Geneva, Tahoma, sans-serif',
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  helvetica: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  gill: "'Gill Sans', 'Gill Sans MT', Calibri, sans-serif",
  optima: "Optima, Candara, 'Segoe UI', sans-serif",
  tahoma: "Tahoma, Verdana, 'Segoe UI', sans-serif",
  rounded: "ui-rounded, 'SF Pro Rounded', 'Trebuchet MS', sans-serif",
  impact: "Impact, Haettenschweiler, 'Arial Narrow Bold', sans-serif",
  franklin: "'Franklin Gothic Medium', 'Arial Narrow', Arial, sans-serif",
  mono: "ui-monospace, Menlo, Consolas, 'Courier New', monospace",
} as const;
