// "Your turn" notifications (PROTOCOL.md, `notify`): the lobby page's Notifications panel keeps
// what the server last said (its offer, the seat's settings, the webhook's secret) and, for each
// change the player makes, builds the whole settings to send back. The pure parts are here, with
// the browser's Web Push subscription (service worker, permission, PushManager) at the end.
import { t } from './i18n';
import type { NotifyOffer, NotifySettings, NotifyWhen, PushSubscription as WirePush } from './protocol';

/** What the server last said about this seat's notifications. */
export interface NotifyInfo {
  offer: NotifyOffer;
  /** The seat's settings (null: it has none). */
  settings: NotifySettings | null;
  /** The secret that signs this seat's webhook requests, while a webhook is set. */
  secret: string | null;
}

/** The choices that apply to every channel, kept on the page while no channel is on. */
export interface NotifyPrefs {
  when: NotifyWhen;
  remind: boolean;
}

export const DEFAULT_PREFS: NotifyPrefs = { when: 'always', remind: false };

/** The longest e-mail address or webhook URL the server takes, in bytes (`MAX_NOTIFY_TARGET`). */
export const MAX_TARGET_BYTES = 512;

export type Channel = 'push' | 'email' | 'webhook';

/** One thing the player changed in the panel. */
export type NotifyChange =
  | { t: 'push'; push: WirePush | null }
  | { t: 'email'; email: string | null }
  | { t: 'webhook'; webhook: string | null }
  | { t: 'when'; when: NotifyWhen }
  | { t: 'remind'; remind: boolean };

/** Whether any channel of `settings` is on. */
export function anyChannel(settings: NotifySettings | null | undefined): boolean {
  return !!settings && (!!settings.push || !!settings.email || !!settings.webhook);
}

/** The page's `when` and `remind`: the server's while it has settings, else the defaults. */
export function prefsOf(settings: NotifySettings | null): NotifyPrefs {
  return settings ? { when: settings.when, remind: settings.remind } : DEFAULT_PREFS;
}

/** The channels this server offers. */
export function offered(offer: NotifyOffer): Record<Channel, boolean> {
  return { push: !!offer.push_key, email: offer.email, webhook: offer.webhook };
}

/** The settings with only the channels on (absent keys, never nulls) that `offer` has. */
function tidy(s: NotifySettings, offer: NotifyOffer): NotifySettings {
  const out: NotifySettings = { when: s.when, remind: s.remind };
  const can = offered(offer);
  if (s.push && can.push) out.push = { endpoint: s.push.endpoint, keys: { p256dh: s.push.keys.p256dh, auth: s.push.keys.auth } };
  if (s.email && can.email) out.email = s.email;
  if (s.webhook && can.webhook) out.webhook = s.webhook;
  return out;
}

function same(a: NotifySettings, b: NotifySettings): boolean {
  return (
    a.when === b.when &&
    a.remind === b.remind &&
    (a.email ?? null) === (b.email ?? null) &&
    (a.webhook ?? null) === (b.webhook ?? null) &&
    (a.push?.endpoint ?? null) === (b.push?.endpoint ?? null) &&
    (a.push?.keys.p256dh ?? null) === (b.push?.keys.p256dh ?? null) &&
    (a.push?.keys.auth ?? null) === (b.push?.keys.auth ?? null)
  );
}

export interface Plan {
  /** The whole settings to send (null: nothing to send). */
  send: NotifySettings | null;
  /** The page's `when` and `remind` after the change. */
  prefs: NotifyPrefs;
}

/**
 * What to send for `change`, given the server's `current` settings and the page's `prefs`: the
 * current settings with the change applied, whole (the server replaces them). A channel the
 * server no longer offers is dropped. Nothing is sent when nothing changes, nor for `when` or
 * `remind` while no channel is on: those wait on the page and go with the first channel turned on.
 */
export function planChange(current: NotifySettings | null, prefs: NotifyPrefs, change: NotifyChange, offer: NotifyOffer): Plan {
  const base: NotifySettings = anyChannel(current) ? { ...current!, when: prefs.when, remind: prefs.remind } : { ...prefs };
  let next: NotifySettings;
  switch (change.t) {
    case 'when':
      next = { ...base, when: change.when };
      break;
    case 'remind':
      next = { ...base, remind: change.remind };
      break;
    case 'push':
      next = { ...base, push: change.push };
      break;
    case 'email':
      next = { ...base, email: change.email === null ? null : change.email.trim() || null };
      break;
    case 'webhook':
      next = { ...base, webhook: change.webhook === null ? null : change.webhook.trim() || null };
      break;
  }
  next = tidy(next, offer);
  const newPrefs = { when: next.when, remind: next.remind };
  const wasOn = anyChannel(current);
  if (!wasOn && !anyChannel(next)) return { send: null, prefs: newPrefs };
  if (wasOn && same(tidy(current!, offer), next)) return { send: null, prefs: newPrefs };
  return { send: next, prefs: newPrefs };
}

/** Why this browser cannot take push notifications (null: it can). */
export function pushBlocker(env: { secure: boolean; serviceWorker: boolean; pushManager: boolean; notification: boolean }): string | null {
  if (!env.secure) return t('notify-blocked-https');
  if (!env.serviceWorker || !env.pushManager || !env.notification) return t('notify-blocked-browser');
  return null;
}

/** What the panel shows for a server's offer, in this browser and lobby. */
export interface PanelShape {
  /** Web Push is offered. */
  push: boolean;
  /** Why it cannot be used here (shown instead of its switch), or null. */
  pushBlocked: string | null;
  email: boolean;
  webhook: boolean;
  /** The reminder choice (a correspondence game: a deadline days away). */
  remind: boolean;
  /** Anything at all to show. */
  any: boolean;
}

export function panelShape(offer: NotifyOffer, pushBlocked: string | null, correspondence: boolean): PanelShape {
  const can = offered(offer);
  return {
    push: can.push,
    pushBlocked: can.push ? pushBlocked : null,
    email: can.email,
    webhook: can.webhook,
    remind: correspondence,
    any: can.push || can.email || can.webhook,
  };
}

/** What is on, in a sentence for the closed panel (null: nothing is on). */
export function summary(settings: NotifySettings | null, offer: NotifyOffer): string | null {
  if (!settings) return null;
  const s = tidy(settings, offer);
  const on = [s.push && t('notify-way-push'), s.email && t('notify-way-email'), s.webhook && t('notify-way-webhook')].filter(
    Boolean,
  ) as string[];
  if (on.length === 0) return null;
  const ways = on.length === 1 ? on[0] : t('notify-and', { first: on.slice(0, -1).join(', '), last: on[on.length - 1] });
  return t('notify-summary', { ways, when: s.when === 'away' ? 'away' : 'always' });
}

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

/** What is wrong with an e-mail address typed in the panel (null: worth sending). */
export function emailProblem(raw: string): string | null {
  const text = raw.trim();
  if (!text) return t('notify-email-empty');
  if (utf8Bytes(text) > MAX_TARGET_BYTES) return t('notify-address-too-long');
  if (!/^[^\s@]+@[^\s@]+$/.test(text)) return t('notify-email-bad');
  return null;
}

/** What is wrong with a webhook URL typed in the panel (null: worth sending; the server checks more). */
export function webhookProblem(raw: string): string | null {
  const text = raw.trim();
  if (!text) return t('notify-webhook-empty');
  if (utf8Bytes(text) > MAX_TARGET_BYTES) return t('notify-address-too-long');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return t('notify-webhook-not-url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return t('notify-webhook-scheme');
  return null;
}

/** A base64url string (padding optional) as bytes: the server's VAPID key for `applicationServerKey`. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** `PushSubscription.toJSON()` as the server takes it: endpoint and keys, without `expirationTime`. */
export function wireSubscription(json: { endpoint?: string; keys?: Record<string, string> }): WirePush | null {
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) return null;
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

/** Why turning push on failed, in the words the panel shows. */
export class PushProblem extends Error {
  constructor(
    readonly kind: 'denied' | 'dismissed' | 'worker' | 'keys' | 'timeout',
    readonly cause?: unknown,
  ) {
    super(kind);
  }
}

/** A sentence for a failed attempt to turn push on; `others`: the panel offers another channel. */
export function pushErrorText(error: unknown, others: boolean): string {
  const also = others ? 'yes' : 'no';
  if (error instanceof PushProblem) {
    switch (error.kind) {
      case 'denied':
        return t('notify-push-denied');
      case 'dismissed':
        return t('notify-push-dismissed');
      case 'worker':
        return t('notify-push-worker', { others: also });
      case 'keys':
        return t('notify-push-keys', { others: also });
      case 'timeout':
        return t('notify-push-timeout', { others: also });
    }
  }
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError') return t('notify-push-denied');
  if (name === 'AbortError') return t('notify-push-abort', { others: also });
  if (name === 'NotSupportedError') return t('notify-push-unsupported', { others: also });
  return t('notify-push-failed', { others: also });
}

/** What this browser lacks for push notifications (null: nothing). */
export function browserPushBlocker(): string | null {
  return pushBlocker({
    secure: globalThis.isSecureContext === true,
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    pushManager: 'PushManager' in globalThis,
    notification: 'Notification' in globalThis,
  });
}

function timeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new PushProblem('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((byte, i) => byte === b[i]);
}

/**
 * This browser's push subscription for the server's VAPID key `key`: asks for permission (first,
 * while the click still counts as the person's), registers the service worker (`/sw.js`) and
 * subscribes, or reuses the subscription already there, which this browser's other games share.
 * Throws a {@link PushProblem} or the browser's own error.
 */
export async function subscribePush(key: string): Promise<WirePush> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushProblem('denied');
  if (permission !== 'granted') throw new PushProblem('dismissed');
  const steps = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    } catch (e) {
      throw new PushProblem('worker', e);
    }
    const registration = await navigator.serviceWorker.ready;
    const applicationServerKey = base64UrlToBytes(key);
    let sub = await registration.pushManager.getSubscription();
    if (sub && !sameBytes(sub.options.applicationServerKey, applicationServerKey)) {
      // Made for another key (the server's changed): useless now.
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    const wire = wireSubscription(sub.toJSON());
    if (!wire) throw new PushProblem('keys');
    return wire;
  };
  return timeout(steps(), 30_000);
}
