// `/unsubscribe/{key}`: the link at the foot of every "your turn" e-mail. Opening it changes
// nothing (mail scanners follow links); the button sends `POST /api/unsubscribe`.
import { useState } from 'preact/hooks';
import { ApiError, unsubscribe } from '../api';
import { t } from '../i18n';

type Outcome =
  | { state: 'ready' }
  | { state: 'sending' }
  | { state: 'done'; lobby: string }
  | { state: 'failed'; message: string; final: boolean };

/** The words for a refused or failed unsubscribe. */
export function unsubscribeFailure(e: unknown): { message: string; final: boolean } {
  if (e instanceof ApiError && e.status === 404) {
    return {
      message: t('unsub-gone'),
      final: true,
    };
  }
  if (e instanceof ApiError) return { message: t('unsub-failed-because', { why: e.message }), final: false };
  return { message: t('unsub-failed'), final: false };
}

export function UnsubscribePage({ unsubscribeKey }: { unsubscribeKey: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'ready' });
  const send = async () => {
    setOutcome({ state: 'sending' });
    try {
      const answer = await unsubscribe(unsubscribeKey);
      setOutcome({ state: 'done', lobby: answer.lobby });
    } catch (e) {
      setOutcome({ state: 'failed', ...unsubscribeFailure(e) });
    }
  };
  return (
    <section class="card unsubscribe" aria-labelledby="unsubscribe-title" data-testid="unsubscribe">
      <h1 id="unsubscribe-title">{t('unsub-title')}</h1>
      {outcome.state === 'done' ? (
        <div role="status" data-testid="unsubscribe-result">
          <p>
            <strong>{t('unsub-done')}</strong>
          </p>
          <p class="muted">
            {t('unsub-done-others')}
          </p>
          <p>
            <a href={`/l/${encodeURIComponent(outcome.lobby)}`}>{t('unsub-go-game')}</a>
          </p>
        </div>
      ) : (
        <>
          <p>
            {t('unsub-intro')}
          </p>
          <p class="muted small">{t('unsub-only-email')}</p>
          {!(outcome.state === 'failed' && outcome.final) && (
            <button type="button" class="primary" disabled={outcome.state === 'sending'} onClick={() => void send()}>
              {t('unsub-button')}
            </button>
          )}
          <p class="muted small" role="status">
            {outcome.state === 'sending' ? t('unsub-sending') : ''}
          </p>
          {outcome.state === 'failed' && (
            <p class="error" role="alert" data-testid="unsubscribe-error">
              {outcome.message}
            </p>
          )}
          {outcome.state === 'failed' && outcome.final && (
            <p>
              <a href="/games">{t('unsub-go-games')}</a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
