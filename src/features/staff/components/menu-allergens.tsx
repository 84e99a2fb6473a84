/**
 * A menu item's allergens, 'może zawierać' and diet in the staff table (D99). A product or an
 * ingredient is edited here (14 checkboxes per list, the diet as radios, saved with one button);
 * a set shows what the server derived from its contents, read-only, naming the products each
 * allergen comes from: typing a set's list by hand is what let it disagree with its products.
 */
import React, { useState } from 'react';
import styled from 'styled-components';
import {
  ALLERGEN_CODES,
  ALLERGEN_LABELS,
  ALLERGENS_HEADING,
  DIET_LABELS,
  MAY_CONTAIN_HEADING,
  NO_ALLERGENS_TEXT,
  allergenLabel,
  sortAllergens,
  type AllergenSource,
  type Diet,
} from '../../../../domain/rules/allergens';
import type { StaffMenuItem, StaffMenuPatch } from '../../../lib/shop-api-types';
import { theme } from '../../../styles/theme';
import { FieldError, RadioChoice, SmallButton } from './staff-ui';
import { STAFF_TEXT } from './staff-text';

const Box = styled.details`
  summary { cursor: pointer; min-height: ${theme.tapTarget}; display: flex; align-items: center; }
  fieldset { border: 1px solid ${theme.palette.border}; margin: ${theme.space.xs} 0; padding: ${theme.space.xs}; }
  .codes { display: grid; grid-template-columns: repeat(auto-fill, minmax(10em, 1fr)); gap: 0 ${theme.space.sm}; }
  .codes label { display: flex; align-items: center; gap: ${theme.space.xs}; min-height: ${theme.tapTarget}; }
`;

const DIET_OPTIONS: readonly (readonly [Diet, string])[] = [
  ['none', 'bez oznaczenia'],
  ['vegetarian', DIET_LABELS.vegetarian],
  ['vegan', DIET_LABELS.vegan],
];

const names = (codes: readonly string[]) => (codes.length ? codes.map(allergenLabel).join(', ') : '—');

/** One line of what the item says, so the closed row still tells staff what customers read. */
export function allergenSummary(item: Pick<StaffMenuItem, 'allergens' | 'mayContain' | 'diet'>): string {
  const parts = [item.allergens.length ? `${ALLERGENS_HEADING}: ${names(item.allergens)}` : NO_ALLERGENS_TEXT];
  if (item.mayContain.length) parts.push(`${MAY_CONTAIN_HEADING}: ${names(item.mayContain)}`);
  if (item.diet !== 'none') parts.push(DIET_LABELS[item.diet]);
  return parts.join(' · ');
}

/** The body of a PATCH: only the lists that changed, in the regulation's order; a problem in Polish instead. */
export function allergenPatch(item: StaffMenuItem, allergens: Set<string>, mayContain: Set<string>, diet: Diet): StaffMenuPatch | string {
  const both = ALLERGEN_CODES.filter((code) => allergens.has(code) && mayContain.has(code));
  if (both.length) return `Zaznaczono ${names(both)} jako alergen i jako „${MAY_CONTAIN_HEADING.toLowerCase()}” — zostaw jedno.`;
  const body: StaffMenuPatch = {};
  // The API takes only the 14 codes (it refuses others), so the regulation's list is the order.
  const nextAllergens = ALLERGEN_CODES.filter((code) => allergens.has(code));
  const nextTraces = ALLERGEN_CODES.filter((code) => mayContain.has(code));
  if (nextAllergens.join() !== sortAllergens(item.allergens).join()) body.allergens = nextAllergens;
  if (nextTraces.join() !== sortAllergens(item.mayContain).join()) body.mayContain = nextTraces;
  if (diet !== item.diet) body.diet = diet;
  return body;
}

function CodeChecks(props: { legend: string; chosen: Set<string>; disabled: boolean; onToggle: (code: string) => void }) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <div className="codes">
        {ALLERGEN_CODES.map((code) => (
          <label key={code}>
            <input type="checkbox" checked={props.chosen.has(code)} disabled={props.disabled} onChange={() => props.onToggle(code)} />
            {ALLERGEN_LABELS[code]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const toggled = (set: Set<string>, code: string) => {
  const next = new Set(set);
  if (!next.delete(code)) next.add(code);
  return next;
};

export function ProductAllergens(props: { item: StaffMenuItem; busy: boolean; onSave: (body: StaffMenuPatch) => Promise<string> }) {
  const { item, busy } = props;
  const [allergens, setAllergens] = useState(() => new Set(item.allergens));
  const [mayContain, setMayContain] = useState(() => new Set(item.mayContain));
  const [diet, setDiet] = useState<Diet>(item.diet);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const change = (apply: () => void) => (apply(), setSaved(false), setError(''));
  const save = async () => {
    const body = allergenPatch(item, allergens, mayContain, diet);
    if (typeof body === 'string') return setError(body);
    if (Object.keys(body).length === 0) return setSaved(true);
    const problem = await props.onSave(body);
    setError(problem);
    setSaved(!problem);
  };
  return (
    <Box>
      <summary>{allergenSummary(item)}</summary>
      <CodeChecks legend={`${item.name}: alergeny`} chosen={allergens} disabled={busy} onToggle={(c) => change(() => setAllergens((s) => toggled(s, c)))} />
      <CodeChecks legend={`${item.name}: może zawierać`} chosen={mayContain} disabled={busy} onToggle={(c) => change(() => setMayContain((s) => toggled(s, c)))} />
      <RadioChoice legend={`${item.name}: dieta`} name={`diet-${item.id}`} options={DIET_OPTIONS} value={diet} onChange={(d) => change(() => setDiet(d))} />
      <SmallButton type="button" disabled={busy} onClick={() => void save()}>
        {STAFF_TEXT.save} alergeny i dietę
      </SmallButton>
      {error ? <FieldError role="alert">{error}</FieldError> : <span role="status">{saved ? STAFF_TEXT.saved : ''}</span>}
    </Box>
  );
}

function Sources({ heading, sources, codes }: { heading: string; sources: readonly AllergenSource[] | undefined; codes: readonly string[] }) {
  if (!codes.length) return null;
  const from = new Map((sources ?? []).map((s) => [s.allergen, s.from]));
  return (
    <>
      <strong>{heading}:</strong>
      <ul>
        {codes.map((code) => (
          <li key={code}>
            {allergenLabel(code)}
            {from.get(code)?.length ? ` — z: ${from.get(code)!.join(', ')}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A set's lists as derived by the server; nothing to tick. */
export function SetAllergens({ item }: { item: StaffMenuItem }) {
  return (
    <Box data-testid="set-allergens">
      <summary>{allergenSummary(item)}</summary>
      <p>Wyliczone z zawartości zestawu — zmień je w produktach.</p>
      {item.allergens.length ? null : <p>{NO_ALLERGENS_TEXT}</p>}
      <Sources heading={ALLERGENS_HEADING} sources={item.allergenSources} codes={item.allergens} />
      <Sources heading={MAY_CONTAIN_HEADING} sources={item.mayContainSources} codes={item.mayContain} />
      <p>Dieta: {item.diet === 'none' ? 'bez oznaczenia' : DIET_LABELS[item.diet]}</p>
    </Box>
  );
}
