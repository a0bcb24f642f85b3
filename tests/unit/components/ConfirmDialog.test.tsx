import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { renderInAdmin, type Locale } from './renderInAdmin';

async function setup(props: { loading?: boolean } = {}, locale: Locale = 'es') {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderInAdmin(
    <ConfirmDialog
      open
      content="¿Desea eliminar el beneficio?"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
    locale,
  );
  // Let the focus move to 'No' (and MUI's focus ripple settle) inside act.
  if (!props.loading) {
    await waitFor(() => expect(screen.getByRole('button', { name: /^No$/ })).toHaveFocus());
  }
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it("is a dialog named 'Confirmación' with the message and the buttons 'Sí' and 'No'", async () => {
    await setup();
    const dialog = screen.getByRole('dialog', { name: 'Confirmación' });
    expect(dialog).toHaveAccessibleDescription('¿Desea eliminar el beneficio?');
    expect(screen.getByRole('button', { name: 'Sí' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it('speaks English when the locale is English', async () => {
    await setup({}, 'en');
    expect(screen.getByRole('dialog', { name: 'Confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it("focuses 'No' first, so Enter does not confirm a destructive action", async () => {
    const { onConfirm, onClose, user } = await setup();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("calls onConfirm on 'Sí' and onClose on 'No'", async () => {
    const { onConfirm, onClose, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on Escape', async () => {
    const { onConfirm, onClose, user } = await setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while loading, disables both buttons and ignores Escape', async () => {
    const { onClose, user } = await setup({ loading: true });
    expect(screen.getByRole('button', { name: 'Sí' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderInAdmin(<ConfirmDialog open={false} content="x" onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
