import React from 'react';
import { render, fireEvent, screen, within } from '@testing-library/react';
import { ProductModalView, type ProductModalViewProps } from '../../../../src/features/menu/components/product-modal';
import { normalizeSpaces } from '../../../test-utils';

const PRODUCT = {
  id: 2101,
  name: 'Maki łosoś',
  price: 12.5,
  description: ['8 szt.', 'łosoś'],
  desc: 'Klasyczne maki z łososiem i ogórkiem.',
  image: '/images/menu/maki.svg',
  allergens: ['gluten', 'fish', 'sesame', 'kiwi'],
};

function renderModal(props: Partial<ProductModalViewProps> = {}) {
  const handlers = { onClose: jest.fn(), onAdd: jest.fn() };
  const result = render(
    <ProductModalView product={PRODUCT} isOpen variant="shop" {...handlers} {...props} />,
  );
  return { ...handlers, ...result };
}


describe('ProductModalView', () => {
  it('shows nothing without a product', () => {
    renderModal({ product: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the product: photo, name, price, chips, long description and Polish allergens', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Maki łosoś' });
    const img = within(dialog).getByRole('img', { name: 'Maki łosoś' });
    expect(img).toHaveAttribute('width', '400');
    expect(normalizeSpaces(screen.getByText('Cena').parentElement?.textContent)).toBe('Cena 12,50 zł');
    expect(screen.getByText('8 szt.')).toBeInTheDocument();
    expect(screen.getByText('Klasyczne maki z łososiem i ogórkiem.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alergeny' })).toBeInTheDocument();
    // An unknown code is shown as it came rather than silently dropped.
    expect(screen.getByText('gluten, ryby, sezam, kiwi')).toBeInTheDocument();
  });

  it("says an empty list is empty, shows 'Może zawierać' apart, and the diet (D99)", () => {
    renderModal({ product: { ...PRODUCT, allergens: [], mayContain: ['sesame', 'fish'], diet: 'vegan' } });
    expect(screen.getByText('Bez alergenów z listy 14 (UE)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Może zawierać' })).toBeInTheDocument();
    expect(screen.getByText('sezam, ryby')).toBeInTheDocument();
    expect(screen.getByText('wegańskie')).toBeInTheDocument();
    expect(screen.queryByText('18+')).not.toBeInTheDocument();
  });

  it('marks alcohol 18+ and says an ID is checked (D101)', () => {
    renderModal({ product: { ...PRODUCT, category: 'alcohol' } });
    expect(screen.getByRole('img', { name: 'Tylko dla osób pełnoletnich' })).toHaveTextContent('18+');
    expect(screen.getByText(/wyłącznie osobom pełnoletnim/)).toBeInTheDocument();
    expect(screen.queryByText('Bez alergenów z listy 14 (UE)')).not.toBeInTheDocument();
  });

  it('enlarges the photo on click and says so', () => {
    renderModal();
    const zoom = screen.getByRole('button', { name: 'Powiększ zdjęcie' });
    expect(screen.getByText('Kliknij, aby powiększyć.')).toBeInTheDocument();
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Kliknij, aby pomniejszyć.')).toBeInTheDocument();
    fireEvent.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds the chosen quantity and goes back to 1', () => {
    const { onAdd } = renderModal();
    const minus = screen.getByRole('button', { name: 'Zmniejsz ilość' });
    const plus = screen.getByRole('button', { name: 'Zwiększ ilość' });
    const value = () => within(screen.getByRole('group', { name: 'Ilość' })).getByText(/^\d+$/);
    expect(value()).toHaveTextContent('1');
    expect(minus).toBeDisabled();
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(value()).toHaveTextContent('3');

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith(3);
    expect(value()).toHaveTextContent('1');
    expect(minus).toBeDisabled();
    expect(screen.getByText('Dodano do koszyka: 3 szt.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(onAdd).toHaveBeenLastCalledWith(1);
  });

  it('starts another product at quantity 1', () => {
    const { rerender } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość' }));
    rerender(<ProductModalView product={{ ...PRODUCT, id: 2102, name: 'Nigiri' }} isOpen variant="shop" onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Nigiri' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Ilość' })).getByText('1')).toBeInTheDocument();
  });

  it('has no counter and no add button in the restaurant menu', () => {
    renderModal({ variant: 'restaurant' });
    expect(screen.getByRole('dialog', { name: 'Maki łosoś' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj do koszyka' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ilość' })).not.toBeInTheDocument();
    expect(screen.getByText('Kliknij, aby powiększyć.')).toBeInTheDocument();
  });

  it('disables adding and says why while the shop is closed', () => {
    const { onAdd } = renderModal({ disabledReason: 'Sklep jest teraz zamknięty.' });
    const add = screen.getByRole('button', { name: 'Dodaj do koszyka' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Sklep jest teraz zamknięty.');
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('closes on Escape and with the close button', () => {
    const { onClose } = renderModal();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true })); // the browser's Escape
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
