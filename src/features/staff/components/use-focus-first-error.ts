/**
 * After a refused send, the keyboard lands on the first field marked invalid, so staff on the
 * phone fix it without hunting for it (or a screen reader reads it at once).
 */
import { useEffect, type RefObject } from 'react';
import type { FieldErrors } from '../staff-validation';

export function useFocusFirstError(form: RefObject<HTMLElement | null>, errors: FieldErrors): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
