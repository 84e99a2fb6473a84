/**
 * The 'Promocje' tab (D105): every code with its terms in words, uses against its limit, whether
 * it is on and when it is valid (Warsaw time); a form for a new code, each code's terms to
 * change, and 'Wyłącz' / 'Włącz'. A used code is never deleted: switching it off keeps its orders' history.
 */
import React, { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Promotion } from '../../../../domain/contract/promotions';
import { useAppDispatch } from '../../../app/hooks';
import { theme } from '../../../styles/theme';
import type { StaffApi } from '../../../lib/shop-api-staff';
import {
  PROMOTION_FIELD_LABELS,
  promotionCreateOf,
  promotionDatesText,
  promotionTermsOf,
  promotionTermsText,
  type PromotionInputs,
} from '../promotion-inputs';
import { hasFieldErrors, type FieldErrors } from '../staff-validation';
import { refusal, STAFF_LOG, staffCall } from '../staff-thunks';
import { PromotionForm } from './promotion-form';
import { Panel, SmallButton } from './staff-ui';

/** The list scrolls on its own on a phone: the page never grows wider than the screen. */
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: ${theme.space.xs}; border-bottom: 1px solid ${theme.palette.border}; text-align: left; vertical-align: top; }
`;

interface FormState {
  errors: FieldErrors;
  error: string;
  saved: boolean;
  busy: boolean;
}
const IDLE: FormState = { errors: {}, error: '', saved: false, busy: false };

/** A refusal in the panel's words; a field the server names is named as staff see it. */
function refusalOf(err: unknown): { message: string; field?: string } {
  const { message, field } = refusal(err);
  const name = field?.split('/').filter(Boolean).pop();
  return name ? { message: `Pole „${PROMOTION_FIELD_LABELS[name] ?? name}”: ${message}`, field: name } : { message };
}

/** One form's send cycle: check, send, then 'Zapisano' or the refusal (next to its field when named). */
function usePromotionSave() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<FormState>(IDLE);
  const save = useCallback(
    async (errors: FieldErrors, call: (api: StaffApi, token: string) => Promise<Promotion>): Promise<Promotion | null> => {
      if (hasFieldErrors(errors)) {
        setState({ ...IDLE, errors, error: 'Popraw zaznaczone pola.' });
        return null;
      }
      setState({ ...IDLE, busy: true });
      try {
        const promotion = await dispatch(staffCall(call));
        setState({ ...IDLE, saved: true });
        return promotion;
      } catch (err) {
        console.error(STAFF_LOG, err);
        const { message, field } = refusalOf(err);
        setState({ ...IDLE, error: message, errors: field ? { [field]: message } : {} });
        return null;
      }
    },
    [dispatch],
  );
  return { state, save };
}

function PromotionRow({ promotion, onChanged }: { promotion: Promotion; onChanged: (p: Promotion) => void }) {
  const [editing, setEditing] = useState(false);
  const { state, save } = usePromotionSave();
  const toggle = async () => {
    const changed = await save({}, (api, token) => api.patchPromotion(token, promotion.id, { active: !promotion.active }));
    if (changed) onChanged(changed);
  };
  const change = async (inputs: PromotionInputs) => {
    const { terms, errors } = promotionTermsOf(inputs);
    const changed = await save(errors, (api, token) => api.patchPromotion(token, promotion.id, terms));
    if (changed) {
      onChanged(changed);
      setEditing(false);
    }
  };
  return (
    <>
      <tr data-testid="promotion-row">
        <th scope="row">{promotion.code}</th>
        <td>{promotionTermsText(promotion)}</td>
        <td>
          {promotion.uses} / {promotion.maxUses ?? '∞'}
        </td>
        <td>{promotion.active ? 'tak' : 'nie'}</td>
        <td>{promotionDatesText(promotion)}</td>
        <td>
          <SmallButton onClick={() => setEditing((on) => !on)} aria-expanded={editing}>
            Zmień
          </SmallButton>{' '}
          <SmallButton onClick={() => void toggle()} disabled={state.busy}>
            {promotion.active ? 'Wyłącz' : 'Włącz'}
          </SmallButton>
          {!editing && state.error && <p role="alert">{state.error}</p>}
        </td>
      </tr>
      {editing && (
        <tr>
          <td colSpan={6}>
            <PromotionForm promotion={promotion} {...state} onSubmit={(inputs) => void change(inputs)} onCancel={() => setEditing(false)} />
          </td>
        </tr>
      )}
    </>
  );
}

export function PromotionsTab() {
  const dispatch = useAppDispatch();
  const [promotions, setPromotions] = useState<Promotion[] | null>(null);
  const [loadError, setLoadError] = useState('');
  // A new key after each added code: the form starts empty again.
  const [formKey, setFormKey] = useState(0);
  const { state, save } = usePromotionSave();

  useEffect(() => {
    dispatch(staffCall((api, token) => api.getPromotions(token))).then(
      (list) => setPromotions(list.data),
      (err) => {
        console.error(STAFF_LOG, err);
        setLoadError(refusal(err).message);
      },
    );
  }, [dispatch]);

  const replace = (changed: Promotion) => setPromotions((list) => (list ?? []).map((p) => (p.id === changed.id ? changed : p)));
  const create = async (inputs: PromotionInputs) => {
    const { body, errors } = promotionCreateOf(inputs);
    const created = await save(errors, (api, token) => api.createPromotion(token, body));
    if (created) {
      setPromotions((list) => [created, ...(list ?? [])]);
      setFormKey((k) => k + 1);
    }
  };

  return (
    <div>
      <Panel aria-labelledby="promotions-heading">
        <h2 id="promotions-heading">Kody rabatowe</h2>
        <p>
          <small>Kod nie obejmuje alkoholu ani dostawy. Minimalna kwota zamówienia i darmowa dostawa liczą się od wartości przed rabatem.</small>
        </p>
        {loadError && <p role="alert">{loadError}</p>}
        {!promotions && !loadError && <p role="status">Wczytujemy kody…</p>}
        {promotions && promotions.length === 0 && <p>Nie ma jeszcze żadnego kodu.</p>}
        {promotions && promotions.length > 0 && (
          <Scroll>
            <Table aria-label="Kody rabatowe">
              <thead>
                <tr>
                  <th>Kod</th>
                  <th>Warunki</th>
                  <th>Użycia</th>
                  <th>Aktywny</th>
                  <th>Ważność</th>
                  <th>Akcje</th>
                </tr>
              </thead>
              <tbody>
                {promotions.map((promotion) => (
                  <PromotionRow key={promotion.id} promotion={promotion} onChanged={replace} />
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
      </Panel>
      <Panel aria-labelledby="new-promotion-heading">
        <h2 id="new-promotion-heading">Nowy kod rabatowy</h2>
        <PromotionForm key={formKey} {...state} saved={state.saved} onSubmit={(inputs) => void create(inputs)} />
      </Panel>
    </div>
  );
}
