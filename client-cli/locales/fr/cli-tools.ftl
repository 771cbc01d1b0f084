## cli-tools

## albion replay
cli-replay-seats = { $count } places
cli-replay-turn-secs = { $secs } s par tour
cli-replay-activation-asked = ordre d'activation demandé
cli-replay-auto-ties = égalités des Ennemis automatiques
cli-replay-title = partie { $game } du salon { $lobby } · id { $id }
cli-replay-title-private = partie { $game } d'un salon privé · id { $id }
cli-replay-camelot-player = { $side ->
    [white] Blancs
   *[black] Noirs
} : { $name }
cli-replay-no-players = aucun joueur enregistré
cli-replay-draw = nulle ({ $reason })
cli-replay-won = { $count ->
    [one] { $winners } a gagné
   *[other] { $winners } ont gagné
} ({ $reason })
cli-replay-aborted = annulée par une panne du serveur, sans résultat
cli-replay-no-result = aucun résultat enregistré
cli-replay-played = jouée le { $when }
cli-replay-played-for = jouée le { $when } en { $min ->
    [0] { $secs } s
   *[other] { $min } min { $secs } s
}
cli-replay-result = Résultat : { $result }
cli-replay-start = départ
cli-replay-no-moves = (aucun coup)
cli-replay-c-resigned = { $side ->
    [white] les Blancs
   *[black] les Noirs
} abandonnent
cli-replay-c-timeout = { $side ->
    [white] les Blancs
   *[black] les Noirs
} n'ont plus de temps
cli-replay-c-abandoned = { $side ->
    [white] les Blancs
   *[black] les Noirs
} ont quitté la partie ; l'adversaire a réclamé la victoire
cli-replay-c-bot = un joueur ordinateur ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
}) prend la place { $side ->
    [white] des Blancs
   *[black] des Noirs
}
cli-replay-c-offered = { $side ->
    [white] les Blancs
   *[black] les Noirs
} proposent { $offer ->
    [draw] la nulle
   *[takeback] une reprise
}
cli-replay-c-declined = { $side ->
    [white] les Blancs
   *[black] les Noirs
} refusent { $offer ->
    [draw] la nulle
   *[takeback] la reprise
}
cli-replay-c-withdrew = { $side ->
    [white] les Blancs
   *[black] les Noirs
} retirent leur offre { $offer ->
    [draw] de nulle
   *[takeback] de reprise
}
cli-replay-c-accepted = { $side ->
    [white] les Blancs
   *[black] les Noirs
} acceptent { $offer ->
    [draw] la nulle
   *[takeback] la reprise
}
cli-replay-c-accepted-takeback = { $side ->
    [white] les Blancs
   *[black] les Noirs
} acceptent { $offer ->
    [draw] la nulle
   *[takeback] la reprise
} : { $count ->
    [one] 1 coup repris
   *[other] { $count } coups repris
}
cli-replay-c-illegal = le coup { $number } { $move } n'est pas légal ici : { $error }
cli-replay-c-unknown = (les positions à partir d'ici sont inconnues)
cli-replay-c-move = { $side ->
    [white] Blancs
   *[black] Noirs
} { $move }
cli-replay-c-not-camelot = pas un coup de Camelot : { $action }
cli-replay-c-other-position = le serveur a enregistré une autre position après le coup { $number } { $side ->
    [white] des Blancs
   *[black] des Noirs
} : { $position }
cli-replay-sc-resigned = { $name } abandonne
cli-replay-sc-timeout = { $name } n'a plus de temps
cli-replay-sc-abandoned = { $name } a quitté la partie
cli-replay-sc-bot = un joueur ordinateur ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
}) prend la place de { $name }
cli-replay-sc-offer = { $offer ->
    [draw] la nulle
   *[takeback] une reprise
}
cli-replay-wcf-camelot-only = la partie { $id } est une partie de Super Camelot ; la notation WCF ne vaut que pour Camelot

## The replay screen
cli-replay-ply-of = demi-coup { $n } sur { $count }
cli-replay-step-of = étape { $n } sur { $count }
cli-replay-screen-title = Albion, revoir une partie
cli-replay-panel-game = Partie
cli-replay-keys = ←/→ h/l avancer  ·  Début/Fin premier/dernier  ·  q quitter
cli-replay-not-rebuilt = La position ici n'a pas pu être reconstruite.
cli-replay-castle-moves = coups de château : Blancs { $white }, Noirs { $black }
cli-replay-last = dernier : { $step }
cli-replay-start-position = la position de départ
cli-replay-before-first = Avant la première action.
cli-replay-seat-plays = { $seat } · { $name } joue { $character }
cli-replay-next-step = → ou l : l'étape suivante
cli-replay-nothing-else = (rien d'autre ne s'est passé)
cli-replay-what-happened = Ce qui s'est passé
cli-replay-needs-terminal = l'écran de revue demande un terminal ({ $error }) ; essayez --print

## albion games
cli-games-waiting-players = en attente de joueurs
cli-games-waiting-start = en attente du lancement
cli-games-your-turn = à vous
cli-games-to-move = à { $name } de jouer
cli-games-playing = en cours
cli-games-finished-draw = terminée : nulle ({ $reason })
cli-games-you = vous
cli-games-finished-won = terminée : { $who ->
    [you] { $winners } avez gagné
    [one] { $winners } a gagné
   *[other] { $winners } ont gagné
} ({ $reason })
cli-games-finished = terminée
cli-games-aborted = annulée
cli-games-player-you = { $name } (vous)
cli-games-none-held = Aucune partie sur { $server } : cette machine n'y garde aucune place (une place est gardée quand vous vous asseyez avec `albion create` ou `albion join`).
cli-games-none-ended = Aucune partie sur { $server } : les salons des places gardées ici sont terminés.
cli-games-col-code = CODE
cli-games-col-game = JEU
cli-games-col-players = JOUEURS
cli-games-col-status = ÉTAT
cli-games-col-time-left = TEMPS RESTANT
cli-games-col-open-with = OUVRIR AVEC
cli-games-count = { $count ->
    [one] { $count } partie sur { $server } :
   *[other] { $count } parties sur { $server }, les plus récentes d'abord :
}
cli-games-open-with = ouvrir avec : { $command }
cli-games-not-albion = le serveur { $server } a répondu { $status } à POST /api/my-games sans erreur Albion : est-ce un serveur Albion, et de cette version ?
cli-games-refused = le serveur { $server } a refusé de lister les parties ({ $status }) : { $message }
cli-games-bad-server = le fichier des places nomme un serveur qu'albion ne sait pas lire, { $server } : { $error }
cli-games-timeout = le serveur { $server } n'a pas répondu en { $secs } secondes
cli-games-not-listed = { $error } ; ses parties ne sont pas listées
