/** What the checkout pages show under their heading when the basket is empty. */
import React from 'react';
import { LinkButton } from '../../../components/ui/button';

export function EmptyBasket() {
  return (
    <>
      <p>Nie masz produktów w koszyku.</p>
      <LinkButton to="/menu/">Wróć do menu</LinkButton>
    </>
  );
}
