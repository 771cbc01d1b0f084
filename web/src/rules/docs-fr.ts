// The French how-to-play texts (docs/fr/how-to-play-*.md), rendered at build time; loaded on
// demand by docs.ts.
import camelot from '../../../docs/fr/how-to-play-camelot.md?rules';
import superCamelot from '../../../docs/fr/how-to-play-super-camelot.md?rules';

export const DOCS = { camelot, 'super-camelot': superCamelot } as const;
