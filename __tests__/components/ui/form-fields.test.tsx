import React, { useState } from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { Checkbox } from '../../../src/components/ui/checkbox';

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
