// Six kinds of page: `/` (home), `/games` (my games), `/l/{CODE}` (a lobby, the invite link),
// `/g/{id}` (a finished game's replay), `/rules/camelot`, `/rules/super-camelot` (how to play) and
// `/unsubscribe/{key}` (an e-mail's link to stop them). The server answers index.html on each of them.
import { useEffect, useState } from 'preact/hooks';
import { RULES_GAMES, type RulesGame } from './rules/links';

export type Route =
  | { page: 'home' }
  | { page: 'games' }
  | { page: 'lobby'; code: string }
  | { page: 'replay'; id: number }
  | { page: 'rules'; game: RulesGame }
  | { page: 'unsubscribe'; key: string }
  | { page: 'missing'; path: string };

/** Lobby codes are 12 characters of 23456789ABCDEFGHJKLMNPQRSTUVWXYZ; typed ones are upper-cased. */
export function normaliseCode(raw: string): string {
  return raw.trim().toUpperCase().replace(/[\s-]/g, '');
}

export function parseRoute(path: string): Route {
  if (path === '/' || path === '') return { page: 'home' };
  if (path === '/games' || path === '/games/') return { page: 'games' };
  const lobby = /^\/l\/([^/]+)\/?$/.exec(path);
  if (lobby) return { page: 'lobby', code: normaliseCode(decodeURIComponent(lobby[1])) };
  const game = /^\/g\/([0-9]{1,15})\/?$/.exec(path);
  if (game) return { page: 'replay', id: Number(game[1]) };
  const rules = /^\/rules\/([a-z-]+)\/?$/.exec(path);
  if (rules && (RULES_GAMES as readonly string[]).includes(rules[1])) return { page: 'rules', game: rules[1] as RulesGame };
  const unsubscribe = /^\/unsubscribe\/([^/]+)\/?$/.exec(path);
  if (unsubscribe) {
    try {
      return { page: 'unsubscribe', key: decodeURIComponent(unsubscribe[1]) };
    } catch {
      // A broken escape: no key to send.
    }
  }
  return { page: 'missing', path };
}

/** Goes to `path` (which may end in a `#section`) without a reload. */
export function navigate(path: string): void {
  if (location.pathname + location.hash === path) return;
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.pathname));
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.pathname));
    addEventListener('popstate', on);
    return () => removeEventListener('popstate', on);
  }, []);
  return route;
}

/** Same-origin links navigate without a reload (ctrl/middle click still opens a new tab). */
export function onLinkClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element | null)?.closest?.('a');
  if (!a || a.target || a.hasAttribute('download')) return;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  // A link to a section of this page: the browser scrolls to it itself.
  if (url.pathname === location.pathname && url.hash) return;
  e.preventDefault();
  navigate(url.pathname + url.hash);
}
