/**
 * The chips of the dietary filter (D100): 'Bez: gluten' … for the 14 allergens, a switch that also
 * hides what may contain them, and 'wegetariańskie' / 'wegańskie'; under them how many items are
 * hidden and why, with 'Pokaż wszystko'. Its own chunk: the menu loads it when the customer opens
 * the filter or arrives by a filtered link. Every change is written into the link at once.
 */
import React, { useId, useMemo } from 'react';
import styled from 'styled-components';
import { ALLERGEN_CODES, ALLERGEN_LABELS, DIET_LABELS, type Diet } from '../../../../domain/rules/allergens';
import { useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/root-reducer';
import { Button } from '../../../components/ui/button';
import { formatCount, type PluralForms } from '../../../text/format';
import { theme } from '../../../styles/theme';
import { NO_DIETARY_FILTER, isDietaryFilterOn, type DietaryFilter } from '../dietary-filter';
import { showDietaryFilterInUrl } from '../dietary-filter-url';
import type { MenuSelectors } from '../menu-selectors';

// One chunk: the menu reads a filtered link with the same code the chips write it with.
export { parseDietaryFilter } from '../dietary-filter-url';

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.palette.border};
  border-radius: ${theme.radii.md};
  fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
  legend { margin-bottom: ${theme.space.xs}; font-weight: 700; }
  label { display: flex; align-items: center; gap: ${theme.space.sm}; min-height: ${theme.tapTarget}; }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  p { margin: 0; }
`;

// Accusative after 'Ukryto': 'Ukryto 1 pozycję', '3 pozycje', '7 pozycji'.
const HIDDEN_FORMS: PluralForms = { one: 'pozycję', few: 'pozycje', many: 'pozycji', other: 'pozycji' };

const listWith = (words: string[], conjunction: string): string =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;

/** 'Ukryto 7 pozycji: zawierają sezam lub gluten (lub mogą je zawierać); nie są wegańskie.' */
export function hiddenSummary(hidden: number, filter: DietaryFilter): string {
  if (!isDietaryFilterOn(filter)) return '';
  if (hidden === 0) return 'Filtr niczego nie ukrywa.';
  const reasons: string[] = [];
  if (filter.avoid.length > 0) {
    const names = listWith(filter.avoid.map((code) => ALLERGEN_LABELS[code as keyof typeof ALLERGEN_LABELS] ?? code), 'lub');
    reasons.push(`zawierają ${names}${filter.traces ? ' lub mogą je zawierać' : ''}`);
  }
  if (filter.diet !== 'none') reasons.push(`nie są ${filter.diet === 'vegan' ? 'wegańskie' : 'wegetariańskie'}`);
  return `Ukryto ${formatCount(hidden, HIDDEN_FORMS)}: ${reasons.join('; ')}.`;
}

/** The menu's lists before and after the dietary filter (the grid's and the add-ons'). */
export interface FilteredLists<T> {
  results: T[];
  shown: T[];
  extras: T[];
  shownExtras: T[];
}

/**
 * The items the filter hides from what category and search would show, the add-ons included.
 * Here, not in the selectors, because only this panel says it (the menu's first load stays small).
 */
export function hiddenByDietaryFilter<T>({ results, shown, extras, shownExtras }: FilteredLists<T>): T[] {
  // The grid's items include the extras (selectMenuItems joins them): each hidden item counts once.
  const kept = new Set([...shown, ...shownExtras]);
  return [...new Set([...results, ...extras])].filter((item) => !kept.has(item));
}

export interface DietaryFilterPanelProps {
  filter: DietaryFilter;
  /** The menu's selectors (shop or restaurant variant), for the lists before and after the filter. */
  selectors: MenuSelectors<RootState>;
  onChange: (filter: DietaryFilter) => void;
}

export function DietaryFilterPanel({ filter, selectors, onChange }: DietaryFilterPanelProps) {
  const tracesId = useId();
  const results = useAppSelector(selectors.selectCategoryAndSearchResults);
  const shown = useAppSelector(selectors.selectFilteredAndSearchedMenu);
  const extras = useAppSelector(selectors.selectFilteredIngredients);
  const shownExtras = useAppSelector(selectors.selectShownExtras);
  const hidden = useMemo(() => hiddenByDietaryFilter({ results, shown, extras, shownExtras }).length, [results, shown, extras, shownExtras]);
  const change = (next: DietaryFilter) => {
    showDietaryFilterInUrl(next);
    onChange(next);
  };
  const toggleAllergen = (code: string) => {
    const avoid = filter.avoid.includes(code) ? filter.avoid.filter((c) => c !== code) : ALLERGEN_CODES.filter((c) => c === code || filter.avoid.includes(c));
    change({ ...filter, avoid, traces: avoid.length > 0 && filter.traces });
  };
  const toggleDiet = (diet: Exclude<Diet, 'none'>) => change({ ...filter, diet: filter.diet === diet ? 'none' : diet });

  return (
    <Panel>
      <fieldset>
        <legend>Nie mogę jeść</legend>
        <Chips>
          {ALLERGEN_CODES.map((code) => (
            <li key={code}>
              <Button variant="choice" size="small" aria-pressed={filter.avoid.includes(code)} onClick={() => toggleAllergen(code)}>
                Bez: {ALLERGEN_LABELS[code]}
              </Button>
            </li>
          ))}
        </Chips>
        <label htmlFor={tracesId}>
          <input
            id={tracesId}
            type="checkbox"
            checked={filter.traces}
            disabled={filter.avoid.length === 0}
            onChange={(event) => change({ ...filter, traces: event.target.checked })}
          />
          Ukryj też to, co „może zawierać” wybrane alergeny
        </label>
      </fieldset>
      <fieldset>
        <legend>Dieta</legend>
        <Chips>
          {(['vegetarian', 'vegan'] as const).map((diet) => (
            <li key={diet}>
              <Button variant="choice" size="small" aria-pressed={filter.diet === diet} onClick={() => toggleDiet(diet)}>
                {DIET_LABELS[diet]}
              </Button>
            </li>
          ))}
        </Chips>
      </fieldset>
      <Status>
        <p role="status">{hiddenSummary(hidden, filter)}</p>
        {isDietaryFilterOn(filter) && (
          <Button variant="link" onClick={() => change(NO_DIETARY_FILTER)}>
            Pokaż wszystko
          </Button>
        )}
      </Status>
    </Panel>
  );
}
