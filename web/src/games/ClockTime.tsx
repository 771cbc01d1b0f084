// A seat's time on the game clock (PROTOCOL.md, "Computer players, clocks and players who leave"),
// counting down locally while that seat's clock runs.
import { useEffect, useState } from 'preact/hooks';
import { type ClockBase, clockWords, formatClock, monoNow, timeLeftMs } from '../clock';
import { t } from '../i18n';
import type { ClockView } from '../protocol';

export function ClockTime(props: { clock: ClockView; seat: number; base: ClockBase | null; who: string; live?: boolean }) {
  const { clock, seat, base, who } = props;
  // Offline, the display stops where it was (the server's clock is not known then); the next sync
  // sets it right again.
  const live = props.live ?? true;
  const running = clock.running === seat;
  const [now, setNow] = useState(monoNow);
  useEffect(() => {
    if (!live) return undefined;
    setNow(monoNow());
    if (!running) return undefined;
    const t = setInterval(() => setNow(monoNow()), 250);
    return () => clearInterval(t);
  }, [running, base, clock, live]);
  const left = timeLeftMs(clock, seat, base, now);
  const low = left < 30_000;
  return (
    <span
      class={`clock${running ? ' running' : ''}${low ? ' low' : ''}${live ? '' : ' offline'}`}
      role="timer"
      aria-label={t(running ? (live ? 'a11y-clock-running' : 'a11y-clock-offline') : 'a11y-clock', { who, time: clockWords(left) })}
      title={live ? undefined : t('a11y-clock-offline-title')}
      data-testid={`clock-${seat}`}
    >
      <span aria-hidden="true">
        {running ? '▶ ' : ''}
        {formatClock(left)}
      </span>
    </span>
  );
}
