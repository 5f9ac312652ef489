import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { EditorState, SelectionState } from 'draft-js';
import { renderWithProviders } from '../testing';
import { RichTextEditor } from './rich-text-editor';
import { insertVariable } from './draft-rich-text-editor';
import { htmlToContent, contentToHtml } from './rich-text-html';

function Controlled({ initial = '', onValue }: { initial?: string; onValue?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Record"
        value={value}
        onChange={(html) => {
          setValue(html);
          onValue?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>From a template</p>')}>
        Insert template
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox showing the stored HTML', async () => {
    renderWithProviders(<Controlled initial="<p><strong>Hello</strong> there</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Record' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveTextContent('Hello there');
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a value set from outside (a template) in place of the text', async () => {
    renderWithProviders(<Controlled initial="<p>Old</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Record' });
    fireEvent.click(screen.getByRole('button', { name: 'Insert template' }));
    expect(box).toHaveTextContent('From a template');
    expect(box).not.toHaveTextContent('Old');
  });

  it('offers the variables after # and inserts the chosen one with Enter', async () => {
    const values: string[] = [];
    renderWithProviders(<Controlled initial="<p>Dear #Patient</p>" onValue={(v) => values.push(v)} />);
    const box = await screen.findByRole('textbox', { name: 'Record' });
    // Focus puts draft-js's selection (at the end of the text, after "#Patient") in focus.
    act(() => box.focus());
    fireEvent.focus(box);
    const list = await screen.findByRole('listbox', { name: 'Variables' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '#PatientPackageName',
      '#PatientPackagePrice',
      '#PatientDisorderName',
      '#PatientRegistrationDate',
      '#PatientFullName',
      '#PatientFirstName',
      '#PatientLastName',
    ]);
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(box, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(box, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(box, { key: 'ArrowDown', keyCode: 40 });
    expect(screen.getByRole('option', { name: '#PatientFullName' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(values.at(-1)).toBe('<p>Dear #PatientFullName </p>');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the list with Escape and chooses with a click', async () => {
    const values: string[] = [];
    renderWithProviders(<Controlled initial="<p>#Clin</p>" onValue={(v) => values.push(v)} />);
    const box = await screen.findByRole('textbox', { name: 'Record' });
    act(() => box.focus());
    fireEvent.focus(box);
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'Escape', keyCode: 27 });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(values).toEqual([]);
  });

  it('inserts a clicked variable', async () => {
    const values: string[] = [];
    renderWithProviders(<Controlled initial="<p>#Clin</p>" onValue={(v) => values.push(v)} />);
    const box = await screen.findByRole('textbox', { name: 'Record' });
    act(() => box.focus());
    fireEvent.focus(box);
    fireEvent.click(await screen.findByRole('option', { name: '#ClinicName' }));
    expect(values.at(-1)).toBe('<p>#ClinicName </p>');
  });

  it('toggles bold from the toolbar', async () => {
    const values: string[] = [];
    renderWithProviders(<Controlled initial="<p>Text</p>" onValue={(v) => values.push(v)} />);
    const box = await screen.findByRole('textbox', { name: 'Record' });
    act(() => box.focus());
    fireEvent.focus(box);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('insertVariable', () => {
  it('replaces the #query before the caret, keeping the rest', () => {
    const content = htmlToContent('<p>Hi #pa, bye</p>');
    const key = content.getFirstBlock().getKey();
    const state = EditorState.forceSelection(
      EditorState.createWithContent(content),
      SelectionState.createEmpty(key).merge({ anchorOffset: 6, focusOffset: 6 }),
    );
    expect(contentToHtml(insertVariable(state, 'PatientFirstName').getCurrentContent())).toBe(
      '<p>Hi #PatientFirstName , bye</p>',
    );
  });
});
