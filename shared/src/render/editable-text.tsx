import { useSite, type EditableTextProps } from './context.js';

/** A text of the page that the designer can edit in place (ARCHITECTURE §3, one renderer). */

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
