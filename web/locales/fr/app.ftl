# Les pages du navigateur (web/src/app.tsx, pages/, util.ts, clock.ts, mygames.ts, notify.ts,
# session.ts, api.ts) : chaque identifiant commence par son domaine (app-, home-, lobby-,
# games-, notify-, replay-, unsub-, error-).

## Mots communs (util.ts)

app-seat = Place { $n }
app-bot-label = Ordinateur ({ $level ->
        [easy] facile
        [hard] difficile
       *[medium] moyen
    })
app-offer-words = { $offer ->
        [takeback] une reprise
       *[draw] une partie nulle
    }
app-event-bot-added = { $bot } s'est assis à la place { $seat }
app-event-bot-took-over = { $bot } a pris la place { $seat }, cédée par { $by }
app-event-abandoned = { $name } a quitté la partie
app-event-timed-out = { $name } n'a plus de temps
app-event-win-claimed = { $name } a réclamé la victoire : { $left } a quitté la partie
app-event-offered = { $name } propose { $offer ->
        [takeback] une reprise
       *[draw] une partie nulle
    }
app-event-offer-accepted = { $name } a accepté { $offer ->
        [takeback] la reprise
       *[draw] la partie nulle
    }
app-event-offer-declined = { $name } a refusé { $offer ->
        [takeback] la reprise
       *[draw] la partie nulle
    }
app-event-offer-withdrawn = { $name } a retiré sa proposition { $offer ->
        [takeback] de reprise
       *[draw] de partie nulle
    }
app-record-resign = { $who } a abandonné.
app-record-timeout = { $who } n'a plus de temps.
app-record-abandoned = { $who } a quitté la partie et l'adversaire a réclamé la victoire.
app-record-bot = { $bot } remplace { $who }.
app-record-offer = { $who } a proposé { $offer ->
        [takeback] une reprise
       *[draw] une partie nulle
    }.
app-record-accept = { $who } a accepté { $offer ->
        [takeback] la reprise
       *[draw] la partie nulle
    }.
app-record-decline = { $who } a refusé { $offer ->
        [takeback] la reprise
       *[draw] la partie nulle
    }.
app-record-withdraw = { $who } a retiré sa proposition { $offer ->
        [takeback] de reprise
       *[draw] de partie nulle
    }.
app-record-act = { $who } a joué.
app-config-camelot = { $ruleset ->
        [wcf] Camelot, règles WCF
       *[standard] Camelot, règles standard
    }
app-config-camelot-clock = { $ruleset ->
        [wcf] Camelot, règles WCF, pendule { $minutes }+{ $increment }
       *[standard] Camelot, règles standard, pendule { $minutes }+{ $increment }
    }
app-config-camelot-days = { $ruleset ->
        [wcf] Camelot, règles WCF, { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        } par coup
       *[standard] Camelot, règles standard, { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        } par coup
    }
app-config-sc = Super Camelot, { $players } joueurs
app-config-sc-secs = Super Camelot, { $players } joueurs, { $secs } s par tour
app-config-sc-days = Super Camelot, { $players } joueurs, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par tour

## Pendules (clock.ts) : $big et $small sont la plus grande et la plus petite unité ; une petite unité nulle est omise

app-clock-days = { $small ->
        [0] { $big } j
       *[other] { $big } j { $small } h
    }
app-clock-hours = { $small ->
        [0] { $big } h
       *[other] { $big } h { $small } min
    }
app-clock-words-days = { $big ->
        [one] { $big } jour
       *[other] { $big } jours
    }{ $small ->
        [0] {""}
        [one] {" "}{ $small } heure
       *[other] {" "}{ $small } heures
    }
app-clock-words-hours = { $big ->
        [one] { $big } heure
       *[other] { $big } heures
    }{ $small ->
        [0] {""}
        [one] {" "}{ $small } minute
       *[other] {" "}{ $small } minutes
    }
app-clock-words-minutes = { $big ->
        [0] { $small ->
            [one] { $small } seconde
           *[other] { $small } secondes
        }
        [one] { $big } minute{ $small ->
            [0] {""}
            [one] {" "}{ $small } seconde
           *[other] {" "}{ $small } secondes
        }
       *[other] { $big } minutes{ $small ->
            [0] {""}
            [one] {" "}{ $small } seconde
           *[other] {" "}{ $small } secondes
        }
    }
app-clock-secs = { $secs } s

## Mes parties (mygames.ts, pages/MyGames.tsx)

games-open-seat = place libre
games-waiting-players = En attente de joueurs
games-waiting-start = En attente du début
games-in-progress = En cours
games-your-turn = À vous de jouer
games-their-turn = À { $name } de jouer
games-finished = Terminée
games-who-draw = Partie nulle
games-who-you = Vous avez gagné
games-who-won = { $count ->
        [one] { $names } a gagné
       *[other] { $names } ont gagné
    }
games-and = { $first } et { $last }
# $reason : timeout, resignation, castle, elimination, repetition, abandoned, none (sans raison), other ($why la dit).
games-finished-why = { $reason ->
        [timeout] Terminée · { $who } (temps écoulé)
        [resignation] Terminée · { $who } (abandon)
        [castle] Terminée · { $who } (château atteint)
        [elimination] Terminée · { $who } (toutes les pièces prises)
        [repetition] Terminée · { $who } (répétition)
        [abandoned] Terminée · { $who } (un joueur est parti)
        [none] Terminée · { $who }
       *[other] Terminée · { $who } ({ $why })
    }
games-stopped = Arrêtée par une panne du serveur
games-title-turn = ({ $count }) À vous · { $title }
games-time-left = encore { $time }
games-time-up = temps écoulé
games-page-title = Albion · Mes parties
games-heading = Mes parties
games-waiting-count = { $count ->
        [one] { $count } partie vous attend
       *[other] { $count } parties vous attendent
    }
games-intro = Les parties où ce navigateur occupe une place, des plus récentes aux plus anciennes. Les places ne sont gardées que dans ce navigateur : un autre navigateur ou appareil a sa propre liste.
games-loading = Chargement…
games-empty = Vous n'avez encore aucune partie.
# $create est le lien « Créer un salon » (games-empty-create).
games-empty-help = { $create } ou rejoignez-en un : ses parties seront listées ici, avec le joueur dont c'est le tour.
games-empty-create = Créez un salon
games-vs = contre { $names }
games-correspondence = par correspondance
games-open = Ouvrir →

## Notifications (notify.ts, pages/Notifications.tsx) ; $per vaut move (Camelot) ou turn (Super Camelot)

notify-blocked-https = Les notifications push demandent que cette page soit ouverte en https.
notify-blocked-browser = Ce navigateur ne peut pas afficher de notifications push.
notify-way-push = notification push
notify-way-email = e-mail
notify-way-webhook = webhook
notify-and = { $first } et { $last }
notify-summary = { $when ->
        [away] Activé : par { $ways }, seulement quand vous n'êtes pas connecté.
       *[always] Activé : par { $ways }.
    }
notify-email-empty = Saisissez l'adresse e-mail à laquelle écrire.
notify-address-too-long = Cette adresse est trop longue.
notify-email-bad = Cela ne ressemble pas à une adresse e-mail (nom@exemple.fr).
notify-webhook-empty = Saisissez l'adresse à laquelle envoyer le webhook.
notify-webhook-not-url = Ce n'est pas une adresse web : elle doit commencer par https://.
notify-webhook-scheme = Une adresse de webhook commence par https://.
notify-push-denied = Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages du site de votre navigateur, puis réessayez.
notify-push-dismissed = Votre navigateur n'a pas obtenu la permission d'afficher des notifications. Réessayez et choisissez Autoriser.
# $others vaut yes quand le panneau propose un autre moyen (e-mail, webhook).
notify-push-worker = { $others ->
        [yes] Ce navigateur n'a pas pu installer l'assistant de notifications de la page (son service worker) : les notifications push ne peuvent pas être activées ici. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] Ce navigateur n'a pas pu installer l'assistant de notifications de la page (son service worker) : les notifications push ne peuvent pas être activées ici.
    }
notify-push-keys = { $others ->
        [yes] L'abonnement push de ce navigateur est arrivé sans ses clés : il est inutilisable. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] L'abonnement push de ce navigateur est arrivé sans ses clés : il est inutilisable.
    }
notify-push-timeout = { $others ->
        [yes] Ce navigateur a mis trop de temps à préparer les notifications push. Réessayez plus tard. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] Ce navigateur a mis trop de temps à préparer les notifications push. Réessayez plus tard.
    }
notify-push-abort = { $others ->
        [yes] Ce navigateur n'a pas pu préparer les notifications push : son service push n'a pas répondu, ou c'est une fenêtre de navigation privée. Réessayez plus tard, ou dans une fenêtre normale. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] Ce navigateur n'a pas pu préparer les notifications push : son service push n'a pas répondu, ou c'est une fenêtre de navigation privée. Réessayez plus tard, ou dans une fenêtre normale.
    }
notify-push-unsupported = { $others ->
        [yes] Ce navigateur ne peut pas afficher de notifications push. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] Ce navigateur ne peut pas afficher de notifications push.
    }
notify-push-failed = { $others ->
        [yes] Les notifications push n'ont pas pu être activées dans ce navigateur. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] Les notifications push n'ont pas pu être activées dans ce navigateur.
    }
notify-on = activé
notify-off = désactivé
notify-save = Enregistrer
notify-saved = Enregistré.
notify-saving = Enregistrement…
notify-noted = C'est noté : cela s'appliquera dès que vous activerez l'un des moyens ci-dessus.
notify-offline = Pas de connexion : rien n'a été changé. Réessayez quand la page sera de nouveau en ligne.
notify-title = Notifications
notify-off-summary = Désactivé. Soyez prévenu quand la partie vous attend, même quand cette page est fermée.
notify-ways = { $per ->
        [move] Moyens d'être prévenu quand c'est à vous de jouer :
       *[turn] Moyens d'être prévenu quand c'est votre tour :
    }
# $label est notify-push-label en gras ; $why dit pourquoi le push est impossible ici.
notify-push-blocked = { $label } { $why }
notify-push-label = Notifications push :
notify-push-switch = Notifications push dans ce navigateur
notify-push-asking = Question posée à votre navigateur…
notify-push-help = Votre navigateur demande d'abord la permission. Les activer dans un autre navigateur les y déplace.
notify-email-label = E-mail
notify-email-field = Adresse e-mail
notify-email-hint = Chaque e-mail contient un lien pour les arrêter.
notify-webhook-label = Webhook
notify-webhook-field = URL du webhook
notify-webhook-hint = Albion envoie à cette adresse (https://) une requête POST signée avec un corps JSON.
notify-secret-label = Secret de signature
# $header est X-Albion-Signature et $prefix est sha256=, en code.
notify-secret-help = Pour vérifier une requête, calculez le HMAC-SHA256 de son corps exact avec ce secret : l'en-tête { $header } vaut { $prefix } suivi de ce résultat en hexadécimal.
notify-when-legend = Me prévenir
notify-when-always = { $per ->
        [move] chaque fois que c'est à moi de jouer
       *[turn] chaque fois que c'est mon tour
    }
notify-when-away = seulement quand je ne suis pas connecté à cette partie
notify-remind = Me le rappeler quand il me reste un quart de mon temps

## La connexion au salon (session.ts)

lobby-closed-left = Vous avez quitté le salon.
lobby-closed-version = Cette page est plus ancienne que le serveur. Rechargez la page.
lobby-closed-kicked = L'hôte vous a retiré de ce salon.
lobby-closed-gone = Ce salon n'existe pas ou a fermé.
lobby-closed-replaced = Votre place a été ouverte dans un autre onglet ou navigateur. Cet onglet s'est arrêté.
lobby-lost-restart = Le serveur redémarre.
lobby-lost-behind = La connexion a pris du retard.
lobby-lost-too-fast = Trop de messages ont été envoyés trop vite.
lobby-lost = La connexion au serveur a été perdue.

## Les refus du serveur (ErrorCode dans protocol.ts, tirets au lieu des soulignés) et les erreurs de l'API HTTP (api.ts)

error-unsupported-version = Cette page est plus ancienne que le serveur. Rechargez la page.
error-expected-hello = La connexion n'a pas commencé comme le serveur l'attend. Rechargez la page.
error-malformed = Le serveur n'a pas pu lire ce que cette page a envoyé. Rechargez la page.
error-frame-too-large = C'était trop long pour être envoyé.
error-rate-limited = Trop de requêtes à la fois. Attendez un instant et réessayez.
error-chat-rate-limited = Trop de messages : attendez un peu avant d'en envoyer d'autres.
error-no-such-lobby = Ce salon n'existe pas ou a fermé.
error-bad-token = La place de ce navigateur dans le salon n'est plus valable.
error-not-seated = Vous n'avez pas de place dans ce salon.
error-already-seated = Vous avez déjà une place dans ce salon.
error-seat-taken = Cette place est prise.
error-no-such-seat = Cette place n'existe pas.
error-lobby-full = Toutes les places sont prises.
error-invalid-name = Ce nom ne peut pas être utilisé : choisissez-en un autre.
error-name-taken = Une autre place porte déjà ce nom : choisissez-en un autre.
error-invalid-character = Ce Personnage ne peut pas être choisi.
error-not-host = Seul l'hôte peut faire cela.
error-already-started = La partie a commencé.
error-not-started = Aucune partie n'est en cours.
error-not-ready = Toutes les places doivent être prises et prêtes.
error-game-over = La partie est terminée.
error-stale-version = La partie a avancé avant que cela n'arrive. Réessayez sur la partie telle qu'elle est maintenant.
error-out-of-turn = Ce n'est pas votre tour.
error-illegal-action = Ce coup n'est pas permis.
error-wrong-game = Cela concerne une autre partie.
error-chat-too-long = Ce message est trop long.
error-store-failure = Le serveur n'a pas pu l'enregistrer ; rien n'a changé. Réessayez.
error-lobby-closed = Ce salon est fermé.
error-not-abandoned = Ce joueur n'est pas absent depuis assez longtemps.
error-time-up = Votre temps est écoulé.
error-unchanged = Rien n'a changé : c'est déjà le cas.
error-invalid-notify = Ces réglages de notifications ont été refusés : vérifiez l'adresse et réessayez.
error-offer-pending = Une proposition attend déjà une réponse.
error-no-offer = Il n'y a pas de telle proposition à laquelle répondre.
error-offer-limit = Vous ne pouvez plus faire cette proposition dans cette partie.
error-bad-request = Le serveur a refusé la requête.
error-not-found = Le serveur n'a rien de tel.
error-in-progress = La partie est encore en cours.
error-unavailable = Le serveur ne peut pas répondre pour l'instant. Réessayez dans un instant.
error-internal = Un problème est survenu sur le serveur. Réessayez dans un instant.
error-network = Le serveur est injoignable. Vérifiez votre connexion et réessayez.
error-http-status = Le serveur a répondu { $status }.

## La page d'accueil (pages/Home.tsx) ; $per vaut move (Camelot) ou turn (Super Camelot)

home-title = Jouez à Camelot et à Super Camelot entre amis
home-intro = Créez un salon, envoyez son lien, jouez. Le serveur veille à l'honnêteté de la partie : il vérifie chaque coup, lance les dés et ne montre à chaque joueur que ce qu'il a le droit de voir.
# $camelot et $superCamelot sont des liens (home-rules-camelot, home-rules-super-camelot).
home-rules = Vous découvrez ces jeux ? Lisez { $camelot } (une dizaine de minutes) et { $superCamelot }.
home-rules-camelot = comment jouer à Camelot
home-rules-super-camelot = comment jouer à Super Camelot
home-name = Votre nom
home-name-placeholder = Le nom que les autres verront
home-name-first = Choisissez d'abord votre nom (en haut de la page) : les autres le voient à côté de votre place.
home-new-lobby = Nouveau salon
home-game = Jeu
home-ruleset = Règles
home-ruleset-standard = Standard
home-ruleset-wcf = World Camelot Federation
home-players = Joueurs
home-side = Vous jouez
home-side-white = Blancs (jouent en premier)
home-side-black = Noirs
home-clock = Pendule
home-clock-none = Sans pendule
home-clock-live = En direct
home-clock-camelot = { $minutes } minutes + { $increment } s par coup
home-clock-sc = { $secs } s par tour
home-clock-correspondence = Par correspondance (jours)
home-clock-days = { $per ->
        [move] { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        } par coup
       *[turn] { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        } par tour
    }
home-public = Public
home-public-help = Les salons publics sont listés ci-dessous et chacun peut les rejoindre. Sans cette case, seules les personnes à qui vous envoyez le lien ou le code peuvent le trouver.
# $games est le lien « Mes parties » (app-my-games).
home-correspondence-help = { $per ->
        [move] Une partie par correspondance : chaque coup peut prendre jusqu'à ce nombre de jours, comptés sur le calendrier. Fermez la page entre les coups ; { $games } indique quand c'est à vous de jouer.
       *[turn] Une partie par correspondance : chaque tour peut prendre jusqu'à ce nombre de jours, comptés sur le calendrier. Fermez la page entre les tours ; { $games } indique quand c'est votre tour.
    }
home-host-note = Vous prenez votre place comme hôte à l'ouverture du salon, et pouvez y ajouter des joueurs ordinateur.
home-create = Créer le salon
home-creating = Création…
home-code-empty = Saisissez le code que votre ami vous a envoyé, ou ouvrez son lien d'invitation.
home-code-unknown = Aucun salon n'a le code { $code }. Vérifiez-le auprès de la personne qui vous l'a envoyé.
home-join-title = Rejoindre avec un code
home-code = Code du salon
home-join = Rejoindre
home-open-lobbies = Salons ouverts
home-loading = Chargement…
home-none-open = Aucun pour le moment. Créez-en un et partagez son lien.
home-lobby-seated = { $taken }/{ $seats } places prises
home-lobby-host = hôte { $name }
home-lobby-spectators = { $count ->
        [one] { $count } spectateur
       *[other] { $count } spectateurs
    }

## L'en-tête et les titres des pages (app.tsx)

app-title = Albion
app-title-lobby = Albion · { $code }
app-title-replay = Albion · partie { $id }
app-title-rules = Albion · { $title }
app-home-label = Accueil d'Albion
app-my-games = Mes parties
# Après le nombre de la pastille, pour les lecteurs d'écran : « Mes parties 2 : 2 parties vous attendent ».
app-turn-badge = { $count ->
        [one] : { $count } partie vous attend
       *[other] : { $count } parties vous attendent
    }
app-rules-nav = Comment jouer
app-rules-camelot = Règles de Camelot
app-rules-super-camelot = Règles de Super Camelot
app-language = Langue
app-missing-title = Rien ici
# $path est l'adresse demandée ; $start est le lien app-missing-start.
app-missing = Il n'y a pas de page à l'adresse { $path }. { $start }.
app-missing-start = Aller à la page d'accueil

## Arrêter les e-mails (pages/Unsubscribe.tsx)

unsub-page-title = Albion · Arrêter les e-mails
unsub-title = Arrêter les e-mails
unsub-gone = Ce lien ne fonctionne plus : les e-mails de cette partie sont peut-être déjà arrêtés, ou la partie n'existe plus. Rien n'a été changé.
unsub-failed-because = Les e-mails n'ont pas pu être arrêtés : { $why }
unsub-failed = Les e-mails n'ont pas pu être arrêtés. Réessayez dans un instant.
unsub-done = C'est fait : Albion ne vous enverra plus d'e-mails sur cette partie.
unsub-done-others = Les autres notifications que vous avez réglées pour elle (push, webhook) restent telles quelles. Vous pouvez les changer, ou réactiver les e-mails, dans le panneau Notifications de la page de la partie.
unsub-go-game = Aller à la partie
unsub-intro = Vous arrivez ici depuis un lien d'un e-mail qu'Albion vous a envoyé au sujet de l'une de vos parties. Appuyez sur le bouton pour arrêter les e-mails sur cette partie ; rien ne change tant que vous ne l'avez pas fait.
unsub-only-email = Seuls les e-mails s'arrêtent : les notifications push et les webhooks réglés pour la partie restent actifs.
unsub-button = Arrêter les e-mails pour cette partie
unsub-sending = Arrêt des e-mails…
unsub-go-games = Aller à Mes parties

## Un salon (pages/Lobby.tsx) ; $per vaut move (Camelot) ou turn (Super Camelot)

lobby-play-here = Jouer dans cet onglet
lobby-start-page = Page d'accueil
# $why est l'un des messages lobby-lost.
lobby-reconnecting-in = { $why } Reconnexion dans { $secs } s (tentative { $attempt })…
lobby-retry = Réessayer maintenant
lobby-reconnecting = Reconnexion…
lobby-invite = Lien d'invitation
lobby-copy-invite = Copier le lien d'invitation
lobby-copied = Copié
lobby-waiting-players = { $count ->
        [one] En attente de { $count } joueur de plus
       *[other] En attente de { $count } joueurs de plus
    }
lobby-waiting-ready = En attente que tout le monde soit prêt
lobby-game-playing = Partie { $n } en cours
lobby-game-over = La partie { $n } est terminée
lobby-game-aborted = La partie a été arrêtée par une panne du serveur
# $label est lobby-correspondence-label en gras ; $games est le lien « Mes parties ».
lobby-correspondence = { $per ->
        [move] { $label } chaque coup peut prendre jusqu'à { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        }, la partie peut donc durer des jours ou des semaines. { $games } la liste et indique quand c'est à vous de jouer. Le délai court sur le calendrier, même quand cette page est fermée.
       *[turn] { $label } chaque tour peut prendre jusqu'à { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        }, la partie peut donc durer des jours ou des semaines. { $games } la liste et indique quand c'est votre tour. Le délai court sur le calendrier, même quand cette page est fermée.
    }
lobby-correspondence-label = Une partie par correspondance :
# Le camp d'une place de Camelot : la place 0 joue les Blancs.
lobby-side = { $seat ->
        [0] Blancs
       *[other] Noirs
    }
lobby-seats = Places
lobby-free = libre
lobby-you = vous
lobby-host = hôte
lobby-ready-tag = ✓ prêt
lobby-not-ready-tag = pas prêt
lobby-wants-rematch = veut une revanche
lobby-left-tag = ⚠ a quitté la partie
lobby-away-tag = ○ absent
lobby-remove-bot = Retirer { $bot }
lobby-kick = Exclure { $name }
lobby-claim-win = Réclamer la victoire
lobby-hand-over = Confier à un joueur ordinateur
lobby-hand-over-label = Remplacer { $name } par un joueur ordinateur
lobby-bot-level = Niveau du joueur ordinateur
lobby-level = { $level ->
        [easy] Facile
        [hard] Difficile
       *[medium] Moyen
    }
lobby-add-bot = Ajouter un joueur ordinateur
lobby-spectator-note = { $playing ->
        [yes] Toutes les places sont prises et la partie est en cours : vous regardez. Vous voyez la partie se jouer et pouvez discuter, mais pas jouer.
       *[no] Toutes les places sont prises : vous regardez. Vous voyez la partie se jouer et pouvez discuter, mais pas jouer.
    }
lobby-name = Votre nom
lobby-name-first = Saisissez d'abord votre nom
lobby-sit = S'asseoir à la place { $n }
lobby-sit-side = S'asseoir à la place { $n } ({ $side })
lobby-sit-why = Saisissez votre nom pour prendre une place : les autres le voient à côté de votre place.
lobby-watching-until = Vous regardez tant que vous n'avez pas pris de place.
lobby-character = Votre Personnage
lobby-character-help = Les places qui n'en choisissent pas reçoivent le premier libre au début de la partie.
lobby-character-taken = pris par { $name }
lobby-ready = Prêt
lobby-ready-on = ✓ Prêt
lobby-start = Commencer la partie
lobby-leave = Quitter la place
lobby-all-ready = Tout le monde est prêt : commencez quand vous voulez.
lobby-host-help = Vous êtes l'hôte : vous pourrez commencer dès que toutes les places seront prises et prêtes.
lobby-guest-help = L'hôte commence la partie dès que toutes les places sont prises et prêtes.
lobby-chat = Discussion
lobby-chat-empty = Pas encore de messages.
lobby-chat-player = { $name } :
lobby-chat-watcher = { $name } (spectateur) :
lobby-chat-message = Message
lobby-chat-placeholder = Dites quelque chose
lobby-chat-send = Envoyer
lobby-joining = Connexion au salon { $code }…
lobby-spectators = { $count ->
        [one] { $count } spectateur regarde
       *[other] { $count } spectateurs regardent
    }
lobby-you-watch = vous regardez
lobby-rules-camelot = Comment jouer à Camelot
lobby-rules-super-camelot = Comment jouer à Super Camelot
lobby-game = Partie

## La relecture d'une partie (pages/Replay.tsx)

replay-not-found = Il n'y a pas de partie { $id } sur ce serveur, ou elle a été jouée dans un salon privé où ce navigateur n'avait pas de place.
replay-in-progress = La partie { $id } est encore en cours. Son enregistrement pourra être relu ici une fois la partie terminée.
replay-busy = Le serveur est trop sollicité à cette adresse. Attendez un instant et rechargez la page.
replay-load-failed = La partie n'a pas pu être chargée.
replay-duration-secs = { $secs } s
replay-duration-minutes = { $minutes } min
replay-duration-hours = { $hours } h { $minutes } min
replay-sc-no-winner = Pas de vainqueur ({ $reason }).
# $how : grail, gems, resignation, ou other ($reason le dit).
replay-sc-wins = { $how ->
        [grail] { $name } gagne avec le Saint Graal.
        [gems] { $name } gagne avec 40 Gemmes.
        [resignation] { $name } gagne en restant le dernier en lice.
       *[other] { $name } gagne ({ $reason }).
    }
replay-title = Enregistrement de la partie { $id }
replay-back = Retour aux salons
replay-loading = Chargement de l'enregistrement de la partie { $id }…
replay-camelot-title = Camelot ({ $ruleset })
replay-sc-title = Super Camelot ({ $players } joueurs)
replay-aborted = Arrêtée par une panne du serveur : cet enregistrement s'arrête avant l'action qui a échoué.
replay-game-private = Partie { $n } d'un salon privé
replay-game-of-lobby = Partie { $n } du salon { $lobby }
replay-start = Début
# $number est le numéro WCF du coup (« 12. » ou « 12... »), $step le demi-coup montré, $n les demi-coups de la partie.
replay-step = { $number } { $move } · demi-coup { $step } sur { $n }
replay-board-label = Position après { $number } { $side } { $move } (demi-coup { $step } sur { $n })
replay-board-start = { $n ->
        [one] Position de départ ({ $n } demi-coup dans cette partie)
       *[other] Position de départ ({ $n } demi-coups dans cette partie)
    }
replay-stepper = Parcourir la partie
replay-first = Position de départ (Début)
    .title = Début (touche Début)
replay-prev = Coup précédent (←)
    .title = Précédent (←)
replay-next = Coup suivant (→)
    .title = Suivant (→)
replay-last = Dernière position (Fin)
    .title = Fin (touche Fin)
replay-flip = Retourner le plateau
replay-played = { $name } ({ $side }) a joué { $number } { $move }.
replay-played-capturing = { $name } ({ $side }) a joué { $number } { $move }, en prenant { $captured }.
replay-start-position = La position de départ.
replay-then = Ensuite : { $what }
replay-bad-position = Cet enregistrement contient une position que cette page ne sait pas lire.
replay-moves = Coups
replay-download = Télécharger le WCF
replay-log = Ce qui s'est passé
replay-nothing = Rien n'a été joué.

