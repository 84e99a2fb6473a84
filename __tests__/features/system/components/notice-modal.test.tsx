import React, { useState } from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { NoticeModal } from '../../../../src/features/system/components/notice-modal';

function Harness({ text }: { text: string }) {
  const [open, setOpen] = useState(true);
  return <NoticeModal isOpen={open} text={text} onClose={() => setOpen(false)} />;
}

describe('NoticeModal', () => {
  it('is titled INFORMACJA and shows the server text', () => {
    render(<Harness text="Dziś zamówienia przyjmujemy do 20:00." />);
    expect(screen.getByRole('dialog', { name: 'INFORMACJA' })).toBeInTheDocument();
    expect(screen.getByText('Dziś zamówienia przyjmujemy do 20:00.')).toBeInTheDocument();
  });

  it('shows markup in the text as text, never as HTML', () => {
    render(<Harness text={'<img src=x onerror="alert(1)"><b>Uwaga</b>'} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"><b>Uwaga</b>')).toBeInTheDocument();
  });

  it('hides with the black OK button', () => {
    render(<Harness text="Przerwa techniczna." />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides with the close button', () => {
    render(<Harness text="Przerwa techniczna." />);
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByText('Przerwa techniczna.')).not.toBeInTheDocument();
  });

  it('shows nothing while not visible', () => {
    render(<NoticeModal isOpen={false} text="Ukryty tekst" onClose={jest.fn()} />);
    expect(screen.queryByText('Ukryty tekst')).not.toBeInTheDocument();
  });
});
