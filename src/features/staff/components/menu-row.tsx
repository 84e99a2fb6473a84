/**
 * One menu item in the staff table: visible and 'wyprzedane dziś' switch at once; price and
 * description are edited, checked and saved with 'Zapisz'; allergens, traces and diet have their
 * own save (a set's are derived, shown read-only, D99).
 */
import React, { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { fetchStaffMenu, patchStaffMenuItem } from '../staff-thunks';
import { descError, parseZloty, priceError, zlotyInput } from '../staff-validation';
import type { StaffMenuItem, StaffMenuPatch } from '../../../lib/shop-api-types';
import { STAFF_TEXT } from './staff-text';
import { FieldError, SmallButton } from './staff-ui';
import { ProductAllergens, SetAllergens } from './menu-allergens';

export const TYPE_NAMES: Record<string, string> = { set: 'Zestaw', product: 'Produkt', ingredient: 'Składnik' };

export function MenuRow({ item }: { item: StaffMenuItem }) {
  const dispatch = useAppDispatch();
  const [price, setPrice] = useState(zlotyInput(item.price));
  const [desc, setDesc] = useState(item.desc);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const patch = async (body: StaffMenuPatch) => {
    setBusy(true);
    setSaved(false);
    const outcome = await dispatch(patchStaffMenuItem(item.id, body));
    setBusy(false);
    if (outcome.ok) {
      setError('');
      setSaved(true);
    } else setError(outcome.message);
  };
  /** Saves the lists, then re-reads the menu: the sets holding this item derive theirs anew (D99). */
  const saveAllergens = async (body: StaffMenuPatch) => {
    setBusy(true);
    const outcome = await dispatch(patchStaffMenuItem(item.id, body));
    setBusy(false);
    if (!outcome.ok) return outcome.message;
    await dispatch(fetchStaffMenu());
    return '';
  };
  const saveText = () => {
    const problem = priceError(price) ?? descError(desc);
    if (problem) return setError(problem);
    const body: StaffMenuPatch = {};
    const value = parseZloty(price)!;
    if (value !== item.price) body.price = value;
    if (desc !== item.desc) body.desc = desc;
    if (Object.keys(body).length === 0) return setSaved(true);
    void patch(body);
  };
  const label = item.name;
  return (
    <tr data-testid="staff-menu-row" data-item-id={item.id}>
      <td>
        <strong>{item.name}</strong>
        <br />
        <small>
          {TYPE_NAMES[item.type] ?? item.type} · {item.category} · {item.id}
        </small>
      </td>
      <td>
        <input type="checkbox" aria-label={`${label}: widoczne`} checked={item.isVisible} disabled={busy} onChange={(e) => void patch({ isVisible: e.target.checked })} />
      </td>
      <td>
        <input type="checkbox" aria-label={`${label}: wyprzedane dziś`} checked={item.soldOutToday} disabled={busy} onChange={(e) => void patch({ soldOutToday: e.target.checked })} />
      </td>
      <td>
        <input aria-label={`${label}: cena (zł)`} inputMode="decimal" size={7} value={price} onChange={(e) => (setPrice(e.target.value), setSaved(false))} aria-invalid={error ? true : undefined} />
      </td>
      <td>
        <textarea aria-label={`${label}: opis`} rows={2} value={desc} onChange={(e) => (setDesc(e.target.value), setSaved(false))} />
      </td>
      <td>
        {item.type === 'set' ? <SetAllergens item={item} /> : <ProductAllergens item={item} busy={busy} onSave={saveAllergens} />}
      </td>
      <td>
        <SmallButton type="button" disabled={busy} onClick={saveText}>
          {STAFF_TEXT.save}
        </SmallButton>
        {error ? <FieldError role="alert">{error}</FieldError> : <span role="status">{saved ? STAFF_TEXT.saved : ''}</span>}
      </td>
    </tr>
  );
}
