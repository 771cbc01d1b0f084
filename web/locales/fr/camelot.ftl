# L'écran de jeu de Camelot : le plateau, la liste des coups, le tour, le résultat, les
# propositions, les panneaux et les touches (web/src/games/camelot/). `$color` vaut `white` ou
# `black` ; `$player` est un joueur tel que camelot-player le nomme (« ann (Blancs) »).

## Camps, joueurs, pièces

camelot-color = { $color ->
    [white] Blancs
   *[black] Noirs
}
camelot-player = { $name } ({ $color ->
    [white] Blancs
   *[black] Noirs
})
camelot-seat = Place { $seat }
camelot-piece = { $role ->
    [knight] Chevalier
   *[man] Soldat
} { $color ->
    [white] blanc
   *[black] noir
}
camelot-empty = vide
camelot-castle-of = { $color ->
    [white] château des Blancs
   *[black] château des Noirs
}
camelot-list-and = { $head } et { $last }
camelot-list-or = { $head } ou { $last }
camelot-list-or-more = { $head } ou { $count ->
    [one] { $count } autre
   *[other] { $count } autres
}

## Le résultat

camelot-result-win = { $player } gagne : { $why }.
camelot-result-draw = Partie nulle : { $why }.
camelot-win-castle = deux pièces dans le château des { $loser ->
    [white] Blancs
   *[black] Noirs
}
camelot-win-elimination = toutes les pièces des { $loser ->
    [white] Blancs
   *[black] Noirs
} ont été prises
camelot-win-no-legal-move = les { $loser ->
    [white] Blancs
   *[black] Noirs
} n'ont plus de coup légal
camelot-win-resignation = les { $loser ->
    [white] Blancs
   *[black] Noirs
} ont abandonné
camelot-win-time = le temps des { $loser ->
    [white] Blancs
   *[black] Noirs
} est écoulé
camelot-win-abandonment = les { $loser ->
    [white] Blancs
   *[black] Noirs
} ont quitté la partie
camelot-draw-bare-pieces = il ne reste aux deux camps qu'une pièce ou aucune
camelot-draw-repetition = la même position est apparue pour la troisième fois
camelot-draw-no-progress = 100 demi-coups sans prise ni coup vers une case de château
camelot-draw-no-legal-move = le camp au trait n'a aucun coup légal et l'autre a trop peu de pièces pour gagner
camelot-draw-time = le temps du camp au trait est écoulé et l'autre a trop peu de pièces pour gagner
camelot-draw-agreement = les deux joueurs se sont mis d'accord

## Les coups et les tours, à voix haute

camelot-captured = le { $role ->
    [knight] Chevalier
   *[man] Soldat
} { $color ->
    [white] blanc
   *[black] noir
} en { $square }
camelot-captured-unseen = la pièce en { $square }
camelot-said-move = { $player } a joué { $number } { $move }.
camelot-said-capture = { $player } a joué { $number } { $move } et a pris { $captured }.
camelot-said-your-move = À vous de jouer, { $player }.
camelot-said-to-move = À { $player } de jouer.
camelot-said-over = Partie terminée.
camelot-said-over-result = Partie terminée. { $result }
camelot-said-aborted = La partie a été arrêtée par une panne du serveur.
# While a move is being picked on the board (said politely, beside the "Your move" line): where
# the piece may land next. $targets is a list of squares ("E8, G8 or I8").
camelot-said-picked = Pièce en { $square } choisie : elle peut aller en { $targets }.
camelot-said-route = En { $square } : continuez, vers { $targets }.
# The route so far is a whole move that could also go on.
camelot-said-choice = { $move } peut être joué : choisissez { $square } à nouveau pour le jouer, ou continuez, vers { $targets }.
camelot-said-my-offer = { $offer ->
    [draw] Vous avez proposé la nulle ; en attente de la réponse.
   *[takeback] Vous avez demandé une reprise ; en attente de la réponse.
}
camelot-said-their-offer = { $offer ->
    [draw] { $name } propose la nulle.
   *[takeback] { $name } demande une reprise.
}
camelot-said-answer-offer = Acceptez ou refusez dans le cadre Propositions.

## Le plateau en mots

camelot-side-knights = { $count ->
    [0] aucun Chevalier
    [one] Chevalier { $squares }
   *[other] Chevaliers { $squares }
}
camelot-side-men = { $count ->
    [0] aucun Soldat
    [one] Soldat { $squares }
   *[other] Soldats { $squares }
}
camelot-side-pieces = { $knights } ; { $men }
camelot-side-none = plus aucune pièce
camelot-words-side = { $player } : { $pieces }.
camelot-words-castle-moves = Coups au château joués (2 au plus par camp) : Blancs { $white }, Noirs { $black }.
camelot-words-last-move = Dernier coup : { $move }.
camelot-words-no-move = Aucun coup joué pour l'instant.
camelot-words-title = Le plateau en mots

## La ligne d'état

camelot-waiting = En attente de la partie…
camelot-status-over = La partie est terminée.
camelot-status-aborted = La partie a été arrêtée par une panne du serveur.
camelot-status-sending = Envoi du coup { $move }…
camelot-status-to-move = À { $player } de jouer
camelot-status-to-move-mine = À { $player } de jouer · c'est votre tour
camelot-bad-position = Le serveur a envoyé une position que cette page ne sait pas lire : { $position }

## Le plateau

camelot-board-label = Plateau de Camelot, { $bottom ->
    [white] côté Blancs en bas
   *[black] côté Noirs en bas
}
camelot-board-label-last = Plateau de Camelot, { $bottom ->
    [white] côté Blancs en bas
   *[black] côté Noirs en bas
}, dernier coup { $move }
camelot-square-selected = sélectionnée
camelot-square-on-route = sur votre trajet
camelot-square-must-capture = doit prendre
camelot-square-target = vous pouvez aller ici
camelot-square-captured = prise par le dernier coup
camelot-square-last-move = dernier coup

## Choisir un coup

camelot-choice-group = Terminer ou continuer le coup
camelot-play-move = Jouer { $move }
camelot-choice-hint = { $touch ->
    [yes] ou touchez une case marquée ({ $targets }) pour continuer
   *[no] ou cliquez sur une case marquée ({ $targets }), ou appuyez sur Entrée dessus, pour continuer · Échap annule
}
camelot-hint-first = { $square } : { $touch ->
    [yes] touchez une case marquée ({ $targets }) pour y aller
   *[no] cliquez sur une case marquée ({ $targets }), ou appuyez sur Entrée dessus, pour y aller
}
camelot-hint-more = { $route } : continuez ({ $targets })
camelot-hint-cancel = { $touch ->
    [yes] touchez à nouveau la pièce pour annuler
   *[no] Échap ou un clic sur la pièce annule
}
camelot-continue-group = Jouer toute la prise
camelot-refused = Coup refusé :
camelot-refused-stale = La partie a avancé avant l'arrivée de votre coup. Regardez le plateau et jouez à nouveau.
camelot-refused-turn = Ce n'est pas votre tour.
camelot-refused-over = La partie est terminée.
camelot-refused-store = Le serveur n'a pas pu enregistrer votre coup. Réessayez.
camelot-refused-time = Votre temps s'est écoulé avant l'arrivée de votre coup.
camelot-not-sent-picked = Pas de connexion : le coup n'a pas été envoyé. Vous pourrez le jouer à nouveau une fois la connexion revenue.
camelot-not-sent-typed = Pas de connexion : le coup n'a pas été envoyé.
camelot-not-your-turn = Ce n'est pas votre tour : à { $name } ({ $color ->
    [white] Blancs
   *[black] Noirs
}) de jouer.
camelot-not-your-turn-typed = Ce n'est pas votre tour : à { $name } de jouer.
camelot-not-your-piece = Cette pièce est { $piece ->
    [white] blanche
   *[black] noire
} : prenez l'une des vôtres ({ $mine ->
    [white] Blancs
   *[black] Noirs
}).
camelot-not-a-move = Ce n'est pas un coup : { $why }.
camelot-only-the-start = { $move } n'est que le début : la prise doit continuer tant que la pièce peut encore prendre. { $count ->
    [one] Le coup complet :
   *[other] Les coups complets :
}
camelot-compulsory = La prise est obligatoire : { $count ->
    [one] votre pièce en { $pieces } (cerclée) doit prendre
   *[other] l'une de vos pièces en { $pieces } (cerclées) doit prendre
}. { $moves ->
    [one] La prise
   *[other] Les prises
} : { $list }.
camelot-leave-castle = { $count ->
    [one] Votre pièce en { $square } doit quitter votre propre château ce tour-ci : { $example } est possible.
   *[other] Une pièce de votre château doit quitter votre propre château ce tour-ci : { $example } est possible.
}
camelot-no-legal-move = La pièce en { $square } n'a aucun coup légal.

## Lire un coup tapé

camelot-parse-empty = Tapez un coup comme E6-E5, E6-C8-A8 ou H4xJ4xL6.
camelot-parse-no-start = « { $text } » ne commence pas par une case
camelot-parse-missing = il manque une case après « { $sep } »
camelot-parse-off-board = { $square } n'est pas sur le plateau
camelot-parse-not-square = « { $name } » n'est pas une case : il faut une colonne de A à L et une rangée de 1 à 16, comme F1
camelot-parse-one-square = un coup est une case de départ suivie d'au moins un pas, comme E6-E5 ou H4xJ4
camelot-parse-bad-jump = { $from }x{ $to } : un saut passe par-dessus une case jusqu'à la case suivante, en ligne droite
camelot-parse-bad-step = { $from }-{ $to } : un pas va sur une case voisine ou passe par-dessus une case en ligne droite

## La liste des coups

camelot-no-moves = Aucun coup pour l'instant.
camelot-moves-label = Coups, le plus récent en dernier
camelot-moves = Coups
camelot-move-label = { $number } { $color ->
    [white] Blancs
   *[black] Noirs
} { $move }

## Les propositions (nulle, reprise)

camelot-offers = Propositions
camelot-offer-draw = Proposer la nulle
camelot-offer-takeback = Demander une reprise
camelot-offer-again-later = Vous pourrez proposer à nouveau après votre prochain coup.
camelot-offer-mine = { $offer ->
    [draw] Vous avez proposé la nulle.
   *[takeback] Vous avez demandé une reprise.
} { $opponent } doit répondre.
camelot-offer-withdraw = Retirer la proposition
camelot-offer-theirs = { $offer ->
    [draw] { $opponent } propose la nulle.
   *[takeback] { $plies ->
        [2] { $opponent } demande une reprise : son dernier coup et votre réponse sont annulés.
       *[1] { $opponent } demande une reprise : son dernier coup est annulé.
    }
}
camelot-offer-move-declines = Jouer un coup la refuse aussi.
camelot-offer-accept = { $offer ->
    [draw] Accepter la nulle
   *[takeback] Accepter la reprise
}
camelot-offer-decline = Refuser

## Le panneau latéral

camelot-players = Joueurs
camelot-you = vous
camelot-left-game = a quitté la partie
camelot-away = absent
camelot-pieces-left = { $total ->
    [one] { $total } pièce restante
   *[other] { $total } pièces restantes
} ({ $knights ->
    [one] { $knights } Chevalier
   *[other] { $knights } Chevaliers
}, { $men ->
    [one] { $men } Soldat
   *[other] { $men } Soldats
})
camelot-castle-moves-used = { $used ->
    [one] { $used } coup au château joué sur 2
   *[other] { $used } coups au château joués sur 2
}
camelot-type-label = Taper un coup
camelot-type-placeholder = p. ex. E6-E5 ou E6xE8
camelot-type-wait = attendez votre tour
camelot-type-play = Jouer
camelot-type-help = Notation WCF : - pour un pas ou un galop, x pour un saut.
camelot-resign = Abandonner
camelot-resign-group = Confirmer l'abandon
camelot-resign-question = Abandonner cette partie ? { $winner } gagne.
camelot-resign-yes = Oui, abandonner
camelot-keep-playing = Continuer à jouer
camelot-rematch-asks = { $names } demande une revanche (les couleurs s'échangent).
camelot-rematch-accept = Accepter
camelot-rematch = Revanche
camelot-rematch-asked = Revanche demandée
camelot-rematch-waiting = { $name } doit encore accepter.
camelot-rematch-swap = Les couleurs s'échangent lors d'une revanche.
camelot-rematch-asked-by = { $names } a demandé une revanche.
camelot-replay-link = Revoir cette partie
camelot-rules = Les règles sous la main
camelot-rules-charge = Comment fonctionne la charge du Chevalier ?
camelot-rules-capture = Quand dois-je prendre ?
camelot-rules-canter = Les galops : sauter par-dessus ses propres pièces
camelot-rules-castles = Les châteaux
camelot-rules-end = Comment une partie se termine

## Touches

camelot-keys-title = Touches de Camelot
camelot-keys-intro = Chaque coup et le tour de jeu sont lus à voix haute au fil de la partie ; le plateau en mots énumère toutes les pièces.
camelot-key-help = Afficher ces touches.
camelot-key-words = Afficher ou masquer le plateau en mots (pièces, coups au château, dernier coup, tour).
camelot-key-board = Aller au plateau.
camelot-key-move-box = Aller à la zone de saisie : tapez un coup comme E6-E5 ou E6xE8, puis Entrée.
camelot-key-arrows = Flèches
camelot-key-arrows-what = Sur le plateau : aller de case en case, comme le plateau est dessiné.
camelot-key-enter = Entrée ou Espace
camelot-key-enter-what = Sur le plateau : prendre une pièce, puis les cases de son coup ; la dernière case le joue.
camelot-key-backspace = Retour arrière
camelot-key-backspace-what = Annuler la dernière case choisie.
camelot-key-escape = Échap
camelot-key-escape-what = Reposer la pièce (et fermer cette fenêtre).
camelot-key-tab = Tab
camelot-key-tab-what = Passer à la commande suivante : le plateau compte pour un arrêt, puis la zone de saisie, les propositions, Abandonner, les règles et les coups.
