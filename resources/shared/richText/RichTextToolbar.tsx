import { MenuItem, Select, type SelectChangeEvent } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

type Size = 'small' | 'medium' | 'large';

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** The editor's font sizes; 'normal' is no size at all, so the text follows its block. */
const FONT_SIZES = {
  small: '0.75em',
  normal: null,
  large: '1.5em',
  huge: '2.5em',
} as const;
type FontSizeName = keyof typeof FONT_SIZES;
const FONT_SIZE_NAMES = Object.keys(FONT_SIZES) as FontSizeName[];

const selectSx = { minWidth: 130, '& .MuiSelect-select': { py: 0.5 } };

/** Paragraph or heading 1 to 6 for the blocks of the selection. */
function HeadingSelect({ size = 'small' }: { size?: Size }) {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const current = useEditorState({
    editor,
    selector: ({ editor }) =>
      HEADING_LEVELS.find((level) => editor?.isActive('heading', { level })) ?? 0,
  });

  const handleChange = (event: SelectChangeEvent<number>) => {
    const level = Number(event.target.value);
    if (!editor) return;
    // Core `setNode`: the heading and paragraph command types come from packages we do not import.
    if (level === 0) editor.chain().focus().setNode('paragraph').run();
    else
      editor
        .chain()
        .focus()
        .setNode('heading', { level: level as HeadingLevel })
        .run();
  };

  return (
    <Select<number>
      value={current ?? 0}
      onChange={handleChange}
      size={size === 'large' ? 'medium' : 'small'}
      disabled={!editor?.isEditable}
      inputProps={{ 'aria-label': translate('components.richText.heading.label') }}
      sx={selectSx}
    >
      <MenuItem value={0}>{translate('components.richText.heading.paragraph')}</MenuItem>
      {HEADING_LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {translate('components.richText.heading.level', { level })}
        </MenuItem>
      ))}
    </Select>
  );
}

/** Small, normal, large or huge text, as a `font-size` on a TextStyle span. */
function FontSizeSelect({ size = 'small' }: { size?: Size }) {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const current = useEditorState({
    editor,
    selector: ({ editor }): FontSizeName => {
      const fontSize: unknown = editor?.getAttributes('textStyle').fontSize;
      return FONT_SIZE_NAMES.find((name) => FONT_SIZES[name] === fontSize) ?? 'normal';
    },
  });

  const handleChange = (event: SelectChangeEvent<FontSizeName>) => {
    const value = FONT_SIZES[event.target.value as FontSizeName];
    if (!editor) return;
    if (value) editor.chain().focus().setFontSize(value).run();
    else editor.chain().focus().unsetFontSize().run();
  };

  return (
    <Select<FontSizeName>
      value={current ?? 'normal'}
      onChange={handleChange}
      size={size === 'large' ? 'medium' : 'small'}
      disabled={!editor?.isEditable}
      inputProps={{ 'aria-label': translate('components.richText.fontSize.label') }}
      sx={selectSx}
    >
      {FONT_SIZE_NAMES.map((name) => (
        <MenuItem key={name} value={name}>
          {translate(`components.richText.fontSize.${name}`)}
        </MenuItem>
      ))}
    </Select>
  );
}

/** react-admin's rich-text toolbar with our heading and font-size selects in front. */
export function RichTextToolbar({ size = 'small' }: { size?: Size }) {
  return (
    <RichTextInputToolbar size={size}>
      <HeadingSelect size={size} />
      <FontSizeSelect size={size} />
      <FormatButtons size={size} />
      <ColorButtons size={size} />
      <AlignmentButtons size={size} />
      <ListButtons size={size} />
      <LinkButtons size={size} />
      <ImageButtons size={size} />
      <QuoteButtons size={size} />
      <ClearButtons size={size} />
    </RichTextInputToolbar>
  );
}
