var e={camelot:{title:`Comment jouer à Camelot`,html:`<p>Camelot est une course et une bataille pour deux joueurs, née en 1930. Chaque camp a 14 pièces sur un
plateau en forme de croix de 160 cases, avec un château de deux cases à chaque bout. Vous gagnez en
faisant entrer <strong>deux pièces dans le château de votre adversaire</strong>, ou en <strong>prenant toutes les pièces
ennemies tout en gardant au moins deux des vôtres</strong>.</p>
<p>Cette page raconte tout le jeu tel qu&#39;Albion le joue, avec tous ses arbitrages et les touches du
client en terminal <code>albion</code>. Environ dix minutes de lecture. Les arbitrages sont repérés par leur
numéro\xA0: D1–D15 sont les arbitrages du projet sur le livret de règles (chacun raconté en entier ici et
fixé par un test <code>d1_…</code> à <code>d15_…</code> dans <code>games/camelot/tests/rules.rs</code>), C1–C9 les suivants, énumérés
avec leurs raisons et leurs tests dans <code>RULES.md</code>.</p>
<h2 id="commencer-une-partie"><a class="anchor" href="#commencer-une-partie" aria-label="Lien vers cette section">#</a>Commencer une partie</h2>
<pre tabindex="0"><code class="language-sh">albion create camelot --name ann          # affiche le code du salon, ouvre l&#39;écran de jeu
albion join CODE --name bob               # votre ami, dans un autre terminal
</code></pre>
<p>Les deux joueurs appuient sur <code>r</code> (prêt) et l&#39;hôte appuie sur <code>s</code> (démarrer). Le panneau des joueurs
indique qui a les Blancs et qui a les Noirs\xA0; <strong>les Blancs jouent en premier</strong>.
<code>albion create camelot --ruleset wcf</code> choisit l&#39;autre jeu de règles (voir
<a href="#deux-jeux-de-règles-standard-et-wcf">Deux jeux de règles</a>).</p>
<h2 id="le-plateau-et-le-départ"><a class="anchor" href="#le-plateau-et-le-départ" aria-label="Lien vers cette section">#</a>Le plateau et le départ</h2>
<p>Les colonnes sont les lettres <strong>A–L</strong> en partant de la gauche des Blancs, les rangées les nombres
<strong>1–16</strong> en partant du côté des Blancs. Les coins sont coupés\xA0: les rangées courtes ont donc moins de
cases, et les rangées 1 et 16 n&#39;ont que F et G. Ces deux cases sont les châteaux (dessinés <code>[ ]</code> ici).</p>
<pre tabindex="0"><code> 16                [.][.]                 &lt;- château des Noirs (F16, G16)
 15        .  .  .  .  .  .  .  .
 14     .  .  .  .  .  .  .  .  .  .
 13  .  .  .  .  .  .  .  .  .  .  .  .
 12  .  .  .  .  .  .  .  .  .  .  .  .
 11  .  .  n  m  m  m  m  m  m  n  .  .
 10  .  .  .  n  m  m  m  m  n  .  .  .
  9  .  .  .  .  .  .  .  .  .  .  .  .
  8  .  .  .  .  .  .  .  .  .  .  .  .
  7  .  .  .  N  M  M  M  M  N  .  .  .
  6  .  .  N  M  M  M  M  M  M  N  .  .
  5  .  .  .  .  .  .  .  .  .  .  .  .
  4  .  .  .  .  .  .  .  .  .  .  .  .
  3     .  .  .  .  .  .  .  .  .  .
  2        .  .  .  .  .  .  .  .
  1                [.][.]                 &lt;- château des Blancs (F1, G1)
     A  B  C  D  E  F  G  H  I  J  K  L
</code></pre>
<p><code>N</code> est un Chevalier blanc, <code>M</code> un Soldat blanc\xA0; les minuscules sont les pièces des Noirs.
2 + 8 + 10 + 10 × 12 + 10 + 8 + 2 = 160 cases. Chaque camp a 4 Chevaliers (Blancs\xA0: C6, D7, I7, J6\xA0;
Noirs\xA0: C11, D10, I10, J11) et 10 Soldats. L&#39;écran de jeu dessine le même plateau, châteaux ombrés\xA0;
les Noirs le voient retourné.</p>
<h2 id="votre-tour"><a class="anchor" href="#votre-tour" aria-label="Lien vers cette section">#</a>Votre tour</h2>
<p>À chaque tour, vous déplacez <strong>exactement une pièce</strong>, une seule fois. On ne peut pas passer son tour.
Une pièce se déplace de l&#39;une de quatre façons\xA0; les cases se touchent dans les 8 directions,
diagonales comprises.</p>
<h3 id="1-le-pas"><a class="anchor" href="#1-le-pas" aria-label="Lien vers cette section">#</a>1. Le pas</h3>
<p>Un pas vers n&#39;importe quelle case vide voisine\xA0: <code>E6-E5</code>, <code>C6-B7</code>.</p>
<h3 id="2-le-galop-par-dessus-une-pièce-de-votre-camp"><a class="anchor" href="#2-le-galop-par-dessus-une-pièce-de-votre-camp" aria-label="Lien vers cette section">#</a>2. Le galop (par-dessus une pièce de votre camp)</h3>
<p>Bondissez par-dessus une pièce voisine de <strong>votre</strong> couleur jusqu&#39;à la case vide juste derrière elle,
en ligne droite. La pièce franchie reste où elle est. Vous pouvez continuer à bondir depuis votre case
d&#39;arrivée, dans n&#39;importe quelle direction, aussi longtemps que vous le voulez, et vous pouvez vous
arrêter après n&#39;importe quel bond. Exemple\xA0: des Soldats blancs en E6 (marqué 1), E7 et F9.</p>
<pre tabindex="0"><code> 10  .  .  .  .  3        E6 franchit E7 et arrive en E8 (2),
  9  .  .  .  M  .        puis franchit F9 et arrive en G10 (3) :
  8  .  .  2  .  .        E6-E8-G10 (ou s&#39;arrête en E8 : E6-E8)
  7  .  .  M  .  .
  6  .  .  1  .  .
     C  D  E  F  G
</code></pre>
<p>Un galop ne peut pas finir sur la case d&#39;où il est parti (D14)\xA0; il peut passer par elle (C4).</p>
<h3 id="3-le-saut-prendre-une-pièce-ennemie"><a class="anchor" href="#3-le-saut-prendre-une-pièce-ennemie" aria-label="Lien vers cette section">#</a>3. Le saut (prendre une pièce ennemie)</h3>
<p>Bondissez par-dessus une pièce <strong>ennemie</strong> voisine jusqu&#39;à la case vide juste derrière elle\xA0; la pièce
ennemie est retirée au moment où vous la franchissez (C3). <strong>Une fois que vous avez sauté, vous devez
continuer à sauter</strong> tant qu&#39;un autre saut est possible depuis la case où vous êtes (D4)\xA0; vous
choisissez la direction quand il y en a plusieurs, et vous n&#39;êtes pas obligé de prendre la chaîne la
plus longue. Exemple\xA0: un Soldat blanc en E6, des Soldats noirs en E7 et F9.</p>
<pre tabindex="0"><code> 10  .  .  .  .  3        E6 saute E7 jusqu&#39;en E8 (2), et doit continuer :
  9  .  .  .  m  .        il saute F9 jusqu&#39;en G10 (3). Les deux Soldats
  8  .  .  2  .  .        noirs quittent le plateau : E6xE8xG10
  7  .  .  m  .  .
  6  .  .  M  .  .
     C  D  E  F  G
</code></pre>
<p><strong>La prise est obligatoire.</strong> Si l&#39;une de vos pièces peut sauter une pièce ennemie au début de votre
tour, votre coup doit prendre\xA0: Albion ne propose alors que des coups qui prennent, et refuse tout
autre coup en nommant une prise possible (par exemple <code>E6xE8</code>). Quand plusieurs prises sont possibles,
vous choisissez laquelle.</p>
<h3 id="4-la-charge-du-chevalier-chevaliers-seulement"><a class="anchor" href="#4-la-charge-du-chevalier-chevaliers-seulement" aria-label="Lien vers cette section">#</a>4. La charge du Chevalier (Chevaliers seulement)</h3>
<p>Un Chevalier peut combiner les deux sortes de bonds en un seul coup\xA0: d&#39;abord un ou plusieurs galops,
puis une chaîne de sauts (<code>E6-E8xE10</code>\xA0: franchir votre Soldat en E7, puis prendre le Soldat noir en
E9). Avec le jeu de règles <code>standard</code>, il peut aussi faire l&#39;inverse\xA0: une chaîne de sauts complète,
puis un ou plusieurs galops (<code>E6xE8-E10</code>), à condition qu&#39;aucun de ces galops n&#39;arrive sur une case
d&#39;où un saut serait possible (C5). Un coup passe du galop au saut, ou du saut au galop, <strong>une fois</strong>
au plus (D1)\xA0: <code>E6-E8xE10-E12</code> est refusé.</p>
<pre tabindex="0"><code> 10  .  .  3  .  .      galop puis saut (les deux jeux de règles) :
  9  .  .  m  .  .        N E6 franchit M E7 jusqu&#39;en E8, puis saute m E9 jusqu&#39;en E10
  8  .  .  2  .  .        E6-E8xE10
  7  .  .  M  .  .      saut puis galop (standard seulement) : échangez
  6  .  .  N  .  .        le Soldat et l&#39;ennemi, et E6xE8-E10 est légal
     C  D  E  F  G
</code></pre>
<p>Les Soldats ne chargent jamais\xA0: le coup d&#39;un Soldat est un pas, ou uniquement des galops, ou
uniquement des sauts.</p>
<p>Trois subtilités sur les charges\xA0:</p>
<ul>
<li>Une charge remplit l&#39;obligation de prendre\xA0: quand une prise est obligatoire, une charge qui prend
vaut un saut ordinaire (D2).</li>
<li>Une prise que seule une charge pourrait atteindre n&#39;est <strong>pas</strong> obligatoire\xA0: dans la position
ci-dessus et rien d&#39;autre, le Chevalier peut encore jouer <code>E6-D6</code> (D2).</li>
<li>Un Chevalier dont le galop arrive sur une case d&#39;où il pourrait sauter doit prendre avant la fin du
coup (D3). Avec un Soldat noir en D9 au lieu de E9, <code>E6-E8</code> seul est refusé\xA0: depuis E8, le
Chevalier pourrait sauter D9, il joue donc <code>E6-E8xC10</code>.</li>
</ul>
<h2 id="les-châteaux"><a class="anchor" href="#les-châteaux" aria-label="Lien vers cette section">#</a>Les châteaux</h2>
<p><strong>Le château de votre adversaire</strong> (F16 et G16 pour les Blancs, F1 et G1 pour les Noirs) est votre but.</p>
<ul>
<li>Une pièce qui y entre n&#39;en ressort jamais (livret de règles).</li>
<li>Y entrer termine le coup, même au milieu d&#39;une chaîne (D6).</li>
<li>Une pièce qui s&#39;y trouve peut passer sur l&#39;autre case du château si elle est vide, par un <em>coup de
château</em> comme <code>F16-G16</code>, <strong>au plus deux fois par joueur et par partie</strong> (D6). Ce compte fait partie
de la position et s&#39;affiche sous le plateau.</li>
</ul>
<p><strong>Votre propre château</strong> vous est interdit, avec une exception (D5, C7).</p>
<ul>
<li>Aucun pas ni aucun galop ne peut y entrer.</li>
<li>Un saut peut y arriver. Si la chaîne de sauts peut continuer depuis là, elle le doit. Sinon, cette
pièce doit en sortir dès votre tour suivant, avant toute prise ailleurs, et elle doit prendre en
sortant si elle le peut. Si elle ne peut pas bouger du tout, vos autres pièces jouent normalement.</li>
</ul>
<p>Aucun bond ne peut passer par-dessus une case de château\xA0: la case au-delà serait hors du plateau (D7).
Une pièce dans un château ne peut donc jamais être sautée.</p>
<h2 id="comment-finit-une-partie"><a class="anchor" href="#comment-finit-une-partie" aria-label="Lien vers cette section">#</a>Comment finit une partie</h2>
<table tabindex="0">
<thead>
<tr>
<th><span class="visually-hidden">Cas</span></th>
<th>ce qui se passe</th>
<th>résultat</th>
</tr>
</thead>
<tbody><tr>
<td>Château (D8)</td>
<td>à la fin de votre coup, les deux cases du château ennemi portent vos pièces</td>
<td>vous gagnez</td>
</tr>
<tr>
<td>Élimination (D9)</td>
<td>vous prenez la dernière pièce ennemie et il vous en reste 2 ou plus</td>
<td>vous gagnez</td>
</tr>
<tr>
<td></td>
<td>… mais il ne vous reste qu&#39;une pièce</td>
<td>nulle</td>
</tr>
<tr>
<td>Pièces seules (D10)</td>
<td>un coup laisse chaque camp avec au plus 1 pièce</td>
<td>nulle (à 2 contre 1, la partie continue)</td>
</tr>
<tr>
<td>Aucun coup légal (D11)</td>
<td>le joueur au trait n&#39;a aucun coup légal</td>
<td>ce joueur perd si l&#39;autre a 2 pièces ou plus, sinon nulle</td>
</tr>
<tr>
<td>Répétition (D12)</td>
<td>la même position (plateau, camp au trait, coups de château utilisés) revient une troisième fois</td>
<td>nulle</td>
</tr>
<tr>
<td>Aucun progrès (D12, C2)</td>
<td>100 demi-coups (50 coups chacun) sans prise ni coup sur une case du château ennemi</td>
<td>nulle</td>
</tr>
<tr>
<td>Abandon</td>
<td><code>x</code>, puis <code>y</code> pour confirmer</td>
<td>l&#39;autre joueur gagne</td>
</tr>
<tr>
<td>Nulle acceptée (C16)</td>
<td>un joueur propose la nulle, l&#39;autre l&#39;accepte</td>
<td>nulle</td>
</tr>
</tbody></table>
<p><strong>Propositions.</strong> Vous pouvez proposer la nulle à votre adversaire, ou lui demander de reprendre votre
dernier coup (quand c&#39;est de nouveau votre tour, votre dernier coup et sa réponse sont annulés).
L&#39;adversaire doit répondre (dans le navigateur avec les boutons prévus, comme «\xA0Accepter la nulle\xA0»\xA0;
dans le terminal avec <code>/accept</code> ou <code>/decline</code>)\xA0; vous pouvez retirer votre proposition (<code>/withdraw</code>).
Une seule proposition attend à la fois, vous en faites au plus une entre deux de vos coups, et tout
coup annule une proposition en attente\xA0: jouer est donc aussi une façon de dire non. Une reprise remet
la position exactement comme elle était, coups de château compris, mais pas les pendules\xA0: le temps
utilisé reste utilisé (C15). Un joueur ordinateur ne reprend jamais un coup et n&#39;accepte la nulle que
s&#39;il juge la position équilibrée (C17). Une fois la partie finie, <code>R</code> demande une revanche et le
journal indique comment la revoir (<code>albion replay N</code>).</p>
<h2 id="noter-les-coups-notation-wcf"><a class="anchor" href="#noter-les-coups-notation-wcf" aria-label="Lien vers cette section">#</a>Noter les coups (notation WCF)</h2>
<p>Albion note les coups comme la World Camelot Federation (WCF)\xA0: la case de départ, puis chaque case
d&#39;arrivée, chacune précédée de <code>-</code> pour un pas ou un galop et de <code>x</code> pour un saut.</p>
<table tabindex="0">
<thead>
<tr>
<th>coup</th>
<th>sorte</th>
</tr>
</thead>
<tbody><tr>
<td><code>C8-D9</code></td>
<td>pas</td>
</tr>
<tr>
<td><code>E6-C8-A8</code></td>
<td>chaîne de galops</td>
</tr>
<tr>
<td><code>H4xJ4xL6</code>, <code>J10xL8xJ6</code></td>
<td>chaînes de sauts</td>
</tr>
<tr>
<td><code>F6-F8-H8xH10xJ12</code></td>
<td>charge du Chevalier, galops puis sauts</td>
</tr>
<tr>
<td><code>E6xE8-E10</code></td>
<td>charge du Chevalier, saut puis galop (<code>standard</code> seulement)</td>
</tr>
<tr>
<td><code>F16-G16</code></td>
<td>coup de château</td>
</tr>
</tbody></table>
<p>Majuscules et minuscules conviennent toutes deux. Quand deux chemins mènent au même résultat (même
départ, même arrivée, mêmes pièces prises), c&#39;est le même coup\xA0: Albion accepte n&#39;importe lequel et en
affiche un seul, le plus court (D15, C6).</p>
<h2 id="jouer-dans-albion"><a class="anchor" href="#jouer-dans-albion" aria-label="Lien vers cette section">#</a>Jouer dans Albion</h2>
<table tabindex="0">
<thead>
<tr>
<th>touche</th>
<th>ce qu&#39;elle fait</th>
</tr>
</thead>
<tbody><tr>
<td>flèches ou <code>h j k l</code></td>
<td>déplacer le curseur</td>
</tr>
<tr>
<td><code>Enter</code> (ou espace)</td>
<td>choisir votre pièce, puis chaque case d&#39;arrivée\xA0; un coup est joué quand il ne peut pas aller plus loin. Quand il le pourrait, <code>Enter</code> une nouvelle fois sur la dernière case le joue tel quel</td>
</tr>
<tr>
<td><code>Backspace</code> / <code>Esc</code></td>
<td>effacer la dernière case / renoncer au coup</td>
</tr>
<tr>
<td><code>m</code></td>
<td>taper plutôt le coup en notation WCF (<code>E6-C8-A8</code>, <code>E6xE8xG10</code>)</td>
</tr>
<tr>
<td><code>c</code></td>
<td>discussion</td>
</tr>
<tr>
<td><code>x</code></td>
<td>abandonner (après confirmation)</td>
</tr>
<tr>
<td><code>R</code></td>
<td>revanche, après une partie</td>
</tr>
<tr>
<td><code>?</code></td>
<td>toutes les touches</td>
</tr>
<tr>
<td><code>q</code></td>
<td>quitter\xA0; <code>albion join CODE --name VOUS</code> vous ramène à votre place</td>
</tr>
</tbody></table>
<p>Pendant que vous choisissez un chemin, l&#39;écran marque les cases qui peuvent venir ensuite\xA0; le dernier
coup et les cases des pièces qu&#39;il a prises restent marqués sur le plateau.</p>
<p>Pour vérifier une règle sans serveur, le client embarque les règles hors ligne\xA0:</p>
<pre tabindex="0"><code class="language-sh">albion rules camelot moves &quot;2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w&quot;
albion rules camelot play  &quot;2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w&quot; E6-E5
</code></pre>
<p>La première commande énumère tous les coups légaux d&#39;une position (les Blancs en ont 100 au départ),
la seconde joue des coups puis affiche la nouvelle position et indique si la partie est finie.
<code>albion rules camelot perft 3</code> compte les positions à trois demi-coups (un coup d&#39;un seul joueur
chacun) de profondeur. Une position invalide ou un coup illégal est expliqué sur stderr.</p>
<h3 id="notation-des-positions"><a class="anchor" href="#notation-des-positions" aria-label="Lien vers cette section">#</a>Notation des positions</h3>
<p>Une position s&#39;écrit sur une ligne de six champs, comme la FEN des échecs\xA0:</p>
<ol>
<li>Le plateau, de la rangée 16 à la rangée 1, rangées séparées par <code>/</code>. Chaque rangée n&#39;énumère que
ses propres cases, en partant de sa case la plus à gauche (rangée 16\xA0: F G\xA0; rangée 15\xA0: C–J\xA0;
rangée 14\xA0: B–K\xA0; rangées 13–4\xA0: A–L\xA0; …)\xA0: <code>N</code> Chevalier blanc, <code>M</code> Soldat blanc, <code>n</code> Chevalier
noir, <code>m</code> Soldat noir, un nombre pour autant de cases vides.</li>
<li>Qui joue\xA0: <code>w</code> (Blancs) ou <code>b</code> (Noirs).</li>
<li>et 4. Les coups de château que les Blancs et les Noirs ont utilisés (0–2).</li>
<li>Les demi-coups joués depuis la dernière prise ou le dernier coup sur une case du château ennemi
(pour la nulle des 100 demi-coups).</li>
<li>Le numéro du coup, à partir de 1, augmenté après chaque coup des Noirs.</li>
</ol>
<p>Les champs 3 à 6 peuvent être omis (ils valent alors <code>0 0 0 1</code>). Le départ\xA0:
<code>2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1</code>. Une position
compte au plus 4 Chevaliers et 10 Soldats par camp (C8). La répétition a besoin de l&#39;historique de la
partie, que cette ligne ne contient pas.</p>
<h2 id="deux-jeux-de-règles-standard-et-wcf"><a class="anchor" href="#deux-jeux-de-règles-standard-et-wcf" aria-label="Lien vers cette section">#</a>Deux jeux de règles, <code>standard</code> et <code>wcf</code></h2>
<p>Le livret de règles original dit qu&#39;une charge du Chevalier est un galop puis une prise «\xA0ou
inversement\xA0»\xA0; les règles de la WCF n&#39;autorisent que le galop suivi du saut. Albion offre les deux
(D1)\xA0:</p>
<table tabindex="0">
<thead>
<tr>
<th><span class="visually-hidden">Cas</span></th>
<th><code>standard</code> (par défaut)</th>
<th><code>wcf</code></th>
</tr>
</thead>
<tbody><tr>
<td>des galops, puis une chaîne de sauts</td>
<td>oui</td>
<td>oui</td>
</tr>
<tr>
<td>une chaîne de sauts, puis des galops</td>
<td>oui</td>
<td>non</td>
</tr>
</tbody></table>
<p>Tout le reste est identique. Le jeu de règles du salon figure dans la barre de titre
(<code>Camelot (standard)</code>).</p>
<h2 id="les-arbitrages-retenus"><a class="anchor" href="#les-arbitrages-retenus" aria-label="Lien vers cette section">#</a>Les arbitrages retenus</h2>
<p>Là où le livret de règles se tait, Albion suit le plateau et le départ de la WCF et, au-delà, les
arbitrages suivants. Les arbitrages C sont énumérés avec leurs raisons et leurs tests dans
<code>RULES.md</code>.</p>
<ul>
<li><strong>D1</strong> Ordre de la charge du Chevalier\xA0: les deux ordres en <code>standard</code>, seulement le galop puis le
saut en <code>wcf</code>\xA0; un seul changement par coup.</li>
<li><strong>D2</strong> Une charge remplit l&#39;obligation de prendre\xA0; une prise que seule une charge pourrait faire
n&#39;est pas obligatoire.</li>
<li><strong>D3, C1</strong> Un Chevalier qui galope jusqu&#39;à une case d&#39;où il pourrait sauter doit prendre\xA0; sauf
quand le galop entre dans le château ennemi, ce qui termine le coup.</li>
<li><strong>D4</strong> Une chaîne de sauts doit continuer tant qu&#39;elle le peut\xA0; libre choix de la branche, pas
d&#39;obligation de prendre le plus possible.</li>
<li><strong>D5, C7</strong> Votre propre château\xA0: seul un saut y entre, et la pièce doit en sortir au tour suivant.</li>
<li><strong>D6, C2</strong> Le château ennemi\xA0: y entrer termine le coup, on n&#39;en sort pas, deux coups de château
chacun\xA0; un coup de château compte comme un progrès.</li>
<li><strong>D8–D11</strong> Victoire par le château, élimination en gardant 2 pièces ou plus, nulle quand il ne reste
que des pièces seules, aucun coup légal.</li>
<li><strong>D12</strong> Nulle à la troisième répétition et après 100 demi-coups sans progrès.</li>
<li><strong>D14, C4</strong> Chaque tour déplace une pièce\xA0; un galop ne peut pas finir là où il a commencé.</li>
<li><strong>C3</strong> Une pièce prise quitte le plateau au moment où elle est sautée.</li>
<li><strong>D15, C6</strong> Des chemins au même résultat forment un seul coup\xA0; c&#39;est le plus court qui est affiché.</li>
<li><strong>C15–C17</strong> Reprises et nulles par accord, comme ci-dessus.</li>
</ul>
`,sections:[{depth:2,id:`commencer-une-partie`,text:`Commencer une partie`},{depth:2,id:`le-plateau-et-le-départ`,text:`Le plateau et le départ`},{depth:2,id:`votre-tour`,text:`Votre tour`},{depth:3,id:`1-le-pas`,text:`1. Le pas`},{depth:3,id:`2-le-galop-par-dessus-une-pièce-de-votre-camp`,text:`2. Le galop (par-dessus une pièce de votre camp)`},{depth:3,id:`3-le-saut-prendre-une-pièce-ennemie`,text:`3. Le saut (prendre une pièce ennemie)`},{depth:3,id:`4-la-charge-du-chevalier-chevaliers-seulement`,text:`4. La charge du Chevalier (Chevaliers seulement)`},{depth:2,id:`les-châteaux`,text:`Les châteaux`},{depth:2,id:`comment-finit-une-partie`,text:`Comment finit une partie`},{depth:2,id:`noter-les-coups-notation-wcf`,text:`Noter les coups (notation WCF)`},{depth:2,id:`jouer-dans-albion`,text:`Jouer dans Albion`},{depth:3,id:`notation-des-positions`,text:`Notation des positions`},{depth:2,id:`deux-jeux-de-règles-standard-et-wcf`,text:`Deux jeux de règles, standard et wcf`},{depth:2,id:`les-arbitrages-retenus`,text:`Les arbitrages retenus`}]},"super-camelot":{title:`Comment jouer à Super Camelot`,html:`<p>Super Camelot est une aventure pour 2 à 4 joueurs. Chacun de vous mène un Personnage de la cour du roi
Arthur à travers une forêt de tuiles pleine de Buissons, de Rochers, de coffres et d&#39;Ennemis. Vous
gagnez de l&#39;une de deux façons\xA0:</p>
<ul>
<li><strong>Le Saint Graal</strong>\xA0: réunissez les trois Reliques (Feu, Eau, Vent), revenez au château au milieu de
la forêt et prenez le Graal\xA0; ou</li>
<li><strong>40 Gemmes</strong>\xA0: soyez le premier dont les Gemmes atteignent 40.</li>
</ul>
<p>Cette page raconte tout le jeu tel qu&#39;Albion le joue, avec les arbitrages que le projet a dû faire là
où le livret de règles imprimé laisse des trous (disposition des tuiles, force des Ennemis, valeur des
cartes, quatre des Personnages), et les touches du client en terminal <code>albion</code>. Environ dix minutes de
lecture. Les numéros d&#39;arbitrage sont ceux du projet\xA0: G1–G6, E1, T1, S1 et les numéros en § sont ses
arbitrages de conception sur le livret, racontés en entier sur cette page\xA0; SC1–SC18 sont les
suivants, énumérés avec leurs raisons et leurs tests dans <code>RULES.md</code>.</p>
<h2 id="commencer-une-partie"><a class="anchor" href="#commencer-une-partie" aria-label="Lien vers cette section">#</a>Commencer une partie</h2>
<pre tabindex="0"><code class="language-sh">albion create super-camelot --players 3 --name ann    # affiche le code du salon, ouvre l&#39;écran de jeu
albion join CODE --name bob                            # chaque ami, dans son propre terminal
</code></pre>
<p>Dans le salon, <code>C</code> prend le prochain Personnage libre (appuyez de nouveau pour le suivant)\xA0; une place
qui n&#39;en a choisi aucun reçoit le premier libre dans l&#39;ordre du tableau ci-dessous. Chacun appuie sur
<code>r</code> (prêt) et l&#39;hôte appuie sur <code>s</code> (démarrer).</p>
<table tabindex="0">
<thead>
<tr>
<th>Personnage</th>
<th>Capacité</th>
</tr>
</thead>
<tbody><tr>
<td>Arthur</td>
<td><em>Excalibur</em>\xA0: une fois par tour, après n&#39;importe quel jet d&#39;attaque, relancez un dé.</td>
</tr>
<tr>
<td>Guenièvre</td>
<td><em>Grâce</em>\xA0: en défense, une Gemme pare aussi (tout comme un Bouclier ou une Étoile).</td>
</tr>
<tr>
<td>Lancelot</td>
<td><em>Sans égal</em>\xA0: dans chacun de vos jets d&#39;attaque, un Blanc compte comme 1 Touche.</td>
</tr>
<tr>
<td>Perceval</td>
<td><em>Éclaireur</em>\xA0: votre premier Déplacement de chaque tour va jusqu&#39;à 4 cases au lieu de 3.</td>
</tr>
<tr>
<td>Keu</td>
<td><em>Sénéchal</em>\xA0: commence avec une Petite clé, et ouvre les Petits coffres de n&#39;importe quel côté, pas seulement par en dessous.</td>
</tr>
<tr>
<td>Merlin</td>
<td><em>Enchanteur</em>\xA0: commence avec une Bombe\xA0; ses propres Bombes ne le blessent jamais\xA0; sur ses jets de Bombe, chaque Blanc compte aussi comme une Gemme.</td>
</tr>
</tbody></table>
<p>Arthur et Guenièvre sont ceux du livret de règles\xA0; les quatre autres et les six capacités sont du
projet (arbitrage §2.6).</p>
<p>Quand la partie commence, le serveur lance 3 dés pour chaque joueur\xA0: celui qui obtient le plus
d&#39;Étoiles commence, et en cas d&#39;égalité en tête, les ex aequo relancent. Le jeu tourne ensuite
autour de la table dans l&#39;ordre des places. Chaque Personnage commence avec <strong>6 points de Vie</strong> (trois
Boucliers intacts) et aucune Gemme.</p>
<h2 id="la-forêt"><a class="anchor" href="#la-forêt" aria-label="Lien vers cette section">#</a>La forêt</h2>
<p>La forêt est une grille de 4 × 4 tuiles, chacune de <strong>6 × 6 cases</strong> avec un Arbre sur chacun de ses
quatre coins (G1)\xA0; les tuiles ne sont jamais tournées (G2), le nord est donc toujours en haut. Albion
nomme une case par la lettre de sa colonne <strong>A–X</strong> (d&#39;ouest en est) et le numéro de sa rangée <strong>1–24</strong>
(du nord au sud)\xA0: <code>L10</code>, comme dans le journal et la relecture.</p>
<pre tabindex="0"><code>            A-F       G-L       M-R       S-X
         +---------+---------+---------+---------+
  1-6    |    ?    |    ?    |    ?    |    ?    |     ?  un emplacement inexploré de la couronne :
         +---------+---------+---------+---------+        12 en tout, remplis depuis une pile de
  7-12   |    ?    | tuile   | tuile   |    ?    |        12 tuiles face cachée au fil de l&#39;exploration
         +---------+-----[Château]-----+---------+
 13-18   |    ?    | tuile   | tuile   |    ?    |     les quatre tuiles du milieu sont tirées
         +---------+---------+---------+---------+        au hasard au début de la partie
 19-24   |    ?    |    ?    |    ?    |    ?    |
         +---------+---------+---------+---------+
</code></pre>
<p>La <strong>Tuile de départ</strong>, avec le château et le Graal, est posée sur les quatre cases d&#39;Arbre où se
rejoignent les tuiles du milieu (L12, M12, L13, M13). Autour d&#39;elle se trouvent quatre <strong>cercles de
départ</strong>, Nord, Est, Sud et Ouest (G4). Un cercle n&#39;est pas une case\xA0: chacun touche les 4 cases
indiquées ici, deux sur chacune de deux tuiles.</p>
<pre tabindex="0"><code>         J   K   L   M   N   O
   10    .   .   n   n   .   .        (N) touche L10 M10 L11 M11
   11    .   .   n   n   .   .        (E) touche N12 O12 N13 O13
                  (N)                 (S) touche L14 M14 L15 M15
   12    o   o  [T   T]  e   e        (O) touche J12 K12 J13 K13
            (O) [Château] (E)
   13    o   o  [T   T]  e   e        Un Personnage sur un cercle n&#39;est sur
                  (S)                 aucune tuile : aucun Ennemi ne peut
   14    .   .   s   s   .   .        l&#39;y atteindre.
   15    .   .   s   s   .   .
</code></pre>
<p>Chaque tuile a ses propres Buissons, Rochers, Ennemis et coffres. En voici une des seize (les
dispositions du projet, G1 et §2.2), <em>le Carrefour du Chevalier</em>, telle qu&#39;elle apparaîtrait dans
l&#39;emplacement G–L, 7–12\xA0:</p>
<pre tabindex="0"><code>        G  H  I  J  K  L
    7   T  .  .  .  .  T        T  Arbre (jamais franchissable)
    8   .  .  B  .  .  .        B  Buisson   R  Rocher   C  Petit coffre
    9   .  .  .  D  .  .        D  Chevalier noir   M  Mimique   P  Plante carnivore
   10   .  C  .  .  B  .        1 2 3  pile de Reliques du Feu / de l&#39;Eau / du Vent
   11   .  .  .  .  .  .        K  pile de la Grande clé   G  le Grand coffre
   12   T  .  .  B  .  T
</code></pre>
<p>Cinq tuiles ont un nom et portent ce qui vaut la peine d&#39;être trouvé\xA0: les <strong>Sanctuaires du Feu, de
l&#39;Eau et du Vent</strong> (une pile de Reliques chacun, gardée), la tuile de la <strong>Grande clé</strong> et celle du
<strong>Grand coffre</strong>. Elles sont toujours dans la pile, jamais parmi les quatre premières\xA0: il faut donc
explorer pour trouver chaque Relique. 10 Petits coffres sont répartis sur les tuiles.</p>
<h3 id="les-tuiles-se-remplissent-quand-on-y-entre"><a class="anchor" href="#les-tuiles-se-remplissent-quand-on-y-entre" aria-label="Lien vers cette section">#</a>Les tuiles se remplissent quand on y entre</h3>
<p>Les Buissons, les Rochers et les Ennemis d&#39;une tuile sont placés quand un Personnage y entre alors que
personne ne s&#39;y trouve, et ils sont de nouveau retirés quand le dernier Personnage la quitte. Les
Objets qui y traînent sont perdus. Les coffres (ouverts ou non) et les piles d&#39;Objets spéciaux restent
pour de bon (SC10). Une Plante carnivore commence toujours tournée vers le sud.</p>
<h2 id="votre-tour"><a class="anchor" href="#votre-tour" aria-label="Lien vers cette section">#</a>Votre tour</h2>
<p>Vous avez <strong>3 Actions</strong>, dans l&#39;ordre que vous voulez, la même aussi souvent que vous le voulez. Quand
vous avez fini (ou n&#39;avez plus d&#39;Actions), vous terminez vous-même votre tour\xA0; Albion ne le termine
jamais à votre place (SC17). Ensuite, les <strong>Ennemis de votre tuile</strong> jouent leur tour. Vos Actions\xA0:</p>
<table tabindex="0">
<thead>
<tr>
<th>Action</th>
<th>ce qu&#39;elle fait</th>
</tr>
</thead>
<tbody><tr>
<td><strong>Déplacement</strong></td>
<td>jusqu&#39;à 3 cases</td>
</tr>
<tr>
<td><strong>Attaque</strong></td>
<td>un coup d&#39;épée sur un arc de 3 cases</td>
</tr>
<tr>
<td><strong>Bombe</strong></td>
<td>dépenser une Bombe sur un carré de 3 × 3 de votre tuile</td>
</tr>
<tr>
<td><strong>Ouvrir un coffre</strong></td>
<td>avec la bonne clé, depuis la case juste en dessous</td>
</tr>
<tr>
<td><strong>Ramasser</strong></td>
<td>prendre une Relique ou la Grande clé dans une pile à côté de vous</td>
</tr>
<tr>
<td><strong>Prendre le Graal</strong></td>
<td>sur un cercle de départ, avec les 3 Reliques\xA0: vous gagnez</td>
</tr>
<tr>
<td><strong>Creuser</strong></td>
<td>avec une Pelle\xA0: piocher une carte Petit butin</td>
</tr>
</tbody></table>
<p>Le tir de l&#39;Arc de chasse est gratuit\xA0: il ne coûte pas d&#39;Action.</p>
<p><strong>Votre premier tour</strong> commence quand vous placez votre Personnage sur un cercle de départ libre. Votre
première Action doit alors être un Déplacement qui quitte le cercle pour l&#39;une des 4 cases qu&#39;il
touche (SC3). Ensuite, vous ne pouvez plus revenir sur un cercle avant d&#39;avoir les trois Reliques.</p>
<h3 id="déplacement"><a class="anchor" href="#déplacement" aria-label="Lien vers cette section">#</a>Déplacement</h3>
<p>Jusqu&#39;à 3 cases, une case à la fois, vers le nord, le sud, l&#39;est ou l&#39;ouest (jamais en diagonale). Vous
pouvez vous arrêter avant\xA0; les cases que vous n&#39;utilisez pas sont perdues (SC2). Vous ne pouvez ni
traverser ni occuper un Arbre, un Buisson, un Rocher, un coffre, une pile d&#39;Objets spéciaux, un Ennemi
ou un autre Personnage. Marcher sur une case où se trouve un Objet (une Gemme, une Bombe, une Petite
clé) le ramasse.</p>
<p><strong>Entrer dans une tuile où personne ne se trouve</strong> (G5)\xA0: la case où vous arrivez ne doit pas être
l&#39;une de celles que la disposition de la tuile va occuper, et elle doit avoir une issue\xA0; la tuile est
alors remplie et vous continuez votre déplacement.</p>
<p><strong>Explorer</strong> (G3, G6)\xA0: sortir par le bord de la forêt explorée vers un emplacement vide de la couronne
retourne la tuile du dessus de la pile et la pose là. Si la case où vous arrivez est libre, la tuile
se remplit et vous y êtes. Si la disposition y place quelque chose, vous restez où vous étiez et ce
pas ne coûte rien, mais vous devez quand même entrer dans la nouvelle tuile pendant ce Déplacement
par un autre chemin s&#39;il en existe un. La forêt ne s&#39;étend jamais au-delà de la grille de 4 × 4.</p>
<p><strong>Revenir sur un pas</strong> (SC26)\xA0: un pas qui n&#39;a rien montré de nouveau, à l&#39;intérieur d&#39;une seule
tuile (aucune tuile explorée, remplie ou quittée, rien ramassé, aucun Rocher brisé), peut être repris,
un pas à la fois, tant que vous ne faites rien d&#39;autre\xA0: vous arrêter, prendre une autre Action, ou
faire un pas qui a montré quelque chose. Même le pas qui a utilisé votre dernière case peut encore être
repris. Le Déplacement lui-même reste dépensé.</p>
<h3 id="attaquer-avec-votre-épée"><a class="anchor" href="#attaquer-avec-votre-épée" aria-label="Lien vers cette section">#</a>Attaquer avec votre épée</h3>
<p>Choisissez l&#39;un des quatre arcs autour de vous\xA0: une case sur un côté, la case en diagonale à côté
d&#39;elle et la case sur le côté suivant (nord-est\xA0: N, NE, E\xA0; et de même sud-est, sud-ouest,
nord-ouest). Les cases situées sur d&#39;autres tuiles ne sont pas atteintes. Un arc sans Ennemi ni
Buisson n&#39;est pas proposé (SC1). Avec la Grande épée, l&#39;arc fait 5 cases (pour le nord-est\xA0: NO, N,
NE, E, SE\xA0; SC12).</p>
<pre tabindex="0"><code>        I  J  K                      Vous (@) en J10 attaquez au nord-est :
    9   .  D  .      arc N  NE  E    J9, K9 et K10. Le Chevalier noir
   10   .  @  B      -&gt;  J9 K9  K10  en J9 et le Buisson en K10 sont atteints.
</code></pre>
<p>Lancez ensuite 3 dés. Les faces sont <strong>Bouclier, Étoile, Gemme, 2 Touches, 1 Touche, Blanc</strong>.</p>
<ul>
<li><strong>Touches.</strong> Additionnez vos touches (un 2 Touches en vaut deux) en une seule réserve et répartissez
celle-ci entre les Ennemis de l&#39;arc. Une <strong>Plante carnivore</strong> ou une <strong>Mimique</strong> a besoin d&#39;une
touche, un <strong>Chevalier noir</strong> de 2 (E1). Albion dépense les touches pour tuer tant que quelque chose
peut encore être tué, et ne vous demande de choisir que lorsque vous ne pouvez pas tout tuer (SC6)\xA0:
avec 2 touches contre un Chevalier noir et une Mimique, vous tuez l&#39;un ou l&#39;autre.</li>
<li><strong>Buissons</strong>\xA0: ceux de l&#39;arc sont toujours coupés, quel que soit votre jet.</li>
<li><strong>Gemmes.</strong> Pour chaque face Gemme, un Buisson coupé fait piocher une carte <strong>Litière</strong> et un Ennemi
tué une carte <strong>Butin</strong> (Petit butin pour une Plante ou une Mimique, Gros butin pour un Chevalier
noir). Pas de Gemme, pas de cartes. Toute la Litière est piochée avant le Butin, dans l&#39;ordre que
vous choisissez (SC7).</li>
<li><strong>Étoile</strong>\xA0: vous choisissez ce qu&#39;elle devient, 1 Touche, 2 Touches ou une Gemme.</li>
</ul>
<h3 id="bombe"><a class="anchor" href="#bombe" aria-label="Lien vers cette section">#</a>Bombe</h3>
<p>Dépensez une Bombe pour frapper un carré de 3 × 3 n&#39;importe où sur votre tuile (il ne peut pas
déborder sur une autre tuile)\xA0; vous nommez son coin nord-ouest. Le carré doit contenir quelque chose à
frapper\xA0: un Ennemi, un Buisson, ou un autre Personnage qui n&#39;est pas évanoui au sol (une Bombe sur un
rival seul est permise)\xA0; un carré qui ne contient que vous n&#39;est pas proposé (SC1). Lancez 3 dés\xA0:
les touches comptent en entier contre <strong>chaque</strong> Ennemi du carré, les Buissons qui s&#39;y trouvent sont
coupés, et les Gemmes font piocher des cartes comme pour l&#39;épée. Si vous obtenez au moins une touche,
chaque Personnage du carré, <strong>vous compris</strong>, subit 2 dégâts et ne peut pas se défendre (Merlin ne
craint pas ses propres Bombes). Sur la tuile ci-dessus, une Bombe en I8 (I8–K10) atteint les deux
Buissons, le Chevalier noir et vous.</p>
<h3 id="ouvrir-un-coffre-ramasser-prendre-le-graal"><a class="anchor" href="#ouvrir-un-coffre-ramasser-prendre-le-graal" aria-label="Lien vers cette section">#</a>Ouvrir un coffre, ramasser, prendre le Graal</h3>
<ul>
<li><strong>Ouvrir un coffre</strong>\xA0: placez-vous sur la case juste <strong>au sud</strong> du coffre (G2) et dépensez la clé\xA0:
une Petite clé pour un Petit coffre, la Grande clé pour le Grand coffre. Il reste ouvert pour de bon.
Un Petit coffre donne une carte <strong>Petit trésor</strong>, posée face visible devant vous. Le Grand coffre
donne un <strong>Grand trésor</strong>\xA0: 15, 15, 20, ou 10 Gemmes et un Petit trésor.</li>
<li><strong>Ramasser un Objet spécial</strong>\xA0: placez-vous sur une case qui touche la pile au nord, au sud, à l&#39;est
ou à l&#39;ouest, et prenez un jeton. Personne ne peut en prendre deux du même type\xA0; une Grande clé
utilisée sur le Grand coffre disparaît (SC15).</li>
<li><strong>Prendre le Graal</strong>\xA0: une fois que vous avez les trois Reliques, vous pouvez aller sur un cercle de
départ libre\xA0; dépensez-y une Action pour prendre le Graal et gagner.</li>
</ul>
<h2 id="objets-cartes-et-trésors"><a class="anchor" href="#objets-cartes-et-trésors" aria-label="Lien vers cette section">#</a>Objets, cartes et trésors</h2>
<table tabindex="0">
<thead>
<tr>
<th>carte</th>
<th>dans quel paquet</th>
<th>ce qu&#39;elle donne</th>
</tr>
</thead>
<tbody><tr>
<td>Gemme verte</td>
<td>Litière 5, Petit butin 5</td>
<td>une Gemme qui vaut 1, posée sur la case</td>
</tr>
<tr>
<td>Gemme bleue</td>
<td>Gros butin 3</td>
<td>une Gemme qui vaut 5, posée sur la case</td>
</tr>
<tr>
<td>Bombe</td>
<td>Litière 2, Petit butin 1, Gros butin 2</td>
<td>une Bombe, posée sur la case</td>
</tr>
<tr>
<td>Petite clé</td>
<td>Petit butin 1, Gros butin 4</td>
<td>une Petite clé, posée sur la case</td>
</tr>
<tr>
<td>Potion de soin</td>
<td>Litière 5, Petit butin 2, Gros butin 1</td>
<td>1 point de Vie rendu, aussitôt</td>
</tr>
<tr>
<td>Eau du Graal</td>
<td>Litière 1</td>
<td>toute votre Vie rendue, aussitôt</td>
</tr>
<tr>
<td>Potion de vitesse</td>
<td>Petit butin 1</td>
<td>un Déplacement gratuit (S1), que vous pouvez refuser (quand\xA0: SC4)</td>
</tr>
<tr>
<td>Chevalier noir</td>
<td>Litière 2</td>
<td>un Chevalier noir surgit sur la case du Buisson coupé et se joint à ce tour des Ennemis (aucun si les 8 sont déjà en jeu)</td>
</tr>
</tbody></table>
<p>Un Objet posé reste sur la case du Buisson ou de l&#39;Ennemi jusqu&#39;à ce que quelqu&#39;un y marche\xA0; si un
Personnage s&#39;y tient déjà (une Mimique qu&#39;un autre joueur tue sur votre case), ce Personnage le prend
aussitôt (SC8, SC9).
Un paquet vide est reconstitué en mélangeant sa défausse.</p>
<p>Les Petits trésors vous aident, et chacun vaut des Gemmes tant qu&#39;il est face visible devant vous
(T1)\xA0:</p>
<table tabindex="0">
<thead>
<tr>
<th>Petit trésor</th>
<th>effet</th>
<th>Gemmes</th>
</tr>
</thead>
<tbody><tr>
<td>Arc de chasse</td>
<td>une fois par tour, gratuitement\xA0: attaquez un Ennemi n&#39;importe où sur votre tuile, sans besoin de ligne</td>
<td>3</td>
</tr>
<tr>
<td>Pelle</td>
<td>l&#39;Action Creuser\xA0: piochez une carte Petit butin\xA0; son Objet tombe sur vous</td>
<td>3</td>
</tr>
<tr>
<td>Bottes de course</td>
<td>chaque Déplacement va 1 case plus loin</td>
<td>4</td>
</tr>
<tr>
<td>Grande épée</td>
<td>l&#39;arc de votre épée fait 5 cases</td>
<td>4</td>
</tr>
<tr>
<td>Bouclier royal</td>
<td>défendez-vous avec 2 dés</td>
<td>6</td>
</tr>
<tr>
<td>Aimant</td>
<td>pendant votre tour, vous ramassez d&#39;un coup tous les Objets de votre tuile</td>
<td>7</td>
</tr>
<tr>
<td>Gantelet de puissance</td>
<td>traversez les Rochers (un Rocher où vous entrez est retiré)</td>
<td>8</td>
</tr>
</tbody></table>
<p>Le paquet en contient deux de chaque\xA0; un second exemplaire ajoute ses Gemmes, mais pas une seconde
fois son effet.</p>
<h2 id="le-tour-des-ennemis"><a class="anchor" href="#le-tour-des-ennemis" aria-label="Lien vers cette section">#</a>Le tour des Ennemis</h2>
<p>Quand vous terminez votre tour, chaque Ennemi de <strong>votre</strong> tuile agit, l&#39;un après l&#39;autre (dans l&#39;ordre
de lecture, sauf si le salon vous demande de choisir). Chacun s&#39;en prend à <strong>vous</strong>\xA0; s&#39;il ne peut pas
vous atteindre, il s&#39;en prend à l&#39;autre Personnage le plus proche sur la tuile (en comptant les cases
comme pour un Déplacement)\xA0; si deux sont aussi proches l&#39;un que l&#39;autre, vous choisissez. Un
Personnage évanoui ou sur un cercle n&#39;est jamais une cible. Un Ennemi qui n&#39;a personne à attaquer ne
fait rien.</p>
<ul>
<li><strong>Plante carnivore</strong>\xA0: elle ne bouge jamais. Elle tourne dans le sens des aiguilles d&#39;une montre, d&#39;un
huitième de tour à la fois, jusqu&#39;à faire face à sa cible le long d&#39;une ligne droite ou diagonale
dégagée, et crache une pierre\xA0: <strong>2 dégâts</strong>. Les obstacles (Buissons, Rochers, coffres), les Arbres,
les piles d&#39;Objets spéciaux et les autres Personnages bloquent la ligne\xA0; les Ennemis, non.</li>
<li><strong>Mimique</strong>\xA0: elle marche (nord, sud, est, ouest) jusque sur la case de sa cible, <strong>vole</strong> un Petit
trésor face visible s&#39;il y en a un et mord\xA0: <strong>1 dégât</strong>. La victime choisit quel trésor (si elle ne
répond pas dans le délai de question du serveur, 60 s par défaut, elle perd celui qui vaut le moins).
Une carte volée est retournée face cachée\xA0: aucun effet, aucune Gemme. Qui tue cette Mimique reçoit
ses cartes volées face visible (elles vous reviennent, si elles étaient à vous)\xA0; si la Mimique
disparaît parce que sa tuile se vide, elles restent face cachée pour de bon. Vous ne pouvez pas
attaquer une Mimique qui se tient sur votre propre case, pas même avec une Bombe ou l&#39;Arc.</li>
<li><strong>Chevalier noir</strong>\xA0: il marche jusqu&#39;à une case voisine de sa cible (pas en diagonale) et frappe de
sa hache\xA0: <strong>3 dégâts</strong>. Quand plusieurs cases d&#39;arrivée sont à la même distance, vous choisissez.</li>
</ul>
<p>Les Mimiques et les Chevaliers noirs prennent le chemin le plus court, restent sur leur tuile, passent
les uns à travers les autres sans jamais s&#39;arrêter l&#39;un sur l&#39;autre, et ne traversent jamais les
obstacles, les Arbres, les piles d&#39;Objets spéciaux ni les Personnages, pas plus qu&#39;ils n&#39;entrent sur
la Tuile de départ. <strong>Se défendre</strong>\xA0: la cible lance 1 dé (2 avec le Bouclier royal)\xA0; un Bouclier ou
une Étoile pare tous les dégâts.</p>
<h2 id="vie-évanouissement"><a class="anchor" href="#vie-évanouissement" aria-label="Lien vers cette section">#</a>Vie, évanouissement</h2>
<p>Chaque dégât coûte 1 point de Vie. À 0, vous vous <strong>évanouissez</strong>\xA0: votre Personnage se couche, garde
sa case et ne peut pas être attaqué. À votre tour suivant, vous récupérez 1 point de Vie et ce tour est
passé, tour des Ennemis compris (SC18). S&#39;évanouir pendant son propre tour (par sa propre Bombe) fait
perdre les Actions qui restaient. Ce que font les Potions pour un Personnage évanoui relève de
l&#39;arbitrage SC5.</p>
<h2 id="informations-cachées-et-victoire"><a class="anchor" href="#informations-cachées-et-victoire" aria-label="Lien vers cette section">#</a>Informations cachées et victoire</h2>
<p>Vos Gemmes sont derrière votre paravent\xA0: vous voyez votre propre total et ce qui vous sépare de 40\xA0;
les autres voient seulement que vous avez gagné des Gemmes, jamais combien. Les Petits trésors, les
clés, les Bombes, les Reliques et la Vie sont visibles de tous, et chaque dé est lancé à découvert.
L&#39;ordre des paquets, la pile de tuiles et les tuiles inexplorées ne sont connus de personne, pas même
dans le journal. Quand la partie se termine, le contenu de chaque paravent est révélé.</p>
<p>Votre total, ce sont vos Gemmes plus la valeur en Gemmes de vos Petits trésors face visible. <strong>Dès
qu&#39;il atteint 40, vous gagnez</strong>, même au milieu d&#39;une Action (SC16). L&#39;autre façon de gagner est le
Graal (voir plus haut). <code>x</code> abandonne la partie, après une question. Un joueur qui abandonne s&#39;en va
seul\xA0: son Personnage quitte le plateau, ses Bombes et ses Petites clés retournent à la réserve, ses
Reliques et ses trésors face visible sortent du jeu, et les autres continuent\xA0; les tours passent sans
lui. Quand il ne reste qu&#39;un joueur, ce joueur gagne (SC19–SC22 dans <code>RULES.md</code>). Un
joueur qui a abandonné peut rester regarder.</p>
<h2 id="jouer-dans-albion"><a class="anchor" href="#jouer-dans-albion" aria-label="Lien vers cette section">#</a>Jouer dans Albion</h2>
<table tabindex="0">
<thead>
<tr>
<th>touche</th>
<th>ce qu&#39;elle fait</th>
</tr>
</thead>
<tbody><tr>
<td><code>↑</code> <code>↓</code> (ou <code>k</code> <code>j</code>)</td>
<td>choisir dans le menu d&#39;actions\xA0; il énumère tous les choix légaux de celui qui doit décider maintenant</td>
</tr>
<tr>
<td><code>Enter</code></td>
<td>jouer l&#39;action choisie</td>
</tr>
<tr>
<td><code>C</code></td>
<td>(salon) Personnage libre suivant</td>
</tr>
<tr>
<td><code>c</code> · <code>x</code> · <code>R</code> · <code>?</code> · <code>q</code></td>
<td>discussion · abandonner · revanche après une partie · toutes les touches · quitter</td>
</tr>
</tbody></table>
<p>Un Déplacement se joue case par case\xA0: choisissez <em>Déplacement</em>, puis chaque pas, puis <em>Arrêt</em> (ou
épuisez vos cases). Les questions passent par le même menu\xA0: ce que devient une Étoile, quel Ennemi
prend les touches, quel Buisson donne de la Litière, la relance d&#39;Arthur. Le seul choix qui peut
revenir à quelqu&#39;un dont ce n&#39;est pas le tour, quel trésor une Mimique vole, apparaît dans le menu de
ce joueur. Le journal raconte chaque jet et chaque carte piochée (les Gemmes d&#39;un Grand trésor
seulement à qui l&#39;a trouvé)\xA0; le panneau des joueurs montre la Vie, les clés, les Bombes, les
Reliques et les trésors de chaque Personnage, ainsi que vos propres Gemmes.</p>
<p>Après la partie, <code>albion replay N</code> la fait revivre pas à pas, en mots.
<code>albion rules super-camelot simulate --players 4 --games 100</code> joue des parties entières entre robots,
sans serveur.</p>
<p>Un salon peut aussi être créé avec deux réglages (voir <code>PROTOCOL.md</code>)\xA0: le joueur
actif choisit l&#39;ordre dans lequel les Ennemis agissent (<code>ask_activation_order</code>), et les égalités entre
cibles aussi proches ou entre cases du Chevalier noir sont tranchées automatiquement, en faveur de la
place la plus basse et de la première case dans l&#39;ordre de lecture (<code>auto_enemy_ties</code>, SC13).
<code>albion create</code> utilise les réglages par défaut\xA0: l&#39;ordre de lecture, et les égalités sont demandées.</p>
<h2 id="les-arbitrages-retenus"><a class="anchor" href="#les-arbitrages-retenus" aria-label="Lien vers cette section">#</a>Les arbitrages retenus</h2>
<p>Le livret de règles imprimé laisse beaucoup de nombres de côté. Les choix du projet, tels qu&#39;ils
comptent en jeu\xA0:</p>
<ul>
<li><strong>G1–G6 la forêt</strong>\xA0: des tuiles de 6 × 6 avec des Arbres aux coins, jamais tournées, sur une grille
de 4 × 4\xA0; les quatre cercles et leurs cases comme dessinés plus haut\xA0; pas de pas sur une case
qu&#39;une nouvelle tuile va occuper\xA0; explorer vers une case bloquée oblige quand même à entrer dans la
nouvelle tuile.</li>
<li><strong>§2.2 les tuiles</strong>\xA0: seize dispositions propres au projet, vérifiées par un test pour qu&#39;aucune
tuile ne puisse manquer de jetons et que chaque coffre puisse être ouvert.</li>
<li><strong>E1 la force des Ennemis</strong>\xA0: Plante 1 touche, Mimique 1, Chevalier noir 2\xA0; dégâts 2, 1 et 3.</li>
<li><strong>T1 la valeur des Petits trésors</strong>\xA0: de 3 à 8 Gemmes, les trésors les plus puissants valant le
moins (tableau plus haut).</li>
<li><strong>S1 la Potion de vitesse</strong>\xA0: un Déplacement gratuit que vous pouvez refuser\xA0; <strong>SC4</strong> dit quand il
est proposé.</li>
<li><strong>§2.6 les Personnages</strong>\xA0: les six du tableau plus haut.</li>
<li><strong>§2.7</strong>\xA0: comment les Ennemis se déplacent, tournent et choisissent leurs cibles, les cartes volées
et les effets des Petits trésors, tout cela comme décrit plus haut.</li>
<li><strong>SC1–SC18</strong> dans <code>RULES.md</code>\xA0: entre autres, pas de coup d&#39;épée dans le vide
(SC1), les touches dépensées automatiquement pour tuer (SC6), la Litière avant le Butin (SC7), un
Personnage sous une Mimique qu&#39;un autre tue ramasse aussitôt son Butin et peut gagner grâce à lui
(SC9), vous terminez vous-même votre tour (SC17), un tour passé compte quand même comme un tour
(SC18).</li>
</ul>
`,sections:[{depth:2,id:`commencer-une-partie`,text:`Commencer une partie`},{depth:2,id:`la-forêt`,text:`La forêt`},{depth:3,id:`les-tuiles-se-remplissent-quand-on-y-entre`,text:`Les tuiles se remplissent quand on y entre`},{depth:2,id:`votre-tour`,text:`Votre tour`},{depth:3,id:`déplacement`,text:`Déplacement`},{depth:3,id:`attaquer-avec-votre-épée`,text:`Attaquer avec votre épée`},{depth:3,id:`bombe`,text:`Bombe`},{depth:3,id:`ouvrir-un-coffre-ramasser-prendre-le-graal`,text:`Ouvrir un coffre, ramasser, prendre le Graal`},{depth:2,id:`objets-cartes-et-trésors`,text:`Objets, cartes et trésors`},{depth:2,id:`le-tour-des-ennemis`,text:`Le tour des Ennemis`},{depth:2,id:`vie-évanouissement`,text:`Vie, évanouissement`},{depth:2,id:`informations-cachées-et-victoire`,text:`Informations cachées et victoire`},{depth:2,id:`jouer-dans-albion`,text:`Jouer dans Albion`},{depth:2,id:`les-arbitrages-retenus`,text:`Les arbitrages retenus`}]}};export{e as DOCS};