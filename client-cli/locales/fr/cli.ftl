## The terminal client: the session's log, the connection, the lobby list, creating and joining.

cli-and = { $first } et { $last }
cli-seat-n = place { $seat }

## The log
cli-log-replay-it = la revoir : albion replay { $id }{ $server }
cli-log-started = la partie { $game } a commencé
cli-log-so-far = la partie { $game } jusqu'ici :
cli-log-so-far-last = la partie { $game } jusqu'ici ({ $count ->
    [one] sa dernière étape
   *[other] ses { $count } dernières étapes
} ; `albion replay` montre toute la partie une fois finie) :
cli-log-sat = { $name } s'est assis à la place { $seat }
cli-log-character = { $name } a choisi { $character }
cli-character = { $character ->
    [Gwenivere] Guenièvre
    [Percival] Perceval
    [Kay] Keu
   *[other] { $character }
}
cli-log-ready = { $name } est prêt
cli-log-not-ready = { $name } n'est pas prêt
cli-log-connected = { $name } s'est connecté
cli-log-disconnected = { $name } s'est déconnecté
cli-log-left = la place { $seat } est partie
cli-log-kicked = la place { $seat } a été retirée par l'hôte
cli-log-played = { $name } a joué { $move }
cli-log-resigned = { $name } a abandonné
cli-log-offered = { $name } propose { $offer ->
    [draw] la nulle
   *[takeback] une reprise
}
cli-log-offer-accepted = { $name } a accepté { $offer ->
    [draw] la nulle
   *[takeback] la reprise
}
cli-log-offer-declined = { $name } a refusé { $offer ->
    [draw] la nulle
   *[takeback] la reprise
}
cli-log-offer-withdrawn = { $name } a retiré son offre { $offer ->
    [draw] de nulle
   *[takeback] de reprise
}
cli-log-bot-added = l'hôte a installé un joueur ordinateur, { $name } ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
}), à la place { $seat }
cli-log-bot-took-over = un joueur ordinateur ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
}) joue désormais la place de { $name }
cli-log-bot-handed = { $by } a confié la place de { $name } à un joueur ordinateur ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
})
cli-log-abandoned = { $name } est absent depuis trop longtemps : sa place peut être réclamée ou confiée à un joueur ordinateur
cli-log-timed-out = le temps de { $name } est écoulé
cli-log-win-claimed = { $name } a réclamé la victoire : { $left } a quitté la partie
cli-log-game-over-draw = partie terminée : nulle ({ $reason })
cli-log-game-over-won = partie terminée : { $count ->
    [one] { $winners } a gagné
   *[other] { $winners } ont gagné
} ({ $reason })
cli-log-rematch = { $name } demande une revanche
cli-log-aborted = la partie a été annulée : { $reason }

## Why a game ended or was aborted, in another language than English (in English the server's
## own words are shown): the reasons the server gives
cli-reason = { $reason ->
    [agreement] d'un commun accord
    [resignation] abandon
    [abandonment] l'adversaire est parti
    [time] temps écoulé
    [time-no-win] temps écoulé, mais l'adversaire ne peut pas gagner
    [castle] château pris
    [elimination] toutes les pièces prises
    [no-legal-move] aucun coup légal
    [bare-pieces] une seule pièce au plus de chaque côté
    [repetition] triple répétition
    [no-progress] 100 demi-coups sans progrès
    [grail] Saint Graal
    [gems] Gemmes
    [engine-failed] le moteur du jeu a échoué
    [everyone-left] tous les joueurs ont quitté la partie
   *[every-human-left] tous les joueurs humains ont quitté la partie en cours
}

## The connection
cli-close-normal = vous avez quitté le salon
cli-close-protocol-error = le serveur a refusé les messages de ce client (erreur de protocole)
cli-close-unsupported-version = le serveur parle une autre version du protocole : mettez albion à jour
cli-close-kicked = l'hôte vous a retiré du salon
cli-close-lobby-closed = le salon est fermé
cli-close-replaced = cet écran a été fermé car votre place a été prise par un autre albion (un autre terminal ou une autre machine a rejoint avec votre nom et votre jeton de place) ; la partie continue là-bas
cli-seat-token-not-saved = impossible d'enregistrer le jeton de place : { $error }
cli-seat-token-refused = jeton de place refusé ; retour en tant que spectateur
cli-server-closed = le serveur a fermé la connexion ({ $code })
cli-server-closed-no-code = le serveur a fermé la connexion (sans code)

## A refusal by the server, in another language than English (in English the server's own words
## are shown): its code, underscores as dashes (ErrorCode in the protocol)
cli-refused-unsupported-version = albion et le serveur parlent des versions différentes du protocole : mettez albion à jour
cli-refused-expected-hello = la connexion n'a pas commencé comme le serveur l'attend
cli-refused-malformed = le serveur n'a pas pu lire ce qu'albion a envoyé
cli-refused-frame-too-large = c'était trop long pour être envoyé
cli-refused-rate-limited = trop de requêtes à la fois : attendez un instant et réessayez
cli-refused-chat-rate-limited = trop de messages : attendez un peu avant d'en envoyer d'autres
cli-refused-no-such-lobby = ce salon n'existe pas ou a fermé
cli-refused-bad-token = la place que cette machine gardait dans le salon n'est plus valable
cli-refused-not-seated = vous n'avez pas de place dans ce salon
cli-refused-already-seated = vous avez déjà une place dans ce salon
cli-refused-seat-taken = cette place est prise
cli-refused-no-such-seat = cette place n'existe pas
cli-refused-lobby-full = toutes les places sont prises
cli-refused-invalid-name = ce nom ne peut pas être utilisé : choisissez-en un autre
cli-refused-name-taken = une autre place porte déjà ce nom : choisissez-en un autre
cli-refused-invalid-character = ce Personnage ne peut pas être choisi
cli-refused-not-host = seul l'hôte peut faire cela
cli-refused-already-started = la partie a commencé
cli-refused-not-started = aucune partie n'est en cours
cli-refused-not-ready = toutes les places doivent être prises et prêtes
cli-refused-game-over = la partie est terminée
cli-refused-stale-version = la partie a avancé avant que cela n'arrive : réessayez sur la partie telle qu'elle est maintenant
cli-refused-out-of-turn = ce n'est pas votre tour
cli-refused-illegal-action = ce coup n'est pas permis
cli-refused-wrong-game = cela ne se fait pas dans ce jeu
cli-refused-chat-too-long = ce message est trop long
cli-refused-store-failure = le serveur n'a pas pu l'enregistrer ; rien n'a changé : réessayez
cli-refused-lobby-closed = ce salon est fermé
cli-refused-not-abandoned = ce joueur n'est pas absent depuis assez longtemps
cli-refused-time-up = votre temps est écoulé
cli-refused-unchanged = rien n'a changé : c'est déjà le cas
cli-refused-invalid-notify = ces réglages de notifications ont été refusés
cli-refused-offer-pending = une proposition attend déjà une réponse
cli-refused-no-offer = il n'y a pas de telle proposition à laquelle répondre
cli-refused-offer-limit = vous ne pouvez plus faire cette proposition avant votre prochain coup
## An HTTP API error, in another language than English: its code (`error` in the answer)
cli-http-bad-request = le serveur a refusé la requête
cli-http-not-found = le serveur n'a rien de tel
cli-http-in-progress = la partie est encore en cours
cli-http-rate-limited = trop de requêtes : attendez un instant et réessayez
cli-http-unavailable = le serveur ne peut pas répondre pour l'instant : réessayez dans un instant
cli-http-internal = un problème est survenu sur le serveur : réessayez dans un instant

## Talking to the server: what went wrong (the system's, TLS's and HTTP's own words come in $error)
cli-net-unreachable = impossible de joindre le serveur { $server } : { $error }
cli-net-tls = TLS avec { $server } a échoué : { $why }
cli-net-bad-host-name = TLS avec { $server } a échoué : « { $host } » ne peut pas être vérifié par un certificat : { $error }
cli-net-http = la requête HTTP vers { $server } a échoué : { $error }
cli-net-not-albion = le serveur a répondu { $status } : { $body }
cli-net-bad-code = « { $code } » n'est pas un code de salon
cli-net-no-lobby = aucun salon n'a le code { $code }
cli-net-no-game = pas de partie { $id }
cli-net-game-in-progress = la partie { $id } est encore en cours ; son enregistrement est gardé une fois qu'elle est finie
cli-net-no-my-games = le serveur { $server } ne liste pas les parties (pas de /api/my-games) : est-il d'une version plus ancienne ?
cli-net-websocket = erreur de connexion : { $error }
cli-net-unreadable = le serveur a envoyé un message que ce client ne comprend pas ({ $error }) ; est-il d'une version plus récente ?
cli-net-bad-address = « { $text } » n'est pas une adresse de serveur : il faut http://HÔTE:PORT ou https://HÔTE:PORT
cli-tls-unknown-issuer = le certificat du serveur n'est pas signé par une autorité à laquelle ce client se fie
cli-tls-ca-as-end-entity = le serveur présente un certificat d'autorité (auto-signé) que ce client n'a pas reçu
cli-tls-not-for-name = le certificat du serveur n'est pas établi pour ce nom d'hôte
cli-tls-expired = le certificat du serveur a expiré
cli-tls-not-valid-yet = le certificat du serveur n'est pas encore valide
cli-tls-bad-signature = le certificat du serveur a une signature invalide
cli-tls-pass-ca = { $why } ; si c'est votre propre serveur, donnez son certificat (PEM : un certificat auto-signé est épinglé tel quel) ou l'autorité privée qui l'a signé avec --ca-cert FICHIER
cli-tls-other-certificate = { $error } ; si le serveur utilise un certificat auto-signé ou une autorité de certification privée, donnez ce certificat avec --ca-cert FICHIER
cli-ca-unusable = impossible d'utiliser { $path } comme certificat d'autorité : { $error }
cli-ca-empty = impossible d'utiliser { $path } comme certificat d'autorité : il ne contient aucun certificat (PEM attendu : -----BEGIN CERTIFICATE-----)
cli-ca-twice = un certificat d'autorité a déjà été donné
## albion bot
cli-bot-reconnecting = connexion perdue ({ $why }) ; reconnexion
cli-bot-game-full = la partie de { $code } a commencé et toutes les places sont prises

## The public lobbies, as text (albion lobbies --print) and on the list screen
cli-lobbies-none = Aucun salon public n'est ouvert sur { $server }.
cli-lobbies-open-one = Ouvrez-en un : albion create camelot --server { $server } (ou super-camelot)
cli-lobbies-count = { $count ->
    [one] { $count } salon public ouvert sur { $server } :
   *[other] { $count } salons publics ouverts sur { $server } :
}
cli-lobbies-with = avec { $names }
cli-lobbies-seated = { $taken }/{ $count } assis
cli-lobbies-join-one = Rejoignez-en un : albion join CODE --server { $server } --name VOTRE_NOM
cli-list-super-camelot-turn = Super Camelot { $secs } s/tour
cli-list-full = complet : regarder
cli-list-waiting = en attente, { $count ->
    [one] { $count } libre
   *[other] { $count } libres
}
cli-list-playing = en cours
cli-list-game-over = partie terminée
cli-list-aborted = annulée
cli-list-nothing-to-join = aucun salon à rejoindre : r actualise la liste
cli-list-fetch-error = impossible de lister les salons : { $error } · r pour réessayer
cli-list-keys = ↑/↓ choisir · Entrée rejoindre (une place libre, sinon regarder) · w regarder · r actualiser · q retour
cli-list-keys-short = ↑↓ choisir · Entrée rejoindre · w regarder · r actualiser · q retour
cli-list-open = { $count ->
    [one] { $count } ouvert
   *[other] { $count } ouverts
}
cli-list-open-more = { $count }+ ouverts
cli-list-title = salons publics sur { $server }
cli-list-lobbies = Salons
cli-list-look-again = r pour regarder à nouveau.
cli-list-loading = Chargement…
cli-list-col-code = Code
cli-list-col-game = Jeu
cli-list-col-seats = Places
cli-list-col-status = État
cli-list-col-players = Joueurs
cli-list-watching = { $count ->
    [one] (+{ $count } spectateur)
   *[other] (+{ $count } spectateurs)
}
cli-list-needs-terminal = la liste des salons demande un terminal ; `albion lobbies --print` l'affiche en texte, et `albion join CODE` en rejoint un
cli-list-asking = demande de ses salons au serveur…
cli-list-lobby-ended = salon { $code } : { $why }
cli-list-back-from = retour du salon { $code }{ $note } ; albion join { $code } --server { $server }{ $spectate } y ramène
cli-list-cannot-join = impossible de rejoindre { $code } : { $error }
cli-list-no-free-seat = le salon { $code } n'a plus de place libre : w pour le regarder
cli-list-you-watched = (vous regardiez)

## Creating and joining
cli-create-camelot-players = Camelot se joue à exactement 2 joueurs, donc --players { $players } ne peut pas s'utiliser avec ; pour 2 à 4 joueurs, créez super-camelot
cli-create-turn-secs-camelot = --turn-secs est une limite de tour de Super Camelot ; une partie de Camelot prend --clock MIN+INC
cli-create-clock-super = --clock est une pendule de Camelot ; une partie de Super Camelot prend --turn-secs SECONDES
cli-clock-unreadable = « { $text } » n'est pas MINUTES+SECONDES, par exemple 5+3
cli-clock-base = le temps de base va de 1 à { $max } minutes
cli-clock-increment = l'incrément va de 0 à { $max } secondes
cli-create-days-range = --days : une partie par correspondance a de { $min } à { $max } jours par { $unit ->
    [move] coup
   *[turn] tour
}, pas { $days }
cli-create-turn-secs-range = --turn-secs : une limite de tour va de { $min } à { $max } secondes, pas { $secs }
cli-lang-unknown = « { $text } » n'est pas une langue que parle albion : { $langs }
cli-invitation = albion join { $code } --server { $server }{ $ca } --name LEUR_NOM
cli-invitation-ca = [--ca-cert FICHIER si le certificat du serveur est privé]
cli-join-full-open = le salon { $code } est complet : toutes ses places sont prises ({ $count ->
    [one] { $count } place
   *[other] { $count } places
}). Regardez-le avec --spectate, ou demandez un nouveau salon
cli-join-full-playing = le salon { $code } est complet : sa partie est en cours et toutes les places sont prises ({ $count ->
    [one] { $count } place
   *[other] { $count } places
}). Regardez-le avec --spectate, ou demandez un nouveau salon
cli-create-invite = Invitez vos amis : { $invitation }
cli-create-correspondence-no-screen = { $label } : prenez votre place avec albion join { $code } --server { $server } ; ensuite `albion games` liste la partie et à qui c'est le tour.
cli-create-correspondence = { $label } : revenez quand vous voulez ; `albion games` liste vos parties et à qui c'est le tour.
cli-create-cannot-print = impossible d'afficher le code du salon : { $error }
cli-needs-terminal = l'écran de jeu demande un terminal ({ $error }) ; essayez `albion script`, `albion bot` ou `albion lobbies --print`
cli-drawing-failed = l'affichage a échoué : { $error }
cli-reading-failed = la lecture du terminal a échoué : { $error }
cli-no-runtime = impossible de démarrer l'exécution asynchrone : { $error }
