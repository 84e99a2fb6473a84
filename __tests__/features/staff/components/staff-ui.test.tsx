import React from 'react';
import { render, screen } from '@testing-library/react';
import { SmallButton } from '../../../../src/features/staff/components/staff-ui';

describe('SmallButton', () => {
  const BLACK = 'rgb(0, 0, 0)';
  const WHITE = 'rgb(255, 255, 255)';

  it('is the framed white button, solid black for the main action or the chosen tab', () => {
    render(
      <>
        <SmallButton type="button">Odśwież</SmallButton>
        <SmallButton type="submit" variant="primary">Zapisz</SmallButton>
        <SmallButton type="button" role="tab" aria-selected>Menu</SmallButton>
      </>,
    );
    expect(getComputedStyle(screen.getByText('Odśwież'))).toMatchObject({ backgroundColor: WHITE, color: BLACK });
    expect(getComputedStyle(screen.getByText('Zapisz'))).toMatchObject({ backgroundColor: BLACK, color: WHITE });
    expect(getComputedStyle(screen.getByText('Menu'))).toMatchObject({ backgroundColor: BLACK, color: WHITE });
    expect(screen.getByRole('button', { name: 'Zapisz' })).toHaveAttribute('type', 'submit');
  });
});
