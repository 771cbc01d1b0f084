# Les mots de Super Camelot en français : événements, demandes, choix et noms, tels que chaque
# client les montre (games/super-camelot/src/words.rs). Les places sont nommées par l'appelant :
# `$name`, `$target` et `$winner` sont des noms d'affichage, montrés tels quels.

## Noms comptés

sc-count-gems = { $count ->
    [one] { $count } Gemme
   *[other] { $count } Gemmes
}
sc-count-hits = { $count ->
    [one] { $count } Touche
   *[other] { $count } Touches
}
sc-count-squares = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}
sc-count-draws = { $count ->
    [one] { $count } tirage
   *[other] { $count } tirages
}
sc-count-actions = { $count ->
    [one] { $count } Action
   *[other] { $count } Actions
}
sc-count-damage = { $count ->
    [one] { $count } point de dégâts
   *[other] { $count } points de dégâts
}

## Listes et noms

# Les deux dernières parties d'une liste : `A, B et C`.
sc-list-and = { $init } et { $last }
# Des possibilités : `bob ou cy`.
sc-list-or = { $first } ou { $second }
# Le nom d'une place comme possesseur, après ce qu'il possède : `d'ann`, `de bob`. `$elide`
# vaut `yes` quand le nom commence par un son voyelle.
sc-of = { $elide ->
    [yes] d'{ $name }
   *[other] de { $name }
}

## Les choses du jeu
# Chaque nom tel qu'imprimé ; `.a` et `.the` sont le nom avec son article, `.possessed` le nom
# avant son possesseur (`l'Aimant d'ann`).

sc-item-green-gem = Gemme verte
    .a = une Gemme verte
sc-item-blue-gem = Gemme bleue
    .a = une Gemme bleue
sc-item-bomb = Bombe
    .a = une Bombe
sc-item-small-key = Petite clé
    .a = une Petite clé

sc-treasure-magnet = Aimant
    .the = l'Aimant
    .possessed = l'Aimant
sc-treasure-royal-shield = Bouclier royal
    .the = le Bouclier royal
    .possessed = le Bouclier royal
sc-treasure-racing-boots = Bottes de course
    .the = les Bottes de course
    .possessed = les Bottes de course
sc-treasure-power-gauntlet = Gantelet de puissance
    .the = le Gantelet de puissance
    .possessed = le Gantelet de puissance
sc-treasure-hunting-bow = Arc de chasse
    .the = l'Arc de chasse
    .possessed = l'Arc de chasse
sc-treasure-greatsword = Grande épée
    .the = la Grande épée
    .possessed = la Grande épée
sc-treasure-shovel = Pelle
    .the = la Pelle
    .possessed = la Pelle

sc-card-health-potion = Potion de soin
sc-card-grail-water = Eau du Graal
sc-card-speed-potion = Potion de vitesse
sc-card-green-gem = Gemme verte
sc-card-blue-gem = Gemme bleue
sc-card-bomb = Bombe
sc-card-small-key = Petite clé
sc-card-dark-knight = Chevalier noir

sc-enemy-carnivorous-plant = Plante carnivore
    .a = une Plante carnivore
    .the = la Plante carnivore
sc-enemy-mimic = Mimique
    .a = une Mimique
    .the = la Mimique
sc-enemy-dark-knight = Chevalier noir
    .a = un Chevalier noir
    .the = le Chevalier noir
# Un Ennemi dont on ne connaît pas la sorte.
sc-enemy-unknown = Ennemi
    .a = un Ennemi
    .the = l'Ennemi

sc-character = { $character ->
    [arthur] Arthur
    [gwenivere] Guenièvre
    [lancelot] Lancelot
    [percival] Perceval
    [kay] Keu
   *[merlin] Merlin
}

# Ce que contient une pile d'Objets spéciaux.
sc-special = { $special ->
    [big-key] la Grande clé
    [fire] la Relique du Feu
    [water] la Relique de l'Eau
    [wind] la Relique du Vent
   *[other] un Objet spécial
}

# Les tuiles, par identifiant (comme data/tiles.txt les nomme).
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

## Dés, boussole et lieux

sc-face = { $face ->
    [two-hits] 2 Touches
    [one-hit] 1 Touche
    [blank] Blanc
    [star] Étoile
    [shield] Bouclier
   *[gem] Gemme
}
# Ce que vaut une Étoile.
sc-star-use = { $use ->
    [one-hit] 1 Touche
    [two-hits] 2 Touches
   *[gem] une Gemme
}
sc-facing = { $facing ->
    [n] nord
    [ne] nord-est
    [e] est
    [se] sud-est
    [s] sud
    [sw] sud-ouest
    [w] ouest
   *[nw] nord-ouest
}
sc-circle = { $circle ->
    [north] le cercle Nord
    [east] le cercle Est
    [south] le cercle Sud
   *[west] le cercle Ouest
}
# Un emplacement de tuile, par les cases qu'il couvre.
sc-slot = { $first }–{ $last }

## Événements publics

sc-event-turn-started = Tour { $turn } : à { $name } de jouer
sc-event-turn-skipped = { $name } est K.O. : passe ce tour et récupère 1 Vie
sc-event-placed = { $name } se place sur { $circle }
sc-event-move-started = { $free ->
    [yes] { $name } se déplace de { $squares } au plus (Potion de vitesse)
   *[no] { $name } se déplace de { $squares } au plus
}
sc-event-stepped = { $name } se déplace : { $from } → { $to }
sc-event-move-ended = { $name } termine son déplacement
sc-event-step-undone = { $name } revient sur son pas vers { $from } et se retrouve en { $to }
sc-event-tile-explored = La tuile { $tile } est explorée en { $slot }
sc-event-explore-entry-blocked = La case { $square } de la nouvelle tuile est bloquée
sc-event-tile-populated = La tuile en { $slot } se réveille
sc-event-tile-depopulated = La tuile en { $slot } se vide
# `$item` est l'objet avec son article.
sc-event-item-collected = { $magnet ->
    [yes] { $name } ramasse { $item } en { $square } (Aimant)
   *[no] { $name } ramasse { $item } en { $square }
}
# `$item` est l'objet avec son article, avec une capitale.
sc-event-item-dropped = { $item } tombe en { $square }
sc-event-supply-empty = Plus de { $item } dans la réserve
sc-event-chest-opened = { $big ->
    [yes] { $name } ouvre le Grand coffre en { $square }
   *[no] { $name } ouvre un Petit coffre en { $square }
}
sc-event-treasure-gained = { $name } obtient { $treasure }
sc-event-big-treasure-drawn = { $name } pioche un Grand trésor
sc-event-gems-gained = { $name } gagne des Gemmes
sc-event-special-picked-up = { $name } prend { $special }
sc-event-attack-made = { $weapon ->
    [sword] { $name } attaque { $squares } avec l'épée
    [bomb] { $name } attaque { $squares } avec une Bombe
   *[bow] { $name } attaque { $squares } avec l'Arc de chasse
}
sc-event-dice-rolled = { $purpose ->
    [first-player] { $name } lance les dés pour désigner le premier joueur : { $dice }
    [attack] { $name } lance les dés pour attaquer : { $dice }
   *[defence] { $name } lance les dés pour se défendre : { $dice }
}
sc-event-rerolled = Dé { $die } relancé : { $face }
sc-event-star-converted = Une Étoile compte comme { $use }
sc-event-stars-counted-as-gems = { $count ->
    [one] L'Étoile { $of } compte comme une Gemme (aucun Ennemi à toucher)
   *[other] Les { $count } Étoiles { $of } comptent comme des Gemmes (aucun Ennemi à toucher)
}
sc-event-blanks-counted = { $into ->
    [hit] { $count ->
        [one] Le Blanc { $of } compte comme 1 Touche (Sans-pareil de Lancelot)
       *[other] Les { $count } Blancs { $of } comptent chacun comme 1 Touche (Sans-pareil de Lancelot)
    }
   *[gem] { $count ->
        [one] Le Blanc { $of } compte comme une Gemme (Enchanteur de Merlin, sur un lancer de Bombe)
       *[other] Les { $count } Blancs { $of } comptent comme des Gemmes (Enchanteur de Merlin, sur un lancer de Bombe)
    }
}
sc-event-bomb-spared = { $name } est dans la zone de la Bombe mais indemne (Enchanteur de Merlin)
sc-event-rock-broken = Le Gantelet de puissance { $of } brise le Rocher en { $square }
sc-event-bush-cut = Le Buisson en { $square } est coupé
# `$enemy` est l'Ennemi avec son article, avec une capitale.
sc-event-enemy-killed = { $enemy } meurt en { $square }
sc-event-card-drawn = { $deck ->
    [litter] { $name } pioche la carte { $card } dans la Litière
    [small-loot] { $name } pioche la carte { $card } dans le Petit butin
   *[big-loot] { $name } pioche la carte { $card } dans le Gros butin
}
sc-event-deck-reshuffled = { $deck ->
    [litter] La pioche de la Litière est remélangée
    [small-loot] La pioche du Petit butin est remélangée
   *[big-loot] La pioche du Gros butin est remélangée
}
sc-event-healed = { $health ->
    [one] { $name } remonte à { $health } Vie
   *[other] { $name } remonte à { $health } Vies
}
sc-event-dark-knight-appeared = Un Chevalier noir apparaît en { $square }
sc-event-speed-potion-declined = { $name } refuse la Potion de vitesse
# `$enemy` est l'Ennemi avec son article défini, avec une capitale.
sc-event-enemy-activated = { $enemy } en { $square } s'active contre { $target }
sc-event-enemy-moved = Un Ennemi se déplace : { $from } → { $to }
sc-event-plant-turned = La Plante en { $square } se tourne vers { $facing ->
    [n] le nord
    [ne] le nord-est
    [e] l'est
    [se] le sud-est
    [s] le sud
    [sw] le sud-ouest
    [w] l'ouest
   *[nw] le nord-ouest
}
sc-event-treasure-stolen = Une Mimique vole { $treasure } { $of }
sc-event-treasure-recovered = { $name } récupère { $treasure }
sc-event-defended = { $by ->
    [star] { $name } bloque les dégâts avec une Étoile (une Étoile compte comme un Bouclier)
    [gem] { $name } bloque les dégâts avec une Gemme (Grâce de Guenièvre)
   *[shield] { $name } bloque les dégâts avec un Bouclier
}
sc-event-damaged = { $health ->
    [one] { $name } subit { $damage } ({ $health } Vie restante)
   *[other] { $name } subit { $damage } ({ $health } Vies restantes)
}
sc-event-passed-out = { $name } est K.O. ! (reste à terre ; au prochain tour, récupère 1 Vie et ne fait rien d'autre)
sc-event-resigned = { $name } abandonne et quitte le plateau
sc-event-grail-claimed = { $name } remporte le Saint Graal
# `$totals` donne le nom et les Gemmes de chaque place : `ann 12, bob 3`.
sc-event-game-over = { $by ->
    [grail] Partie terminée : { $winner } gagne avec le Saint Graal (Gemmes : { $totals })
    [gems] Partie terminée : { $winner } gagne avec 40 Gemmes (Gemmes : { $totals })
   *[resignation] Partie terminée : { $winner } gagne en dernier debout (Gemmes : { $totals })
}

## Événements privés : ceux du lecteur (`-own`), ou ceux d'une place dans l'historique d'une partie

sc-event-wallet-changed-own = Vous gagnez { $gems } ({ $total } au total ; visible par vous seulement)
sc-event-wallet-changed = { $name } gagne { $gems } ({ $total } au total ; visible par { $name } seulement)
sc-event-big-treasure-own = { $small ->
    [yes] Votre Grand trésor : { $gems } et un Petit trésor (visible par vous seulement)
   *[no] Votre Grand trésor : { $gems } (visible par vous seulement)
}
sc-event-big-treasure = { $small ->
    [yes] Grand trésor { $of } : { $gems } et un Petit trésor (visible par { $name } seulement)
   *[no] Grand trésor { $of } : { $gems } (visible par { $name } seulement)
}

## Comment le premier joueur est désigné

sc-first-player-roll = { $again ->
    [yes] { $name } lance les dés pour désigner le premier joueur : { $dice } (égalité : on relance)
   *[no] { $name } lance les dés pour désigner le premier joueur : { $dice }
}
sc-first-player = { $name } a obtenu le plus d'Étoiles ({ $stars }) et joue en premier

## Ce qu'une place a fait, en groupe verbal après son nom

sc-action-place = se place sur { $circle }
sc-action-move = commence un déplacement
sc-action-step-square = va en { $square }
sc-action-step-circle = va sur { $circle }
sc-action-stop-moving = s'arrête
sc-action-undo-step = revient sur son dernier pas
sc-action-attack = attaque au { $arc }
sc-action-bomb = lance une Bombe en { $square }
sc-action-bow = tire à l'Arc de chasse sur { $square }
sc-action-open-chest = ouvre le coffre en { $square }
sc-action-pick-up = ramasse dans la pile en { $square }
sc-action-claim-grail = remporte le Saint Graal
sc-action-dig = creuse
sc-action-end-turn = termine son tour
sc-action-reroll = relance le dé { $die }
sc-action-keep-roll = garde le lancer
sc-action-convert-star = compte l'Étoile comme { $use }
sc-action-kill = tue l'Ennemi en { $square }
sc-action-draw-for = pioche une carte pour { $square }
sc-action-decline-speed-potion = refuse la Potion de vitesse
sc-action-activate = active ensuite l'Ennemi en { $square }
sc-action-target = envoie l'Ennemi contre { $target }
sc-action-knight-to = arrête le Chevalier noir en { $square }
sc-action-surrender = abandonne le Petit trésor { $index }

## La décision demandée

sc-prompt-place = Choisissez un cercle de départ
sc-prompt-take-action = { $left ->
    [one] Choisissez une action ({ $left } restante sur 3) ou terminez le tour
   *[other] Choisissez une action ({ $left } restantes sur 3) ou terminez le tour
}
sc-prompt-continue-move = { $enter ->
    [yes] Continuez à vous déplacer ({ $count ->
        [one] { $count } case restante
       *[other] { $count } cases restantes
    }) ou arrêtez-vous ; il faut entrer dans la tuile explorée { $slot }
   *[no] Continuez à vous déplacer ({ $count ->
        [one] { $count } case restante
       *[other] { $count } cases restantes
    }) ou arrêtez-vous
}
sc-prompt-reroll = Excalibur : relancez un dé, ou gardez le lancer. Vous avez obtenu { $dice }
sc-prompt-convert-star = { $more ->
    [yes] Comment compter une Étoile ? Vous avez obtenu { $dice } ({ $stars } Étoiles à compter) : { $hits } jusqu'ici
   *[no] Comment compter une Étoile ? Vous avez obtenu { $dice } : { $hits } jusqu'ici
}
# Une demande pendant une attaque, avec les Ennemis qu'elle peut encore tuer.
sc-prompt-against = { $prompt } contre { $fight }
sc-prompt-assign-hits = Choisissez l'Ennemi à tuer ({ $hits } à répartir)
sc-prompt-choose-litter = Choisissez le Buisson coupé qui donne de la Litière ({ $count ->
    [one] { $count } tirage restant
   *[other] { $count } tirages restants
})
sc-prompt-choose-loot = Choisissez l'Ennemi abattu qui donne du butin ({ $count ->
    [one] { $count } tirage restant
   *[other] { $count } tirages restants
})
sc-prompt-speed-potion = Prenez le déplacement gratuit de la Potion de vitesse, ou refusez-le
sc-prompt-choose-enemy = Choisissez l'Ennemi qui s'active ensuite
sc-prompt-choose-target = L'Ennemi en { $square } attaque qui ? ({ $options })
sc-prompt-knight-square = Où s'arrête le Chevalier noir parti de { $square } ?
sc-prompt-stolen-treasure = La Mimique en { $square } vole : choisissez le Petit trésor à perdre

## Les choix de la place qui décide, à l'infinitif

# Un choix, avec ce qu'il fait ou touche.
sc-choice-with = { $label } : { $effects }
sc-choice-place = Se placer sur { $circle }
sc-choice-move = Se déplacer
sc-choice-speed-potion-move = Prendre le déplacement gratuit de la Potion de vitesse
sc-choice-step-onto-circle = Aller sur { $circle }
sc-choice-step-off-circle = Quitter { $circle } pour { $square }
sc-choice-step-direction = { $direction ->
    [n] Aller au nord en { $square }
    [s] Aller au sud en { $square }
    [e] Aller à l'est en { $square }
   *[w] Aller à l'ouest en { $square }
}
sc-choice-step = Aller en { $square }
sc-step-explores = explore une nouvelle tuile
sc-step-wakes = réveille la tuile
sc-step-breaks-rock = brise le Rocher (Gantelet de puissance)
sc-step-picks-up = ramasse { $items }
sc-choice-stop-moving = S'arrêter
sc-choice-stop-moving-unused = S'arrêter ({ $count ->
    [one] { $count } case inutilisée
   *[other] { $count } cases inutilisées
})
sc-choice-undo-step = Revenir sur le pas vers { $square } (retour en { $back })
sc-choice-undo-step-plain = Revenir sur le dernier pas
sc-choice-attack = { $weapon ->
    [greatsword] Attaquer au { $arc } avec la Grande épée
   *[sword] Attaquer au { $arc } avec l'épée
}
# `$enemy` est l'Ennemi avec son article défini.
sc-enemy-at = { $enemy } en { $square }
sc-enemy-at-health = { $enemy } en { $square } ({ $hits } pour l'abattre)
sc-bush-at = le Buisson en { $square }
sc-you = vous
sc-choice-bomb = Lancer une Bombe sur la zone de { $corner } à { $far }
sc-choice-bomb-hits = { $label } : touche { $hit }
sc-choice-bow = Tirer à l'Arc de chasse sur { $target }
sc-choice-open-big-chest = Ouvrir le Grand coffre en { $square } (avec la Grande clé)
sc-choice-open-small-chest = Ouvrir le Petit coffre en { $square } (avec une Petite clé)
sc-choice-pick-up = Ramasser { $special } en { $square }
sc-choice-claim-grail = Remporter le Saint Graal
sc-choice-dig = Creuser avec la Pelle (pioche une carte Petit butin)
sc-choice-end-turn = Terminer le tour
sc-choice-end-turn-unused = Terminer le tour ({ $count ->
    [one] { $count } Action inutilisée
   *[other] { $count } Actions inutilisées
})
sc-choice-reroll-die = Relancer le dé { $die }
sc-choice-reroll-face = { $twin ->
    [yes] Relancer le dé { $face } (dé { $die })
   *[no] Relancer le dé { $face }
}
sc-choice-keep-roll = Garder le lancer
sc-choice-convert-star = Compter l'Étoile comme { $use }
# Pendant une attaque : les Touches obtenues (`$hits`), si elles suffisent à tuer les Ennemis à
# portée (`$targets`), et les Gemmes quand l'Étoile compte comme une Gemme.
sc-choice-convert-star-stake = Compter l'Étoile comme { $use } : { $hits }{ $outcome ->
    [enough] , assez pour { $targets }
    [short] , pas assez pour { $targets }
   *[none] {""}
}{ $gem ->
    [yes] {" "}; { $gems }
   *[no] {""}
}
sc-choice-kill = Tuer { $enemy } en { $square }
sc-choice-kill-hits = Tuer { $enemy } en { $square } ({ $health } sur { $hits })
sc-choice-draw-litter = Piocher de la Litière pour le Buisson coupé en { $square }
sc-choice-draw-loot = Piocher du butin pour { $enemy } en { $square }
sc-choice-decline-speed-potion = Refuser la Potion de vitesse
sc-choice-activate = Activer ensuite { $enemy } en { $square }
sc-choice-target = Envoyer l'Ennemi contre { $target }
sc-choice-target-character = Envoyer l'Ennemi contre { $target } ({ $character })
sc-choice-knight-to = Arrêter le Chevalier noir en { $square }
sc-choice-surrender = Abandonner { $treasure } (vaut { $gems })
sc-choice-surrender-index = Abandonner le Petit trésor { $index }
