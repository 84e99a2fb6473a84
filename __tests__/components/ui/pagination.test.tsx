import React from 'react';
import { render, fireEvent, screen, within } from '@testing-library/react';
import { Pagination, type PaginationItem } from '../../../src/components/ui/pagination';
import { paginate } from '../../../src/lib/pagination';

const SHIFTED: PaginationItem[] = [
  { type: 'prev', page: 3 },
  { type: 'page', page: 4, current: false },
  { type: 'page', page: 5, current: true },
  { type: 'page', page: 6, current: false },
  { type: 'next', page: 7 },
];

describe('Pagination', () => {
  it('renders nothing for an empty list', () => {
    const { container } = render(<Pagination items={[]} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('draws the items in order inside a labelled nav', () => {
    render(<Pagination items={SHIFTED} onChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Stronicowanie' });
    const names = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Poprzednia strona', 'Strona 4', 'Strona 5', 'Strona 6', 'Następna strona']);
    expect(within(nav).getByRole('button', { name: 'Strona 4' })).toHaveTextContent('4');
  });

  it('marks only the current page with aria-current', () => {
    render(<Pagination items={SHIFTED} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Strona 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Strona 4' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Następna strona' })).not.toHaveAttribute('aria-current');
  });

  it('reports the chosen page, from numbers and arrows', () => {
    const onChange = jest.fn();
    render(<Pagination items={SHIFTED} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Strona 6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Poprzednia strona' }));
    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(onChange.mock.calls).toEqual([[6], [3], [7]]);
  });

  it('ignores a click on the page already shown', () => {
    const onChange = jest.fn();
    render(<Pagination items={SHIFTED} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Strona 5' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Pagination with the pagination rules of src/lib', () => {
  it('draws what paginate() decides: arrows once the window shifts', () => {
    const onChange = jest.fn();
    render(<Pagination items={paginate({ totalItems: 100, pageSize: 10, currentPage: 6 })} onChange={onChange} />);
    const labels = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(labels[0]).toBe('Poprzednia strona');
    expect(labels[labels.length - 1]).toBe('Następna strona');
    expect(labels).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Strona 6' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(onChange).toHaveBeenCalledWith(7);
  });

  it('shows nothing for a single page', () => {
    render(<Pagination items={paginate({ totalItems: 3, pageSize: 10, currentPage: 1 })} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
