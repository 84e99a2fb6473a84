/**
 * The menu as customers browse it: search, category toggles, the grid of the current page,
 * pagination, the result count, loading / empty / failed states, the add-ons tabs and the
 * product modal. One component for both variants; `variant` picks the slice (menu-variant.ts)
 * and whether the modal can order. It never fetches: the page load fills the slice, and only
 * the retry button dispatches the load thunk again.
 *
 * Pre-rendered menu: the build passes the lists (`prerendered`, from page context) and the
 * browser shows them while the store has none, through the same selectors, so the first
 * client render equals the static HTML; live lists replace them unless they read the same
 * (then nothing is rendered again). Without
 * JavaScript the pagination cannot work, so a <noscript> price list names every item: the
 * HTML stays one grid page plus a compact list, not every card.
 */
import React, { Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/root-reducer';
import { sameContent } from '../../../lib/same-content';
import type { MenuItem } from '../../../lib/shop-api-types';
import { createMenuSelectors } from '../menu-selectors';
import type { MenuLists, MenuState } from '../menu-slice';
import { productModalOpened } from '../../modal';
import { categoryLabel } from '../../../text/categories';
import { Button } from '../../../components/ui/button';
import { HeaderRow } from '../../../components/ui/header-row';
import { Pagination } from '../../../components/ui/pagination';
import { scrollToSection } from '../../../components/ui/tabs';
import { CategoryFilter } from './category-filter';
import { ConnectedProductModal } from './connected-product-modal';
import { MenuExtras } from './menu-extras';
import { MenuGrid } from './menu-grid';
import { MenuPriceList } from './menu-price-list';
import { MenuSearch } from './menu-search';
import { MENU_TEXT, formatItemCount, searchResultsTitle } from './menu-text';
import { MENU_BINDINGS, type MenuVariant } from './menu-variant';
import { hasDietaryParams, isDietaryFilterOn } from '../dietary-filter';
import { lazyPart, useFetchWhenIdle } from '../../../components/ui/lazy-part';

// The chips load when first wanted (D100): the first load of /menu/ carries only the toggle.
const dietaryFilterPanel = lazyPart(async () => (await import('./dietary-filter-panel')).DietaryFilterPanel);
import { theme } from '../../../styles/theme';

const Controls = styled.div`
  display: grid;
  /* minmax(0, …): the categories' scrolling row must not widen the column (and the page). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  ${theme.media.up.lg} {
    grid-template-columns: minmax(260px, 1fr) minmax(0, 3fr);
    align-items: end;
  }
`;

const FilterToggle = styled.div`
  ${theme.media.up.lg} { grid-column: 1 / -1; }
`;

const ResultsHeader = styled(HeaderRow)`
  margin-bottom: ${theme.space.md};
  h2 { margin: 0; font-size: ${theme.fontSizes.xl}; }
  p { margin: 0; color: ${theme.palette.mutedText}; }
`;

const Message = styled.div`
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radii.md};
  text-align: center;
  background: ${theme.palette.surface};
  p { margin: 0 0 ${theme.space.md}; }
  p:last-child { margin-bottom: 0; }
`;

const RESULTS_ID = 'menu-results';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Where each variant's slice lives (as in menu-variant.ts's selectors).
const SLICE_OF: Readonly<Record<MenuVariant, (state: RootState) => MenuState>> = {
  shop: (state) => state.menu,
  restaurant: (state) => state.restaurantMenu,
};

const hasLists = (slice: MenuState) => slice.sets.length + slice.products.length + slice.ingredients.length > 0;

/**
 * Whether a slice's lists read exactly as the pre-rendered ones, remembered per list identity
 * (the comparison runs once per load, not on every store change, and never while hydrating).
 */
function sameAsPrerendered(prerendered: MenuLists | undefined) {
  let last: { sets: MenuItem[]; products: MenuItem[]; ingredients: MenuItem[]; same: boolean } | undefined;
  return ({ sets, products, ingredients }: MenuState): boolean => {
    if (!prerendered) return false;
    if (last?.sets !== sets || last.products !== products || last.ingredients !== ingredients) {
      const same = sameContent([sets, products, ingredients], [prerendered.sets, prerendered.products, prerendered.ingredients]);
      last = { sets, products, ingredients, same };
    }
    return last.same;
  };
}

export interface MenuBrowserProps {
  variant: MenuVariant;
  /** The lists the build rendered into the page; shown until the store has its own. */
  prerendered?: MenuLists;
}

export function MenuBrowser({ variant, prerendered }: MenuBrowserProps) {
  const { actions, load } = MENU_BINDINGS[variant];
  const pick = SLICE_OF[variant];
  // The slice with the build's lists in place of its empty ones; search, category and page
  // stay the store's, so the controls work on the pre-rendered lists too.
  const fallback = useMemo(
    () => (prerendered ? createMenuSelectors((state: RootState) => ({ ...pick(state), ...prerendered })) : undefined),
    [pick, prerendered],
  );
  // Live lists that read as the pre-rendered ones change nothing: the page keeps the build's
  // arrays, so the live load does not re-render the whole menu (a long task on a slow phone).
  const matchesPrerendered = useMemo(() => sameAsPrerendered(prerendered), [prerendered]);
  const isLive = useAppSelector((state) => hasLists(pick(state)) && !matchesPrerendered(pick(state)));
  const selectors = isLive || !fallback ? MENU_BINDINGS[variant].selectors : fallback;
  const dispatch = useAppDispatch();
  const titleId = useId();
  const menuItems = useAppSelector(selectors.selectMenuItems);
  const results = useAppSelector(selectors.selectFilteredAndSearchedMenu);
  const pageItems = useAppSelector(selectors.selectPageItems);
  const pagination = useAppSelector(selectors.selectPagination);
  const categories = useAppSelector(selectors.selectAllCategories);
  const extras = useAppSelector(selectors.selectShownExtras);
  const filterPanelId = useId();
  const search = useAppSelector(selectors.selectMenuSearch);
  const category = useAppSelector(selectors.selectSelectedCategory);
  // Only "loading with nothing to show" matters: lists on screen stay while a load runs.
  const isLoadingEmpty = useAppSelector((state) => selectors.selectIsLoading(state) && selectors.selectMenuItems(state).length === 0);
  const loadError = useAppSelector(selectors.selectLoadError);

  const dietaryFilter = useAppSelector(selectors.selectDietaryFilter);
  const [filterOpen, setFilterOpen] = useState(false);
  const filterOn = isDietaryFilterOn(dietaryFilter);
  // Fetched once the page is idle, so the service worker holds it for a filtered link offline.
  useFetchWhenIdle(dietaryFilterPanel.fetchEarly);
  // A shared or bookmarked filtered link (/menu/?bez=sezam): applied after hydration, so the
  // pre-rendered HTML and the first render stay the whole menu.
  useEffect(() => {
    if (!hasDietaryParams(window.location.search)) return;
    void import('./dietary-filter-panel').then(({ parseDietaryFilter }) => {
      dispatch(actions.dietaryFilterChanged(parseDietaryFilter(window.location.search)));
      setFilterOpen(true);
    });
  }, [dispatch, actions]);

  const open = useCallback((item: MenuItem) => dispatch(productModalOpened(item)), [dispatch]);
  const changePage = (page: number) => {
    dispatch(actions.pageChanged(page));
    // From the pagination under the grid, bring the new page's first row into view.
    const top = document.getElementById(RESULTS_ID)?.getBoundingClientRect().top ?? 0;
    if (top < 0) scrollToSection(RESULTS_ID, 0, !prefersReducedMotion());
  };

  const hasMenu = menuItems.length > 0;
  // With nothing to show yet (no store lists, no pre-rendered ones) that is "loading", not
  // "nothing found". Lists on screen stay while a load runs: live data replaces them.
  const showLoading = !hasMenu && (isLoadingEmpty || !loadError);
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
        <FilterToggle>
          <Button variant="choice" aria-expanded={filterOpen} aria-controls={filterPanelId} onClick={() => setFilterOpen((isOpen) => !isOpen)}>
            {MENU_TEXT.dietaryFilterToggle}
            {filterOn ? ` (${dietaryFilter.avoid.length + (dietaryFilter.diet === 'none' ? 0 : 1)})` : ''}
          </Button>
        </FilterToggle>
        <div id={filterPanelId} hidden={!filterOpen}>
          {(filterOpen || filterOn) && (
            <Suspense fallback={null}>
              <dietaryFilterPanel.Component
                filter={dietaryFilter}
                selectors={selectors}
                onChange={(next) => dispatch(actions.dietaryFilterChanged(next))}
              />
            </Suspense>
          )}
        </div>
      </Controls>

      <section id={RESULTS_ID} aria-labelledby={titleId} aria-busy={showLoading}>
        <ResultsHeader $align="baseline">
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
      {!isLive && prerendered && <MenuPriceList items={menuItems} />}
      <ConnectedProductModal variant={variant} />
    </>
  );
}
