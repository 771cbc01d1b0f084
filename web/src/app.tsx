import { useEffect, useState } from 'preact/hooks';
import { LANGS, chooseLanguage, isLang, lang, t } from './i18n';
import { applyTurnSignal, myGames } from './mygames';
import { Home } from './pages/Home';
import { LobbyPage } from './pages/Lobby';
import { MyGamesPage } from './pages/MyGames';
import { Replay } from './pages/Replay';
import { Rules } from './pages/Rules';
import { UnsubscribePage } from './pages/Unsubscribe';
import { NEW_TAB, RULES_TITLE } from './rules/links';
import { tRich } from './rich';
import { onLinkClick, useRoute } from './router';

/** The header's language menu: each language by its own name; choosing one reloads the page in it. */
function LanguageMenu() {
  return (
    <label class="lang-menu">
      <span class="visually-hidden">{t('app-language')}</span>
      <select
        value={lang()}
        data-testid="language"
        onChange={(e) => {
          const next = (e.target as HTMLSelectElement).value;
          if (isLang(next) && next !== lang()) chooseLanguage(next);
        }}
      >
        {LANGS.map((l) => (
          <option key={l.lang} value={l.lang} lang={l.lang}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}

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
        ? t('app-title-lobby', { code: route.code })
        : route.page === 'replay'
          ? t('app-title-replay', { id: String(route.id) })
          : route.page === 'rules'
            ? t('app-title-rules', { title: RULES_TITLE[route.game] })
            : route.page === 'games'
              ? t('games-page-title')
              : route.page === 'unsubscribe'
                ? t('unsub-page-title')
                : t('app-title');
    // "(N) Your turn · " goes back in front of the page's own title.
    applyTurnSignal();
  }, [route]);
  return (
    <>
      <header class="top">
        <a href="/" class="brand" aria-label={t('app-home-label')}>
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Albion</span>
        </a>
        <a href="/games" class={`my-games-link${route.page === 'games' ? ' current' : ''}`} aria-current={route.page === 'games' ? 'page' : undefined}>
          {t('app-my-games')}
          {yourTurn > 0 && (
            <>
              <span class="badge" data-testid="turn-badge" aria-hidden="true">
                {yourTurn}
              </span>
              <span class="visually-hidden">{t('app-turn-badge', { count: yourTurn })}</span>
            </>
          )}
        </a>
        <nav class="top-links" aria-label={t('app-rules-nav')}>
          {/* From a game, the rules open beside it rather than leaving it. */}
          <a href="/rules/camelot" {...(route.page === 'lobby' ? NEW_TAB : {})}>
            {t('app-rules-camelot')}
          </a>
          <a href="/rules/super-camelot" {...(route.page === 'lobby' ? NEW_TAB : {})}>
            {t('app-rules-super-camelot')}
          </a>
        </nav>
        <LanguageMenu />
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
            <h1>{t('app-missing-title')}</h1>
            <p>
              {tRich('app-missing', { path: <code>{route.path}</code>, start: <a href="/">{t('app-missing-start')}</a> })}
            </p>
          </section>
        )}
      </main>
    </>
  );
}
