/**
 * The menu as customers browse it: search, category toggles, the grid of the current page,
 * pagination, the result count, loading / empty / failed states, the add-ons tabs and the
 * product modal. One component for both variants; `variant` picks the slice (menu-variant.ts)
 * and whether the modal can order. It never fetches: the page load fills the slice, and only
 * the retry button dispatches the load thunk again.
 */
import React, { useCallback, useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { MenuItem } from '../../lib/shop-api-types';
import { productModalOpened } from '../../features/modal/modal-slice';
import { categoryLabel } from '../../text/categories';
import { Button } from '../ui/button';
import { Pagination } from '../ui/pagination';
import { scrollToSection } from '../ui/tabs';
import { CategoryFilter } from './category-filter';
import { ConnectedProductModal } from './connected-product-modal';
import { MenuExtras } from './menu-extras';
import { MenuGrid } from './menu-grid';
import { MenuSearch } from './menu-search';
import { MENU_TEXT, formatItemCount, searchResultsTitle } from './menu-text';
import { MENU_BINDINGS, type MenuVariant } from './menu-variant';

const Controls = styled.div`
  display: grid;
  /* minmax(0, …): the categories' scrolling row must not widen the column (and the page). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.up.lg} {
    grid-template-columns: minmax(260px, 1fr) minmax(0, 3fr);
    align-items: end;
  }
`;

const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.palette.mutedText}; }
`;

const Message = styled.div`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  background: ${({ theme }) => theme.palette.surface};
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  p:last-child { margin-bottom: 0; }
`;

const RESULTS_ID = 'menu-results';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function MenuBrowser({ variant }: { variant: MenuVariant }) {
  const { selectors, actions, load } = MENU_BINDINGS[variant];
  const dispatch = useAppDispatch();
  const titleId = useId();
  const menuItems = useAppSelector(selectors.selectMenuItems);
  const results = useAppSelector(selectors.selectFilteredAndSearchedMenu);
  const pageItems = useAppSelector(selectors.selectPageItems);
  const pagination = useAppSelector(selectors.selectPagination);
  const categories = useAppSelector(selectors.selectAllCategories);
  const extras = useAppSelector(selectors.selectFilteredIngredients);
  const search = useAppSelector(selectors.selectMenuSearch);
  const category = useAppSelector(selectors.selectSelectedCategory);
  const isLoading = useAppSelector(selectors.selectIsLoading);
  const loadError = useAppSelector(selectors.selectLoadError);

  const open = useCallback((item: MenuItem) => dispatch(productModalOpened(item)), [dispatch]);
  const changePage = (page: number) => {
    dispatch(actions.pageChanged(page));
    // From the pagination under the grid, bring the new page's first row into view.
    const top = document.getElementById(RESULTS_ID)?.getBoundingClientRect().top ?? 0;
    if (top < 0) scrollToSection(RESULTS_ID, 0, !prefersReducedMotion());
  };

  const hasMenu = menuItems.length > 0;
  // Before the page load has filled the slice (and in the pre-rendered HTML) there is
  // nothing to show yet: that is "loading", not "nothing found".
  const showLoading = isLoading || (!hasMenu && !loadError);
  const title = search.trim() ? searchResultsTitle(search) : category ? categoryLabel(category) : MENU_TEXT.allItemsTitle;

  return (
    <>
      <Controls>
        <MenuSearch value={search} onChange={(text) => dispatch(actions.searchChanged(text))} />
        <CategoryFilter
          categories={categories}
          selected={category}
          onChoose={(chosen) => dispatch(actions.categoryChosen(chosen))}
        />
      </Controls>

      <section id={RESULTS_ID} aria-labelledby={titleId} aria-busy={showLoading}>
        <ResultsHeader>
          <h2 id={titleId}>{title}</h2>
          <p role="status">{showLoading ? MENU_TEXT.loading : hasMenu ? formatItemCount(results.length) : ''}</p>
        </ResultsHeader>

        {loadError && (
          <Message role="alert">
            <p>{MENU_TEXT.loadError}</p>
            <Button variant="primary" onClick={() => void dispatch(load())}>
              {MENU_TEXT.retry}
            </Button>
          </Message>
        )}
        {!showLoading && hasMenu && results.length === 0 && (
          <Message>
            <p>{MENU_TEXT.empty}</p>
          </Message>
        )}
        {!showLoading && pageItems.length > 0 && <MenuGrid items={pageItems} onOpen={open} />}
        {!showLoading && <Pagination items={pagination} onChange={changePage} />}
      </section>

      {!showLoading && <MenuExtras items={extras} onOpen={open} />}
      <ConnectedProductModal variant={variant} />
    </>
  );
}
