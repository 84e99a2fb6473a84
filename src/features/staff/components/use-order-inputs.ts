/**
 * What the phone order and change forms read while staff type: today's menu and the shop's
 * terms (read again each time a form opens: sold-out marks and pickup's terms change during the
 * evening), the zone of the address typed, and the times on offer for the way of receiving.
 */
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { isPostalCode } from '../../../../domain/rules/delivery-zones';
import type { Fulfilment } from '../../../../domain/rules/fulfilment';
import type { DeliveryTimes } from '../../../lib/shop-api-types';
import { selectStaff } from '../staff-selectors';
import { useStaffSelector } from '../staff-store';
import { fetchOrderTimes, lookUpZone, type ZoneLookup } from '../staff-order-thunks';
import { fetchStaffMenu, loadStaffSettings } from '../staff-thunks';

export function useOrderSetup() {
  const dispatch = useAppDispatch();
  const { menu, menuStatus, settings } = useStaffSelector(selectStaff);
  const [settingsError, setSettingsError] = useState('');
  useEffect(() => {
    void dispatch(fetchStaffMenu());
    void dispatch(loadStaffSettings()).then((outcome) => setSettingsError(outcome.ok ? '' : outcome.message));
  }, [dispatch]);
  return { menu, menuStatus, settings, settingsError };
}

/** The zone of a well-formed postal code (null while typing or when it could not be asked). */
export function useZone(postalCode: string): ZoneLookup {
  const dispatch = useAppDispatch();
  const [found, setFound] = useState<{ code: string; zone: ZoneLookup } | null>(null);
  const code = postalCode.trim();
  useEffect(() => {
    if (!isPostalCode(code)) return;
    let current = true;
    void dispatch(lookUpZone(code)).then((zone) => current && setFound({ code, zone }));
    return () => {
      current = false;
    };
  }, [dispatch, code]);
  return found && found.code === code ? found.zone : null;
}

export function useOrderTimes(fulfilment: Fulfilment): DeliveryTimes | null {
  const dispatch = useAppDispatch();
  const [times, setTimes] = useState<{ fulfilment: Fulfilment; times: DeliveryTimes | null } | null>(null);
  useEffect(() => {
    let current = true;
    void dispatch(fetchOrderTimes(fulfilment)).then((answer) => current && setTimes({ fulfilment, times: answer }));
    return () => {
      current = false;
    };
  }, [dispatch, fulfilment]);
  return times && times.fulfilment === fulfilment ? times.times : null;
}
