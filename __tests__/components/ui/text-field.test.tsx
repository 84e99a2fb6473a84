/**
 * The shared TextField: the label names the control, hint and error are its description,
 * aria-invalid follows the error, '(opcjonalnie)' marks the only non-required fields, and
 * `multiline` gives a textarea (street-address belongs to multi-line controls).
 */
import React, { useState } from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { TextField, type TextFieldProps } from '../../../src/components/ui/text-field';

function Controlled(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return <TextField name="phone" label="Telefon" value={value} onChange={setValue} {...props} />;
}

describe('TextField', () => {
  it('ties the label, the hint and the error to the input', () => {
    render(<Controlled type="tel" autoComplete="tel" hint="Np. 600 100 200." error="Podaj numer telefonu." />);
    const input = screen.getByRole('textbox', { name: 'Telefon' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('name', 'phone');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Np. 600 100 200. Podaj numer telefonu.');
    // The hint above the field, the error under it.
    const follows = (a: Node, b: Node) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByText('Np. 600 100 200.'), input)).toBe(true);
    expect(follows(input, screen.getByText('Podaj numer telefonu.'))).toBe(true);
  });

  it('has no description or invalid mark without hint and error, and reports typing', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Telefon' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    fireEvent.change(input, { target: { value: '600' } });
    expect(input).toHaveValue('600');
  });

  it("marks an optional field in its label and does not require it", () => {
    render(<Controlled name="nip" label="NIP" optional />);
    expect(screen.getByRole('textbox', { name: 'NIP (opcjonalnie)' })).not.toBeRequired();
  });

  it('renders a textarea when multiline', () => {
    render(<Controlled name="address" label="Adres dostawy" autoComplete="street-address" multiline />);
    const area = screen.getByRole('textbox', { name: 'Adres dostawy' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('autocomplete', 'street-address');
  });

  it('gives two fields with the same name different ids', () => {
    render(
      <>
        <Controlled label="Pierwszy" />
        <Controlled label="Drugi" />
      </>,
    );
    expect(screen.getByLabelText('Pierwszy').id).not.toBe(screen.getByLabelText('Drugi').id);
  });
});
