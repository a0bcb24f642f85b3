import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractForm } from '../../../resources/shared/ContractForm';
import { draftOf, forgetAllDrafts } from '../../../resources/shared/draftStorage';

const KEY = 'portal.draft:trip';

function Trip({ record }: { record?: { id?: number; note?: string } }) {
  return (
    <AdminContext store={memoryStore()}>
      <ContractForm draft="trip" record={record} onSubmit={vi.fn()}>
        <TextInput source="note" resource="trips" />
        <TextInput source="password" resource="trips" />
      </ContractForm>
    </AdminContext>
  );
}

afterEach(() => localStorage.clear());

describe('an employee form’s draft on the device', () => {
  it('keeps plain values only: never a secret, never a file', () => {
    expect(
      draftOf({
        note: 'Mañana',
        days: [1, 2],
        place: { code: '1' },
        password: 'x',
        refreshToken: 'y',
        resume: new File(['%PDF'], 'cv.pdf'),
      }),
    ).toEqual({ note: 'Mañana', days: [1, 2], place: { code: '1' } });
  });

  it('is kept as typed, taken back by the next form, and forgotten when the form is left', async () => {
    const first = render(<Trip record={{ note: '' }} />);
    fireEvent.change(await screen.findByLabelText(/Note/i), { target: { value: 'Al aeropuerto' } });
    fireEvent.change(screen.getByLabelText(/Password/i), { target: { value: 'secreto' } });
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain('Al aeropuerto'));
    expect(localStorage.getItem(KEY)).not.toContain('secreto');
    // A reload: the page goes without its form unmounting, the draft stays.
    const stored = localStorage.getItem(KEY)!;
    first.unmount();
    localStorage.setItem(KEY, stored);

    const second = render(<Trip record={{ note: '' }} />);
    expect(await screen.findByLabelText(/Note/i)).toHaveValue('Al aeropuerto');
    expect(screen.getByLabelText(/Password/i)).toHaveValue('');
    // Left in the portal (sent, or cancelled): forgotten.
    second.unmount();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('of a record is its own, and the sign-out forgets every one', () => {
    localStorage.setItem(`${KEY}:7`, '{"note":"siete"}');
    localStorage.setItem('portal.theme', '"dark"');
    forgetAllDrafts();
    expect(localStorage.getItem(`${KEY}:7`)).toBeNull();
    expect(localStorage.getItem('portal.theme')).toBe('"dark"');
  });
});
