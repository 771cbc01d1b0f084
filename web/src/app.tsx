import { useEffect, useState } from 'preact/hooks';
import { applyTurnSignal, myGames } from './mygames';
import { Home } from './pages/Home';
import { LobbyPage } from './pages/Lobby';
import { MyGamesPage } from './pages/MyGames';
import { Replay } from './pages/Replay';
import { Rules } from './pages/Rules';
import { UnsubscribePage } from './pages/Unsubscribe';
import { NEW_TAB, RULES_TITLE } from './rules/links';
import { onLinkClick, useRoute } from './router';

export function App() {
  const route = useRoute();
  const [yourTurn, setYourTurn] = useState(myGames.snapshot.yourTurn);
  useEffect(() => {
    document.addEventListener('click', onLinkClick);
    // The app's one "your turn" poller (title count, icon dot, the header's badge).
    const off = myGames.subscribe((s) => setYourTurn(s.yourTurn));
    myGames.start();
    return () => {
      document.removeEventListener('click', onLinkClick);
      off();
    };
  }, []);
  useEffect(() => {
    document.title =
      route.page === 'lobby'
        ? `Albion · ${route.code}`
        : route.page === 'replay'
          ? `Albion · game ${route.id}`
          : route.page === 'rules'
            ? `Albion · ${RULES_TITLE[route.game]}`
            : route.page === 'games'
              ? 'Albion · My games'
              : route.page === 'unsubscribe'
                ? 'Albion · Stop e-mails'
                : 'Albion';
    // "(N) Your turn · " goes back in front of the page's own title.
    applyTurnSignal();
  }, [route]);
  return (
    <>
      <header class="top">
        <a href="/" class="brand" aria-label="Albion home">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Albion</span>
        </a>
        <a href="/games" class={`my-games-link${route.page === 'games' ? ' current' : ''}`} aria-current={route.page === 'games' ? 'page' : undefined}>
          My games
          {yourTurn > 0 && (
            <>
              <span class="badge" data-testid="turn-badge" aria-hidden="true">
                {yourTurn}
              </span>
              <span class="visually-hidden">: {yourTurn === 1 ? 'one game waits' : `${yourTurn} games wait`} for you</span>
            </>
          )}
        </a>
        <nav class="top-links" aria-label="How to play">
          {/* From a game, the rules open beside it rather than leaving it. */}
          <a href="/rules/camelot" {...(route.page === 'lobby' ? NEW_TAB : {})}>
            Camelot rules
          </a>
          <a href="/rules/super-camelot" {...(route.page === 'lobby' ? NEW_TAB : {})}>
            Super Camelot rules
          </a>
        </nav>
      </header>
      <main>
        {route.page === 'home' && <Home />}
        {route.page === 'games' && <MyGamesPage />}
        {route.page === 'lobby' && <LobbyPage key={route.code} code={route.code} />}
        {route.page === 'replay' && <Replay key={route.id} id={route.id} />}
        {route.page === 'rules' && <Rules key={route.game} game={route.game} />}
        {route.page === 'unsubscribe' && <UnsubscribePage key={route.key} unsubscribeKey={route.key} />}
        {route.page === 'missing' && (
          <section class="card">
            <h1>Nothing here</h1>
            <p>
              There is no page at <code>{route.path}</code>. <a href="/">Go to the start page</a>.
            </p>
          </section>
        )}
      </main>
    </>
  );
}
