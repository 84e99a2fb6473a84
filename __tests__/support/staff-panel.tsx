/**
 * /admin/ rendered as gatsby-browser does, over a staff store (staff-fixtures.ts: the fake staff
 * gateway, `shop` overriding the fake public API), with one tab opened as staff would.
 */
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import StaffPage from '../../src/pages/admin';
import { RootWrapper } from '../../src/app/root-wrapper';
import type { ShopApi } from '../../src/lib/shop-api';
import type { StaffApi } from '../../src/lib/shop-api-staff';
import { makeStaffStore } from './staff-fixtures';

export async function openStaffTab(tab: string, staff: Partial<StaffApi> = {}, shop: Partial<ShopApi> = {}) {
  const services = makeStaffStore(staff, undefined, undefined, shop);
  render(
    <RootWrapper store={services.store}>
      <StaffPage />
    </RootWrapper>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: tab }));
  return services;
}
