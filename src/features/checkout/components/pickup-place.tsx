/** Where and when a pickup order is collected (D95): the restaurant's address from its facts, and how long the kitchen takes. */
import React from 'react';
import { addressLine } from '../../../../domain/rules/restaurant-facts';
import { useAppSelector } from '../../../app/hooks';
import { selectRestaurantInfo } from '../../contact';
import { preparationLine, selectPickupTerms } from '../../prices';

export function PickupPlace() {
  const restaurant = useAppSelector(selectRestaurantInfo);
  const pickup = useAppSelector(selectPickupTerms);
  return (
    <>
      <p data-testid="pickup-place">
        Odbiór osobisty: <strong>{addressLine(restaurant)}</strong>
      </p>
      {pickup && <p>{preparationLine(pickup)}</p>}
    </>
  );
}
