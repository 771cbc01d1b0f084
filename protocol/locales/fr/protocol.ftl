# Les phrases propres au protocole : les lignes des coups de Camelot dans l'enregistrement d'une
# partie (celles de Super Camelot viennent du moteur), et une place sans nom.

# Un coup de Camelot ; $mv est le coup en notation WCF (F7-F8, F7xF9xF11).
record-move = Joue { $mv }
record-move-capturing = { $count ->
    [one] Joue { $mv } et prend { $count } pièce
   *[other] Joue { $mv } et prend { $count } pièces
}
# Une reprise acceptée : combien de coups (demi-coups) sont repris.
record-taken-back = { $count ->
    [one] Reprend { $count } coup
   *[other] Reprend { $count } coups
}
# Une place dont le joueur n'a pas laissé de nom ; $n compte à partir de 1.
seat-name = Place { $n }
