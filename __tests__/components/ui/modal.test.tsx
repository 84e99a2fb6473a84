import React, { useState } from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { Modal } from '../../../src/components/ui/modal';

function Harness({ showOkButton = false }: { showOkButton?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Otwórz
      </button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title="Szczegóły" showOkButton={showOkButton}>
        <p>Treść okna</p>
        <input aria-label="Pole" />
        <a href="/menu/">Ostatni link</a>
      </Modal>
    </>
  );
}

function openHarness(props: { showOkButton?: boolean } = {}) {
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Otwórz' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Szczegóły' }) };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal isOpen={false} onClose={jest.fn()} title="Ukryte">
        <p>Niewidoczne</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Niewidoczne')).not.toBeInTheDocument();
  });

  it('opens as a labelled modal <dialog> in a portal on <body>', () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { container } = render(
      <Modal isOpen onClose={jest.fn()} title="Szczegóły">
        <p>Treść</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Szczegóły' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal.mock.contexts).toEqual([dialog]);
    showModal.mockRestore();
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
    expect(screen.getByRole('heading', { level: 2, name: 'Szczegóły' })).toBeInTheDocument();
  });

  it('uses labelledBy when there is no title', () => {
    render(
      <Modal isOpen onClose={jest.fn()} labelledBy="product-name">
        <h2 id="product-name">Maki łosoś</h2>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Maki łosoś' })).toBeInTheDocument();
  });

  it('closes with the close button', () => {
    openHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on the content', () => {
    openHarness();
    fireEvent.click(screen.getByText('Treść okna'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when a drag starts in the content and ends on the backdrop', () => {
    openHarness();
    fireEvent.mouseDown(screen.getByText('Treść okna'));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("closes on Escape: the browser's cancel event asks the owner, who stops rendering it", () => {
    const { dialog } = openHarness();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the black OK button when asked for one', () => {
    openHarness({ showOkButton: true });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no OK button unless asked', () => {
    openHarness();
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  });

  it('closes the <dialog> before it leaves the page, so the browser gives focus back to the opener', () => {
    const close = jest.spyOn(HTMLDialogElement.prototype, 'close');
    const { dialog } = openHarness();
    close.mockImplementation(function (this: HTMLDialogElement) {
      expect(this.isConnected).toBe(true);
      this.open = false;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(close.mock.contexts).toEqual([dialog]);
    expect(dialog).not.toHaveAttribute('open');
    close.mockRestore();
  });
});
