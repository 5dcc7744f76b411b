import { useSite } from './context.js';

/** A text of the page that the designer can edit in place (ARCHITECTURE §3, one renderer). */
export interface EditableTextProps {
  as: 'h1' | 'h2' | 'h3' | 'p' | 'span';
  /** Where the text lives in the document, e.g. ['sections', id, 'heading']. */
  path: readonly string[];
  value: string;
  maxLength: number;
  id?: string;
  className?: string;
  /** What the empty field is for, shown by the designer. */
  label: string;
}

/**
 * Prints a text on a published page; inside the designer the editor's inline component takes
 * its place, bound to the same path. Published pages never see an empty element for it.
 */
export function EditableText(props: EditableTextProps) {
  const { editor } = useSite();
  if (editor) return <editor.Text {...props} />;
  if (props.value.trim() === '') return null;
  const Tag = props.as;
  return (
    <Tag id={props.id} className={props.className}>
      {props.value}
    </Tag>
  );
}
