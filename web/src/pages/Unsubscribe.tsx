// `/unsubscribe/{key}`: the link at the foot of every "your turn" e-mail. Opening it changes
// nothing (mail scanners follow links); the button sends `POST /api/unsubscribe`.
import { useState } from 'preact/hooks';
import { ApiError, unsubscribe } from '../api';

type Outcome =
  | { state: 'ready' }
  | { state: 'sending' }
  | { state: 'done'; lobby: string }
  | { state: 'failed'; message: string; final: boolean };

/** The words for a refused or failed unsubscribe. */
export function unsubscribeFailure(e: unknown): { message: string; final: boolean } {
  if (e instanceof ApiError && e.status === 404) {
    return {
      message:
        'This link does not work any more: e-mails for this game may already be off, or the game is gone. Nothing was changed.',
      final: true,
    };
  }
  if (e instanceof ApiError) return { message: `E-mails could not be stopped: ${e.message}`, final: false };
  return { message: 'E-mails could not be stopped. Try again in a moment.', final: false };
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
      <h1 id="unsubscribe-title">Stop e-mails</h1>
      {outcome.state === 'done' ? (
        <div role="status" data-testid="unsubscribe-result">
          <p>
            <strong>Done: Albion sends you no more e-mails about this game.</strong>
          </p>
          <p class="muted">
            Other notifications you set for it (push, webhook) stay as they were. You can change them, or turn e-mails back on,
            in the Notifications panel of the game's page.
          </p>
          <p>
            <a href={`/l/${encodeURIComponent(outcome.lobby)}`}>Go to the game</a>
          </p>
        </div>
      ) : (
        <>
          <p>
            You came here from a link in an e-mail Albion sent you about one of your games. Press the button to stop e-mails about
            that game; nothing changes until you do.
          </p>
          <p class="muted small">Only e-mails stop: push notifications and webhooks you set for the game stay on.</p>
          {!(outcome.state === 'failed' && outcome.final) && (
            <button type="button" class="primary" disabled={outcome.state === 'sending'} onClick={() => void send()}>
              Stop e-mails for this game
            </button>
          )}
          <p class="muted small" role="status">
            {outcome.state === 'sending' ? 'Stopping e-mails…' : ''}
          </p>
          {outcome.state === 'failed' && (
            <p class="error" role="alert" data-testid="unsubscribe-error">
              {outcome.message}
            </p>
          )}
          {outcome.state === 'failed' && outcome.final && (
            <p>
              <a href="/games">Go to My games</a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
