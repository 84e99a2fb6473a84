/**
 * 'Dane restauracji': the seller's name, address, NIP, phone and e-mail that the footer, the
 * contact section, the JSON-LD, the terms and the privacy policy show (D68). Until every one is
 * filled in, the panel says so: a production publish refuses the seed's placeholders.
 */
import React, { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { saveStaffSetting } from '../staff-thunks';
import { validateRestaurantFacts } from '../staff-validation';
import { RESTAURANT_FACT_LABELS } from '../../../../domain/rules/restaurant-fact-labels';
import { FACT_PLACEHOLDER, missingFacts, RESTAURANT_FACT_KEYS, type RestaurantFacts } from '../../../../domain/rules/restaurant-facts';
import { TextField } from '../../../components/ui/text-field';
import { Panel, SaveFooter } from './staff-ui';
import { useStaffForm } from './use-staff-form';

// The form starts empty where the seed left a placeholder: staff type the real value.
const editable = (facts: RestaurantFacts): RestaurantFacts =>
  Object.fromEntries(RESTAURANT_FACT_KEYS.map((key) => [key, facts[key].includes(FACT_PLACEHOLDER) ? '' : facts[key]])) as unknown as RestaurantFacts;

export function RestaurantForm({ facts }: { facts: RestaurantFacts }) {
  const dispatch = useAppDispatch();
  const form = useStaffForm();
  const [values, setValues] = useState(() => editable(facts));
  const missing = missingFacts(facts);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(RESTAURANT_FACT_KEYS.map((key) => [key, values[key].trim()])) as unknown as RestaurantFacts;
    void form.submit(validateRestaurantFacts(body), () =>
      dispatch(saveStaffSetting('restaurant', (api, token) => api.saveRestaurantFacts(token, body))),
    );
  };
  return (
    <Panel aria-labelledby="restaurant-heading">
      <h2 id="restaurant-heading">Dane restauracji</h2>
      {missing.length > 0 && (
        <p role="status" data-testid="restaurant-missing">
          Do uzupełnienia przed publikacją: {missing.map((key) => RESTAURANT_FACT_LABELS[key]).join(', ')}.
        </p>
      )}
      <form onSubmit={submit} noValidate>
        {RESTAURANT_FACT_KEYS.map((key) => (
          <TextField
            key={key}
            name={key}
            label={RESTAURANT_FACT_LABELS[key]}
            value={values[key]}
            onChange={(value) => (setValues((current) => ({ ...current, [key]: value })), form.touched())}
            error={form.errors[key]}
          />
        ))}
        <SaveFooter form={form} />
      </form>
    </Panel>
  );
}
