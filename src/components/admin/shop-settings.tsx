/** The 'Sklep' tab: loads the settings once, then one form per part (each saves on its own). */
import React, { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectStaffSettings } from '../../features/staff/staff-selectors';
import { loadStaffSettings } from '../../features/staff/staff-thunks';
import { CarouselForm } from './carousel-form';
import { DeliveryPricesForm, DeliveryZonesForm } from './delivery-form';
import { HoursForm } from './hours-form';
import { NoticeForm } from './notice-form';
import { WelcomeForm } from './welcome-form';

export function ShopSettings() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectStaffSettings);
  const [error, setError] = useState('');
  useEffect(() => {
    void dispatch(loadStaffSettings()).then((outcome) => setError(outcome.ok ? '' : outcome.message));
  }, [dispatch]);

  if (!settings) return <p role={error ? 'alert' : 'status'}>{error || 'Wczytujemy ustawienia…'}</p>;
  return (
    <div>
      <NoticeForm notice={settings.notice} />
      <WelcomeForm welcome={settings.welcomeText} />
      <CarouselForm slides={settings.carousel} />
      <DeliveryPricesForm prices={settings.delivery} />
      <DeliveryZonesForm zones={settings.deliveryZones} />
      <HoursForm days={settings.openingHours} />
    </div>
  );
}
