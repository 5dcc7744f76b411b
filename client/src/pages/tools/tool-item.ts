/** One suggestion of a free tool: a name, or an idea with its one-line pitch under it. */
export type ToolItem = { text: string; detail?: string };

/** What the copy button puts on the clipboard: "Mobile bike repair — A van workshop that…". */
export function copyLine({ text, detail }: ToolItem): string {
  return detail ? `${text} — ${detail}` : text;
}
