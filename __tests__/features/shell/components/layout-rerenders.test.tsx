// A page re-rendering for its own data (the basket's delivery prices, the home page's slides)
// must not re-render the frame around it: top bar, notice, banner and footer read the store
// themselves. On a phone the whole frame again is a long task after every live answer.
import React from 'react';
import { act, screen } from '@testing-library/react';
import { Layout } from '../../../../src/features/shell/components/layout';
import { useAppSelector } from '../../../../src/app/hooks';
import { selectWelcome, welcomeLoaded } from '../../../../src/features/content/content-slice';
import { renderPage, settle } from '../../../support/render-page';

let topBarRenders = 0;
jest.mock('../../../../src/components/layout/top-bar', () => {
  const actual = jest.requireActual('../../../../src/components/layout/top-bar');
  return {
    ...actual,
    TopBar: (props: Parameters<typeof actual.TopBar>[0]) => {
      topBarRenders += 1;
      return actual.TopBar(props);
    },
  };
});

function PageWithItsOwnData() {
  const welcome = useAppSelector(selectWelcome);
  return (
    <Layout>
      <p>{welcome?.title ?? 'Ładowanie'}</p>
    </Layout>
  );
}

it('the page renders again with its new data; the top bar does not', async () => {
  const { store } = renderPage(<PageWithItsOwnData />);
  await settle();
  const before = topBarRenders;
  expect(before).toBeGreaterThan(0);

  act(() => {
    store.dispatch(welcomeLoaded({ title: 'Nowe dane strony', text: '' }));
  });

  expect(screen.getByText('Nowe dane strony')).toBeInTheDocument();
  expect(topBarRenders).toBe(before);
});
