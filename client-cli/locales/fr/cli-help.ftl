## cli-help
## `albion --help`: every description on the command line, and clap's own words (see
## client-cli/src/help.rs). The English is the doc comments' of the code, word for word (clap
## drops a one-line help's final period); a test holds the two together.
## A command's message is cli-cmd, then -NAME for each command on its path; its .after is what
## follows its help. An argument's is its command's, --, then the argument's id; an attribute
## named after a possible value is that value's help.

cli-cmd = albion : le client terminal d'Albion et l'outil des règles hors ligne.
    .after =
        Comment jouer : docs/fr/how-to-play-camelot.md et docs/fr/how-to-play-super-camelot.md dans le dépôt Albion. Dans l'écran de jeu, ? montre les touches.
        Pas de code de salon ? `albion lobbies` (ou `albion join` seul) ouvre la liste des salons publics : ↑/↓ choisir, Entrée rejoint (une place libre, sinon en spectateur), w regarde, r actualise, q revient.
        Serveurs : --server http://HÔTE:PORT, ou https://HÔTE:PORT pour TLS (ajoutez --ca-cert FICHIER quand son certificat vient d'une autorité privée).
cli-cmd--ca_cert = Se fier aussi aux certificats d'autorité de ce fichier PEM pour les serveurs https:// et wss:// (une autorité de certification privée) ; les racines publiques du web sont toujours reconnues
cli-cmd--lang = La langue que parle albion : en ou fr. Par défaut : celle de la locale (LC_ALL, LC_MESSAGES, LANG), sinon l'anglais

cli-cmd-rules = Les règles d'un jeu, hors ligne : lister les coups, compter les positions, jouer des coups

cli-cmd-rules-camelot = Camelot, le jeu classique à deux joueurs

cli-cmd-rules-camelot-moves = Afficher chaque coup légal, un chemin canonique par issue, un par ligne, dans l'ordre
cli-cmd-rules-camelot-moves--position = La position, dans la notation à six champs (entre guillemets)
cli-cmd-rules-camelot-moves--ruleset = Quelle forme de la Charge du Chevalier est permise : `standard` (dans les deux ordres) ou `wcf` (galops puis sauts seulement)

cli-cmd-rules-camelot-perft = Afficher le nombre de feuilles à DEPTH demi-coups de profondeur, en comptant les issues distinctes
cli-cmd-rules-camelot-perft--depth = Demi-coups à explorer
cli-cmd-rules-camelot-perft--position = La position (par défaut : la position de départ)
cli-cmd-rules-camelot-perft--ruleset = { cli-cmd-rules-camelot-moves--ruleset }

cli-cmd-rules-camelot-play = Jouer des coups depuis une position ; afficher la position obtenue et l'état de la partie
cli-cmd-rules-camelot-play--position = { cli-cmd-rules-camelot-moves--position }
cli-cmd-rules-camelot-play--moves = Des coups en notation WCF, comme E6-E5 ou H4xJ4xL6
cli-cmd-rules-camelot-play--ruleset = { cli-cmd-rules-camelot-moves--ruleset }

cli-cmd-rules-super-camelot = Super Camelot, l'aventure de 2 à 4 joueurs

cli-cmd-rules-super-camelot-simulate = Jouer des parties entières avec une stratégie qui choisit parmi les actions légales, et afficher un objet JSON de statistiques
cli-cmd-rules-super-camelot-simulate--players = Joueurs par partie (2-4)
cli-cmd-rules-super-camelot-simulate--games = Parties à jouer
cli-cmd-rules-super-camelot-simulate--seed = Graine de base ; la partie i utilise graine + i
cli-cmd-rules-super-camelot-simulate--max_turns = Tours de joueur après lesquels une partie compte comme inachevée
cli-cmd-rules-super-camelot-simulate--policy = Comment choisissent les joueurs simulés
    .random = Au hasard, uniformément parmi les actions légales
    .greedy = L'heuristique gloutonne documentée (aller vers les reliques, les objets et les coffres ; attaquer ce qui barre le chemin)

cli-cmd-create = Créer un salon, afficher son code et une invitation, et ouvrir l'écran de jeu
cli-cmd-create--game = Quel jeu
    .camelot = Camelot classique à deux joueurs
    .super-camelot = L'aventure de 2 à 4 joueurs
cli-cmd-create--players = Places, pour Super Camelot (2 à 4, 2 par défaut) ; Camelot se joue toujours à 2
cli-cmd-create--ruleset = Règles de Camelot : `standard` ou `wcf`
cli-cmd-create--clock = Une pendule de Camelot, MINUTES+SECONDES : `5+3` donne 5 minutes à chaque camp et ajoute 3 secondes après chacun de ses coups (`10` vaut 10+0). Par défaut : sans limite de temps
cli-cmd-create--turn_secs = Une limite de tour de Super Camelot en secondes (10–3600) : quand elle est écoulée, le serveur termine le tour. Par défaut : sans limite de temps
cli-cmd-create--days = Une partie par correspondance : chaque coup de Camelot, ou chaque tour de Super Camelot, doit être joué en ce nombre de jours (1–14), au calendrier. Pas avec --clock ni --turn-secs
cli-cmd-create--public = Lister le salon publiquement : chacun peut le trouver dans `albion lobbies` et la liste du navigateur, et prendre une place libre. Par défaut : privé, accessible par son code seulement (comme dans le navigateur)
cli-cmd-create--name = Votre nom affiché (par défaut : votre nom de connexion)
cli-cmd-create--server = Le serveur : http://HÔTE:PORT, ou https://HÔTE:PORT avec TLS
cli-cmd-create--no_screen = Seulement créer le salon et afficher son code ; ne pas ouvrir l'écran de jeu

cli-cmd-join = Rejoindre un salon par son code et ouvrir l'écran de jeu ; sans code, en choisir un dans la liste des salons publics
cli-cmd-join--code = Le code du salon. Sans lui, la liste des salons publics s'ouvre : choisissez-en un avec ↑/↓ et Entrée
cli-cmd-join--name = Votre nom affiché (par défaut : votre nom de connexion ; c'est aussi par lui que votre place est retrouvée quand vous revenez)
cli-cmd-join--spectate = Regarder sans prendre de place (la seule façon d'entrer dans un salon dont toutes les places sont prises)
cli-cmd-join--server = { cli-cmd-create--server }

cli-cmd-lobbies = Les salons publics ouverts : un écran pour en choisir un et le rejoindre (en texte avec --print, ou hors d'un terminal)
cli-cmd-lobbies--server = { cli-cmd-create--server }
cli-cmd-lobbies--print = Afficher la liste en texte au lieu d'ouvrir l'écran de la liste (par défaut quand la sortie standard n'est pas un terminal)
cli-cmd-lobbies--name = Votre nom affiché, pour prendre une place dans un salon choisi dans la liste (par défaut : votre nom de connexion)

cli-cmd-games = Les parties où vous avez une place (gardée par cette machine), sur tous les serveurs ou un seul : à qui c'est le tour, le temps restant, et la commande qui ouvre chacune
cli-cmd-games--server = Seulement ce serveur : http://HÔTE:PORT, ou https://HÔTE:PORT avec TLS. Par défaut : chaque serveur où cette machine a une place (le serveur local si elle n'en a aucune)
cli-cmd-games--json = Afficher les réponses des serveurs en un objet JSON, `{"{"}"games":[...]{"}"}`, la plus récente d'abord : chaque entrée telle que `POST /api/my-games` la donne, avec `server` et `name` (le nom gardé de la place) en plus

cli-cmd-script = Lire des messages de client en lignes JSON sur l'entrée standard, afficher chaque message du serveur en une ligne JSON
cli-cmd-script--server = Le serveur
cli-cmd-script--linger = Une fois l'entrée standard finie, attendre ce temps (ms) sans message du serveur avant de fermer

cli-cmd-bot = Rejoindre un salon et jouer des actions légales jusqu'à la fin de la partie
cli-cmd-bot--code = Le code du salon
cli-cmd-bot--server = { cli-cmd-script--server }
cli-cmd-bot--policy = Comment choisir les actions
    .random = N'importe quelle action légale, uniformément
    .greedy = Une heuristique simple à un demi-coup (voir la documentation du module)
cli-cmd-bot--name = Nom affiché (par défaut : « bot- » et quelques lettres au hasard)
cli-cmd-bot--seed = Graine des choix du bot (par défaut : d'après l'horloge)
cli-cmd-bot--games = Continuer avec des revanches : en demander une après chaque partie, ce nombre de parties en tout
cli-cmd-bot--delay_ms = Attendre ce temps (ms) avant chaque action : garde une partie de bots regardable et sous la limite de débit du serveur par connexion (20 messages/s par défaut)

cli-cmd-replay = Revoir une partie finie coup par coup (en texte avec --print, ou hors d'un terminal)
cli-cmd-replay--id = L'identifiant de la partie (le journal de l'écran de jeu le montre à la fin d'une partie ; `game_id` dans le JSON du salon)
cli-cmd-replay--server = { cli-cmd-script--server }
cli-cmd-replay--print = Afficher chaque étape en texte au lieu d'ouvrir l'écran de revue (par défaut quand la sortie standard n'est pas un terminal)
cli-cmd-replay--positions = Avec le texte : la position de Camelot après chaque coup, dans la notation à six champs (implique `--print`)
cli-cmd-replay--wcf = Afficher l'export du serveur d'une partie de Camelot en notation WCF, tel quel

cli-cmd-loadtest = Faire jouer des salons de bots sur un serveur local et mesurer le débit, la latence et la mémoire
cli-cmd-loadtest--server = Le serveur, `http://HÔTE:PORT`, ou plusieurs nœuds d'une grappe séparés par des virgules (`http://127.0.0.1:8081,http://127.0.0.1:8082`) ; adresses de bouclage seulement. Le salon i est créé par le serveur i mod n ; le client j du salon i se connecte par le serveur (i + j) mod n (la plupart relayés vers le propriétaire du salon), ou avec `--direct` par celui du salon
cli-cmd-loadtest--direct = Avec plusieurs serveurs : chaque client d'un salon se connecte au serveur qui l'a créé (le chemin direct) au lieu d'être réparti sur tous les serveurs (le chemin relayé)
cli-cmd-loadtest--game = Le jeu à jouer
    .camelot = Camelot classique (2 joueurs)
    .super-camelot = Super Camelot (2 à 4 joueurs)
cli-cmd-loadtest--lobbies = Salons à créer et à faire jouer
cli-cmd-loadtest--players = Joueurs par salon (Camelot : 2 ; Super Camelot : 2 à 4, 4 par défaut)
cli-cmd-loadtest--spectators = Spectateurs par salon
cli-cmd-loadtest--rate = Boucle ouverte : actions par seconde au total, réparties également sur les salons (chaque salon au plus une action toutes les 5 ms)
cli-cmd-loadtest--closed_loop = Boucle fermée : chaque salon garde exactement une action en cours (par défaut)
cli-cmd-loadtest--connect_only = Seulement se connecter, s'asseoir et lancer, puis garder les connexions inactives pendant la durée et rapporter la mémoire du serveur par connexion
cli-cmd-loadtest--joins = Seulement mesurer connexion et entrée (connexion, hello, place) : créer les salons, faire entrer chaque connexion aussi vite que la concurrence le permet, rapporter les entrées par seconde
cli-cmd-loadtest--duration = Fenêtre de mesure, par exemple `10s`, `500ms`, `2m`
cli-cmd-loadtest--warmup = Joué mais non mesuré avant la fenêtre
cli-cmd-loadtest--concurrency = Salons créés, rejoints ou lancés en même temps pendant la préparation
cli-cmd-loadtest--server_pid = L'identifiant de processus du serveur, pour lire son temps CPU et, quand son `/metrics` n'a pas `process_resident_memory_bytes`, sa mémoire résidente dans `/proc`. Avec plusieurs serveurs, leurs identifiants séparés par des virgules : les chiffres sont additionnés
cli-cmd-loadtest--seed = Graine des choix de coups des bots
cli-cmd-loadtest--json = Afficher le rapport en JSON
cli-cmd-loadtest--notify_webhook = Chaque joueur demande à être prévenu de son tour par un webhook vers cette URL (le serveur doit le permettre : `--notify-allow-private` pour un récepteur en bouclage comme le `/hook` du serveur de référence)
cli-cmd-loadtest--notify_when = Avec `--notify-webhook` : `always` (chaque tour d'un joueur connecté est envoyé) ou `away` (seulement en son absence : rien n'est envoyé aux bots connectés)
cli-cmd-loadtest--reference = Le serveur est la référence de diffusion nue (`loadtest/examples/reference.rs`), pas Albion : les mêmes salons et la même boucle fermée, une simple trame de texte par coup, pour mesurer Albion par comparaison

## Clap's own words. Its help lines, found by their English (which must stay clap's, word for
## word):
cli-cmd-clap-help = Afficher l'aide
cli-cmd-clap-help-more = Afficher l'aide (plus de détails avec '--help')
    .long = Afficher l'aide (un résumé avec '-h')
cli-cmd-clap-version = Afficher la version
cli-cmd-clap-help-command = Afficher ce message ou l'aide des commandes données
cli-cmd-clap-help-command-arg = Afficher l'aide de ces commandes
## Its headings, as they read (clap adds the colon to the last three itself); in English clap
## writes them.
cli-cmd-heading-usage = Utilisation :
cli-cmd-heading-arguments = Arguments :
cli-cmd-heading-options = Options :
cli-cmd-heading-commands = Commandes :
## What clap adds to an argument's help: its environment variable, its default value, the
## values it takes (in a list, with their help, in the long help). In English clap writes them.
cli-cmd-note-env = [env : { $name }={ $value }]
cli-cmd-note-default = [défaut : { $values }]
cli-cmd-note-possible = [valeurs possibles : { $values }]
cli-cmd-note-possible-list = Valeurs possibles :
cli-cmd-note-possible-item = - { $name } : { $help }
