/** /verify/: the page composes the account feature's VerifyEmail (its tests: __tests__/features/account/components) and names itself. */
import React from 'react';
import { render } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import { Head } from '../../src/pages/verify';

it('has a Polish title', () => {
  const { container } = render(<Head {...({ location: { pathname: '/verify/' } } as HeadProps)} />);
  expect(container.querySelector('title')?.textContent).toMatch(/^Weryfikacja adresu e-mail \| /);
});
