import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { Suspense } from 'react';
import { Form, FormDataConsumer } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LazyRichTextEditor } from '../../../resources/shared/richText';
import { RichTextEditor } from '../../../resources/shared/richText/RichTextEditor';
import { renderInAdmin, type Locale } from './renderInAdmin';

// jsdom has no layout: ProseMirror measures ranges to scroll the selection into view.
const emptyRect = () => new DOMRect(0, 0, 0, 0);
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const rangePrototype = Range.prototype as Partial<Range>;
const original = {
  getClientRects: rangePrototype.getClientRects,
  getBoundingClientRect: rangePrototype.getBoundingClientRect,
};
beforeAll(() => {
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = emptyRect;
});
afterAll(() => {
  Object.assign(Range.prototype, original);
});

/** Shows the form value, i.e. what would be saved. */
function BodyValue() {
  return (
    <FormDataConsumer<{ body?: string }>>
      {({ formData }) => <output data-testid="value">{formData.body ?? ''}</output>}
    </FormDataConsumer>
  );
}

async function setup(body: string, locale: Locale = 'es') {
  const view = renderInAdmin(
    <Form record={{ id: 1, body }}>
      <RichTextEditor source="body" label="Contenido" />
      <BodyValue />
    </Form>,
    locale,
  );
  const content = await waitFor(() => {
    const element = view.container.querySelector<HTMLElement & { editor?: Editor }>('.ProseMirror');
    expect(element?.editor).toBeDefined();
    return element!;
  });
  // Wait for ra-input-rich-text's toolbar to see the editor as ready.
  await waitFor(() =>
    expect(
      screen.getByRole('combobox', { name: /nivel de título|heading level/i }),
    ).not.toHaveAttribute('aria-disabled'),
  );
  return { editor: content.editor!, content, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('RichTextEditor', () => {
  it('mounts TipTap with the initial value, the heading and font-size controls and the ra toolbar', async () => {
    const { content } = await setup('<h3>Aviso</h3><p>Texto</p>');
    expect(content.querySelector('h3')).toHaveTextContent('Aviso');
    expect(screen.getByRole('combobox', { name: 'Nivel de título' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tamaño de letra' })).toBeInTheDocument();
    for (const name of ['Bold', 'Italic', 'Add a link', 'Clear format', 'Align left']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('offers paragraph and headings 1 to 6', async () => {
    await setup('<p>Texto</p>');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Nivel de título' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Normal',
      'Título 1',
      'Título 2',
      'Título 3',
      'Título 4',
      'Título 5',
      'Título 6',
    ]);
  });

  it('offers the font sizes small, normal, large and huge', async () => {
    await setup('<p>Texto</p>', 'en');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Font size' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Small',
      'Normal',
      'Large',
      'Huge',
    ]);
  });

  it('turns the current block into any heading level, then back into a paragraph', async () => {
    const { editor, user } = await setup('<p>Título del boletín</p>');
    act(() => {
      editor.commands.setTextSelection(3);
    });
    await choose(user, 'Nivel de título', 'Título 6');
    await waitFor(() =>
      expect(screen.getByTestId('value')).toHaveTextContent('<h6>Título del boletín</h6>'),
    );
    expect(screen.getByRole('combobox', { name: 'Nivel de título' })).toHaveTextContent('Título 6');
    await choose(user, 'Nivel de título', 'Normal');
    await waitFor(() =>
      expect(screen.getByTestId('value')).toHaveTextContent('<p>Título del boletín</p>'),
    );
  });

  it('sets the selection to large (1.5em), huge (2.5em), small (0.75em) and back to normal', async () => {
    const { editor, user } = await setup('<p>Hola mundo</p>');
    const value = screen.getByTestId('value');
    act(() => {
      editor.commands.selectAll();
    });
    await choose(user, 'Tamaño de letra', 'Grande');
    await waitFor(() =>
      expect(value).toHaveTextContent('<p><span style="font-size: 1.5em;">Hola mundo</span></p>'),
    );
    expect(screen.getByRole('combobox', { name: 'Tamaño de letra' })).toHaveTextContent('Grande');
    act(() => {
      editor.commands.selectAll();
    });
    await choose(user, 'Tamaño de letra', 'Enorme');
    await waitFor(() => expect(value).toHaveTextContent('font-size: 2.5em'));
    act(() => {
      editor.commands.selectAll();
    });
    await choose(user, 'Tamaño de letra', 'Pequeño');
    await waitFor(() => expect(value).toHaveTextContent('font-size: 0.75em'));
    act(() => {
      editor.commands.selectAll();
    });
    await choose(user, 'Tamaño de letra', 'Normal');
    await waitFor(() => expect(value).toHaveTextContent(/^<p>Hola mundo<\/p>$/));
  });

  it('reads font sizes and headings back from stored HTML', async () => {
    const { editor } = await setup('<h2><span style="font-size: 2.5em">Grande</span></h2>');
    expect(editor.getHTML()).toMatch(/^<h2><span style="font-size: 2.5em;?">Grande<\/span><\/h2>/);
    expect(screen.getByRole('combobox', { name: 'Tamaño de letra' })).toHaveTextContent('Normal');
    act(() => {
      editor.commands.setTextSelection({ from: 2, to: 5 });
    });
    expect(screen.getByRole('combobox', { name: 'Tamaño de letra' })).toHaveTextContent('Enorme');
    expect(screen.getByRole('combobox', { name: 'Nivel de título' })).toHaveTextContent('Título 2');
  });

  it('is also available lazily, as the app should use it', async () => {
    renderInAdmin(
      <Suspense fallback={<p>Cargando…</p>}>
        <Form record={{ id: 1, body: '<p>Perezoso</p>' }}>
          <LazyRichTextEditor source="body" />
        </Form>
      </Suspense>,
    );
    expect(await screen.findByRole('combobox', { name: 'Tamaño de letra' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.ProseMirror')).toHaveTextContent('Perezoso'),
    );
  });
});
