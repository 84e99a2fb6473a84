/**
 * Shared by the account page tests: the page rendered as gatsby-browser renders it (inside
 * the RootWrapper, so the real page load runs, session restore included) over a fresh store
 * with a fake shop API, a fake identity service and a navigate spy in the thunk extra
 * argument; a signed-in identity; filling fields by their labels.
 */
import React, { type ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as gatsby from 'gatsby';
import { RootWrapper } from '../../src/app/root-wrapper';
import type { RootState } from '../../src/app/root-reducer';
import type { ShopApi } from '../../src/lib/shop-api';
import type { Identity } from '../../src/services/identity-client';
import { fakeIdentity, fakeSession, flushPromises, makeTestStore } from '../support/fake-services';

export const DETAILS = {
  email: 'jan@example.pl',
  name: 'Jan Kowalski',
  phoneNumber: '600 100 200',
  address: 'ul. Długa 1, Warszawa',
  nip: '-',
};

/** What the page-level Gatsby navigate (redirects, password reset) was asked to do. */
export function spyGatsbyNavigate() {
  return jest.spyOn(gatsby, 'navigate').mockImplementation(() => Promise.resolve());
}

interface Options {
  api?: Partial<ShopApi>;
  identity?: Identity;
  preloadedState?: Partial<RootState>;
}

export function renderAccountPage(ui: ReactElement, { api = {}, identity, preloadedState }: Options = {}) {
  const navigate = jest.fn<void, [string]>();
  const setup = makeTestStore(api, preloadedState, { identity, navigate });
  const view = render(<RootWrapper store={setup.store}>{ui}</RootWrapper>);
  return { ...setup, navigate, ...view };
}

/** An identity with Jan's stored session: the page load signs him in. */
export function signedInIdentity(overrides: Partial<Identity> = {}): Identity {
  return fakeIdentity({
    hasStoredSession: jest.fn(() => true),
    getSession: jest.fn().mockResolvedValue(fakeSession({ email: DETAILS.email })),
    getIdToken: jest.fn().mockResolvedValue('id-token-1'),
    ...overrides,
  });
}

/** Lets already-resolved fake answers run and React re-render. */
export const settle = () => act(flushPromises);

export function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export async function submit(button: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  await settle();
}

/** A promise the test settles by hand, to look at the page while a call is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const providerError = (message: string, code: string) => Object.assign(new Error(message), { code });
