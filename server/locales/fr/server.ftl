# Les phrases du serveur : les notifications (Web Push, e-mail, webhooks) et les noms qu'il donne.

## Le nom d'un joueur ordinateur dans un salon : « Ordinateur », puis « Ordinateur 2 »…

computer-name = { $n ->
    [1] Ordinateur
   *[other] Ordinateur { $n }
}

## Une notification : « À vous de jouer dans Camelot contre Bob (encore 2 jours) ».

notify-your-turn = À vous de jouer dans { $game }
notify-your-answer = Votre réponse est attendue dans { $game }
notify-reminder = Le temps presse dans { $game }
notify-against = { $what } contre { $name }
notify-with = { $what } avec { $names }
notify-time-left = { $what } (encore { $time })
notify-and = { $rest } et { $last }
notify-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
notify-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
notify-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}

## L'e-mail autour de la phrase.

email-body =
    { $sentence }.

    Ouvrir la partie : { $url }

    --
    Vous avez demandé à Albion de vous prévenir quand la partie vous attend.
    Ne plus recevoir ces e-mails pour cette partie : { $unsubscribe }
