/**
 * @jest-environment node
 */
// gatsby build renders the account pages in Node (no window, no effects): they must render
// with an empty store, show their forms (or the profile's waiting text) and call nothing.
import React from 'react';
import { renderToString } from 'react-dom/server';
import type { PageProps } from 'gatsby';
import { RootWrapper } from '../../src/app/root-wrapper';
import ForgotPasswordPage from '../../src/pages/auth/forgot-password';
import SignInPage from '../../src/pages/auth/sign-in';
import SignUpPage from '../../src/pages/auth/sign-up';
import ProfilePage from '../../src/pages/profile';
import VerifyPage from '../../src/pages/verify';
import { makeTestStore } from '../support/fake-services';

const location = (pathname: string) => ({ pathname }) as unknown as Pick<PageProps, 'location'>['location'];

describe('server render of the account pages', () => {
  it('pre-renders every account page and never calls the API or the identity provider', () => {
    const { store, shopApi, identity, navigate } = makeTestStore();
    const render = (page: React.ReactElement) => renderToString(<RootWrapper store={store}>{page}</RootWrapper>);

    // HTML attribute names are case-insensitive: React writes autoComplete, browsers read autocomplete.
    expect(render(<SignUpPage />)).toMatch(/autocomplete="new-password"/i);
    expect(render(<SignInPage location={location('/auth/sign-in/')} />)).toContain('Zaloguj się');
    expect(render(<VerifyPage />)).toContain('one-time-code');
    expect(render(<ForgotPasswordPage />)).toContain('Wyślij kod');
    expect(render(<ProfilePage location={location('/profile/')} />)).toContain('Wczytywanie konta…');

    for (const call of [...Object.values(shopApi), ...Object.values(identity)].filter(jest.isMockFunction)) expect(call).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
