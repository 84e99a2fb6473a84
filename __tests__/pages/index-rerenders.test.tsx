// The live welcome text and slides arrive after hydration; on a phone, re-rendering the whole
// page with its layout for each is a long task. Only the parts that show them render again.
import React from 'react';
import { act, screen } from '@testing-library/react';
import IndexPage from '../../src/pages/index';
import { welcomeLoaded } from '../../src/features/content/content-slice';
import { slidesSet } from '../../src/features/carousel/carousel-slice';
import { renderPage, settle } from '../support/render-page';

let layoutRenders = 0;
jest.mock('../../src/features/shell/components/layout', () => {
  const actual = jest.requireActual('../../src/features/shell/components/layout');
  return {
    ...actual,
    Layout: (props: Parameters<typeof actual.Layout>[0]) => {
      layoutRenders += 1;
      return actual.Layout(props);
    },
  };
});

it('a new welcome text or new slides re-render their own parts, not the page and its layout', async () => {
  const { store } = renderPage(<IndexPage />);
  await settle();
  const before = layoutRenders;
  expect(before).toBeGreaterThan(0);

  act(() => {
    store.dispatch(welcomeLoaded({ title: 'Nowe powitanie', text: 'Zmienione przez restaurację.' }));
    store.dispatch(slidesSet([{ id: 9, title: 'Nowy slajd', text: 'Tekst.', image: '/images/carousel/1.svg', link: '/menu/' }]));
  });

  expect(screen.getByRole('heading', { name: 'Nowe powitanie' })).toBeInTheDocument();
  expect(screen.getByText('Nowy slajd')).toBeInTheDocument();
  expect(layoutRenders).toBe(before);
});
