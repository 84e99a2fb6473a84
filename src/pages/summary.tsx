import React, { useEffect, useState, type FormEvent } from 'react';
import { Link, navigate, type HeadFC } from 'gatsby';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { TextField } from '../components/ui/text-field';
import { OrderLines } from '../features/checkout';
import { Layout } from '../features/app';
import { Seo } from '../features/seo';
import { Button, LinkButton } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { ErrorText } from '../components/ui/date-input';
import { selectBasketItems, selectBasketTotal, selectHasAlcohol } from '../features/basket';
import { SUMMARY_FIELDS, validateCheckout, type CheckoutErrors } from '../features/checkout';
import { loadDeliveryTimes, loadOpeningHours, ZONE_UNCHECKED_MESSAGE } from '../features/checkout';
import { useCheckoutForm, useDeliveryZone } from '../features/checkout';
import type { DeliveryTimes, OpeningHours } from '../lib/shop-api-types';
import { CheckoutFieldset } from '../features/checkout';
import { theme } from '../styles/theme';

const TITLE = 'Podsumowanie zamówienia';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

const timeFormat = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

const formatSlot = (iso: string) => timeFormat.format(new Date(iso));

export default function SummaryPage() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectBasketItems);
  const itemsTotal = useAppSelector(selectBasketTotal);
  const hasAlcohol = useAppSelector(selectHasAlcohol);
  const { form, loaded, update } = useCheckoutForm();
  const zone = useDeliveryZone(form.postalCode);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [times, setTimes] = useState<DeliveryTimes | null>(null);
  const [hours, setHours] = useState<OpeningHours | null>(null);

  useEffect(() => {
    void dispatch(loadDeliveryTimes()).then(setTimes);
    void dispatch(loadOpeningHours()).then(setHours);
  }, [dispatch]);

  // Only a definite "we do not deliver there" stops the customer; a lookup that could not be
  // made (offline, server trouble) does not: the server prices the zone when the order arrives.
  const outOfZone = zone !== null && !zone.ok && zone.outOfZone;
  const zoneUnchecked = zone !== null && !zone.ok && !zone.outOfZone;
  const postalError = errors.postalCode ?? (outOfZone ? zone.message : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const all = validateCheckout(form, { hasAlcohol });
    const found: CheckoutErrors = {};
    for (const field of SUMMARY_FIELDS) if (all[field]) found[field] = all[field];
    setErrors(found);
    if (Object.keys(found).length > 0 || outOfZone) {
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    void navigate('/payment/');
  };

  const set = <K extends keyof typeof form>(field: K) => (value: (typeof form)[K]) => {
    update(field, value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  if (items.length === 0) {
    return (
      <Layout width="narrow">
        <h1>{TITLE}</h1>
        <p>Nie masz produktów w koszyku.</p>
        <LinkButton to="/menu/">Wróć do menu</LinkButton>
      </Layout>
    );
  }

  return (
    <Layout width="narrow">
      <h1>{TITLE}</h1>
      <OrderLines items={items} itemsTotal={itemsTotal} deliveryPrice={zone && zone.ok ? zone.zone.price : null} />
      {zone && zone.ok && <p>Strefa dostawy: {zone.zone.zone}</p>}
      {zoneUnchecked && <p role="status">{ZONE_UNCHECKED_MESSAGE}</p>}
      {hours && (
        <p>
          Godziny otwarcia: {hours.summary}
          {!hours.openNow && ' (teraz zamknięte — wybierz godzinę dostawy)'}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} aria-busy={!loaded}>
        <CheckoutFieldset>
          <legend>Dane do dostawy</legend>
          <TextField name="name" label="Imię i nazwisko" value={form.name} onChange={set('name')} error={errors.name} autoComplete="name" />
          <TextField
            name="phoneNumber"
            label="Telefon"
            type="tel"
            value={form.phoneNumber}
            onChange={set('phoneNumber')}
            error={errors.phoneNumber}
            autoComplete="tel"
            inputMode="tel"
            hint="Np. 600 100 200 lub +48 600 100 200"
          />
          <TextField name="email" label="E-mail" type="email" value={form.email} onChange={set('email')} error={errors.email} autoComplete="email" />
          <TextField name="street" label="Ulica i numer" value={form.street} onChange={set('street')} error={errors.street} autoComplete="address-line1" />
          <TextField
            name="postalCode"
            label="Kod pocztowy"
            value={form.postalCode}
            onChange={set('postalCode')}
            error={postalError}
            autoComplete="postal-code"
            hint="NN-NNN"
          />
          <TextField name="city" label="Miejscowość" value={form.city} onChange={set('city')} error={errors.city} autoComplete="address-level2" />
          <TextField name="notes" label="Uwagi do zamówienia" value={form.notes} onChange={set('notes')} error={errors.notes} optional multiline />
        </CheckoutFieldset>
        <CheckoutFieldset>
          <legend>Czas dostawy</legend>
          <label className="radio">
            <input
              type="radio"
              name="deliveryType"
              checked={form.deliveryType === 'asap'}
              disabled={times !== null && !times.asap}
              onChange={() => update('deliveryType', 'asap')}
            />
            Jak najszybciej
          </label>
          <label className="radio">
            <input
              type="radio"
              name="deliveryType"
              checked={form.deliveryType === 'scheduled'}
              onChange={() => update('deliveryType', 'scheduled')}
            />
            Na wybraną godzinę
          </label>
          {form.deliveryType === 'scheduled' && (
            <>
              <label htmlFor="delivery-at">Godzina dostawy</label>{' '}
              <select
                id="delivery-at"
                value={form.deliveryAt}
                onChange={(event) => set('deliveryAt')(event.target.value)}
                aria-invalid={errors.deliveryAt ? true : undefined}
                aria-describedby={errors.deliveryAt ? 'delivery-at-error' : undefined}
              >
                <option value="">— wybierz —</option>
                {(times?.slots ?? []).map((slot) => (
                  <option key={slot} value={slot}>
                    {formatSlot(slot)}
                  </option>
                ))}
              </select>
              {errors.deliveryAt && <ErrorText id="delivery-at-error">{errors.deliveryAt}</ErrorText>}
            </>
          )}
          {times !== null && !times.asap && <p>Teraz nie dowozimy: wybierz godzinę dostawy w godzinach otwarcia.</p>}
        </CheckoutFieldset>
        <Checkbox
          id="accepted-terms"
          checked={form.acceptedTerms}
          onChange={set('acceptedTerms')}
          error={errors.acceptedTerms}
          required
          label={
            <>
              Akceptuję <Link to="/regulamin/">regulamin</Link> i zapoznałem(-am) się z{' '}
              <Link to="/polityka-prywatnosci/">polityką prywatności</Link>
            </>
          }
        />
        {hasAlcohol && (
          <Checkbox
            id="adult-confirmed"
            checked={form.adultConfirmed}
            onChange={set('adultConfirmed')}
            error={errors.adultConfirmed}
            required
            label="Mam ukończone 18 lat (w koszyku jest alkohol; kurier może poprosić o dokument)"
          />
        )}
        <Links>
          <LinkButton to="/basket/" variant="primary-reverse">
            Wróć do koszyka
          </LinkButton>
          <Button type="submit" variant="primary">
            Dalej
          </Button>
        </Links>
      </form>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Podsumowanie zamówienia: adres dostawy, strefa, czas dostawy i akceptacja regulaminu." path={location.pathname} />
);
