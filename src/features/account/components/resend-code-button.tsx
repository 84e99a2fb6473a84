/**
 * 'Wyślij kod ponownie' for a code that did not arrive or has expired. After a code went out
 * the button waits a minute (counting down), so a customer cannot flood their own inbox and
 * the provider's limit (Cognito refuses quick repeats) is not reached by impatience.
 */
import React, { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';

export const RESEND_COOLDOWN_SECONDS = 60;
export const RESEND_LABEL = 'Wyślij kod ponownie';

/** `onResend` resolves true once the code went out, false when it did not (no cool-down then). */
export function ResendCodeButton({ onResend }: { onResend: () => Promise<boolean> }) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const tick = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft]);

  const resend = async () => {
    setSending(true);
    const sent = await onResend();
    setSending(false);
    if (sent) setSecondsLeft(RESEND_COOLDOWN_SECONDS);
  };

  return (
    <Button variant="link" onClick={() => void resend()} disabled={sending || secondsLeft > 0} aria-busy={sending}>
      {secondsLeft > 0 ? `${RESEND_LABEL} (za ${secondsLeft} s)` : RESEND_LABEL}
    </Button>
  );
}
