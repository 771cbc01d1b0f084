// What both games share for playing without sight or without a mouse: the live region that says
// each change in words, the game's keys (with the help dialog `?` opens) and the "in words"
// disclosure that shows the board as text. The words themselves are each game's own (words.ts,
// log.ts); this file only places them.
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';

/** One thing to say: `key` changes when it is news (the same text twice is said twice). */
export interface Announcement {
  key: string;
  text: string;
  /** Waits for this person (their move, a prompt to answer): said at once, interrupting. */
  urgent: boolean;
}

/**
 * Two live regions, always in the page (a region added together with its text is often not
 * read): the polite one for what happened, the assertive one for what waits for you. Each new
 * announcement replaces its paragraph, so a screen reader reads it whole. `note` is said politely
 * without taking the urgent line away (a move being picked, while "Your move" stands); it goes
 * before a polite announcement.
 */
export function LiveRegion({ said, note = null }: { said: Announcement | null; note?: Omit<Announcement, 'urgent'> | null }) {
  const polite = note ?? (said && !said.urgent ? said : null);
  const urgent = useSettled(said && said.urgent ? said : null);
  return (
    <div class="visually-hidden">
      <div aria-live="polite" aria-atomic="true" data-testid="live-polite">
        {polite && <p key={polite.key}>{polite.text}</p>}
      </div>
      <div aria-live="assertive" aria-atomic="true" data-testid="live-assertive">
        {urgent && <p key={urgent.key}>{urgent.text}</p>}
      </div>
    </div>
  );
}

/**
 * How long an urgent announcement stands before it is said. What replaces it sooner is said
 * instead: a game's last move comes a moment before the game's end, in two updates, and "your
 * move" must not interrupt the screen reader between them.
 */
export const URGENT_SETTLE_MS = 250;

/** `urgent`, once it has stood for `URGENT_SETTLE_MS` (and `null` until then). */
function useSettled(urgent: Announcement | null): Announcement | null {
  const [settled, setSettled] = useState<Announcement | null>(null);
  useEffect(() => {
    if (!urgent) return undefined;
    const timer = setTimeout(() => setSettled(urgent), URGENT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [urgent?.key, urgent?.text]);
  return urgent && settled && settled.key === urgent.key && settled.text === urgent.text ? urgent : null;
}

/** Whether a key press belongs to a text field (or comes with a modifier) and is not a game key. */
function typing(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return true;
  const t = e.target as HTMLElement | null;
  if (!t || typeof t.closest !== 'function') return false;
  if (t.closest('dialog[open]')) return true;
  const tag = t.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t.isContentEditable;
}

/** A game key: what it is pressed as, what the help dialog calls it, and what it does. */
export interface GameKey {
  /** `KeyboardEvent.key` values (letters in lower case; upper case is taken too). */
  keys: readonly string[];
  /** The key as the help dialog shows it. */
  label: string;
  what: string;
  /** Left out: the key is listed in the dialog (a board key), but this page does nothing with it. */
  run?: () => void;
}

/** Listens for the game's own keys anywhere on the page except in text fields and dialogs. */
export function useGameKeys(keys: readonly GameKey[]): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e)) return;
      const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      const hit = latest.current.find((g) => g.run && (g.keys.includes(k) || g.keys.includes(e.key)));
      if (!hit?.run) return;
      e.preventDefault();
      hit.run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * The keys, in a modal dialog: the rest of the page is inert while it is open (the focus stays in
 * it), Escape or Close shuts it and the focus goes back where it was.
 */
export function HelpDialog(props: { open: boolean; onClose: () => void; title: string; keys: readonly GameKey[]; children?: ComponentChildren }) {
  const ref = useRef<HTMLDialogElement>(null);
  const back = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      back.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('button')?.focus();
    } else if (!props.open && dialog.open) {
      dialog.close();
    }
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      class="game-help"
      aria-labelledby="game-help-title"
      data-testid="help-dialog"
      onKeyDown={(e) => {
        // The page behind is inert while the dialog is open; Tab also stays among its own
        // controls rather than leaving for the browser's.
        if (e.key !== 'Tab') return;
        const all = [...(ref.current?.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])') ?? [])];
        const first = all[0];
        const last = all[all.length - 1];
        if (!first || !last) return;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
      onClose={() => {
        props.onClose();
        const to = back.current;
        back.current = null;
        if (to && to.isConnected) to.focus();
      }}
    >
      <div class="game-help-head">
        <h2 id="game-help-title">{props.title}</h2>
        <button type="button" onClick={() => ref.current?.close()}>
          {t('a11y-close')}
        </button>
      </div>
      <table>
        <caption class="visually-hidden">{t('a11y-keys-caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('a11y-key')}</th>
            <th scope="col">{t('a11y-key-what')}</th>
          </tr>
        </thead>
        <tbody>
          {props.keys.map((k) => (
            <tr key={k.label}>
              <td>
                <kbd>{k.label}</kbd>
              </td>
              <td>{k.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {props.children}
    </dialog>
  );
}

/**
 * The "in words" disclosure's state: opening it with its key (`focusRequest` counts those) moves
 * the focus to the text; opening it with its button leaves the focus on the button.
 */
export function useDisclosure(): { open: boolean; toggle: (focus?: boolean) => void; focusRequest: number } {
  const [state, setState] = useState({ open: false, focusRequest: 0 });
  return {
    ...state,
    toggle: (focus = false) =>
      setState((s) => ({ open: !s.open, focusRequest: !s.open && focus ? s.focusRequest + 1 : s.focusRequest })),
  };
}

export function TextView(props: { id: string; label: string; open: boolean; focusRequest: number; children: ComponentChildren }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (props.open && props.focusRequest > 0) ref.current?.focus();
  }, [props.focusRequest]);
  if (!props.open) return null;
  return (
    <section ref={ref} id={props.id} class="text-view" aria-label={props.label} tabIndex={-1} data-testid="text-view">
      {props.children}
    </section>
  );
}

/** The bar above a game: the "in words" disclosure and the keys button. `what` the game shows in words. */
export function GameBar(props: {
  textViewId: string;
  textViewOpen: boolean;
  onTextView: () => void;
  onHelp: () => void;
  what: 'board' | 'forest';
}) {
  return (
    <div class="game-bar">
      <button type="button" aria-expanded={props.textViewOpen} aria-controls={props.textViewId} onClick={props.onTextView} data-testid="text-view-button">
        {t(props.textViewOpen ? 'a11y-text-view-hide' : 'a11y-text-view-show', { what: props.what })} <kbd aria-hidden="true">V</kbd>
      </button>
      <button type="button" aria-haspopup="dialog" onClick={props.onHelp} data-testid="help-button">
        {t('a11y-keys')} <kbd aria-hidden="true">?</kbd>
      </button>
    </div>
  );
}
