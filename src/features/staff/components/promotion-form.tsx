/**
 * One promo code's form in the 'Promocje' tab (D105): a new code, or a kept one's terms (its
 * code never changes). Percent OR amount; every limit optional; dates in Warsaw time; the menu's
 * categories the code leaves out (alcohol never counts: the law keeps it out of every promotion).
 */
import React, { useId, useState } from 'react';
import styled from 'styled-components';
import { CATEGORY_LABELS, ADULT_CATEGORY, INGREDIENT_CATEGORY, type Category } from '../../../../domain/rules/menu-catalogue';
import type { Promotion } from '../../../../domain/contract/promotions';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { theme } from '../../../styles/theme';
import { EMPTY_PROMOTION_INPUTS, inputsOf, type PromoKind, type PromotionInputs } from '../promotion-inputs';
import type { FieldErrors } from '../staff-validation';
import { FieldError, RadioChoice, Row, SaveStatus, SmallButton } from './staff-ui';

/** Categories a code may leave out: alcohol is out of every code already, bare ingredients are never ordered. */
const EXCLUDABLE = (Object.keys(CATEGORY_LABELS) as Category[]).filter((c) => c !== ADULT_CATEGORY && c !== INGREDIENT_CATEGORY);

const KIND_OPTIONS = [
  ['percent', 'Procent'],
  ['amount', 'Kwota (zł)'],
] as const;
const FULFILMENT_OPTIONS = [
  ['both', 'Dostawa i odbiór'],
  ['delivery', 'Tylko dostawa'],
  ['pickup', 'Tylko odbiór osobisty'],
] as const;

const DateLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  font-weight: 600;
  input { font: inherit; min-height: ${theme.tapTarget}; }
`;

const Categories = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${theme.space.md};
  display: flex;
  flex-wrap: wrap;
  column-gap: ${theme.space.md};
`;

export interface PromotionFormProps {
  /** The code to change; absent: a new one. */
  promotion?: Promotion;
  errors: FieldErrors;
  error: string;
  saved: boolean;
  busy: boolean;
  onSubmit: (inputs: PromotionInputs) => void;
  onCancel?: () => void;
}

export function PromotionForm({ promotion, errors, error, saved, busy, onSubmit, onCancel }: PromotionFormProps) {
  const [inputs, setInputs] = useState<PromotionInputs>(() => (promotion ? inputsOf(promotion) : EMPTY_PROMOTION_INPUTS));
  const id = useId();
  const set =
    <K extends keyof PromotionInputs>(key: K) =>
    (value: PromotionInputs[K]) =>
      setInputs((current) => ({ ...current, [key]: value }));
  const toggleCategory = (category: string) => (on: boolean) =>
    set('excludedCategories')(on ? [...inputs.excludedCategories, category] : inputs.excludedCategories.filter((c) => c !== category));
  const valueError = errors.percent ?? errors.amount;
  const dateField = (key: 'validFrom' | 'validTo', label: string) => (
    <div>
      <DateLabel>
        {label} (czas warszawski, opcjonalnie)
        <input
          type="datetime-local"
          name={key}
          value={inputs[key]}
          onChange={(e) => set(key)(e.target.value)}
          aria-invalid={errors[key] ? true : undefined}
        />
      </DateLabel>
      {errors[key] && <FieldError>{errors[key]}</FieldError>}
    </div>
  );

  return (
    <form
      aria-label={promotion ? `Zmiana kodu ${promotion.code}` : 'Nowy kod rabatowy'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(inputs);
      }}
    >
      {promotion ? (
        <h3>Kod {promotion.code}</h3>
      ) : (
        <TextField name="code" label="Kod" hint="3–20 liter, cyfr lub myślników; wielkość liter bez znaczenia." value={inputs.code} onChange={set('code')} error={errors.code} />
      )}
      <RadioChoice legend="Rodzaj rabatu" name={`${id}-kind`} options={KIND_OPTIONS} value={inputs.kind} onChange={(kind: PromoKind) => set('kind')(kind)} />
      <TextField
        name="value"
        label={inputs.kind === 'percent' ? 'Rabat (%)' : 'Rabat (zł)'}
        inputMode={inputs.kind === 'percent' ? 'numeric' : 'decimal'}
        value={inputs.value}
        onChange={set('value')}
        error={valueError}
      />
      <TextField name="minimumOrder" label="Minimalna kwota zamówienia (zł)" hint="Wartość produktów przed rabatami." inputMode="decimal" optional value={inputs.minimumOrder} onChange={set('minimumOrder')} error={errors.minimumOrder} />
      <Row>
        {dateField('validFrom', 'Ważny od')}
        {dateField('validTo', 'Ważny do')}
      </Row>
      <TextField name="maxUses" label="Limit użyć" inputMode="numeric" optional value={inputs.maxUses} onChange={set('maxUses')} error={errors.maxUses} />
      <TextField
        name="maxUsesPerCustomer"
        label="Limit użyć na klienta"
        hint="Klienta rozpoznajemy po e-mailu i telefonie."
        inputMode="numeric"
        optional
        value={inputs.maxUsesPerCustomer}
        onChange={set('maxUsesPerCustomer')}
        error={errors.maxUsesPerCustomer}
      />
      <RadioChoice legend="Sposób odbioru" name={`${id}-fulfilment`} options={FULFILMENT_OPTIONS} value={inputs.fulfilment} onChange={set('fulfilment')} />
      <Checkbox id={`${id}-first`} label="Tylko pierwsze zamówienie klienta" checked={inputs.firstOrderOnly} onChange={set('firstOrderOnly')} error={errors.firstOrderOnly} />
      <Categories>
        <legend>Kod nie obejmuje kategorii (alkohol i dostawa nigdy nie są objęte rabatem)</legend>
        {EXCLUDABLE.map((category) => (
          <Checkbox
            key={category}
            id={`${id}-${category}`}
            label={CATEGORY_LABELS[category]}
            checked={inputs.excludedCategories.includes(category)}
            onChange={toggleCategory(category)}
          />
        ))}
      </Categories>
      {errors.excludedCategories && <FieldError>{errors.excludedCategories}</FieldError>}
      <Row>
        <SmallButton type="submit" variant="primary" disabled={busy}>
          {promotion ? 'Zapisz zmiany' : 'Dodaj kod'}
        </SmallButton>
        {onCancel && (
          <SmallButton type="button" onClick={onCancel}>
            Anuluj
          </SmallButton>
        )}
      </Row>
      <SaveStatus saved={saved} error={error} />
    </form>
  );
}
