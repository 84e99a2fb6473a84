/**
 * @jest-environment node
 */
// gatsby build renders every page in Node, where there is no document: the portal-based
// dialogs and the media-query hook must render (to nothing, or the desktop markup) there; the
// notice, rendered in place, must be in the HTML.
import React from 'react';
import { renderToString } from 'react-dom/server';
import { TopBar } from '../../src/components/layout/top-bar';
import { ProductModalView } from '../../src/features/menu/components/product-modal';
import { NoticeModal } from '../../src/features/system/components/notice-modal';
import { Modal } from '../../src/components/ui/modal';


describe('server render', () => {
  it('has no document here', () => {
    expect(typeof document).toBe('undefined');
  });

  it('renders the open notice into the HTML, its buttons disabled until the scripts run', () => {
    const html = renderToString(<NoticeModal isOpen text="Komunikat" onClose={() => undefined} />);
    expect(html).toMatch(/^<dialog [^>]*open=""/); // open, not yet modal: that takes the scripts
    expect(html).toContain('INFORMACJA');
    expect(html).toContain('Komunikat');
    expect(html).toMatch(/<button[^>]*aria-label="Zamknij"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>OK</);
    expect(renderToString(<NoticeModal isOpen={false} text="Komunikat" onClose={() => undefined} />)).toBe('');
  });

  it('renders the other open dialogs (portals) to nothing', () => {
    const html = renderToString(
      <>
        <Modal isOpen onClose={() => undefined} title="Tytuł">
          treść
        </Modal>
        <ProductModalView
          isOpen
          variant="shop"
          onClose={() => undefined}
          product={{ id: 1, name: 'Maki', price: 1, description: [], desc: '', image: '/x.svg', allergens: [] }}
        />
      </>,
    );
    expect(html).not.toContain('dialog');
    expect(html).not.toContain('treść');
  });

  it('renders the desktop top bar with a basket link', () => {
    const html = renderToString(
      <TopBar basketCount={2} basketItems={[]} basketTotal={0} isAuthenticated={false} addonsShopUrl="" />,
    );
    expect(html).toContain('href="/basket/"');
    expect(html).toContain('Koszyk, 2 produkty');
    expect(html).not.toContain('Moje zamówienie');
  });
});
