/**
 * Product details in a modal: photo (tap to enlarge), name, price, chips, long description,
 * allergens, and the quantity counter with 'Dodaj do koszyka'. ProductModalView takes props
 * only; MenuProductModal (the lazily loaded entry) adds the basket's age-checked add, and
 * connected-product-modal.tsx wires it to the modal slice. The restaurant variant is read-only.
 */
import React, { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import {
  ALLERGENS_HEADING,
  DIET_LABELS,
  MAY_CONTAIN_HEADING,
  NO_ALLERGENS_TEXT,
  allergenLabel,
  suitsDiet,
} from '../../../../domain/rules/allergens';
import { formatMoney } from '../../../text/format';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { QuantityCounter } from '../../../components/ui/quantity-counter';
import { SizedImage } from '../../../components/ui/sized-image';
import { useAgeCheckedAdd, type BasketItemInput } from '../../basket';
import { MENU_TEXT } from './menu-text';
import { AdultBadge, Chips, SoldOutBadge, isAdultItem } from './product-card';
import { theme } from '../../../styles/theme';

export interface ProductModalProduct {
  id: number;
  name: string;
  /** zł */
  price: number;
  description: string[];
  desc: string;
  image: string;
  allergens: string[];
  mayContain?: string[];
  diet?: string;
  category?: string;
  soldOut?: boolean;
}

const ImageButton = styled.button<{ $enlarged: boolean }>`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.palette.surface};
  cursor: ${({ $enlarged }) => ($enlarged ? 'zoom-out' : 'zoom-in')};
  img {
    width: 100%;
    height: auto;
    max-height: ${({ $enlarged }) => ($enlarged ? '80vh' : '260px')};
    object-fit: ${({ $enlarged }) => ($enlarged ? 'contain' : 'cover')};
  }
`;

const Hint = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.palette.mutedText};
`;

const Name = styled.h2`
  margin: ${theme.space.md} 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.xl};
`;

const PriceRow = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  strong { font-size: ${theme.fontSizes.lg}; }
`;

const Desc = styled.p`
  margin: ${theme.space.md} 0;
  white-space: pre-line;
`;

const Allergens = styled.div`
  margin: ${theme.space.md} 0;
  h3 { margin: 0 0 ${theme.space.xs}; font-size: ${theme.fontSizes.md}; }
  p { margin: 0; }
`;

const Order = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
  button:last-child { flex: 1 1 200px; }
`;

const Notice = styled.p`
  margin: ${theme.space.sm} 0 0;
  font-weight: 600;
  color: ${theme.palette.error};
`;

const Status = styled.p`
  margin: ${theme.space.sm} 0 0;
  min-height: 1.5em;
`;

interface DetailsProps {
  product: ProductModalProduct;
  nameId: string;
  canOrder: boolean;
  onAdd?: (quantity: number) => void | boolean | Promise<boolean>;
  disabledReason?: string;
}

function ProductDetails({ product, nameId, canOrder, onAdd, disabledReason: closedReason }: DetailsProps) {
  const disabledReason = closedReason ?? (product.soldOut ? MENU_TEXT.soldOutReason : undefined);
  const [enlarged, setEnlarged] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<number | null>(null);
  const reasonId = `${nameId}-reason`;

  const add = () => {
    // Only a truthy quantity is added (docs/behaviour.md §2); 0 or NaN never reaches the basket.
    if (!quantity || disabledReason) return;
    const shown = quantity;
    // False: the customer cancelled the age question (D101), nothing went in.
    const settled = (went: void | boolean) => {
      if (went === false) return;
      setAdded(shown);
      setQuantity(1);
    };
    const outcome = onAdd?.(quantity);
    if (outcome instanceof Promise) void outcome.then(settled);
    else settled(outcome);
  };

  return (
    <>
      <ImageButton type="button" $enlarged={enlarged} aria-pressed={enlarged} aria-label="Powiększ zdjęcie" onClick={() => setEnlarged((on) => !on)}>
        <SizedImage src={product.image} alt={product.name} width={400} height={300} />
      </ImageButton>
      <Hint>{enlarged ? 'Kliknij, aby pomniejszyć.' : 'Kliknij, aby powiększyć.'}</Hint>
      <Name id={nameId}>{product.name}</Name>
      <PriceRow>
        <span>Cena</span>{' '}
        <strong>{formatMoney(product.price)}</strong>
        {product.soldOut && <SoldOutBadge>{MENU_TEXT.soldOut}</SoldOutBadge>}
        {isAdultItem(product) && <AdultBadge />}
      </PriceRow>
      {isAdultItem(product) && <Hint>{ADULT_NOTE}</Hint>}
      {product.description.length > 0 && (
        <Chips aria-label="Opis">
          {product.description.map((chip, index) => (
            <li key={`${index}-${chip}`}>{chip}</li>
          ))}
        </Chips>
      )}
      {product.desc && <Desc>{product.desc}</Desc>}
      <Allergens>
        <h3>{ALLERGENS_HEADING}</h3>
        {/* An empty list says so (D99): "none" must not look like "not given". */}
        <p>{product.allergens.length > 0 ? product.allergens.map(allergenLabel).join(', ') : NO_ALLERGENS_TEXT}</p>
        {(product.mayContain ?? []).length > 0 && (
          <>
            <h3>{MAY_CONTAIN_HEADING}</h3>
            <p>{product.mayContain!.map(allergenLabel).join(', ')}</p>
          </>
        )}
        {product.diet && suitsDiet(product.diet, 'vegetarian') && (
          <p>{suitsDiet(product.diet, 'vegan') ? DIET_LABELS.vegan : DIET_LABELS.vegetarian}</p>
        )}
      </Allergens>
      {canOrder && (
        <>
          <Order>
            <QuantityCounter value={quantity} onChange={setQuantity} min={1} />
            <Button variant="primary-wide" onClick={add} disabled={Boolean(disabledReason)} aria-describedby={disabledReason ? reasonId : undefined}>
              Dodaj do koszyka
            </Button>
          </Order>
          {disabledReason ? (
            <Notice id={reasonId}>{disabledReason}</Notice>
          ) : (
            <Status role="status">{added ? `Dodano do koszyka: ${added} szt.` : ''}</Status>
          )}
        </>
      )}
    </>
  );
}

/** In the item window of an alcoholic drink (D101); here, not in MENU_TEXT, so the menu's first load does not carry it. */
export const ADULT_NOTE = 'Alkohol sprzedajemy wyłącznie osobom pełnoletnim (18+). Przy odbiorze poprosimy o dokument tożsamości.';

export interface ProductModalViewProps {
  product: ProductModalProduct | null;
  isOpen: boolean;
  onClose: () => void;
  /** 'restaurant' is the menurestauracja variant: no counter, no add button. */
  variant: 'shop' | 'restaurant';
  onAdd?: (quantity: number) => void | boolean | Promise<boolean>;
  /** Why ordering is off right now (the shop is closed); disables the add button. */
  disabledReason?: string;
}

export function ProductModalView({ product, isOpen, onClose, variant, onAdd, disabledReason }: ProductModalViewProps) {
  const nameId = useId();
  return (
    <Modal isOpen={isOpen && product !== null} onClose={onClose} labelledBy={nameId}>
      {product && (
        // Keyed by id: another product starts at quantity 1 with its photo not enlarged.
        <ProductDetails
          key={product.id}
          product={product}
          nameId={nameId}
          canOrder={variant === 'shop'}
          onAdd={onAdd}
          disabledReason={disabledReason}
        />
      )}
    </Modal>
  );
}

/**
 * The item window as the menu opens it: in the shop, 'Dodaj do koszyka' puts `basketItem` in the
 * basket, an alcoholic drink only after the age question (D101); the restaurant variant (no
 * `basketItem`) is read-only. In this lazily loaded file with the window itself, so the question's
 * code is not part of the menu's first load.
 */
export function MenuProductModal({ basketItem, ...view }: Omit<ProductModalViewProps, 'onAdd' | 'variant'> & { basketItem?: BasketItemInput }) {
  const { add, dialog } = useAgeCheckedAdd();
  const onAdd = useCallback((quantity: number) => add(basketItem!, quantity), [add, basketItem]);
  return (
    <>
      <ProductModalView {...view} variant={basketItem ? 'shop' : 'restaurant'} onAdd={basketItem ? onAdd : undefined} />
      {dialog}
    </>
  );
}
