import { lazy } from 'react';

/**
 * The rich-text editor, loaded on first render: TipTap and ProseMirror (~157 kB gzip) stay out
 * of the main chunk and reach only the edit/create pages that use it. react-admin's layout
 * provides the Suspense boundary; elsewhere wrap it in one.
 */
export const LazyRichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

export type { RichTextEditorProps } from './RichTextEditor';
export { SanitizedHtml, type SanitizedHtmlProps } from './SanitizedHtml';
