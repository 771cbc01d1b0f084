# The how-to-play pages (/rules/camelot, /rules/super-camelot): web/src/pages/Rules.tsx,
# web/src/rules/links.ts and, at build time, web/rules-plugin.ts. The texts themselves are
# docs/how-to-play-*.md (English) and docs/fr/how-to-play-*.md (French).

# The page titles: each must be the first heading of that language's document.
rules-title-camelot = Comment jouer à Camelot
rules-title-super-camelot = Comment jouer à Super Camelot
# The table of contents beside the text (a landmark's name).
rules-contents = Sommaire
rules-start-page = Page d'accueil
rules-loading = Chargement…
rules-load-error = Impossible de charger les règles. Rechargez la page pour réessayer.
# The "#" link at the start of each heading, as a screen reader names it.
rules-section-link = Lien vers cette section
# A table's empty top-left header (over the column that names each row), read by screen readers only.
rules-table-row-names = Cas
