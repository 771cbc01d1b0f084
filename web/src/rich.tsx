// Sentences with links or emphasis inside: the whole sentence is one message, whose variables
// stand for the elements, so a translation may put them where its word order wants them.
import type { ComponentChildren } from 'preact';
import { type Args, t } from './i18n';

const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * The message `id` with `parts[name]` (an element) in place of each `{ $name }`, and `args` for
 * its other variables: `tRich('home-rules', { camelot: <a href=…>{t('home-rules-camelot')}</a> })`.
 */
export function tRich(id: string, parts: Record<string, ComponentChildren>, args: Args = {}): ComponentChildren[] {
  const names = Object.keys(parts);
  const marked: Args = { ...args };
  names.forEach((name, i) => {
    marked[name] = `${OPEN}${i}${CLOSE}`;
  });
  const text = t(id, marked);
  const out: ComponentChildren[] = [];
  const re = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');
  let last = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(parts[names[Number(m[1])]]);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
