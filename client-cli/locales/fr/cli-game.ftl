## cli-game
## The game screen's frame: title, keys, prompts, players, help.

cli-link-connecting = connexion
cli-link-connected = connecté
cli-link-reconnecting = reconnexion : { $why }
cli-link-ended = déconnecté : { $why }
cli-title-seat = { $name } (place { $seat })
cli-title-spectating = spectateur
cli-title-lobby = salon { $code }
cli-days-per = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
} par { $unit ->
    [move] coup
   *[turn] tour
}
cli-label-super-camelot = Super Camelot ({ $seats } places)
cli-label-super-camelot-turn = Super Camelot ({ $seats } places, { $secs } s par tour)
cli-label-super-camelot-days = Super Camelot ({ $seats } places, { $days })

cli-key-q-lobbies = q salons
cli-key-q-quit = q quitter
cli-key-help = ? aide
cli-key-help-legend = ? aide et légende
cli-key-chat = c discuter
cli-key-take-seat = t prendre une place
cli-key-ready = r prêt
cli-key-character = C choisir un Personnage
cli-key-start = s lancer
cli-key-add-bot = b ajouter un joueur ordinateur
cli-key-someone-left = un joueur est parti : /claim pour réclamer la victoire ou /bot PLACE sur la ligne de discussion (c)
cli-key-you-resigned = vous avez abandonné : vous regardez les autres continuer
cli-key-resign = x abandonner
cli-key-rematch = R revanche
cli-offer-mine-waits = votre offre { $offer ->
    [draw] de nulle
   *[takeback] de reprise
} attend · /withdraw
cli-offer-theirs = OFFRE : { $offer ->
    [draw] nulle
   *[takeback] reprise
} — /accept ou /decline sur la ligne de discussion (c)
cli-low-time = PEU DE TEMPS : plus que { $left } !

cli-prompt-chat = message
cli-prompt-move = coup (E6-E5, saut E6xE8)
cli-prompt-name = votre nom
cli-confirm-resign = abandonner cette partie ? y / n
cli-confirm-end-turn = finir votre tour avec { $count } { $count ->
    [one] action inutilisée
   *[other] actions inutilisées
} ? y / n
cli-confirm-quit = quitter pendant la partie ? Votre place est gardée : rejoignez pour revenir. y / n

cli-waiting-players = En attente des joueurs.
cli-invite-with = Invitez vos amis avec :
cli-waiting-correspondence = Une partie par correspondance, { $days } : partez avec q quand vous voulez, votre place est gardée ; `albion games` liste vos parties et à qui c'est le tour.
cli-waiting-server = En attente du serveur…
cli-panel-lobby = Salon
cli-panel-log = Journal
cli-panel-players = Joueurs

cli-seat-free = (libre)
cli-seat-low-time = ⏱ { $left } PEU DE TEMPS
cli-seat-computer = Ordinateur ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
})
cli-seat-left = (parti)
cli-seat-host = hôte
cli-seat-ready = prêt
cli-seat-not-ready = pas prêt
cli-seat-rematch = revanche
cli-seat-you = (vous)
cli-watching = { $count ->
    [one] { $count } spectateur
   *[other] { $count } spectateurs
}

cli-help-title = Albion — touches
cli-help-keys =
    Au salon :     t prendre une place · r prêt / pas prêt · s lancer (hôte)
                   C Personnage libre suivant (Super Camelot ; les autres sont distribués)
                   0–3 retirer cette place (hôte) · L quitter le salon
                   b ou /bot [easy|medium|hard] sur la ligne de discussion : ajouter
                   un joueur ordinateur (hôte)
    Camelot :      flèches ou h j k l déplacent le curseur ; Entrée prend la pièce,
                   puis chaque case d'arrivée ; Entrée encore sur la dernière case
                   joue un coup qui pourrait continuer ; Retour arrière annule un pas ;
                   Échap annule ; m pour taper un coup : E6-E5 un pas ou un galop,
                   E6xE8 un saut (E6-E8 pour un saut est compris aussi)
    Super Camelot : ↑ ↓ (PgUp PgDn) choisir une action · Entrée la joue
    À tout moment : c discuter · x abandonner · R revanche après une partie · q quitter
    Offres :       /draw ou /takeback en propose une (Camelot) ; /accept ou
                   /decline répond à celle de l'adversaire ; /withdraw retire la vôtre
    Joueur parti : /claim réclame la victoire (Camelot) ; /bot PLACE [NIVEAU] confie
                   sa place à un joueur ordinateur (à taper après c)
cli-help-docs =
    Votre place est gardée : relancez la même commande join pour revenir.
    Comment jouer : docs/how-to-play-camelot.md et
                    docs/how-to-play-super-camelot.md dans le dépôt Albion
cli-help = Aide
cli-help-close = Aide · une touche ferme
cli-help-more-above = ↑suite
cli-help-more-below = ↓suite
cli-help-scroll = ↑↓ défiler, une autre touche ferme

## Camelot's board panel
cli-camelot-your-move = flèches+Entrée jouer · m taper un coup
cli-camelot-white = Blancs
cli-camelot-black = Noirs
cli-camelot-waiting = on attend que { $name } ({ $side }) joue
cli-camelot-mono-title = Le plateau sans couleur (NO_COLOR)
cli-camelot-mono-marks = [N] le curseur (vidéo inverse) · >N< le chemin choisi · + une case suivante
cli-camelot-mono-more = !M! doit prendre · (·) un château · souligné : le dernier coup, x : pris là
cli-camelot-unreadable = position illisible : { $position }
cli-camelot-game-over-won = partie terminée : { $count ->
    [one] { $winners } a gagné
   *[other] { $winners } ont gagné
} ({ $reason })
cli-camelot-to-move = aux { $side } de jouer
cli-camelot-move-number = coup { $number }
cli-camelot-last-move = dernier coup { $move }
cli-camelot-castle-moves = coups de château : Blancs { $white }/{ $max }, Noirs { $black }/{ $max }
cli-camelot-castle-moves-short = château B { $white }/{ $max } N { $black }/{ $max }

## Super Camelot's forest panel, players panel and action menu
cli-sc-your-turn = ↑↓ choisir, Entrée agir
cli-sc-waiting = on attend { $name } : { $what }
cli-sc-awaited-place = sur quel cercle de départ se placer
cli-sc-awaited-action = sa prochaine action ({ $count ->
    [one] { $count } restante sur 3
   *[other] { $count } restantes sur 3
})
cli-sc-awaited-continue = où avancer ensuite, ou s'arrêter
cli-sc-awaited-reroll = s'il relance un dé
cli-sc-awaited-star = ce que vaut une Étoile
cli-sc-awaited-hits = où vont les touches
cli-sc-awaited-litter = quel Buisson coupé laisse une Litière
cli-sc-awaited-loot = quel Ennemi tué laisse du butin
cli-sc-awaited-speed = s'il prend le déplacement gratuit de la Potion de vitesse
cli-sc-awaited-enemy = quel Ennemi s'active ensuite
cli-sc-awaited-target = qui l'Ennemi en { $square } attaque
cli-sc-awaited-knight = où s'arrête le Chevalier noir venu de { $square }
cli-sc-awaited-stolen = quel petit trésor la Mimique en { $square } vole
cli-sc-legend-title = La forêt — légende
cli-sc-legend =
    Carte : colonnes A–X, rangées 1–24 ; L10 = colonne L, rangée 10 (le journal et le menu disent pareil)
    @0 le Personnage de la place 0 (sa couleur)   0D la place 0 sur une case avec un Ennemi
    ╔═╗ le château (Saint Graal)   ○ un cercle de départ (0–3 : une place s'y tient)
    ▓▓ arbres   ·  terrain libre   ░░ inexploré   %% Buisson   ## Rocher
    P^ Plante carnivore (flèche : orientation)   Mi Mimique   DK Chevalier noir
    c$ / C$ Petit / Grand coffre (c. / C. ouvert)   BK Grande clé   Rl Relique
    g Gemme verte   b Gemme bleue   o Bombe   k Petite clé (posée au sol)
    Panneau des joueurs : ♥ Vie, clés, bombes, reliques, trésors ; vos Gemmes (celles des autres sont cachées)
    Évanoui : reste allongé ; le tour suivant ne fait que rendre 1 Vie
cli-sc-game-over = la partie est terminée
cli-sc-turn-line = tour { $turn } · { $name } : { $actions ->
    [one] { $actions } action restante
   *[other] { $actions } actions restantes
} · { $tiles ->
    [one] { $tiles } tuile inexplorée
   *[other] { $tiles } tuiles inexplorées
}
cli-sc-forest = La forêt
cli-sc-forest-rows = rangées { $first }–{ $last } sur 24
cli-sc-treasure = { $treasure ->
    [Magnet] Aimant
    [RoyalShield] Bouclier royal
    [RacingBoots] Bottes de course
    [PowerGauntlet] Gantelet de puissance
    [HuntingBow] Arc de chasse
    [Greatsword] Grande épée
    [Shovel] Pelle
   *[other] { $treasure }
}
cli-sc-dice = dés : { $dice }
cli-sc-gems-hidden = Gemmes cachées
cli-sc-gems = { $count ->
    [one] { $count } Gemme
   *[other] { $count } Gemmes
}
cli-sc-on-circle = sur le cercle { $circle ->
    [North] nord
    [East] est
    [South] sud
   *[West] ouest
}
cli-sc-at = en { $square }
cli-sc-keys = { $count ->
    [one] { $count } clé
   *[other] { $count } clés
}
cli-sc-bombs = { $count ->
    [one] { $count } bombe
   *[other] { $count } bombes
}
cli-sc-big-key = Grande clé
cli-sc-relics = reliques { $count }/3
cli-sc-no-treasures = aucun trésor
cli-sc-treasures = { $count ->
    [one] trésor : { $names }
   *[other] trésors : { $names }
}
cli-sc-stolen = { $count ->
    [one] volé par une Mimique : { $names }
   *[other] volés par une Mimique : { $names }
}
cli-sc-lost = { $count ->
    [one] perdu : { $names }
   *[other] perdus : { $names }
}
cli-sc-resigned = ABANDON : hors du plateau, spectateur
cli-sc-passed-out = ÉVANOUI : passe le prochain tour et récupère 1 Vie
cli-sc-your-choice = votre choix
cli-sc-choice-title = Votre choix { $n }/{ $count }
