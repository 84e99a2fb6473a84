/**
 * The save cycle every staff form shares: validate, send, then 'Zapisano' or the refusal;
 * a field the server names (body/zoneA) lands next to that field.
 */
import { useCallback, useState } from 'react';
import { hasFieldErrors, type FieldErrors } from '../staff-validation';
import type { StaffOutcome } from '../staff-thunks';

export function useStaffForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(async (fieldErrors: FieldErrors, send: () => Promise<StaffOutcome>) => {
    setSaved(false);
    setError('');
    setErrors(fieldErrors);
    if (hasFieldErrors(fieldErrors)) {
      setError('Popraw zaznaczone pola.');
      return;
    }
    setBusy(true);
    const outcome = await send();
    setBusy(false);
    if (outcome.ok) setSaved(true);
    else {
      setError(outcome.message);
      if (outcome.field) setErrors({ [outcome.field]: outcome.message });
    }
  }, []);

  /** Typing again hides the last 'Zapisano'. */
  const touched = useCallback(() => setSaved(false), []);
  return { errors, error, saved, busy, submit, touched };
}
