/**
 * The product modal wired to the store: open and product from the modal slice, closing by
 * productModalClosed. The shop variant adds to the basket (disabled, with the reason, while
 * the shop is closed); the restaurant variant is read-only, so it gets no add handler.
 * The modal itself, and the shop's age question with it (D101), is not part of the first paint
 * (ui/lazy-part.ts).
 */
import React, { Suspense, useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  productModalClosed,
  selectIsProductModalActive,
  selectProductData,
  type ModalProduct,
} from '../../modal';
import { selectIsShopClosed } from '../../system';
import { lazyPart, useFetchWhenIdle } from '../../../components/ui/lazy-part';
import type { ProductModalProduct } from './product-modal';
import { MENU_TEXT } from './menu-text';
import type { MenuVariant } from './menu-variant';

const productModal = lazyPart(async () => (await import('./product-modal')).MenuProductModal);

const toViewProduct = (product: ModalProduct): ProductModalProduct => ({
  id: product.id,
  name: product.name,
  price: product.price,
  description: product.description,
  desc: product.desc,
  image: product.image,
  allergens: product.allergens ?? [],
  mayContain: product.mayContain ?? [],
  diet: product.diet ?? 'none',
  category: product.category ?? '',
  soldOut: product.soldOut === true,
});

export function ConnectedProductModal({ variant }: { variant: MenuVariant }) {
  const dispatch = useAppDispatch();
  const isShop = variant === 'shop';
  useFetchWhenIdle(productModal.fetchEarly);
  const isOpen = useAppSelector(selectIsProductModalActive);
  const product = useAppSelector(selectProductData);
  const isShopClosed = useAppSelector(selectIsShopClosed);
  const viewProduct = useMemo(() => (isOpen ? toViewProduct(product) : null), [isOpen, product]);

  const close = useCallback(() => dispatch(productModalClosed()), [dispatch]);

  if (!isOpen) return null;
  // The window keeps its own counter (minimum 1, back to 1 after adding) and hands over the
  // chosen quantity; the basket event also resets the modal slice's counter.
  return (
    <Suspense fallback={null}>
      <productModal.Component
        product={viewProduct}
        basketItem={isShop ? product : undefined}
        isOpen
        onClose={close}
        disabledReason={isShop && isShopClosed ? MENU_TEXT.shopClosed : undefined}
      />
    </Suspense>
  );
}
