# Ce que les deux jeux partagent pour jouer sans voir l'écran ou sans souris
# (web/src/games/a11y.tsx) et la pendule (web/src/games/ClockTime.tsx). `$what` vaut `board`
# (Camelot) ou `forest` (Super Camelot).

a11y-text-view-show = { $what ->
    [board] Le plateau en mots
   *[forest] La forêt en mots
}
a11y-text-view-hide = { $what ->
    [board] Masquer le plateau en mots
   *[forest] Masquer la forêt en mots
}
a11y-keys = Touches
a11y-close = Fermer
a11y-keys-caption = Les touches et ce qu'elles font
a11y-key = Touche
a11y-key-what = Ce qu'elle fait

## La pendule ($time est le temps restant en mots)

a11y-clock = { $who }, temps restant : { $time }
a11y-clock-running = { $who }, temps restant : { $time }, pendule en marche
a11y-clock-offline = { $who }, temps restant : { $time }, non mis à jour hors connexion
a11y-clock-offline-title = Pas de connexion : la pendule montre le temps au moment où la connexion a été perdue
