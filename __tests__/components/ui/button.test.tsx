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
