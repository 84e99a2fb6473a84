/**
 * 'Kod rabatowy' with 'Zastosuj' (and 'Usuń kod' once a code is kept), in the basket and on the
 * summary: the server's answer under it — applied, or the refusal's Polish words with the code
 * left in the field to be fixed — and what codes never discount (D105). Its own small form, so
 * Enter applies the code and never sends the checkout's form.
 */
import React, { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { Field, fieldControl } from '../../../components/ui/field';
import { theme } from '../../../styles/theme';
import { formatGrosze } from '../../../text/format';
import { PROMO_TERMS_NOTE } from '../../prices';
import { applyPromoCode, removePromoCode, type PromoContact } from '../promo-thunks';
import { selectAppliedPromoCode, selectPromoDiscountGrosze } from '../promo-selectors';
import { usePromoState } from '../use-promo-code';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  input { ${fieldControl}; flex: 1 1 10rem; min-width: 0; text-transform: uppercase; }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
`;

export function PromoCodeField({ contact }: { contact?: PromoContact }) {
  const dispatch = useAppDispatch();
  const promo = usePromoState();
  const applied = useAppSelector(selectAppliedPromoCode);
  const discountGrosze = useAppSelector(selectPromoDiscountGrosze);
  const [typed, setTyped] = useState(promo.code);
  const id = useId();
  // The saved code arrives after the first render (restored from storage): show it once it does.
  useEffect(() => setTyped(promo.code), [promo.code]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== '') void dispatch(applyPromoCode(typed, contact));
  };
  const remove = () => {
    dispatch(removePromoCode());
    setTyped('');
  };
  const refused = promo.status === 'refused' || promo.status === 'failed' ? promo.message : null;

  return (
    <form onSubmit={apply} aria-label="Kod rabatowy" noValidate>
      <Field id={`${id}-promo`} label="Kod rabatowy" hint={PROMO_TERMS_NOTE} error={refused ?? undefined}>
        {(control) => (
          <Row>
            <input {...control} name="promoCode" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" maxLength={40} />
            <Button type="submit" variant="primary-reverse" disabled={promo.status === 'checking'}>
              Zastosuj
            </Button>
            {promo.code !== '' && (
              <Button variant="primary-reverse" onClick={remove}>
                Usuń kod
              </Button>
            )}
          </Row>
        )}
      </Field>
      <div aria-live="polite">
        {promo.status === 'checking' && <Note role="status">Sprawdzamy kod…</Note>}
        {applied && (
          <Note role="status">
            Kod {applied} obniża zamówienie o {formatGrosze(discountGrosze)}.
          </Note>
        )}
      </div>
    </form>
  );
}
