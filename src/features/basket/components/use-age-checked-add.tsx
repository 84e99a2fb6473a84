/**
 * Adding to the basket with the age question of D101: an alcoholic drink, while the basket has
 * no confirmation yet, waits for 'Mam ukończone 18 lat'; 'Anuluj' adds nothing. The dialog's
 * code loads only when it is first needed, so the menu's first load does not carry it.
 */
import React, { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { lazyPart } from '../../../components/ui/lazy-part';
import type { BasketItemInput } from '../basket-slice';
import { addItem, confirmAdultAge, needsAgeCheck } from '../basket-thunks';

const ageCheckDialog = lazyPart(async () => (await import('./age-check-dialog')).AgeCheckDialog);

interface Pending {
  item: BasketItemInput;
  quantity: number;
  settle: (added: boolean) => void;
}

export interface AgeCheckedAdd {
  /** Adds at once (true), or asks the age first (D101) and resolves whether anything was added. */
  add: (item: BasketItemInput, quantity: number) => true | Promise<boolean>;
  /** The age question while it is asked, else null: render it next to the add button. */
  dialog: ReactNode;
}

export function useAgeCheckedAdd(): AgeCheckedAdd {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Pending | null>(null);

  const add = useCallback(
    (item: BasketItemInput, quantity: number): true | Promise<boolean> => {
      if (!needsAgeCheck(item)) {
        dispatch(addItem(item, quantity));
        return true;
      }
      return new Promise<boolean>((settle) => setPending({ item, quantity, settle }));
    },
    [dispatch],
  );

  const answer = (isAdult: boolean) => {
    if (!pending) return;
    if (isAdult) {
      confirmAdultAge();
      dispatch(addItem(pending.item, pending.quantity));
    }
    pending.settle(isAdult);
    setPending(null);
  };

  const dialog = pending && (
    <Suspense fallback={null}>
      <ageCheckDialog.Component onConfirm={() => answer(true)} onCancel={() => answer(false)} />
    </Suspense>
  );
  return { add, dialog };
}
