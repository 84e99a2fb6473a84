/**
 * @jest-environment node
 */
// gatsby build renders every page in Node: no window, no effects. The pages must render there
// and the page-load sequence must not start (it would fetch from the build machine).
import React from 'react';
import { renderToString } from 'react-dom/server';
import { RootWrapper } from '../../src/app/root-wrapper';
import AboutPage from '../../src/pages/about';
import BasketPage from '../../src/pages/basket';
import IndexPage from '../../src/pages/index';
import SummaryPage from '../../src/pages/summary';
import { FALLBACK_WELCOME } from '../../src/text/site';
import { makeTestStore } from '../support/fake-services';

describe('server render (the build)', () => {
  it('pre-renders the pages with an empty store and never starts the page load', () => {
    const { store, shopApi } = makeTestStore();
    const render = (page: React.ReactElement) => renderToString(<RootWrapper store={store}>{page}</RootWrapper>);

    const home = render(<IndexPage />);
    expect(home).toContain('Świeże sushi z dostawą do domu');
    expect(home).toContain(FALLBACK_WELCOME.title);
    expect(render(<BasketPage />)).toContain('Nie masz produktów w koszyku.');
    expect(render(<AboutPage />)).toContain('Jak zamawiać');
    expect(render(<SummaryPage />)).toContain('Podsumowanie zamówienia');

    for (const call of Object.values(shopApi).filter(jest.isMockFunction)) expect(call).not.toHaveBeenCalled();
  });
});
