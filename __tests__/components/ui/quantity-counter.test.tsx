import React, { useState } from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { QuantityCounter } from '../../../src/components/ui/quantity-counter';

function Harness({ start = 1, max }: { start?: number; max?: number }) {
  const [value, setValue] = useState(start);
  return <QuantityCounter value={value} onChange={setValue} max={max} />;
}

const minus = () => screen.getByRole('button', { name: 'Zmniejsz ilość' });
const plus = () => screen.getByRole('button', { name: 'Zwiększ ilość' });
const shown = () => screen.getByRole('status');

describe('QuantityCounter', () => {
  it('starts at the minimum with minus disabled', () => {
    render(<Harness />);
    expect(shown()).toHaveTextContent('1');
    expect(shown()).toHaveAttribute('aria-live', 'polite');
    expect(minus()).toBeDisabled();
    expect(plus()).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Ilość' })).toBeInTheDocument();
  });

  it('counts up and down, and disables minus again at 1', () => {
    render(<Harness />);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(shown()).toHaveTextContent('3');
    expect(minus()).toBeEnabled();
    fireEvent.click(minus());
    fireEvent.click(minus());
    expect(shown()).toHaveTextContent('1');
    expect(minus()).toBeDisabled();
  });

  it('never reports a value under the minimum', () => {
    const onChange = jest.fn();
    render(<QuantityCounter value={1} onChange={onChange} />);
    fireEvent.click(minus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops at the maximum', () => {
    render(<Harness start={98} max={99} />);
    fireEvent.click(plus());
    expect(shown()).toHaveTextContent('99');
    expect(plus()).toBeDisabled();
  });

  it('honours a custom minimum', () => {
    const onChange = jest.fn();
    render(<QuantityCounter value={3} onChange={onChange} min={3} />);
    expect(minus()).toBeDisabled();
    fireEvent.click(plus());
    expect(onChange).toHaveBeenCalledWith(4);
  });
});
