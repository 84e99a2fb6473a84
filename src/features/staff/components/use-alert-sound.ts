/**
 * The new-order alert: a short Web Audio beep (no sound file to load or cache), repeated
 * every few seconds while `active` and not muted. Browsers keep an AudioContext suspended
 * until a user gesture, so `needsGesture` tells the panel to offer 'Włącz dźwięk
 * powiadomień'; a beep is only attempted while the context runs.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const BEEP_EVERY_MS = 4000;

type AudioCtor = typeof AudioContext;

function audioCtor(): AudioCtor | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext;
}

/** Two short tones (high, then higher): heard over a kitchen's noise, not alarming. */
export function beep(ctx: AudioContext): void {
  [880, 1320].forEach((frequency, i) => {
    const start = ctx.currentTime + i * 0.18;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + 0.17);
  });
}

export function useAlertSound(active: boolean, muted: boolean) {
  const ctxRef = useRef<AudioContext | null>(null);
  const [needsGesture, setNeedsGesture] = useState(false);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    const Ctor = audioCtor();
    if (!Ctor) return undefined;
    const ctx = new Ctor();
    ctxRef.current = ctx;
    const sync = () => {
      setRunning(ctx.state === 'running');
      setNeedsGesture(ctx.state === 'suspended');
    };
    ctx.addEventListener('statechange', sync);
    sync();
    return () => {
      ctx.removeEventListener('statechange', sync);
      void ctx.close().catch(() => undefined);
      ctxRef.current = null;
    };
  }, []);

  useEffect(() => {
    const ctx = ctxRef.current;
    if (!ctx || !active || muted || !running) return undefined;
    beep(ctx);
    const timer = setInterval(() => beep(ctx), BEEP_EVERY_MS);
    return () => clearInterval(timer);
  }, [active, muted, running]);

  /** Called from a click: the gesture lets the browser start the audio. */
  const enable = useCallback(() => {
    void ctxRef.current?.resume().catch(() => undefined);
  }, []);

  return { needsGesture, running, enable };
}
