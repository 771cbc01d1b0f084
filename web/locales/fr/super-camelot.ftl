# L'écran de jeu de Super Camelot (web/src/games/super-camelot/) : les libellés des boutons (les
# mêmes phrases que `words::choice` du moteur, games/super-camelot/locales/fr/super-camelot.ftl),
# ce que les autres attendent, la forêt en mots, les panneaux, les infobulles et les touches. Les
# lignes du journal et la demande viennent du serveur, déjà rédigées. Les cases sont nommées
# comme sur la carte (`L10`).

## Noms : chacun avec sa forme définie (.the) et indéfinie (.a) quand les phrases en ont besoin

sc-character-arthur = Arthur
    .blurb = Excalibur : une fois par tour, après n'importe quel lancer d'attaque, relance un dé.
sc-character-gwenivere = Guenièvre
    .blurb = Grâce : en défense, une Gemme bloque aussi (comme un Bouclier ou une Étoile).
sc-character-lancelot = Lancelot
    .blurb = Sans-pareil : à chacun de ses lancers d'attaque, un Blanc compte comme 1 Touche.
sc-character-percival = Perceval
    .blurb = Éclaireur : son premier déplacement de chaque tour va jusqu'à 4 cases au lieu de 3.
sc-character-kay = Keu
    .blurb = Sénéchal : commence avec une Petite clé et ouvre les Petits coffres de n'importe quel côté, pas seulement par le bas.
sc-character-merlin = Merlin
    .blurb = Enchanteur : commence avec une Bombe ; ses propres Bombes ne le blessent jamais ; sur ses lancers de Bombe, chaque Blanc compte aussi comme une Gemme.

sc-item-green-gem = Gemme verte
    .a = une Gemme verte
sc-item-blue-gem = Gemme bleue
    .a = une Gemme bleue
sc-item-bomb = Bombe
    .a = une Bombe
sc-item-small-key = Petite clé
    .a = une Petite clé

sc-treasure-hunting-bow = Arc de chasse
    .the = l'Arc de chasse
    .effect = une fois par tour, gratuitement : attaquer un Ennemi n'importe où sur votre tuile
sc-treasure-shovel = Pelle
    .the = la Pelle
    .effect = l'Action Creuser : piocher une carte Petit butin
sc-treasure-racing-boots = Bottes de course
    .the = les Bottes de course
    .effect = chaque déplacement va 1 case plus loin
sc-treasure-greatsword = Grande épée
    .the = la Grande épée
    .effect = l'arc de votre épée couvre 5 cases
sc-treasure-royal-shield = Bouclier royal
    .the = le Bouclier royal
    .effect = se défendre avec 2 dés
sc-treasure-magnet = Aimant
    .the = l'Aimant
    .effect = à votre tour, vous ramassez d'un coup tous les Objets de votre tuile
sc-treasure-power-gauntlet = Gantelet de puissance
    .the = le Gantelet de puissance
    .effect = traverser les Rochers

sc-enemy-carnivorous-plant = Plante carnivore
    .the = la Plante carnivore
    .a = une Plante carnivore
    .killed = la Plante carnivore
sc-enemy-mimic = Mimique
    .the = la Mimique
    .a = une Mimique
    .killed = la Mimique
sc-enemy-dark-knight = Chevalier noir
    .the = le Chevalier noir
    .a = un Chevalier noir
    .killed = le Chevalier noir
# Un Ennemi que la page ne sait pas nommer (absent de sa vue).
sc-enemy = Ennemi
    .the = l'Ennemi
    .a = un Ennemi
    .killed = l'Ennemi

sc-relic-fire = Feu
    .the = la Relique du Feu
    .stack = la pile de Reliques du Feu
sc-relic-water = Eau
    .the = la Relique de l'Eau
    .stack = la pile de Reliques de l'Eau
sc-relic-wind = Vent
    .the = la Relique du Vent
    .stack = la pile de Reliques du Vent
sc-big-key = Grande clé
    .the = la Grande clé
    .stack = la pile de la Grande clé
sc-special-item = un Objet spécial

sc-face-two-hits = 2 Touches
sc-face-one-hit = 1 Touche
sc-face-star = Étoile
sc-face-gem = Gemme
sc-face-shield = Bouclier
sc-face-blank = Blanc
sc-star-as-gem = une Gemme

sc-circle = { $circle ->
    [North] le cercle Nord
    [East] le cercle Est
    [South] le cercle Sud
   *[West] le cercle Ouest
}
sc-circle-title = { $circle ->
    [North] Le cercle de départ Nord
    [East] Le cercle de départ Est
    [South] Le cercle de départ Sud
   *[West] Le cercle de départ Ouest
}
sc-circle-letter = { $circle ->
    [North] N
    [East] E
    [South] S
   *[West] O
}
sc-at-square = en { $square }
sc-at-circle = sur { $circle }
sc-on-circle = sur { $circle }
sc-direction = { $dir ->
    [N] nord
    [NE] nord-est
    [E] est
    [SE] sud-est
    [S] sud
    [SW] sud-ouest
    [W] ouest
   *[NW] nord-ouest
}
sc-range = { $from } à { $to }
sc-seat = Place { $seat }
sc-list-and = { $head } et { $last }

## Ce qui se trouve sur une case

sc-bush = un Buisson
sc-rock = un Rocher
sc-small-chest = un Petit coffre
sc-small-chest-open = un Petit coffre ouvert
sc-big-chest = le Grand coffre
sc-big-chest-open = le Grand coffre ouvert
sc-stack-left = { $stack } (il en reste { $count })
sc-plant-facing = { $plant } tournée vers { $dir ->
    [N] le nord
    [NE] le nord-est
    [E] l'est
    [SE] le sud-est
    [S] le sud
    [SW] le sud-ouest
    [W] l'ouest
   *[NW] le nord-ouest
}
sc-enemy-health = { $enemy } en { $square } ({ $health ->
    [one] { $health } Touche
   *[other] { $health } Touches
} pour l'abattre)
sc-enemy-at = { $enemy } en { $square }
sc-bush-at = le Buisson en { $square }
sc-bush-cut = le Buisson coupé

## Les boutons : ce que fait chaque choix

sc-with-effects = { $label } : { $effects }
sc-effect-explores = explore une nouvelle tuile
sc-effect-wakes = réveille la tuile
sc-effect-breaks-rock = brise le Rocher (Gantelet de puissance)
sc-effect-picks-up = ramasse { $items }
sc-act-place = Se placer sur { $circle }
sc-act-move = Se déplacer
sc-act-move-potion = Prendre le déplacement gratuit de la Potion de vitesse
sc-act-step-circle = Aller sur { $circle }
sc-act-step-off = Quitter { $circle } pour { $square }
sc-act-step-dir = { $dir ->
    [north] Aller au nord
    [east] Aller à l'est
    [south] Aller au sud
   *[west] Aller à l'ouest
} en { $square }
sc-act-step = Aller en { $square }
sc-act-stop = S'arrêter
sc-act-stop-left = S'arrêter ({ $count ->
    [one] { $count } case inutilisée
   *[other] { $count } cases inutilisées
})
sc-act-undo-step = Revenir sur le pas vers { $square } (retour en { $back })
sc-act-undo-step-plain = Revenir sur le dernier pas
sc-act-attack = Attaquer au { $dir } avec l'épée
sc-act-attack-great = Attaquer au { $dir } avec la Grande épée
sc-act-bomb = Lancer une Bombe sur la zone de { $range }
sc-act-bomb-hits = Lancer une Bombe sur la zone de { $range } : touche { $hits }
sc-you = vous
sc-act-bow = Tirer à l'Arc de chasse sur { $target }
sc-act-open-big = Ouvrir le Grand coffre en { $square } (avec la Grande clé)
sc-act-open-small = Ouvrir le Petit coffre en { $square } (avec une Petite clé)
sc-act-pick-up = Ramasser { $what } en { $square }
sc-act-grail = Remporter le Saint Graal
sc-act-dig = Creuser avec la Pelle (pioche une carte Petit butin)
sc-act-end = Terminer le tour
sc-act-end-left = Terminer le tour ({ $count ->
    [one] { $count } Action inutilisée
   *[other] { $count } Actions inutilisées
})
sc-act-reroll-die = Relancer le dé { $die }
sc-act-reroll = Relancer le dé { $face }
sc-act-reroll-twin = Relancer le dé { $face } (dé { $die })
sc-act-keep = Garder le lancer
sc-act-star = Compter l'Étoile comme { $use }
sc-star-hits = { $label } : { $count ->
    [one] { $count } Touche
   *[other] { $count } Touches
}
sc-star-enough = { $label }, assez pour { $targets }
sc-star-not-enough = { $label }, pas assez pour { $targets }
sc-star-gems = { $label } ; { $count ->
    [one] { $count } Gemme
   *[other] { $count } Gemmes
}
sc-act-kill = Tuer { $who }
sc-act-kill-hits = Tuer { $who } ({ $health } sur { $hits ->
    [one] { $hits } Touche
   *[other] { $hits } Touches
})
sc-act-litter = Piocher de la Litière pour le Buisson coupé en { $square }
sc-act-loot = Piocher du butin pour { $what } en { $square }
sc-act-decline-potion = Refuser la Potion de vitesse
sc-act-activate = Activer ensuite { $enemy } en { $square }
sc-act-target = Envoyer l'Ennemi contre { $name }
sc-act-target-character = Envoyer l'Ennemi contre { $name } ({ $character })
sc-act-knight-to = Arrêter le Chevalier noir en { $square }
sc-act-surrender = Abandonner { $treasure } (vaut { $gems ->
    [one] { $gems } Gemme
   *[other] { $gems } Gemmes
})
sc-act-surrender-unknown = Abandonner le Petit trésor { $index }
sc-act-walk = Marcher jusqu'en { $square } ({ $count ->
    [one] { $count } case
   *[other] { $count } cases
})

## Ce qu'on demande à quelqu'un, pour les autres (« bob doit … »)

sc-wait-place-character = choisir un cercle de départ
sc-wait-take-action = choisir une action
sc-wait-continue-move = continuer son déplacement
sc-wait-reroll = décider d'une relance
sc-wait-convert-star = compter une Étoile
sc-wait-assign-hits = choisir l'Ennemi à tuer
sc-wait-choose-litter = choisir le Buisson qui donne de la Litière
sc-wait-choose-loot = choisir l'Ennemi qui donne du butin
sc-wait-speed-potion = prendre ou refuser la Potion de vitesse
sc-wait-choose-enemy = choisir l'Ennemi qui s'active ensuite
sc-wait-choose-target = choisir qui l'Ennemi attaque
sc-wait-choose-knight-square = choisir où s'arrête le Chevalier noir
sc-wait-choose-stolen-treasure = choisir le Petit trésor que vole la Mimique

## La forêt en mots

sc-tv-who = { $name } ({ $character }, { $letter })
sc-tv-edge = le bord de la forêt
sc-tv-unexplored = forêt inexplorée
sc-tv-castle = le Château
sc-tv-tree = un Arbre
sc-tv-open = terrain dégagé
sc-tv-gems = Gemmes : { $gems }
sc-tv-gems-goal = Gemmes : { $gems } (encore { $more } pour atteindre 40)
sc-tv-gems-hidden = Gemmes : cachées
sc-tv-health = Vie : { $health } sur 6
sc-tv-health-out = Vie : { $health } sur 6, hors de combat
sc-tv-keys = { $keys ->
    [one] { $keys } Petite clé
   *[other] { $keys } Petites clés
}, { $bombs ->
    [one] { $bombs } Bombe
   *[other] { $bombs } Bombes
}
sc-tv-keys-big = { $keys ->
    [one] { $keys } Petite clé
   *[other] { $keys } Petites clés
}, { $bombs ->
    [one] { $bombs } Bombe
   *[other] { $bombs } Bombes
}, la Grande clé
sc-tv-relics = Reliques : { $relics }
sc-tv-relics-none = Reliques : aucune
sc-tv-treasures-none = Trésors : aucun
sc-tv-treasures = Trésors : { $treasures }
sc-tv-treasure-up = { $treasure } (face visible, { $gems } Gemmes)
sc-tv-treasure-lost = { $treasure } (perte définitive)
sc-tv-treasure-stolen = { $treasure } (aux mains d'une Mimique)
sc-tv-not-placed = pas encore sur le plateau
sc-tv-resigned-off = abandon, hors du plateau
sc-tv-at-tile = en { $square } sur la tuile { $tile } ({ $id })
sc-tv-you = Vous : { $character } ({ $letter }), { $where }.
sc-tv-side = { $side ->
    [north] Nord
    [east] Est
    [south] Sud
   *[west] Ouest
}, { $square } : { $what }.
sc-tv-side-edge = { $side ->
    [north] Nord
    [east] Est
    [south] Sud
   *[west] Ouest
} : { $what }.
sc-tv-resigned = abandon
sc-tv-other = { $who } : { $where }, Vie { $health } sur 6, { $gems }.
sc-tv-other-gems = { $gems } Gemmes
sc-tv-gems-hidden-short = Gemmes cachées
sc-tv-over = La partie est terminée.
sc-tv-turn-mine = Tour { $turn } : c'est votre tour, { $actions ->
    [one] { $actions } action restante
   *[other] { $actions } actions restantes
}.
sc-tv-turn-other = Tour { $turn } : à { $name } ({ $character }) de jouer, { $actions ->
    [one] { $actions } action restante
   *[other] { $actions } actions restantes
}.
sc-tv-you-are-to = Vous devez { $what }.
sc-tv-waiting-for = En attente : { $name } doit { $what }.
sc-tv-title = La forêt en mots
sc-tv-next-to-you = À côté de vous :
sc-tv-choose = Vous pouvez choisir (parmi ces choix, les cases que vous pouvez atteindre) :
sc-tv-nothing = Rien à choisir pour l'instant.
sc-tv-cards = Vos cartes :
sc-tv-others = Les autres :

## Les lancers pour le premier joueur (le début du journal)

sc-first-roll = { $name } lance les dés pour désigner le premier joueur : { $dice }
sc-first-roll-again = { $name } lance les dés pour désigner le premier joueur : { $dice } (égalité : on relance)
sc-first-player = { $name } a obtenu le plus d'Étoiles ({ $count }) et joue en premier

## L'écran de jeu

sc-waiting-forest = En attente de la forêt…
sc-keys-title = Touches de Super Camelot
sc-keys-intro = Ce que dit le journal est lu à voix haute au fil du jeu, et ce qui vous attend, aussitôt.
sc-key-help = Afficher ces touches.
sc-key-words = Afficher ou masquer la forêt en mots : votre case et votre tuile, ce qui vous entoure, ce que vous pouvez choisir, vos cartes et vos Gemmes.
sc-key-choices = Aller à vos choix (quand un choix vous attend) : chaque choix de la carte y est aussi un bouton.
sc-key-log = Aller au journal de la partie (le plus récent en dernier).
sc-key-tab = Tab, Maj+Tab
sc-key-tab-what = Aller de commande en commande : les outils de la carte, vos choix, les joueurs, le journal.
sc-key-enter = Entrée ou Espace
sc-key-enter-what = Appuyer sur le bouton qui a le focus (une Bombe ou un tir à l'Arc demande une confirmation avant de partir).
sc-key-escape = Échap
sc-key-escape-what = Fermer cette fenêtre.
sc-zoom-in = Zoomer
sc-zoom-out = Dézoomer
sc-whole-forest = Toute la forêt
sc-hint-walk = Touchez une case à portée de vos cases restantes pour y marcher, ou une case voisine pour un seul pas.
sc-hint-targets = Les cases entourées se choisissent sur la carte, ou avec les boutons.
sc-hint-turn = Tour { $turn } · { $tiles ->
    [one] { $tiles } tuile inexplorée
   *[other] { $tiles } tuiles inexplorées
}
sc-map-zoomed = La carte, agrandie : faites-la défiler
sc-dice-resolved = Dés en cours de résolution
sc-resign-question = Abandonner ? Votre Personnage quitte le plateau pour de bon ; les autres continuent.
sc-resign-yes = Oui, abandonner
sc-cancel = Annuler
sc-resign = Abandonner…
sc-refused-stale = La partie a avancé avant l'arrivée de votre choix : regardez à nouveau et choisissez.
sc-refused-turn = Ce n'est pas à vous de décider maintenant.
sc-refused-illegal = Ce coup n'a pas été accepté : { $why }
sc-refused-over = La partie est déjà terminée.
sc-refused-other = Refusé : { $why }

## La ligne d'état

sc-status-server = En attente du serveur…
sc-status-your-choice = À vous de choisir : { $what }
sc-status-waiting = En attente : { $name } doit { $what }…
sc-status-turn-mine = Tour { $turn } · c'est votre tour
sc-status-turn-other = Tour { $turn } · à { $name } ({ $character }) de jouer
sc-status-actions = { $count ->
    [one] { $count } action restante
   *[other] { $count } actions restantes
}
sc-status-clock-left = pour ce tour
sc-status-clock-title = Compté dans ce navigateur depuis l'apparition de la demande ; c'est le serveur qui décide quand le temps est écoulé
sc-status-clock = il reste ~{ $time } (approximatif)

## Votre choix

sc-decide = Votre choix
sc-decide-clock = Répondez dans environ { $time }, sinon le serveur choisit pour vous (le trésor de moindre valeur).
sc-decide-face-up = Vos trésors face visible :
sc-treasure-gems = { $treasure } ({ $gems } Gemmes)
sc-confirm-shot = Confirmer le tir
sc-shoot-bow = Tirer à l'Arc de chasse
sc-shot-note = Le tir est définitif. Touchez à nouveau la même case, ou :
sc-shoot = Tirer
sc-confirm-end = Confirmer la fin de votre tour
sc-end-question = Terminer votre tour avec { $count ->
    [one] { $count } action restante
   *[other] { $count } actions restantes
} ?
sc-end-note = Les actions que vous laissez sont perdues. Appuyez à nouveau sur Terminer le tour, ou :
sc-end-the-turn = Terminer le tour
sc-keep-playing = Continuer à jouer
sc-confirm-bomb = Confirmer la Bombe
sc-throw-bomb = Lancer une Bombe
sc-bomb-note = Elle touche tout ce qui se trouve dans la zone grisée sur la carte, vous aussi si vous y êtes, et elle est définitive. Touchez à nouveau le même coin, ou :
sc-throw-the-bomb = Lancer la Bombe
sc-choices-at = Choix en { $place }
sc-at-place = En { $place } :
sc-close = fermer
sc-choices = Choix
sc-bombs = Lancer une Bombe ({ $count ->
    [one] { $count } zone au choix
   *[other] { $count } zones au choix
})

## Les règles sous la main et les dés

sc-rules-dice = Les faces des dés et leur effet
sc-rules-actions = Vos Actions
sc-rules-bomb = Comment une Bombe touche
sc-rules-move = Se déplacer et explorer
sc-rules-enemies = Le tour des Ennemis
sc-rules-items = Objets, cartes et trésors
sc-rules-how = Comment jouer à Super Camelot
sc-faces = Ce que font les faces des dés
sc-face-meaning-two-hits = deux touches
sc-face-meaning-one-hit = une touche
sc-face-meaning-star = en attaque, au choix : 1 Touche, 2 Touches ou une Gemme ; en défense, elle bloque
sc-face-meaning-gem = en attaque, une carte pour un Buisson coupé ou un Ennemi tué (Guenièvre : bloque aussi)
sc-face-meaning-shield = en défense, bloque tous les dégâts
sc-face-meaning-blank = rien
sc-dice = Dés : { $dice }

## Les joueurs

sc-players = Joueurs
sc-you-tag = vous
sc-to-play = au trait
sc-left-game = a quitté la partie
sc-resigned-flag = Abandon : hors du plateau, spectateur
sc-passed-out-flag = Hors de combat : passe son prochain tour et récupère 1 point de Vie
sc-health-label = Vie { $health } sur 6
sc-health = Vie { $health }/6
sc-small-keys = { $count ->
    [one] { $count } Petite clé
   *[other] { $count } Petites clés
}
sc-bombs-count = { $count ->
    [one] { $count } Bombe
   *[other] { $count } Bombes
}
sc-big-key-tag = Grande clé
sc-relics = Reliques : { $relics } ({ $count }/3)
sc-relics-none = aucune
sc-treasure-up = (face visible, { $gems } Gemmes)
sc-treasure-lost = (perte définitive)
sc-treasure-stolen = (aux mains d'une Mimique, face cachée)
sc-gems-label = Gemmes :
sc-gems-more = encore { $more } pour atteindre 40
sc-gems-hidden = Gemmes : cachées

## Le journal

sc-log = Journal de la partie
sc-log-title = Journal
sc-log-loading = Chargement des lignes précédentes…
sc-log-earlier = Afficher les précédentes
sc-log-label = Journal de la partie, le plus récent en dernier

## La fin de la partie

sc-over = Partie terminée
sc-over-title = { $by ->
    [Grail] Partie terminée : { $winner } avec le Saint Graal.
    [Gems] Partie terminée : { $winner } en atteignant 40 Gemmes.
   *[Resignation] Partie terminée : { $winner } en restant le dernier en jeu.
}
sc-you-win = Vous gagnez
sc-wins = { $name } ({ $character }) gagne
sc-totals = Les Gemmes de chacun, révélées
sc-col-player = Joueur
sc-col-character = Personnage
sc-col-gems = Gemmes
sc-rematch = Revanche
sc-rematch-asked = Revanche demandée
sc-rematch-accept = Accepter la revanche
sc-rematch-asked-by-me = Revanche demandée par : { $names } ; elle commence quand toutes les places sont d'accord.
sc-rematch-asks = { $count ->
    [one] { $names } demande une revanche.
   *[other] { $names } demandent une revanche.
}
sc-replay-link = Revoir cette partie

## La carte et sa légende

sc-map = La carte de la forêt. Chaque choix qui s'y trouve est aussi proposé en bouton.
# The Map Tiles' printed names, by id (as games/super-camelot/data/tiles.txt names them and the
# engine's catalogue words them); a tile id not listed here is shown by the name the server gives.
sc-tile-u01 = Clairière paisible
sc-tile-u02 = Fourré de ronces
sc-tile-u03 = Col rocheux
sc-tile-u04 = Gué du Chevalier
sc-tile-u05 = Creux de la Mimique
sc-tile-u06 = Pré fleuri
sc-tile-u07 = Ruines envahies
sc-tile-u08 = Dédale de buissons
sc-tile-u09 = Vieux puits
sc-tile-u10 = Clairière sombre
sc-tile-u11 = Cercle de pierres
sc-tile-n1 = Sanctuaire du Feu
sc-tile-n2 = Sanctuaire de l'Eau
sc-tile-n3 = Sanctuaire du Vent
sc-tile-n4 = Grande clé
sc-tile-n5 = Grand coffre
sc-tile-title = { $name } (tuile { $id })
sc-tile-title-empty = { $name } (tuile { $id }) : personne dessus
# The letter drawn where something will appear on a tile nobody has entered yet (the tile's
# layout symbol: B Bush, R Rock, P Plant, M Mimic, D Dark Knight), in the reader's language.
sc-ghost-letter = { $symbol ->
    [B] B
    [R] R
    [P] P
    [M] M
   *[D] CN
}
sc-ghost = { $symbol ->
    [B] Un Buisson
    [R] Un Rocher
    [P] Une Plante carnivore
    [M] Une Mimique
   *[D] Un Chevalier noir
} apparaît ici quand quelqu'un entre sur la tuile
sc-castle-title = Le Château et le Saint Graal (L12–M13)
sc-grail-tag = GRAAL
sc-big-tag = GRAND
sc-square-title = { $square } : { $what }
sc-character-title = { $name } : { $character } ({ $letter })
sc-character-title-out = { $name } : { $character } ({ $letter }), hors de combat
sc-holds-stolen = détient un trésor volé
sc-letter-dark-knight = CN
sc-letter-fire = Fe
sc-letter-water = Ea
sc-letter-wind = Ve
sc-letter-green-gem = v
sc-letter-blue-gem = b
sc-legend = Légende de la carte et Personnages
sc-legend-coords = Colonnes A à X, rangées 1 à 24 : L10 est la colonne L, rangée 10, comme dans le journal et sur les boutons.
sc-legend-character = Un Personnage, par sa lettre ; cercle en pointillés : vous
sc-legend-passed-out = Gris, aplati, « zz » : hors de combat
sc-legend-circle = Cercle de départ N, E, S ou O
sc-legend-unexplored = Forêt inexplorée (?)
sc-legend-tree = Arbre : jamais franchissable
sc-legend-bush = Buisson : coupé par toute attaque
sc-legend-rock = Rocher
sc-legend-plant = P Plante carnivore ; la pointe rouge montre où elle regarde
sc-legend-mimic = Mi Mimique (un point doré : elle détient un trésor volé)
sc-legend-dark-knight = CN Chevalier noir
sc-legend-small-chest = Petit coffre (couvercle en pointillés une fois ouvert)
sc-legend-big-chest = GRAND : le Grand coffre
sc-legend-relic = Pile de Reliques : Fe Feu, Ea Eau, Ve Vent ; le nombre : jetons restants
sc-legend-big-key = La pile de la Grande clé
sc-legend-gems = v Gemme verte (1) · b Gemme bleue (5), posée au sol
sc-legend-bomb = Une Bombe posée au sol
sc-legend-small-key = Une Petite clé posée au sol
sc-legend-ghost = Lettre pâle : ce qui apparaîtra quand quelqu'un entrera sur la tuile
