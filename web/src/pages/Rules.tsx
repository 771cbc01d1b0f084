// How to play, /rules/camelot and /rules/super-camelot: the texts of docs/how-to-play-*.md (or
// docs/fr/… when the client speaks French), rendered at build time (rules-plugin.ts) and loaded in
// a chunk of their own, with a table of contents. A `#section` in the address scrolls to that
// section, as the game pages' links (in the same language) expect.
import { useEffect, useState } from 'preact/hooks';
import { lang, t } from '../i18n';
import { loadDocs, type Docs } from '../rules/docs';
import { RULES_GAMES, RULES_TITLE, type RulesGame } from '../rules/links';

export function Rules({ game }: { game: RulesGame }) {
  const [docs, setDocs] = useState<Docs | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    let live = true;
    loadDocs(lang()).then(
      (d) => live && setDocs(d),
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const doc = docs?.[game];
  useEffect(() => {
    if (!doc) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else scrollTo(0, 0);
  }, [doc]);
  const other = RULES_GAMES.find((g) => g !== game)!;
  return (
    <div class="rules">
      <nav class="card rules-nav" aria-label={t('rules-contents')}>
        <p class="small">
          <a href={`/rules/${other}`}>{RULES_TITLE[other]}</a> · <a href="/">{t('rules-start-page')}</a>
        </p>
        {doc && (
          <ol>
            {doc.sections
              .filter((s) => s.depth <= 3)
              .map((s) => (
                <li key={s.id} class={`depth-${s.depth}`}>
                  <a href={`#${s.id}`}>{s.text}</a>
                </li>
              ))}
          </ol>
        )}
      </nav>
      <article class="card rules-text" aria-labelledby="rules-title">
        <h1 id="rules-title">{doc?.title ?? RULES_TITLE[game]}</h1>
        {error && (
          <p class="error" role="alert">
            {t('rules-load-error')}
          </p>
        )}
        {!doc && !error && <p class="muted">{t('rules-loading')}</p>}
        {/* Our own texts, rendered at build time with any HTML in them escaped. */}
        {doc && <div class="rules-body" dangerouslySetInnerHTML={{ __html: doc.html }} />}
      </article>
    </div>
  );
}
