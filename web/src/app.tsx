import { useEffect } from 'preact/hooks';
import { Home } from './pages/Home';
import { LobbyPage } from './pages/Lobby';
import { Replay } from './pages/Replay';
import { onLinkClick, useRoute } from './router';

export function App() {
  const route = useRoute();
  useEffect(() => {
    document.addEventListener('click', onLinkClick);
    return () => document.removeEventListener('click', onLinkClick);
  }, []);
  useEffect(() => {
    document.title =
      route.page === 'lobby' ? `Albion · ${route.code}` : route.page === 'replay' ? `Albion · game ${route.id}` : 'Albion';
  }, [route]);
  return (
    <>
      <header class="top">
        <a href="/" class="brand" aria-label="Albion home">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Albion</span>
        </a>
      </header>
      <main>
        {route.page === 'home' && <Home />}
        {route.page === 'lobby' && <LobbyPage key={route.code} code={route.code} />}
        {route.page === 'replay' && <Replay key={route.id} id={route.id} />}
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
