/**
 * The staff panel behind the gate: a header with the signed-in e-mail and sign-out, and the
 * tabs Zamówienia / Nowe zamówienie / Sklep / Menu / Historia zmian / Raport / Promocje / Publikacja. A phone order
 * once placed brings staff back to the board, where it waits among the accepted ones. Rendered only in the browser: the static
 * HTML of /admin/ holds no order or customer data, just the loading line.
 */
import React, { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { HeaderRow } from '../../../components/ui/header-row';
import { selectSignedInEmail, signOut } from '../../account';
import { addStaffSlice } from '../staff-store';
import { STAFF_TEXT, TAB_LABELS, type StaffTab } from './staff-text';
import { Row, SmallButton } from './staff-ui';
import { AuditList } from './audit-list';
import { MenuTable } from './menu-table';
import { OrdersBoard } from './orders-board';
import { PhoneOrderForm } from './phone-order-form';
import { PromotionsTab } from './promotions-tab';
import { PublishPanel } from './publish-panel';
import { ReportTab } from './report-tab';
import { ShopSettings } from './shop-settings';
import { STAFF_PANEL_PATH, StaffGate } from './staff-gate';
import { theme } from '../../../styles/theme';

const Main = styled.main`
  padding: ${theme.space.md};
  max-width: ${theme.layout.maxContentWidth};
  margin: 0 auto;
`;

const Header = styled(HeaderRow)`
  h1 { margin: 0; font-size: ${theme.fontSizes.xl}; }
`;

const TABS = Object.keys(TAB_LABELS) as StaffTab[];

function Panel() {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectSignedInEmail);
  const [tab, setTab] = useState<StaffTab>('orders');
  const [placed, setPlaced] = useState('');
  const placedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (placed) placedRef.current?.focus(); // the keyboard follows the order back to the board
  }, [placed]);
  const choose = (next: StaffTab) => {
    setPlaced('');
    setTab(next);
  };
  return (
    <Main>
      <Header as="header">
        <h1>{STAFF_TEXT.title}</h1>
        <Row>
          <span>{email}</span>
          <SmallButton type="button" onClick={() => void dispatch(signOut(STAFF_PANEL_PATH)).catch(() => undefined)}>
            {STAFF_TEXT.signOut}
          </SmallButton>
        </Row>
      </Header>
      <Row role="tablist" aria-label="Sekcje panelu">
        {TABS.map((key) => (
          <SmallButton key={key} type="button" role="tab" aria-selected={tab === key} onClick={() => choose(key)}>
            {TAB_LABELS[key]}
          </SmallButton>
        ))}
      </Row>
      <div role="tabpanel" aria-label={TAB_LABELS[tab]}>
        {/* The board stays mounted under other tabs: the alert and the live feed keep running. */}
        <div hidden={tab !== 'orders'}>
          {placed && (
            <p role="status" tabIndex={-1} ref={placedRef}>
              Zamówienie {placed} przyjęte — jest w kolumnie Przyjęte.
            </p>
          )}
          <OrdersBoard />
        </div>
        {tab === 'phone' && <PhoneOrderForm onPlaced={(order) => (setTab('orders'), setPlaced(order.id))} />}
        {tab === 'shop' && <ShopSettings />}
        {tab === 'menu' && <MenuTable />}
        {tab === 'audit' && <AuditList />}
        {tab === 'report' && <ReportTab />}
        {tab === 'promotions' && <PromotionsTab />}
        {tab === 'publish' && <PublishPanel />}
      </div>
    </Main>
  );
}

export function StaffApp() {
  const store = useAppStore();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    addStaffSlice(store);
    setMounted(true);
  }, [store]);
  if (!mounted) return <Main role="status">Wczytujemy panel obsługi…</Main>;
  return (
    <StaffGate>
      <Panel />
    </StaffGate>
  );
}
