/**
 * Form state shared by the account pages: the values, the Polish field errors, and a
 * TextField binding per field. When errors are shown, focus moves to the first invalid
 * field, so a keyboard or screen-reader user lands on it and hears its message (the error
 * is tied to the field by aria-describedby).
 */
import { useEffect, useRef, useState } from 'react';

export type Errors<F> = Partial<Record<keyof F, string>>;

export function useAccountForm<F extends { [K in keyof F]: string }>(initial: F) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  // Bumped on every showErrors call, so the same errors twice still move the focus.
  const [shown, setShown] = useState(0);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (shown === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown]);

  const setValue = (name: keyof F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The message was about the old value; the next submit checks the new one.
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  /** Props for a TextField bound to `name`. */
  const field = (name: keyof F & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  const showErrors = (next: Errors<F> | Record<string, string>) => {
    setErrors(next as Errors<F>);
    setShown((n) => n + 1);
  };

  /**
   * Shows `errors` (focus on the first); when there are none, runs `send` with `busy` on, one
   * at a time. Checking first keeps the button from flickering busy on an invalid form.
   */
  const submitWith = async (next: Errors<F>, send: () => Promise<void>) => {
    showErrors(next);
    if (Object.keys(next).length > 0 || busy) return;
    setBusy(true);
    try {
      await send();
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, field, showErrors, formRef, busy, submitWith };
}
