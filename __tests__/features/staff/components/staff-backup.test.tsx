/** The 'Sklep' tab says when the last backup was taken (Warsaw time), or that there is none (D75). */
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import StaffPage from '../../../../src/pages/admin';
import { RootWrapper } from '../../../../src/app/root-wrapper';
import type { StaffApi } from '../../../../src/lib/shop-api-staff';
import { makeStaffStore, SETTINGS, STAFF_TOKEN } from '../../../support/staff-fixtures';
import { useFakeSockets } from '../../../support/fake-socket';

useFakeSockets();

async function openShopTab(lastBackup: (typeof SETTINGS)['lastBackup']) {
  const getSettings = jest.fn<ReturnType<StaffApi['getSettings']>, [string]>().mockResolvedValue({ ...SETTINGS, lastBackup });
  const services = makeStaffStore({ getSettings });
  render(
    <RootWrapper store={services.store}>
      <StaffPage />
    </RootWrapper>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: 'Sklep' }));
  await screen.findByRole('heading', { name: 'Kopia zapasowa' });
  expect(getSettings).toHaveBeenCalledWith(STAFF_TOKEN);
  return screen.getByTestId('last-backup');
}

describe("'Sklep' tab: the last backup", () => {
  it("shows the newest backup's time in Warsaw (winter: UTC+1) and its file", async () => {
    const line = await openShopTab({ at: '2026-11-25T13:05:00.000Z', file: 'sushi-2026-11-25-130500Z.tar.gz', bytes: 4_800_000, database: 'pglite' });
    expect(line).toHaveTextContent('Ostatnia kopia zapasowa: 25.11.2026, 14:05 (sushi-2026-11-25-130500Z.tar.gz)');
  });

  it('in summer time too (UTC+2), for a PostgreSQL dump', async () => {
    const line = await openShopTab({ at: '2026-07-01T22:30:00.000Z', file: 'sushi-2026-07-01-223000Z.dump', bytes: 120_000, database: 'postgres' });
    expect(line).toHaveTextContent('Ostatnia kopia zapasowa: 02.07.2026, 00:30');
  });

  it('says so when the database was never backed up', async () => {
    const line = await openShopTab(null);
    expect(line).toHaveTextContent(/^Brak kopii zapasowej$/);
    expect(screen.getByText(/npm run backup/)).toBeInTheDocument();
  });
});
