import { useEffect } from 'preact/hooks';
import { Home } from './pages/Home';
import { LobbyPage } from './pages/Lobby';
import { Replay } from './pages/Replay';
import { Rules } from './pages/Rules';
import { NEW_TAB, RULES_TITLE } from './rules/links';
import { onLinkClick, useRoute } from './router';

export function App() {
  const route = useRoute();
  useEffect(() => {
    document.addEventListener('click', onLinkClick);
    return () => document.removeEventListener('click', onLinkClick);
  }, []);
  useEffect(() => {
    document.title =
      route.page === 'lobby'
        ? `Albion · ${route.code}`
        : route.page === 'replay'
          ? `Albion · game ${route.id}`
          : route.page === 'rules'
            ? `Albion · ${RULES_TITLE[route.game]}`
            : 'Albion';
  }, [route]);
  return (
    <>
      <header class="top">
        <a href="/" class="brand" aria-label="Albion home">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Albion</span>
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
        {route.page === 'lobby' && <LobbyPage key={route.code} code={route.code} />}
        {route.page === 'replay' && <Replay key={route.id} id={route.id} />}
        {route.page === 'rules' && <Rules key={route.game} game={route.game} />}
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
