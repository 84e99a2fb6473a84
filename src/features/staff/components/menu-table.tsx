/** The 'Menu' tab: every item (also hidden ones), searchable and filtered by type. */
import React, { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { filterStaffMenu, selectStaff, type MenuTypeFilter } from '../staff-selectors';
import { useStaffSelector } from '../staff-store';
import { fetchStaffMenu } from '../staff-thunks';
import { Row } from './staff-ui';
import { MenuRow, TYPE_NAMES } from './menu-row';
import { theme } from '../../../styles/theme';

const Scroll = styled.div`
  overflow-x: auto;
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: ${theme.space.xs}; border-bottom: 1px solid ${theme.palette.border}; text-align: left; vertical-align: top; }
  td input[type='checkbox'] { width: 24px; height: 24px; }
  textarea { min-width: 12em; font: inherit; }
  input { font: inherit; min-height: ${theme.tapTarget}; }
`;

export function MenuTable() {
  const dispatch = useAppDispatch();
  const { menu, menuStatus } = useStaffSelector(selectStaff);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<MenuTypeFilter>('');
  useEffect(() => {
    void dispatch(fetchStaffMenu());
  }, [dispatch]);
  const items = useMemo(() => filterStaffMenu(menu, search, type), [menu, search, type]);

  if (menuStatus === 'error') return <p role="alert">Nie udało się wczytać menu. Odśwież stronę za chwilę.</p>;
  if (menuStatus !== 'ready') return <p role="status">Wczytujemy menu…</p>;
  return (
    <div>
      <Row>
        <label>
          Szukaj{' '}
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="nazwa, kategoria lub numer" />
        </label>
        <label>
          Rodzaj{' '}
          <select value={type} onChange={(e) => setType(e.target.value as MenuTypeFilter)}>
            <option value="">wszystkie</option>
            {Object.entries(TYPE_NAMES).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <span role="status">Pozycji: {items.length}</span>
      </Row>
      <Scroll>
        <table>
          <thead>
            <tr>
              <th>Pozycja</th>
              <th>Widoczne</th>
              <th>Wyprzedane dziś</th>
              <th>Cena (zł)</th>
              <th>Opis</th>
              <th>Alergeny i dieta</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <MenuRow key={item.id} item={item} />
            ))}
          </tbody>
        </table>
      </Scroll>
    </div>
  );
}
