import { FontSize } from '@tiptap/extension-text-style';
import type { AnyExtension, EditorOptions } from '@tiptap/react';
import { DefaultEditorOptions, RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { HEADING_LEVELS, RichTextToolbar } from './RichTextToolbar';

/**
 * react-admin's extensions (StarterKit, alignment, image, TextStyle, colour, highlight) with
 * headings 1 to 6 spelled out and FontSize on the TextStyle mark.
 */
const richTextExtensions: AnyExtension[] = [
  ...(DefaultEditorOptions.extensions ?? []).map((extension) =>
    extension.name === 'starterKit'
      ? extension.configure({ heading: { levels: [...HEADING_LEVELS] } })
      : extension,
  ),
  FontSize,
];

const richTextEditorOptions: Partial<EditorOptions> = {
  ...DefaultEditorOptions,
  extensions: richTextExtensions,
};

export type RichTextEditorProps = Omit<RichTextInputProps, 'toolbar'>;

/**
 * The rich-text editor: a react-admin input with font sizes (small, normal, large, huge)
 * and headings 1 to 6. Import `LazyRichTextEditor` from './index' instead: TipTap is heavy.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <RichTextInput editorOptions={richTextEditorOptions} {...props} toolbar={<RichTextToolbar />} />
  );
}
