/**
 * The profile page's content: the signed-in customer's account in two views, 'Moje dane' (the
 * details) and 'Historia zamówień', with sign-out. A visitor found signed out once the page
 * load's session check is done goes to sign-in; until then the page says it is loading.
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import { Link, navigate } from 'gatsby';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { HeaderRow } from '../../../components/ui/header-row';
import { InlineList } from '../../../components/ui/inline-list';
import { theme } from '../../../styles/theme';
import { selectIsAuthenticated, selectIsSessionChecked } from '../account-slice';
import { PATHS, signOut } from '../account-thunks';
import { CustomerDetailsSection } from './customer-details-section';
import { OrderHistory } from './order-history';

const SIGN_OUT_LOG = 'Error while signing out.';

const VIEWS = [
  { view: 'details', label: 'Moje dane', to: '/profile/' },
  { view: 'history', label: 'Historia zamówień', to: '/profile/?view=history' },
] as const;

/** The page's two views as pills; the row itself is the shared InlineList. */
const ViewList = styled(InlineList)`
  margin: ${theme.space.md} 0;
  a {
    padding: 0 ${theme.space.md};
    border: 1px solid ${theme.palette.text};
    border-radius: ${theme.radii.pill};
    font-weight: 600;
    color: ${theme.palette.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${theme.palette.inverseText};
    background: ${theme.palette.inverseBackground};
  }
`;

export interface AccountOverviewProps {
  title: string;
  /** The page address's query: '?view=history' shows the order history, anything else the details. */
  search: string;
}

export function AccountOverview({ title, search }: AccountOverviewProps) {
  const dispatch = useAppDispatch();
  const isSessionChecked = useAppSelector(selectIsSessionChecked);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [signingOut, setSigningOut] = useState(false);
  // Signing out also ends the session: that must lead home (the thunk), not to sign-in.
  const leaving = useRef(false);
  const headingId = useId();
  const view = new URLSearchParams(search).get('view') === 'history' ? 'history' : 'details';

  // Only once the page load has asked the identity provider: a stored session may yet sign in.
  const signedOut = isSessionChecked && !isAuthenticated;
  useEffect(() => {
    if (signedOut && !leaving.current) void navigate(PATHS.signIn, { replace: true });
  }, [signedOut]);

  const onSignOut = async () => {
    leaving.current = true;
    setSigningOut(true);
    try {
      await dispatch(signOut()); // goes to '/'
    } catch (err) {
      // docs/behaviour.md §8: logged only. This browser's tokens and the state are cleared anyway.
      console.error(SIGN_OUT_LOG, err);
      void navigate(PATHS.home);
    }
  };

  if (!isAuthenticated) {
    return (
      <>
        <h1>{title}</h1>
        <p role="status">{signingOut ? 'Wylogowywanie…' : signedOut ? 'Przechodzimy do logowania…' : 'Wczytywanie konta…'}</p>
      </>
    );
  }

  const current = VIEWS.find((v) => v.view === view) ?? VIEWS[0];
  return (
    <>
      <HeaderRow $gap="md">
        <h1>{title}</h1>
        <Button variant="primary-reverse" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? 'Wylogowywanie…' : 'Wyloguj się'}
        </Button>
      </HeaderRow>
      <nav aria-label="Widoki konta">
        <ViewList>
          {VIEWS.map(({ view: v, label, to }) => (
            <li key={v}>
              <Link to={to} aria-current={v === view ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ViewList>
      </nav>
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{current.label}</h2>
        {view === 'history' ? <OrderHistory headingId={headingId} /> : <CustomerDetailsSection />}
      </section>
    </>
  );
}
