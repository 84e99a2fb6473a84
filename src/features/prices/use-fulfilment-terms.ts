import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { reloadFulfilmentTerms } from './prices-thunks';

/**
 * Asks for both ways' terms when a screen that lets the customer choose opens (basket, summary,
 * payment): staff may have switched one off since the page load, and no other page needs
 * pickup's terms, so they are not part of every page's load.
 */
export function useFulfilmentTerms(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(reloadFulfilmentTerms());
  }, [dispatch]);
}
