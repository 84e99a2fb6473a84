import React, { useEffect, useId, useRef, useState } from 'react';
import { Link, navigate, type HeadFC, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { OrderHistory } from '../features/account';
import { ProfileDetails } from '../features/account';
import { Layout } from '../features/shell';
import { Seo } from '../features/seo';
import { Button } from '../components/ui/button';
import { selectIsAuthenticated, selectIsSessionChecked } from '../features/account';
import { PATHS, signOut } from '../features/account';
import { theme } from '../styles/theme';

const TITLE = 'Moje konto';
const SIGN_OUT_LOG = 'Error while signing out.';

const VIEWS = [
  { view: 'profile', label: 'Moje dane', to: '/profile/' },
  { view: 'history', label: 'Historia zamówień', to: '/profile/?view=history' },
] as const;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const ViewNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    margin: ${theme.space.md} 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.tapTarget};
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

export default function ProfilePage({ location }: Pick<PageProps, 'location'>) {
  const dispatch = useAppDispatch();
  const isSessionChecked = useAppSelector(selectIsSessionChecked);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [signingOut, setSigningOut] = useState(false);
  // Signing out also ends the session: that must lead home (the thunk), not to sign-in.
  const leaving = useRef(false);
  const headingId = useId();
  const view = new URLSearchParams(location?.search ?? '').get('view') === 'history' ? 'history' : 'profile';

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
      <Layout width="narrow">
        <h1>{TITLE}</h1>
        <p role="status">{signingOut ? 'Wylogowywanie…' : signedOut ? 'Przechodzimy do logowania…' : 'Wczytywanie konta…'}</p>
      </Layout>
    );
  }

  const current = VIEWS.find((v) => v.view === view) ?? VIEWS[0];
  return (
    <Layout width="narrow">
      <Header>
        <h1>{TITLE}</h1>
        <Button variant="primary-reverse" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? 'Wylogowywanie…' : 'Wyloguj się'}
        </Button>
      </Header>
      <ViewNav aria-label="Widoki konta">
        <ul>
          {VIEWS.map(({ view: v, label, to }) => (
            <li key={v}>
              <Link to={to} aria-current={v === view ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </ViewNav>
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{current.label}</h2>
        {view === 'history' ? <OrderHistory headingId={headingId} /> : <ProfileDetails />}
      </section>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Twoje konto: dane do dostawy i historia zamówień." path={location.pathname} />
);
