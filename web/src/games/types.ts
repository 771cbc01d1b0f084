import type { LobbyState, Session } from '../session';

/** What the lobby page gives the game it shows. */
export interface GameProps {
  session: Session;
  state: LobbyState;
}
