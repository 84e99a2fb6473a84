/** The 'Sklep' tab: loads the settings once, then one form per part (each saves on its own). */
import React, { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { selectStaffSettings } from '../staff-selectors';
import { useStaffSelector } from '../staff-store';
import { loadStaffSettings } from '../staff-thunks';
import { BackupStatus } from './backup-status';
import { CarouselForm } from './carousel-form';
import { DeliveryPricesForm, DeliveryZonesForm } from './delivery-form';
import { HoursForm } from './hours-form';
import { PickupForm } from './pickup-form';
import { RestaurantForm } from './restaurant-form';
import { NoticeForm } from './notice-form';
import { WelcomeForm } from './welcome-form';

export function ShopSettings() {
  const dispatch = useAppDispatch();
  const settings = useStaffSelector(selectStaffSettings);
  const [error, setError] = useState('');
  // The forms copy the settings into their own state when they mount, so they mount only
  // after this visit's load: never with what another device has changed since.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void dispatch(loadStaffSettings()).then((outcome) => {
      setError(outcome.ok ? '' : outcome.message);
      setLoaded(true);
    });
  }, [dispatch]);

  if (!loaded || !settings) return <p role={error ? 'alert' : 'status'}>{error || 'Wczytujemy ustawienia…'}</p>;
  return (
    <div>
      {error && <p role="alert">{error}</p>}
      <NoticeForm notice={settings.notice} />
      <RestaurantForm facts={settings.restaurant} />
      <WelcomeForm welcome={settings.welcomeText} />
      <CarouselForm slides={settings.carousel} />
      <PickupForm pickup={settings.pickup} />
      <DeliveryPricesForm prices={settings.delivery} />
      <DeliveryZonesForm zones={settings.deliveryZones} />
      <HoursForm days={settings.openingHours} />
      <BackupStatus lastBackup={settings.lastBackup} />
    </div>
  );
}
