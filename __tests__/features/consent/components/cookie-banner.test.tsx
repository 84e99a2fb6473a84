import React, { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { render, fireEvent, screen } from '@testing-library/react';
import { CookieBanner } from '../../../../src/features/consent/components/cookie-banner';
import { CookieSettingsButton } from '../../../../src/features/consent/components/cookie-settings-button';
import { consentApplied, resetConsentStoreForTests, useConsent } from '../../../../src/features/consent/consent-store';
import { saveConsent } from '../../../../src/features/consent/consent';
import { CONSENT_KEY } from '../../../../src/lib/storage';

const ID = 'G-BANNER0001';
const win = window as unknown as { gtag?: unknown; dataLayer?: unknown[]; [flag: string]: unknown };
const gtagScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.includes('googletagmanager.com'));
const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as { choice: string } | null;

function renderSite() {
  return render(
    <>
      <footer>
        <CookieSettingsButton />
      </footer>
      <CookieBanner />
    </>,
  );
}

beforeEach(() => {
  process.env.GATSBY_GTAG_ID = ID;
  localStorage.clear();
  resetConsentStoreForTests();
  delete win.gtag;
  delete win.dataLayer;
  delete win[`ga-disable-${ID}`];
  document.head.innerHTML = '';
});

afterAll(() => {
  delete process.env.GATSBY_GTAG_ID;
});

describe('cookie banner', () => {
  it('asks a new visitor in Polish, with both answers and the privacy policy, loading nothing yet', () => {
    renderSite();
    const banner = screen.getByRole('region', { name: 'Zgoda na pliki cookie' });
    expect(banner).toHaveTextContent('Niezbędne dane, np. zawartość koszyka, zapisujemy zawsze.');
    expect(screen.getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute('href', '/polityka-prywatnosci/');
    expect(screen.getByRole('button', { name: 'Akceptuję' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odrzucam' })).toBeInTheDocument();
    expect(gtagScripts()).toHaveLength(0);
    expect(win.gtag).toBeUndefined();
  });

  it('Akceptuję keeps the choice, closes the banner and loads analytics', async () => {
    renderSite();
    fireEvent.click(screen.getByRole('button', { name: 'Akceptuję' }));
    expect(screen.queryByRole('region', { name: 'Zgoda na pliki cookie' })).not.toBeInTheDocument();
    expect(stored()?.choice).toBe('granted');
    await consentApplied();
    expect(gtagScripts().map((s) => s.src)).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
    expect(typeof win.gtag).toBe('function');
  });

  it('Odrzucam keeps the refusal and loads nothing', async () => {
    renderSite();
    fireEvent.click(screen.getByRole('button', { name: 'Odrzucam' }));
    expect(screen.queryByRole('region', { name: 'Zgoda na pliki cookie' })).not.toBeInTheDocument();
    expect(stored()?.choice).toBe('denied');
    await consentApplied();
    expect(gtagScripts()).toHaveLength(0);
    expect(win.gtag).toBeUndefined();
  });

  it('a returning visitor is not asked again; analytics starts only if they had agreed', async () => {
    saveConsent('denied');
    const { unmount } = renderSite();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await consentApplied();
    expect(gtagScripts()).toHaveLength(0);
    unmount();

    saveConsent('granted');
    resetConsentStoreForTests();
    renderSite();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await consentApplied();
    expect(gtagScripts()).toHaveLength(1);
  });

  it('the footer button reopens the banner and a new refusal stops analytics', async () => {
    saveConsent('granted');
    renderSite();
    // The head script marked <html>: reopening must lift the CSS that hides the banner.
    document.documentElement.setAttribute('data-cookie-consent', 'granted');
    fireEvent.click(screen.getByRole('button', { name: 'Ustawienia cookies' }));
    expect(screen.getByRole('region', { name: 'Zgoda na pliki cookie' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-cookie-consent');
    fireEvent.click(screen.getByRole('button', { name: 'Odrzucam' }));
    expect(stored()?.choice).toBe('denied');
    await consentApplied();
    expect(win[`ga-disable-${ID}`]).toBe(true);
  });

  it('a build without a tracking id has neither banner nor footer button', () => {
    delete process.env.GATSBY_GTAG_ID;
    renderSite();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ustawienia cookies' })).not.toBeInTheDocument();
  });

  it('hydrating the build\'s banner renders it once when the visitor has no choice stored yet', () => {
    // A second render here is a synchronous one in the task right after hydration, on a phone.
    let renders = 0;
    function Probe() {
      renders += 1;
      return <p>{useConsent().isAsking ? 'pyta' : 'nie pyta'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<p>pyta</p>'; // what the build renders
    document.body.append(container);
    act(() => {
      hydrateRoot(container, <Probe />);
    });
    expect(container).toHaveTextContent('pyta');
    expect(renders).toBe(1);
    container.remove();
  });
});
