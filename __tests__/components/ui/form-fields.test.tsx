import React, { useState } from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { Checkbox } from '../../../src/components/ui/checkbox';
import { DateInput } from '../../../src/components/ui/date-input';

describe('DateInput', () => {
  it('is a date field named by its label and reports the typed value', () => {
    const onChange = jest.fn();
    render(<DateInput id="delivery-date" label="Data dostawy" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Data dostawy');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    fireEvent.change(input, { target: { value: '2025-06-01' } });
    expect(onChange).toHaveBeenCalledWith('2025-06-01');
  });

  it('shows the error under the field and ties it to the input', () => {
    render(
      <DateInput id="delivery-date" label="Data dostawy" value="2020-01-01" onChange={jest.fn()} error="Wybierz datę z przyszłości." />,
    );
    const input = screen.getByLabelText('Data dostawy');
    expect(input).toHaveValue('2020-01-01');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wybierz datę z przyszłości.');
    // Under the field: the error follows the input in document order.
    const error = screen.getByText('Wybierz datę z przyszłości.');
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Checkbox', () => {
  function Harness() {
    const [checked, setChecked] = useState(false);
    return (
      <Checkbox
        id="terms"
        label={
          <>
            Akceptuję <a href="/regulamin/">regulamin</a>
          </>
        }
        checked={checked}
        onChange={setChecked}
      />
    );
  }

  it('toggles through its label', () => {
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Akceptuję regulamin' });
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByText('Akceptuję'));
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('shows an error tied to the box', () => {
    render(<Checkbox id="terms" label="Zgoda" checked={false} onChange={jest.fn()} error="To pole jest wymagane." />);
    const box = screen.getByRole('checkbox', { name: 'Zgoda' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('To pole jest wymagane.');
  });
});
