// Offers between the two players (RULES.md C15–C17): a draw or a takeback, each needing the
// other's explicit answer; the game's live region says when one arrives (the box itself is not
// live, so nothing is said twice). The box keeps one place in the side panel for its whole life, and its
// buttons never take one another's place: the offer buttons stand in the box's first row; an
// offer from the opponent shows its sentence in that row and its answers on the row below, named
// for what they answer ("Accept the draw"), and they wake only a moment after the offer appears,
// so a click aimed at something else cannot land on them. The answer names the offer, and the
// server refuses an answer to any other.
import { useEffect, useState } from 'preact/hooks';
import type { OfferKind, PendingOffer } from '../../protocol';
import { t } from '../../i18n';

/** The refusals the offer box explains (the move box explains the others). */
export const OFFER_CODES: ReadonlySet<string> = new Set(['offer_pending', 'no_offer', 'offer_limit']);

/** How long an opponent's offer's answers stay asleep after it appears, in milliseconds. */
export const ARMING_MS = 800;

/** What the offer box shows a seat: what it may do, or the waiting offer. */
export type OfferState =
  | { kind: 'none'; canDraw: boolean; canTakeback: boolean; why: string | null }
  | { kind: 'mine'; offer: OfferKind }
  | { kind: 'theirs'; offer: OfferKind; plies: number };

/**
 * The offer box's state for `seat` in a running game: its own waiting offer, the opponent's, or
 * the offers it may make (none between two of its own moves, and a takeback only when it has a
 * move to take back: its last move, with the opponent's reply when it is to move again).
 */
export function offerState(
  seat: number,
  view: { offer?: PendingOffer | null; offered?: number[] | null; to_move: number; ply: number },
): OfferState {
  if (view.offer?.by === seat) return { kind: 'mine', offer: view.offer.offer };
  if (view.offer) return { kind: 'theirs', offer: view.offer.offer, plies: view.to_move === view.offer.by ? 2 : 1 };
  if (view.offered?.includes(seat)) {
    return { kind: 'none', canDraw: false, canTakeback: false, why: t('camelot-offer-again-later') };
  }
  const plies = view.to_move === seat ? 2 : 1;
  return { kind: 'none', canDraw: true, canTakeback: view.ply >= plies, why: null };
}

/**
 * The offer box's sentence about a waiting offer: "You offered a draw. Waiting for bob." or
 * "bob offers a takeback: their last move goes back." (null when no offer waits).
 */
export function offerLine(state: OfferState, opponent: string): string | null {
  if (state.kind === 'mine') return t('camelot-offer-mine', { offer: state.offer, opponent });
  if (state.kind === 'theirs') return t('camelot-offer-theirs', { offer: state.offer, plies: state.plies, opponent });
  return null;
}

export function Offers(props: {
  state: OfferState;
  opponent: string;
  /** A request is on its way: nothing more until it is answered. */
  sending: boolean;
  /** Why the server refused the last offer request, if it did. */
  refusal: string | null;
  onOffer: (offer: OfferKind) => void;
  onAnswer: (offer: OfferKind, accept: boolean) => void;
  onWithdraw: (offer: OfferKind) => void;
}) {
  const { state, opponent, sending } = props;
  const theirs = state.kind === 'theirs' ? state.offer : null;
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    setArmed(false);
    if (theirs === null) return;
    const timer = setTimeout(() => setArmed(true), ARMING_MS);
    return () => clearTimeout(timer);
  }, [theirs]);

  return (
    <section class="cm-offers" aria-label={t('camelot-offers')} data-testid="camelot-offers">
      {state.kind === 'none' && (
        <>
          <div class="cm-offer-row">
            <button type="button" disabled={sending || !state.canDraw} onClick={() => props.onOffer('draw')}>
              {t('camelot-offer-draw')}
            </button>
            <button type="button" disabled={sending || !state.canTakeback} onClick={() => props.onOffer('takeback')}>
              {t('camelot-offer-takeback')}
            </button>
          </div>
          {state.why && <p class="cm-muted cm-offer-note">{state.why}</p>}
        </>
      )}
      {state.kind === 'mine' && (
        <>
          <p class="cm-offer-row">{offerLine(state, opponent)}</p>
          <div class="cm-offer-answers">
            <button type="button" disabled={sending} onClick={() => props.onWithdraw(state.offer)}>
              {t('camelot-offer-withdraw')}
            </button>
          </div>
        </>
      )}
      {state.kind === 'theirs' && (
        <div role="group" aria-labelledby="cm-offer-text">
          <p class="cm-offer-row cm-offer-incoming" id="cm-offer-text">
            <strong>{offerLine(state, opponent)}</strong>{' '}
            {t('camelot-offer-move-declines')}
          </p>
          <div class="cm-offer-answers">
            <button
              type="button"
              class="cm-primary"
              disabled={sending || !armed}
              data-testid="offer-accept"
              onClick={() => props.onAnswer(state.offer, true)}
            >
              {t('camelot-offer-accept', { offer: state.offer })}
            </button>
            <button type="button" disabled={sending || !armed} onClick={() => props.onAnswer(state.offer, false)}>
              {t('camelot-offer-decline')}
            </button>
          </div>
        </div>
      )}
      {props.refusal && (
        <p class="cm-refused" role="alert">
          {props.refusal}
        </p>
      )}
    </section>
  );
}
