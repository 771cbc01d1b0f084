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
    Comment jouer : docs/fr/how-to-play-camelot.md et
                    docs/fr/how-to-play-super-camelot.md dans le dépôt Albion
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

## The status line above the keys: hints, and refusals of the keys and of the chat line's commands
cli-status-q-lobbies = q ramène aux salons
cli-status-q-close = q ferme cet écran
cli-status-connection-ended = la connexion au serveur est terminée
cli-status-still-here = toujours là
cli-status-still-your-turn = c'est toujours votre tour
cli-status-resign-cancelled = abandon annulé
cli-status-commands = commandes : /bot [PLACE] [easy|medium|hard] · /claim · /draw · /takeback · /accept · /decline · /withdraw
cli-status-not-seat-or-level = ni une place ni un niveau : { $word } ({ $usage })
cli-status-bot-name-the-seat = pendant une partie, nommez la place à confier : /bot PLACE [NIVEAU]
cli-status-bot-asking-seat = demande d'un joueur ordinateur { $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
} pour reprendre la place { $seat }
cli-status-bot-asking = demande d'un joueur ordinateur { $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
}
cli-status-bot-type-level = tapez un niveau (easy, medium, hard), et pendant une partie d'abord la place ; Entrée envoie
cli-status-claiming = réclamation de la victoire
cli-status-not-connected = pas encore connecté
cli-status-unknown-command = commande inconnue { $command } ({ $usage })
cli-status-offers-in-game = les offres se font pendant une partie
cli-status-offering = proposition { $offer ->
    [draw] de nulle
   *[takeback] de reprise
}
cli-status-withdrawing = retrait de votre offre { $offer ->
    [draw] de nulle
   *[takeback] de reprise
}
cli-status-accepting = acceptation { $offer ->
    [draw] de la nulle
   *[takeback] de la reprise
}
cli-status-declining = refus { $offer ->
    [draw] de la nulle
   *[takeback] de la reprise
}
cli-status-no-offer-of-yours = vous n'avez aucune offre en attente
cli-status-no-offer-to-answer = aucune offre n'attend votre réponse
cli-status-taken-over = pendant votre absence, votre place { $seat } a été confiée à un joueur ordinateur ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
}) ; vous regardez la partie en spectateur

## Camelot's status line: picking a route on the board, typing a move
cli-or = { $first } ou { $last }
cli-status-not-your-turn = ce n'est pas votre tour
cli-status-capture-goes-on = la prise doit continuer : choisissez la case suivante ({ $squares }) ; Retour arrière annule un pas, Échap annule tout
cli-status-not-a-next-square = { $square } n'est pas une case suivante de ce coup ; Retour arrière annule un pas, Échap annule tout
cli-status-enter-again = Entrée encore pour jouer { $move }, ou choisissez la case suivante
cli-status-next = suite : { $squares }
cli-status-must-capture = la pièce en { $square } ne peut pas prendre, et la prise est obligatoire : { $moves } (les pièces qui doivent prendre sont marquées)
cli-status-no-move-from = aucun coup légal ne part de { $square }
cli-status-only-the-start-one = { $typed } n'est que le début : la prise doit continuer ; Entrée joue { $move }, ou modifiez-le
cli-status-only-the-start = { $typed } n'est que le début : la prise doit continuer : { $moves }
cli-status-unreadable-move = { $error } (écrivez les pas et les galops avec -, les sauts avec x)
cli-status-played-as-jump = { $move } joué (un saut s'écrit avec x)
# A list of legal moves: $moves is at most six of them, "D6xD8-F8, E6xE8 and F6xF8"; $more how
# many more there are.
cli-moves-none = aucun
cli-moves-available = { $count ->
    [one] { $moves } est possible
   *[other] { $moves } sont possibles
}
cli-moves-available-more = { $moves } et { $more ->
    [one] { $more } autre sont possibles
   *[other] { $more } autres sont possibles
}
# Why a typed move cannot be read (the words of the Camelot engine's MoveError); $at counts
# characters from 1.
cli-move-no-steps = un coup est une case de départ suivie d'au moins un pas, comme E6-E5 ou H4xJ4
cli-move-not-a-square = au caractère { $at } : « { $text } » n'est pas une case : il faut une colonne A–L et une rangée 1–16, comme F1
cli-move-off-board = au caractère { $at } : { $text } n'est pas sur le plateau
cli-move-separator = au caractère { $at } : « - » ou « x » attendu entre les cases, « { $found } » trouvé
cli-move-bad-jump = { $from }x{ $to } : un saut passe par-dessus une case jusqu'à la case suivante, en ligne droite
cli-move-bad-step = { $from }-{ $to } : un pas va sur une case voisine ou passe par-dessus une case en ligne droite
cli-move-too-long = le coup a { $steps } pas, { $max } au plus sont acceptés

## Super Camelot's Characters, chosen in the lobby with C
cli-status-character = { $name } : { $power }
cli-character-power = { $character ->
    [Arthur] Excalibur : une fois par tour, après un lancer d'attaque, relancer 1 dé
    [Gwenivere] Grâce : en défense, une Gemme bloque aussi (comme un Bouclier ou une Étoile)
    [Lancelot] Sans-pareil : à chaque lancer d'attaque, un Blanc compte comme 1 Touche
    [Percival] Éclaireur : le premier déplacement de chaque tour va jusqu'à 4 cases
    [Kay] Sénéchal : commence avec une Petite clé ; ouvre les Petits coffres de n'importe quel côté
   *[Merlin] Enchanteur : commence avec une Bombe ; ses propres Bombes ne le blessent jamais ; les Blancs comptent comme des Gemmes
}
cli-status-no-characters = Camelot n'a pas de Personnages
