import React from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { Button, LinkButton } from '../../../src/components/ui/button';

describe('Button', () => {
  it('is a non-submitting button by default and keeps its variant off the DOM', () => {
    const onClick = jest.fn();
    render(
      <Button variant="primary-reverse-wide" onClick={onClick}>
        Dalej
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Dalej' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('variant');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can submit a form when asked', () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Wyślij</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Zamów
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zamów' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Zamów' })).toBeDisabled();
  });

  it.each(['primary', 'primary-wide', 'primary-thin', 'primary-reverse', 'primary-reverse-wide', 'link'] as const)(
    'renders the %s variant',
    (variant) => {
      render(<Button variant={variant}>{variant}</Button>);
      expect(screen.getByRole('button', { name: variant })).toBeInTheDocument();
    },
  );
});

describe('LinkButton', () => {
  it('links inside the site through Gatsby Link', () => {
    render(
      <LinkButton to="/basket/" variant="primary-basket">
        ZAMAWIAM
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'ZAMAWIAM' });
    expect(link).toHaveAttribute('href', '/basket/');
    expect(link).not.toHaveAttribute('variant');
  });

  it('uses a plain anchor for an outside address', () => {
    render(
      <LinkButton to="https://sklep.example.com/" variant="primary-reverse" target="_blank" rel="noopener noreferrer">
        Sklep
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Sklep' });
    expect(link).toHaveAttribute('href', 'https://sklep.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('the looks of the one Button', () => {
  const styleOf = (text: string) => getComputedStyle(screen.getByText(text));
  const BLACK = 'rgb(0, 0, 0)';
  const WHITE = 'rgb(255, 255, 255)';

  it.each(['primary', 'primary-reverse', 'link', 'choice', 'page', 'icon'] as const)('%s keeps the 44 px tap target', (variant) => {
    render(<Button variant={variant}>x</Button>);
    expect(styleOf('x').minHeight).toBe('44px');
    expect(styleOf('x').minWidth).toBe('44px');
  });

  it('a choice is a white pill that turns black when chosen (pressed, selected or the current page)', () => {
    render(
      <>
        <Button variant="choice" aria-pressed={false}>Maki</Button>
        <Button variant="choice" aria-pressed>Nigiri</Button>
        <Button variant="choice" role="tab" aria-selected>Napoje</Button>
        <Button variant="page" aria-current="page">2</Button>
        <Button variant="page">3</Button>
      </>,
    );
    expect(styleOf('Maki')).toMatchObject({ backgroundColor: WHITE, color: BLACK, borderRadius: '999px' });
    expect(styleOf('Nigiri')).toMatchObject({ backgroundColor: BLACK, color: WHITE });
    expect(styleOf('Napoje')).toMatchObject({ backgroundColor: BLACK, color: WHITE });
    // The pagination's numbers: square and narrow, the current one black and not a pointer.
    expect(styleOf('2')).toMatchObject({ backgroundColor: BLACK, borderRadius: '4px', paddingLeft: '8px', cursor: 'default' });
    expect(styleOf('3')).toMatchObject({ backgroundColor: WHITE, cursor: 'pointer' });
  });

  it('the small size drops the vertical padding and keeps its variant colours', () => {
    render(
      <>
        <Button size="small">Zobacz</Button>
        <Button size="small" variant="primary-reverse" aria-selected>
          Menu
        </Button>
      </>,
    );
    expect(styleOf('Zobacz')).toMatchObject({ paddingTop: '0px', paddingLeft: '16px', backgroundColor: BLACK });
    expect(styleOf('Menu')).toMatchObject({ paddingTop: '0px', backgroundColor: BLACK, color: WHITE });
    expect(screen.getByRole('button', { name: 'Zobacz' })).not.toHaveAttribute('size');
  });

  it('a link-button can wear the choice look', () => {
    render(
      <LinkButton to="/profile/" variant="choice" aria-current="page">
        Moje dane
      </LinkButton>,
    );
    expect(getComputedStyle(screen.getByRole('link', { name: 'Moje dane' })).backgroundColor).toBe(BLACK);
  });
});
