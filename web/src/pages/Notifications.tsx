// The lobby page's Notifications panel: how this seat is told that the game waits for it (Web
// Push to this browser, e-mail, a signed webhook), from the server's `notify` message. What it
// shows is what the server last said; each change sends the whole settings (notify.ts), and
// nothing is sent until the player changes something.
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  type NotifyChange,
  type NotifyPrefs,
  MAX_TARGET_BYTES,
  browserPushBlocker,
  emailProblem,
  panelShape,
  planChange,
  prefsOf,
  pushErrorText,
  subscribePush,
  summary,
  webhookProblem,
} from '../notify';
import type { LobbyState, Session } from '../session';
import { correspondenceDays } from '../util';

/** A text channel (e-mail or webhook): a switch, and a field with its own Save while it is on. */
function TargetChannel(props: {
  id: string;
  label: string;
  hint: string;
  field: string;
  type: 'email' | 'url';
  saved: string | null;
  problem: (text: string) => string | null;
  disabled: boolean;
  onSave: (value: string | null) => void;
  children?: preact.ComponentChildren;
}) {
  const { id, saved } = props;
  const [open, setOpen] = useState(saved !== null);
  const [text, setText] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // The server's answer is the truth: the field follows it.
  useEffect(() => {
    setOpen(saved !== null);
    setText(saved ?? '');
    setProblem(null);
  }, [saved]);
  const save = () => {
    const why = props.problem(text);
    setProblem(why);
    if (!why) props.onSave(text.trim());
  };
  const input = {
    value: text,
    maxLength: MAX_TARGET_BYTES,
    spellcheck: false,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': `notify-${id}-hint`,
    onInput: (e: Event) => setText((e.target as HTMLInputElement).value),
  };
  return (
    <div class="notify-channel" data-testid={`notify-${id}`}>
      <label class="notify-switch">
        <input
          type="checkbox"
          checked={open}
          disabled={props.disabled}
          onChange={(e) => {
            const on = (e.target as HTMLInputElement).checked;
            setOpen(on);
            setProblem(null);
            // Off: the server forgets it at once. On: nothing is sent until Save.
            if (!on && saved !== null) props.onSave(null);
          }}
        />
        {props.label}
        {saved !== null && <span class="tag ok">on</span>}
      </label>
      {open && (
        <form
          class="row notify-target"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <label class="field grow">
            <span>{props.field}</span>
            {props.type === 'email' ? <input type="email" autoComplete="email" {...input} /> : <input type="url" autoComplete="off" {...input} />}
          </label>
          <button type="submit" disabled={props.disabled || (saved !== null && text.trim() === saved)}>
            Save
          </button>
        </form>
      )}
      {open && (
        <p class={problem ? 'error small' : 'muted small'} id={`notify-${id}-hint`} role={problem ? 'alert' : undefined}>
          {problem ?? props.hint}
        </p>
      )}
      {props.children}
    </div>
  );
}

export function NotificationsPanel({ session, state }: { session: Session; state: LobbyState }) {
  const info = state.notify!;
  const lobby = state.lobby!;
  const settings = info.settings;
  const [open, setOpen] = useState(false);
  const [prefs, setPrefs] = useState<NotifyPrefs>(() => prefsOf(settings));
  const [pushBusy, setPushBusy] = useState(false);
  const [pushError, setPushError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // Where the server's refusal shows: beside what was changed last.
  const [touched, setTouched] = useState<NotifyChange['t']>('when');
  const [blocker] = useState(browserPushBlocker);
  const shape = panelShape(info.offer, blocker, correspondenceDays(lobby.config) !== null);
  const offline = state.link.state !== 'open';

  // The server's settings are the truth (also after it refused a change); without any, the
  // page keeps the player's choices.
  useEffect(() => {
    if (settings) setPrefs(prefsOf(settings));
  }, [settings, state.notifyError]);
  // "Saved" once the server answers what this page sent.
  const saving = useRef(false);
  useEffect(() => {
    if (saving.current && !state.notifySaving) setNote(state.notifyError ? '' : 'Saved.');
    saving.current = state.notifySaving;
  }, [state.notifySaving, state.notifyError]);

  // A push subscription takes a while: its change applies to the settings of that moment.
  const latest = useRef({ settings, prefs, offer: info.offer });
  latest.current = { settings, prefs, offer: info.offer };

  if (!shape.any) return null;

  const change = (c: NotifyChange): boolean => {
    const now = latest.current;
    const plan = planChange(now.settings, now.prefs, c, now.offer);
    setPrefs(plan.prefs);
    setNote('');
    setTouched(c.t);
    if (!plan.send) {
      if (c.t === 'when' || c.t === 'remind') setNote('Noted: it applies once you turn on one of the ways above.');
      return true;
    }
    if (session.notify(plan.send)) return true;
    setNote('Not connected: nothing was changed. Try again once the page is back online.');
    return false;
  };

  const togglePush = async (on: boolean) => {
    setPushError(null);
    if (!on) {
      change({ t: 'push', push: null });
      return;
    }
    setPushBusy(true);
    try {
      const push = await subscribePush(info.offer.push_key!);
      change({ t: 'push', push });
    } catch (e) {
      setPushError(pushErrorText(e, shape.email || shape.webhook));
    } finally {
      setPushBusy(false);
    }
  };

  const per = lobby.config.game === 'camelot' ? 'move' : 'turn';
  const refusal = (where: NotifyChange['t']) =>
    state.notifyError &&
    (touched === where || (where === 'when' && touched === 'remind')) && (
      <p class="error small" role="alert" data-testid="notify-error">
        {state.notifyError}
      </p>
    );
  const on = summary(settings, info.offer);
  return (
    <section class="card notify" aria-labelledby="notify-title" data-testid="notify-panel">
      <h2 id="notify-title" class="notify-title">
        <button
          type="button"
          class="disclosure"
          aria-expanded={open}
          aria-controls="notify-body"
          onClick={() => setOpen(!open)}
        >
          <span class="disclosure-mark" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <span>Notifications</span>
          <span class={on ? 'tag ok' : 'tag'} data-testid="notify-on">
            {on ? 'on' : 'off'}
          </span>
        </button>
      </h2>
      <p class="muted small notify-intro" data-testid="notify-summary">
        {on ?? 'Off. Be told when the game waits for you, even while this page is closed.'}
      </p>
      {/* Hidden rather than removed while closed, so a half-typed address stays. */}
      <div id="notify-body" hidden={!open}>
        <p class="notify-intro small">Ways to be told when it is your {per}:</p>
        {shape.push && (
          <div class="notify-channel" data-testid="notify-push">
            {shape.pushBlocked ? (
              <p class="muted small">
                <strong>Push notifications:</strong> {shape.pushBlocked}
              </p>
            ) : (
              <label class="notify-switch">
                <input
                  type="checkbox"
                  checked={!!settings?.push || pushBusy}
                  disabled={pushBusy || offline}
                  aria-describedby="notify-push-help"
                  onChange={(e) => void togglePush((e.target as HTMLInputElement).checked)}
                />
                Push notifications in this browser
                {settings?.push && <span class="tag ok">on</span>}
              </label>
            )}
            {!shape.pushBlocked && (
              <p class="muted small" id="notify-push-help">
                {pushBusy ? 'Asking your browser…' : 'Your browser asks for permission first. Turning this on in another browser moves it there.'}
              </p>
            )}
            {pushError && (
              <p class="error small" role="alert" data-testid="push-error">
                {pushError}
              </p>
            )}
            {refusal('push')}
          </div>
        )}
        {shape.email && (
          <TargetChannel
            id="email"
            label="E-mail"
            field="E-mail address"
            type="email"
            hint="Each e-mail has a link to stop them."
            saved={settings?.email ?? null}
            problem={emailProblem}
            disabled={offline}
            onSave={(email) => change({ t: 'email', email })}
          >
            {refusal('email')}
          </TargetChannel>
        )}
        {shape.webhook && (
          <TargetChannel
            id="webhook"
            label="Webhook"
            field="Webhook URL"
            type="url"
            hint="Albion sends a signed POST with a JSON body to this address (https://)."
            saved={settings?.webhook ?? null}
            problem={webhookProblem}
            disabled={offline}
            onSave={(webhook) => change({ t: 'webhook', webhook })}
          >
            {refusal('webhook')}
            {settings?.webhook && info.secret && (
              <div class="notify-secret">
                <span class="label" id="webhook-secret-label">
                  Signing secret
                </span>
                <code data-testid="webhook-secret" aria-labelledby="webhook-secret-label">
                  {info.secret}
                </code>
                <p class="muted small">
                  To check a request, compute the HMAC-SHA256 of its exact body with this secret: the header{' '}
                  <code>X-Albion-Signature</code> is <code>sha256=</code> followed by it in hex.
                </p>
              </div>
            )}
          </TargetChannel>
        )}
        <div class="notify-channel">
          <fieldset class="notify-when" disabled={offline}>
            <legend>Notify me</legend>
            <label>
              <input
                type="radio"
                name="notify-when"
                value="always"
                checked={prefs.when === 'always'}
                onChange={() => change({ t: 'when', when: 'always' })}
              />
              every time it is my {per}
            </label>
            <label>
              <input
                type="radio"
                name="notify-when"
                value="away"
                checked={prefs.when === 'away'}
                onChange={() => change({ t: 'when', when: 'away' })}
              />
              only when I am not connected to this game
            </label>
          </fieldset>
          {shape.remind && (
            <label class="notify-switch plain">
              <input
                type="checkbox"
                checked={prefs.remind}
                disabled={offline}
                onChange={(e) => change({ t: 'remind', remind: (e.target as HTMLInputElement).checked })}
              />
              Remind me when a quarter of my time is left
            </label>
          )}
        </div>
        {refusal('when')}
        <p class="muted small notify-note" role="status" data-testid="notify-status">
          {state.notifySaving ? 'Saving…' : note}
        </p>
      </div>
    </section>
  );
}
