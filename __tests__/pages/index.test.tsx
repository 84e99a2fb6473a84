import React from 'react';
import { render, screen } from '@testing-library/react';
import IndexPage from '../../src/pages/index';
import { RootWrapper } from '../../src/app/root-wrapper';
import { makeStore } from '../../src/app/store';
import type { Services } from '../../src/app/services';
import type { ShopApi } from '../../src/lib/shop-api';
import { FALLBACK_WELCOME } from '../../src/text/site';

function renderHome(getWelcomeText: ShopApi['getWelcomeText']) {
  const services: Services = { shopApi: { getWelcomeText } as ShopApi };
  const store = makeStore(services);
  render(
    <RootWrapper store={store}>
      <IndexPage />
    </RootWrapper>,
  );
  return store;
}

describe('home page', () => {
  it('shows the Polish heading, the navigation and the welcome text from the API', async () => {
    const getWelcomeText = jest.fn().mockResolvedValue({
      title: 'Zapraszamy na sushi!',
      text: 'Najlepsze maki w mieście.',
    });
    const store = renderHome(getWelcomeText);

    expect(screen.getByRole('heading', { level: 1, name: 'Świeże sushi z dostawą do domu' })).toBeInTheDocument();
    for (const label of ['O nas', 'Zamów online', 'Kontakt', 'Jak zamawiać', 'Sklep - dodatki']) {
      expect(screen.getAllByRole('link', { name: label }).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('link', { name: 'Zamów online' })[0]).toHaveAttribute('href', '/menu/');

    expect(await screen.findByRole('heading', { name: 'Zapraszamy na sushi!' })).toBeInTheDocument();
    expect(screen.getByText('Najlepsze maki w mieście.')).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK_WELCOME.title)).not.toBeInTheDocument();
    expect(getWelcomeText).toHaveBeenCalledTimes(1);
    expect(store.getState().content.welcome?.title).toBe('Zapraszamy na sushi!');
  });

  it('keeps the fallback welcome and logs when the API fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getWelcomeText = jest.fn().mockRejectedValue(new Error('offline'));
    renderHome(getWelcomeText);

    await screen.findByText(FALLBACK_WELCOME.text);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getWelcomeText).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: FALLBACK_WELCOME.title })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error while getting welcome text.', expect.any(Error));
    log.mockRestore();
  });

  it('has the in-page anchors of the spec', () => {
    const { container } = render(
      <RootWrapper store={makeStore({ shopApi: { getWelcomeText: jest.fn(() => new Promise(() => {})) } as unknown as ShopApi })}>
        <IndexPage />
      </RootWrapper>,
    );
    for (const id of ['about', 'contact', 'presentation']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
  });
});
