import React, { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { render, fireEvent, screen } from '@testing-library/react';
import { CookieBanner } from '../../../../src/features/consent/components/cookie-banner';
import { CookieSettingsButton } from '../../../../src/features/consent/components/cookie-settings-button';
import { consentApplied, resetConsentStoreForTests, useConsent } from '../../../../src/features/consent/consent-store';
import { ALL_DENIED, ALL_GRANTED, saveConsent } from '../../../../src/features/consent/consent';
import { CONSENT_KEY } from '../../../../src/lib/storage';
import { freshVisitor, gtagScripts, gtagWindow } from '../../../support/gtag-globals';

const ID = 'G-BANNER0001';
const win = gtagWindow;
const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as { analytics: boolean; ads: boolean } | null;
const region = () => screen.queryByRole('region', { name: 'Zgoda na pliki cookie' });

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

beforeEach(() => freshVisitor(ID));

afterAll(() => {
  delete process.env.GATSBY_GTAG_ID;
});

describe('cookie banner', () => {
  it('asks a new visitor in Polish, with accept, refuse, settings and the privacy policy, loading nothing yet', () => {
    renderSite();
    const banner = screen.getByRole('region', { name: 'Zgoda na pliki cookie' });
    expect(banner).toHaveTextContent('Niezbędne dane, np. zawartość koszyka, zapisujemy zawsze.');
    expect(banner).toHaveTextContent('Google Ads');
    expect(screen.getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute('href', '/polityka-prywatnosci/');
    expect(screen.getByRole('button', { name: 'Akceptuję wszystkie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tylko niezbędne' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ustawienia' })).toHaveAttribute('aria-expanded', 'false');
    expect(gtagScripts()).toHaveLength(0);
    expect(win.gtag).toBeUndefined();
  });

  it('Akceptuję wszystkie keeps both consents, closes the banner and loads analytics', async () => {
    renderSite();
    fireEvent.click(screen.getByRole('button', { name: 'Akceptuję wszystkie' }));
    expect(region()).not.toBeInTheDocument();
    expect(stored()).toMatchObject(ALL_GRANTED);
    await consentApplied();
    expect(gtagScripts().map((s) => s.src)).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
    expect(typeof win.gtag).toBe('function');
  });

  it('Tylko niezbędne keeps both refusals and loads nothing', async () => {
    renderSite();
    fireEvent.click(screen.getByRole('button', { name: 'Tylko niezbędne' }));
    expect(region()).not.toBeInTheDocument();
    expect(stored()).toMatchObject(ALL_DENIED);
    await consentApplied();
    expect(gtagScripts()).toHaveLength(0);
    expect(win.gtag).toBeUndefined();
  });

  it('a returning visitor is not asked again; analytics starts only if they had agreed', async () => {
    saveConsent(ALL_DENIED);
    const { unmount } = renderSite();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await consentApplied();
    expect(gtagScripts()).toHaveLength(0);
    unmount();

    saveConsent({ analytics: false, ads: true });
    resetConsentStoreForTests();
    renderSite();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await consentApplied();
    expect(gtagScripts()).toHaveLength(1);
  });

  it('the footer button reopens the banner and a new refusal stops analytics', async () => {
    saveConsent(ALL_GRANTED);
    renderSite();
    // The head script marked <html>: reopening must lift the CSS that hides the banner.
    document.documentElement.setAttribute('data-cookie-consent', 'granted');
    fireEvent.click(screen.getByRole('button', { name: 'Ustawienia cookies' }));
    expect(screen.getByRole('region', { name: 'Zgoda na pliki cookie' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-cookie-consent');
    fireEvent.click(screen.getByRole('button', { name: 'Tylko niezbędne' }));
    expect(stored()).toMatchObject(ALL_DENIED);
    await consentApplied();
    expect(win[`ga-disable-${ID}`]).toBe(true);
  });

  it('Ustawienia: two checkboxes, off for a new visitor, saved as chosen with the keyboard', async () => {
    renderSite();
    const settings = screen.getByRole('button', { name: 'Ustawienia' });
    fireEvent.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Na co się zgadzasz' }).id).toBe(settings.getAttribute('aria-controls'));
    const statistics = screen.getByRole('checkbox', { name: 'Statystyka (Google Analytics)' });
    const ads = screen.getByRole('checkbox', { name: 'Reklamy (pomiar konwersji Google Ads)' });
    expect(statistics).not.toBeChecked();
    expect(ads).not.toBeChecked();
    // A native checkbox: Space toggles it (jsdom dispatches the click the browser would).
    fireEvent.click(ads);
    expect(ads).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz wybór' }));
    expect(region()).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ analytics: false, ads: true });
    await consentApplied();
    expect(gtagScripts()).toHaveLength(1);
  });

  it('reopened, the settings start from the choice in force', () => {
    saveConsent({ analytics: true, ads: false });
    renderSite();
    fireEvent.click(screen.getByRole('button', { name: 'Ustawienia cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ustawienia' }));
    expect(screen.getByRole('checkbox', { name: 'Statystyka (Google Analytics)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reklamy (pomiar konwersji Google Ads)' })).not.toBeChecked();
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
