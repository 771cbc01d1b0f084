var e={camelot:{title:`How to play Camelot`,html:`<p>Camelot is a two-player race and battle from 1930. Each side has 14 pieces on a cross-shaped board
of 160 squares, with a two-square castle at each end. You win by putting <strong>two pieces into your
opponent&#39;s castle</strong>, or by <strong>capturing every enemy piece while you keep at least two</strong>.</p>
<p>This page tells the whole game as Albion plays it, every ruling included, with the keys of the
<code>albion</code> terminal client. About ten minutes to read. Rulings are marked with their numbers: D1–D15
are the project&#39;s rulings on the rulebook (each told in full here and pinned by a <code>d1_…</code> to <code>d15_…</code>
test in <code>games/camelot/tests/rules.rs</code>), C1–C9 the further ones listed in
<code>RULES.md</code> with their reasons and tests.</p>
<h2 id="start-a-game"><a class="anchor" href="#start-a-game" aria-label="Link to this section">#</a>Start a game</h2>
<pre tabindex="0"><code class="language-sh">albion create camelot --name ann          # prints the lobby code, opens the game screen
albion join CODE --name bob               # your friend, in another terminal
</code></pre>
<p>Both players press <code>r</code> (ready) and the host presses <code>s</code> (start). The Players panel says who is White
and who is Black; <strong>White moves first</strong>. <code>albion create camelot --ruleset wcf</code> picks the other
ruleset (see <a href="#two-rulesets-standard-and-wcf">Two rulesets</a>).</p>
<h2 id="the-board-and-the-start"><a class="anchor" href="#the-board-and-the-start" aria-label="Link to this section">#</a>The board and the start</h2>
<p>Files are the letters <strong>A–L</strong> from White&#39;s left, ranks the numbers <strong>1–16</strong> from White&#39;s side. The
corners are cut away, so the short ranks hold fewer squares, and ranks 1 and 16 hold only F and G:
those two squares are the castles (drawn <code>[ ]</code> here).</p>
<pre tabindex="0"><code> 16                [.][.]                 &lt;- Black&#39;s castle (F16, G16)
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
  1                [.][.]                 &lt;- White&#39;s castle (F1, G1)
     A  B  C  D  E  F  G  H  I  J  K  L
</code></pre>
<p><code>N</code> is a White Knight, <code>M</code> a White Man; lower case are Black&#39;s. 2 + 8 + 10 + 10 × 12 + 10 + 8 + 2 =
160 squares. Each side has 4 Knights (White: C6, D7, I7, J6; Black: C11, D10, I10, J11) and 10 Men.
The game screen draws the same board, castles shaded; Black sees it turned round.</p>
<h2 id="your-turn"><a class="anchor" href="#your-turn" aria-label="Link to this section">#</a>Your turn</h2>
<p>On every turn you move <strong>exactly one piece</strong>, once. There is no passing. A piece moves in one of
four ways; squares touch in all 8 directions, diagonals included.</p>
<h3 id="1-plain-move"><a class="anchor" href="#1-plain-move" aria-label="Link to this section">#</a>1. Plain move</h3>
<p>One step to any touching empty square: <code>E6-E5</code>, <code>C6-B7</code>.</p>
<h3 id="2-canter-leap-over-your-own-piece"><a class="anchor" href="#2-canter-leap-over-your-own-piece" aria-label="Link to this section">#</a>2. Canter: leap over your own piece</h3>
<p>Leap over a touching piece of <strong>your own</strong> colour to the empty square straight beyond it. The piece
you leap stays where it is. You may go on leaping from where you land, in any direction, as long as
you like, and you may stop after any leap. Example: White Men on E6 (marked 1), E7 and F9.</p>
<pre tabindex="0"><code> 10  .  .  .  .  3        E6 leaps E7 and lands on E8 (2),
  9  .  .  .  M  .        then leaps F9 and lands on G10 (3):
  8  .  .  2  .  .        E6-E8-G10 (or stop at E8: E6-E8)
  7  .  .  M  .  .
  6  .  .  1  .  .
     C  D  E  F  G
</code></pre>
<p>A canter may not end on the square it started from (D14); it may pass over it (C4).</p>
<h3 id="3-jump-capture-an-enemy-piece"><a class="anchor" href="#3-jump-capture-an-enemy-piece" aria-label="Link to this section">#</a>3. Jump: capture an enemy piece</h3>
<p>Leap over a touching <strong>enemy</strong> piece to the empty square straight beyond it; the enemy piece is
removed as you leap over it (C3). <strong>Once you have jumped, you must keep jumping</strong> while another jump is
possible from where you stand (D4); you choose which way when there are several, and you need not
take the longest chain. Example: a White Man on E6, Black Men on E7 and F9.</p>
<pre tabindex="0"><code> 10  .  .  .  .  3        E6 jumps E7 to E8 (2), and must go on:
  9  .  .  .  m  .        it jumps F9 to G10 (3). Both Black Men
  8  .  .  2  .  .        leave the board: E6xE8xG10
  7  .  .  m  .  .
  6  .  .  M  .  .
     C  D  E  F  G
</code></pre>
<p><strong>Capturing is compulsory.</strong> If any of your pieces can jump an enemy piece at the start of your
turn, your move must capture: Albion then offers only capturing moves, and refuses any other with the
capture that is available (<code>capture is compulsory: E6xE8 is available</code>). With several captures you
choose which one.</p>
<h3 id="4-the-knights-charge-knights-only"><a class="anchor" href="#4-the-knights-charge-knights-only" aria-label="Link to this section">#</a>4. The Knight&#39;s charge (Knights only)</h3>
<p>A Knight may combine the two leaps in one move: first one or more canters, then a jump chain
(<code>E6-E8xE10</code>: leap your own Man on E7, then capture the Black Man on E9). Under the <code>standard</code>
ruleset it may also go the other way round: a complete jump chain, then one or more canters
(<code>E6xE8-E10</code>), as long as none of those canters lands where a jump would be possible (C5). A move
switches between canter and jump <strong>once</strong> at most (D1): <code>E6-E8xE10-E12</code> is refused.</p>
<pre tabindex="0"><code> 10  .  .  3  .  .      canter then jump (both rulesets):
  9  .  .  m  .  .        N E6 leaps M E7 to E8, then jumps m E9 to E10
  8  .  .  2  .  .        E6-E8xE10
  7  .  .  M  .  .      jump then canter (standard only): swap the
  6  .  .  N  .  .        Man and the enemy, and E6xE8-E10 is legal
     C  D  E  F  G
</code></pre>
<p>Men never charge: a Man&#39;s move is plain, all canters, or all jumps.</p>
<p>Three fine points about charges:</p>
<ul>
<li>A charge meets the capture duty: when a capture is compulsory, a charge that captures is as good as
a plain jump (D2).</li>
<li>A capture that only a charge could reach is <strong>not</strong> compulsory: with only the position above, the
Knight may still play <code>E6-D6</code> (D2).</li>
<li>A Knight whose canter lands on a square from which it could jump must capture before the move ends
(D3). With a Black Man on D9 instead of E9, <code>E6-E8</code> alone is refused: from E8 the Knight could jump
D9, so it plays <code>E6-E8xC10</code>.</li>
</ul>
<h2 id="the-castles"><a class="anchor" href="#the-castles" aria-label="Link to this section">#</a>The castles</h2>
<p><strong>Your opponent&#39;s castle</strong> (F16 and G16 for White, F1 and G1 for Black) is your goal.</p>
<ul>
<li>A piece that gets in never comes out (rulebook).</li>
<li>Entering it ends the move, even in the middle of a chain (D6).</li>
<li>A piece inside may step to the other castle square if it is empty, a <em>castle move</em> such as
<code>F16-G16</code>, <strong>at most twice per player per game</strong> (D6). The count is part of the position and shown
under the board (<code>castle moves W 0 B 0</code>).</li>
</ul>
<p><strong>Your own castle</strong> is out of bounds for you, with one exception (D5, C7).</p>
<ul>
<li>No plain move or canter may enter it.</li>
<li>A jump may land in it. If the jump chain can go on from there, it must. If it cannot, that piece must
leave on your very next turn, before any capture elsewhere, and it must capture on the way out if it
can. If it cannot move at all, your other pieces move as usual.</li>
</ul>
<p>No leap can ever pass over a castle square: the square beyond would be off the board (D7). So a
piece in a castle can never be jumped.</p>
<h2 id="how-a-game-ends"><a class="anchor" href="#how-a-game-ends" aria-label="Link to this section">#</a>How a game ends</h2>
<table tabindex="0">
<thead>
<tr>
<th><span class="visually-hidden">Case</span></th>
<th>what happens</th>
<th>result</th>
</tr>
</thead>
<tbody><tr>
<td>Castle (D8)</td>
<td>at the end of your move, both squares of the enemy castle hold your pieces</td>
<td>you win</td>
</tr>
<tr>
<td>Elimination (D9)</td>
<td>you capture the last enemy piece and keep 2 or more</td>
<td>you win</td>
</tr>
<tr>
<td></td>
<td>… but you have only 1 piece left</td>
<td>draw</td>
</tr>
<tr>
<td>Bare pieces (D10)</td>
<td>a move leaves both sides with at most 1 piece each</td>
<td>draw (2 against 1 plays on)</td>
</tr>
<tr>
<td>No legal move (D11)</td>
<td>the player to move has no legal move</td>
<td>that player loses if the other has 2 or more pieces, otherwise draw</td>
</tr>
<tr>
<td>Repetition (D12)</td>
<td>the same position (board, side to move, castle-move counts) comes up a third time</td>
<td>draw</td>
</tr>
<tr>
<td>No progress (D12, C2)</td>
<td>100 plies (50 moves each) with no capture and no move onto an enemy castle square</td>
<td>draw</td>
</tr>
<tr>
<td>Resignation</td>
<td><code>x</code>, then <code>y</code> to confirm</td>
<td>the other player wins</td>
</tr>
<tr>
<td>Draw agreed (C16)</td>
<td>one player offers a draw, the other accepts it</td>
<td>draw</td>
</tr>
</tbody></table>
<p><strong>Offers.</strong> You may offer your opponent a draw, or ask to take back your last move (when it is your
turn again, your last move and their reply go back). The opponent must answer it (in the browser its
own buttons, &quot;Accept the draw&quot;; in the terminal <code>/accept</code> or <code>/decline</code>); you may withdraw it
(<code>/withdraw</code>). One offer waits at a time, you make at most one between two of your moves, and any
move cancels a waiting offer, so moving is also a way to say no. A takeback puts the position back
exactly, castle moves included, but not the clocks: time you used stays used (C15). A computer player
never takes a move back and accepts a draw only when it finds the position level (C17). Once the
game is over, <code>R</code> asks for a rematch and the log tells you how to replay it (<code>albion replay N</code>).</p>
<h2 id="writing-moves-wcf-notation"><a class="anchor" href="#writing-moves-wcf-notation" aria-label="Link to this section">#</a>Writing moves: WCF notation</h2>
<p>Albion writes moves the way the World Camelot Federation does: the starting square, then every
landing square, each after <code>-</code> for a plain step or a canter and <code>x</code> for a jump.</p>
<table tabindex="0">
<thead>
<tr>
<th>move</th>
<th>kind</th>
</tr>
</thead>
<tbody><tr>
<td><code>C8-D9</code></td>
<td>plain move</td>
</tr>
<tr>
<td><code>E6-C8-A8</code></td>
<td>canter chain</td>
</tr>
<tr>
<td><code>H4xJ4xL6</code>, <code>J10xL8xJ6</code></td>
<td>jump chains</td>
</tr>
<tr>
<td><code>F6-F8-H8xH10xJ12</code></td>
<td>Knight&#39;s charge, canters then jumps</td>
</tr>
<tr>
<td><code>E6xE8-E10</code></td>
<td>Knight&#39;s charge, jump then canter (<code>standard</code> only)</td>
</tr>
<tr>
<td><code>F16-G16</code></td>
<td>castle move</td>
</tr>
</tbody></table>
<p>Upper or lower case both work. When two routes lead to the same result (same start, same end, same
pieces captured) they are the same move: Albion accepts any of them and lists one, the shortest (D15,
C6).</p>
<h2 id="playing-it-in-albion"><a class="anchor" href="#playing-it-in-albion" aria-label="Link to this section">#</a>Playing it in Albion</h2>
<table tabindex="0">
<thead>
<tr>
<th>key</th>
<th>what it does</th>
</tr>
</thead>
<tbody><tr>
<td>arrows or <code>h j k l</code></td>
<td>move the cursor</td>
</tr>
<tr>
<td><code>Enter</code> (or space)</td>
<td>pick your piece, then each landing square; a move plays when it cannot go on. When it could go on, <code>Enter</code> again on the last square plays it as it stands</td>
</tr>
<tr>
<td><code>Backspace</code> / <code>Esc</code></td>
<td>undo the last square / cancel the move</td>
</tr>
<tr>
<td><code>m</code></td>
<td>type the move in WCF notation instead (<code>E6-C8-A8</code>, <code>E6xE8xG10</code>)</td>
</tr>
<tr>
<td><code>c</code></td>
<td>chat</td>
</tr>
<tr>
<td><code>x</code></td>
<td>resign (asks first)</td>
</tr>
<tr>
<td><code>R</code></td>
<td>rematch, after a game</td>
</tr>
<tr>
<td><code>?</code></td>
<td>every key</td>
</tr>
<tr>
<td><code>q</code></td>
<td>quit; <code>albion join CODE --name YOU</code> brings you back to your seat</td>
</tr>
</tbody></table>
<p>While you pick a route the screen marks the squares that may come next; the last move and the squares
of the pieces it captured stay marked on the board.</p>
<p>To check a rule without a server, the client carries the rules offline:</p>
<pre tabindex="0"><code class="language-sh">albion rules camelot moves &quot;2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w&quot;
albion rules camelot play  &quot;2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w&quot; E6-E5
</code></pre>
<p>The first lists every legal move of a position (White has 100 at the start), the second plays moves
and prints the new position and whether the game is over. <code>albion rules camelot perft 3</code> counts the
positions three plies (single moves) deep. A bad position or an illegal move is explained on stderr.</p>
<h3 id="position-notation"><a class="anchor" href="#position-notation" aria-label="Link to this section">#</a>Position notation</h3>
<p>A position is written in one line of six fields, like chess&#39;s FEN:</p>
<ol>
<li>The board, rank 16 first and rank 1 last, ranks separated by <code>/</code>. Each rank lists only its own
squares, from its leftmost (rank 16: F G; rank 15: C–J; rank 14: B–K; ranks 13–4: A–L; …): <code>N</code>
White Knight, <code>M</code> White Man, <code>n</code> Black Knight, <code>m</code> Black Man, a number for that many empty squares.</li>
<li>Who moves: <code>w</code> or <code>b</code>.</li>
<li>and 4. Castle moves White and Black have used (0–2).</li>
<li>Plies since the last capture or move onto an enemy castle square (for the 100-ply draw).</li>
<li>The move number, from 1, counted up after each Black move.</li>
</ol>
<p>Fields 3–6 may be left out (they are then <code>0 0 0 1</code>). The start:
<code>2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1</code>. A position
holds at most 4 Knights and 10 Men a side (C8). Repetition needs the game&#39;s history, which this line
does not carry.</p>
<h2 id="two-rulesets-standard-and-wcf"><a class="anchor" href="#two-rulesets-standard-and-wcf" aria-label="Link to this section">#</a>Two rulesets: <code>standard</code> and <code>wcf</code></h2>
<p>The original rulebook says a Knight&#39;s charge is a canter then a capture &quot;or vice versa&quot;; the WCF&#39;s
rules allow only canter-then-jump. Albion offers both (D1):</p>
<table tabindex="0">
<thead>
<tr>
<th><span class="visually-hidden">Case</span></th>
<th><code>standard</code> (default)</th>
<th><code>wcf</code></th>
</tr>
</thead>
<tbody><tr>
<td>canters, then a jump chain</td>
<td>yes</td>
<td>yes</td>
</tr>
<tr>
<td>a jump chain, then canters</td>
<td>yes</td>
<td>no</td>
</tr>
</tbody></table>
<p>Everything else is the same. The lobby&#39;s ruleset is in the title bar (<code>Camelot (standard)</code>).</p>
<h2 id="rulings-we-chose"><a class="anchor" href="#rulings-we-chose" aria-label="Link to this section">#</a>Rulings we chose</h2>
<p>Where the rulebook is silent, Albion follows the WCF&#39;s board and start and, beyond that, these
rulings. The C rulings are listed with their reasons and tests in <code>RULES.md</code>.</p>
<ul>
<li><strong>D1</strong> Knight&#39;s charge order: both orders in <code>standard</code>, canter-then-jump only in <code>wcf</code>; one switch
per move.</li>
<li><strong>D2</strong> A charge satisfies the capture duty; a capture only a charge could make is not compulsory.</li>
<li><strong>D3, C1</strong> A Knight that canters onto a square where it could jump must capture; except when the
canter enters the enemy castle, which ends the move.</li>
<li><strong>D4</strong> A jump chain must go on while it can; free choice of branch, no longest-capture rule.</li>
<li><strong>D5, C7</strong> Your own castle: only a jump gets in, and the piece must leave next turn.</li>
<li><strong>D6, C2</strong> The enemy castle: entering ends the move, no way out, two castle moves each; a castle move
counts as progress.</li>
<li><strong>D8–D11</strong> Castle win, elimination with 2 or more left, bare-pieces draw, no legal move.</li>
<li><strong>D12</strong> Draw on the third repetition and after 100 plies without progress.</li>
<li><strong>D14, C4</strong> Every turn moves one piece; a canter may not end where it began.</li>
<li><strong>C3</strong> A captured piece leaves the board as it is jumped.</li>
<li><strong>D15, C6</strong> Routes with the same result are one move; the shortest is the one listed.</li>
<li><strong>C15–C17</strong> Takebacks and draws by agreement, as above.</li>
</ul>
`,sections:[{depth:2,id:`start-a-game`,text:`Start a game`},{depth:2,id:`the-board-and-the-start`,text:`The board and the start`},{depth:2,id:`your-turn`,text:`Your turn`},{depth:3,id:`1-plain-move`,text:`1. Plain move`},{depth:3,id:`2-canter-leap-over-your-own-piece`,text:`2. Canter: leap over your own piece`},{depth:3,id:`3-jump-capture-an-enemy-piece`,text:`3. Jump: capture an enemy piece`},{depth:3,id:`4-the-knights-charge-knights-only`,text:`4. The Knight's charge (Knights only)`},{depth:2,id:`the-castles`,text:`The castles`},{depth:2,id:`how-a-game-ends`,text:`How a game ends`},{depth:2,id:`writing-moves-wcf-notation`,text:`Writing moves: WCF notation`},{depth:2,id:`playing-it-in-albion`,text:`Playing it in Albion`},{depth:3,id:`position-notation`,text:`Position notation`},{depth:2,id:`two-rulesets-standard-and-wcf`,text:`Two rulesets: standard and wcf`},{depth:2,id:`rulings-we-chose`,text:`Rulings we chose`}]},"super-camelot":{title:`How to play Super Camelot`,html:`<p>Super Camelot is an adventure for 2 to 4 players. Each of you leads a Character of King Arthur&#39;s
court through a forest of map tiles full of Bushes, Rocks, chests and Enemies. You win in one of two
ways:</p>
<ul>
<li><strong>The Holy Grail</strong>: collect the three Relics (Fire, Water, Wind), walk back to the castle in the
middle of the forest and claim the Grail; or</li>
<li><strong>40 Gems</strong>: be the first whose Gems reach 40.</li>
</ul>
<p>This page tells the whole game as Albion plays it, with the rulings the project had to make where
the printed rulebook leaves gaps (tile layouts, Enemy strength, card values, four of the Characters),
and the keys of the <code>albion</code> terminal client. About ten minutes to read. Ruling numbers are the
project&#39;s: G1–G6, E1, T1, S1 and the § numbers are its design rulings on the rulebook, told in full on
this page; SC1–SC18 are the further ones, listed with their reasons and tests in
<code>RULES.md</code>.</p>
<h2 id="start-a-game"><a class="anchor" href="#start-a-game" aria-label="Link to this section">#</a>Start a game</h2>
<pre tabindex="0"><code class="language-sh">albion create super-camelot --players 3 --name ann    # prints the lobby code, opens the game screen
albion join CODE --name bob                            # each friend, in their own terminal
</code></pre>
<p>In the lobby, <code>C</code> takes the next free Character (press again for the next one); a seat that chose
none is given the first free one in the order of the table below. Everyone presses <code>r</code> (ready) and the
host presses <code>s</code> (start).</p>
<table tabindex="0">
<thead>
<tr>
<th>Character</th>
<th>Ability</th>
</tr>
</thead>
<tbody><tr>
<td>Arthur</td>
<td><em>Excalibur</em>: once per turn, after any attack roll, reroll one die.</td>
</tr>
<tr>
<td>Gwenivere</td>
<td><em>Grace</em>: when defending, a Gem blocks too (as well as a Shield or a Star).</td>
</tr>
<tr>
<td>Lancelot</td>
<td><em>Peerless</em>: in each of your attack rolls, one Blank counts as a 1 Hit.</td>
</tr>
<tr>
<td>Percival</td>
<td><em>Pathfinder</em>: your first Move each turn goes up to 4 squares instead of 3.</td>
</tr>
<tr>
<td>Kay</td>
<td><em>Seneschal</em>: starts with a Small Key, and opens Small Chests from any side, not only from below.</td>
</tr>
<tr>
<td>Merlin</td>
<td><em>Enchanter</em>: starts with a Bomb; his own Bombs never hurt him; on his Bomb rolls each Blank also counts as a Gem.</td>
</tr>
</tbody></table>
<p>Arthur and Gwenivere are the rulebook&#39;s; the other four and all six abilities are the project&#39;s
(ruling §2.6).</p>
<p>When the game starts, the server rolls 3 dice for every player: most Stars goes first, and tied
leaders roll again. Play then goes round the table in seat order. Every Character starts with
<strong>6 Health</strong> (three intact Shields) and no Gems.</p>
<h2 id="the-forest"><a class="anchor" href="#the-forest" aria-label="Link to this section">#</a>The forest</h2>
<p>The forest is a 4 × 4 grid of map tiles, each <strong>6 × 6 squares</strong> with a Tree on each of its four
corners (G1); tiles are never turned (G2), so north is always up. Albion names a square by its column
letter <strong>A–X</strong> (west to east) and row number <strong>1–24</strong> (north to south): <code>L10</code>, as in the log and the
replay.</p>
<pre tabindex="0"><code>            A-F       G-L       M-R       S-X
         +---------+---------+---------+---------+
  1-6    |    ?    |    ?    |    ?    |    ?    |     ?  an unexplored slot of the ring:
         +---------+---------+---------+---------+        12 of them, filled from a stack of
  7-12   |    ?    | tile    | tile    |    ?    |        12 face-down tiles as you explore
         +---------+-------[Castle]----+---------+
 13-18   |    ?    | tile    | tile    |    ?    |     the four middle tiles are dealt at
         +---------+---------+---------+---------+        random when the game starts
 19-24   |    ?    |    ?    |    ?    |    ?    |
         +---------+---------+---------+---------+
</code></pre>
<p>The <strong>Starting Tile</strong> with the castle and the Grail sits on the four Tree squares where the middle
tiles meet (L12, M12, L13, M13). Around it are four <strong>starting circles</strong>, North, East, South and West
(G4). A circle is not a square: each one touches the 4 squares listed here, two on each of two tiles.</p>
<pre tabindex="0"><code>         J   K   L   M   N   O
   10    .   .   n   n   .   .        (N) touches L10 M10 L11 M11
   11    .   .   n   n   .   .        (E) touches N12 O12 N13 O13
                  (N)                 (S) touches L14 M14 L15 M15
   12    w   w  [T   T]  e   e        (W) touches J12 K12 J13 K13
            (W) [Castle] (E)
   13    w   w  [T   T]  e   e        A Character on a circle is on no tile:
                  (S)                 no Enemy can reach it there.
   14    .   .   s   s   .   .
   15    .   .   s   s   .   .
</code></pre>
<p>Every tile has its own set of Bushes, Rocks, Enemies and chests. Here is one of the sixteen (the
project&#39;s layouts, G1 and §2.2), <em>Knight&#39;s Crossing</em>, as it would look dealt into the slot G–L, 7–12:</p>
<pre tabindex="0"><code>        G  H  I  J  K  L
    7   T  .  .  .  .  T        T  Tree (never passable)
    8   .  .  B  .  .  .        B  Bush      R  Rock       C  Small Chest
    9   .  .  .  D  .  .        D  Dark Knight   M  Mimic   P  Carnivorous Plant
   10   .  C  .  .  B  .        1 2 3  Fire / Water / Wind Relic stack
   11   .  .  .  .  .  .        K  Big Key stack   G  the Big Chest
   12   T  .  .  B  .  T
</code></pre>
<p>Five tiles have names and carry the things worth finding: the <strong>Fire, Water and Wind Shrines</strong> (one
Relic stack each, guarded), the <strong>Big Key</strong> tile and the <strong>Big Chest</strong> tile. They are always in the
stack, never among the first four, so every Relic has to be explored for. 10 Small Chests are spread
over the tiles.</p>
<h3 id="tiles-fill-up-when-someone-walks-in"><a class="anchor" href="#tiles-fill-up-when-someone-walks-in" aria-label="Link to this section">#</a>Tiles fill up when someone walks in</h3>
<p>A tile&#39;s Bushes, Rocks and Enemies are placed when a Character enters it while nobody is on it, and
they are cleared away again when the last Character leaves it. Items left lying there are lost.
Chests (open or not) and Special Item stacks stay for good (SC10). A Carnivorous Plant always starts
facing south.</p>
<h2 id="your-turn"><a class="anchor" href="#your-turn" aria-label="Link to this section">#</a>Your turn</h2>
<p>You have <strong>3 Actions</strong>, in any order, the same one as often as you like. When you are done (or out of
Actions) you end your turn yourself; Albion never ends it for you (SC17). Then the <strong>Enemies on your
tile</strong> take their turn. Your Actions:</p>
<table tabindex="0">
<thead>
<tr>
<th>Action</th>
<th>what it does</th>
</tr>
</thead>
<tbody><tr>
<td><strong>Move</strong></td>
<td>up to 3 squares</td>
</tr>
<tr>
<td><strong>Attack</strong></td>
<td>swing your sword at a 3-square arc</td>
</tr>
<tr>
<td><strong>Bomb</strong></td>
<td>spend a Bomb on a 3 × 3 block of your tile</td>
</tr>
<tr>
<td><strong>Open a chest</strong></td>
<td>with the right Key, from the square below it</td>
</tr>
<tr>
<td><strong>Pick up</strong></td>
<td>take a Relic or the Big Key from a stack next to you</td>
</tr>
<tr>
<td><strong>Claim the Grail</strong></td>
<td>on a starting circle, with all 3 Relics: you win</td>
</tr>
<tr>
<td><strong>Dig</strong></td>
<td>with a Shovel: draw a Small Loot card</td>
</tr>
</tbody></table>
<p>The Hunting Bow&#39;s shot is free and does not use an Action.</p>
<p><strong>Your first turn</strong> begins by standing your Character on a free starting circle. Your first Action
must then be a Move off the circle onto one of the 4 squares it touches (SC3). After that you cannot
step back onto a circle until you hold all three Relics.</p>
<h3 id="move"><a class="anchor" href="#move" aria-label="Link to this section">#</a>Move</h3>
<p>Up to 3 squares, one square at a time, north, south, east or west (never diagonally). You may stop
early; squares you do not use are lost (SC2). You cannot pass through or stop on a Tree, a Bush, a
Rock, a chest, a Special Item stack, an Enemy or another Character. Walking onto a square with an
Item on it (a Gem, a Bomb, a Small Key) picks it up.</p>
<p><strong>Entering a tile nobody is on</strong> (G5): the square you step onto must not be one the tile&#39;s layout
will fill, and it must have a way out; the tile is then filled and you carry on moving.</p>
<p><strong>Exploring</strong> (G3, G6): stepping off the edge of the explored forest into an empty slot of the ring
turns over the top tile of the stack and lays it there. If the square you step onto is free, the tile
fills up and you are in. If the layout puts something on it, you stay where you were and the step
costs nothing, but you must still get into the new tile during this Move by another way if any
exists. The forest never grows beyond the 4 × 4 grid.</p>
<p><strong>Taking a step back</strong> (SC26): a step that showed nothing new, inside one tile (no tile explored,
filled or left, nothing picked up, no Rock broken), can be taken back, one step at a time, until
you do anything else: stop, take another Action, or make a step that did show something. Even the
step that used up your last square can still be taken back. The Move itself stays spent.</p>
<h3 id="attack-with-your-sword"><a class="anchor" href="#attack-with-your-sword" aria-label="Link to this section">#</a>Attack with your sword</h3>
<p>Choose one of four arcs around you: a side square, the diagonal next to it and the next side square
(north-east: N, NE, E; and likewise south-east, south-west, north-west). Squares on other tiles are
not hit. An arc with no Enemy or Bush in it is not offered (SC1). With the Greatsword the arc is 5
squares (for north-east: NW, N, NE, E, SE; SC12).</p>
<pre tabindex="0"><code>        I  J  K                      You (@) on J10 attack north-east:
    9   .  D  .      arc N  NE  E    J9, K9 and K10. The Dark Knight
   10   .  @  B      -&gt;  J9 K9  K10  on J9 and the Bush on K10 are hit.
</code></pre>
<p>Then roll 3 dice. The faces are <strong>Shield, Star, Gem, 2 Hits, 1 Hit, Blank</strong>.</p>
<ul>
<li><strong>Hits.</strong> Add up your hits (a 2 Hits is two hits) into one pool and share it among the Enemies in
the arc. A <strong>Carnivorous Plant</strong> or a <strong>Mimic</strong> needs 1 hit, a <strong>Dark Knight</strong> 2 (E1). Albion spends
hits on kills while something can still be killed, and asks you only when you cannot kill everything
(SC6): with 2 hits against a Dark Knight and a Mimic you kill one or the other.</li>
<li><strong>Bushes</strong> in the arc are always cut, whatever you roll.</li>
<li><strong>Gems.</strong> For each Gem face, one cut Bush draws a <strong>Litter</strong> card and one killed Enemy draws a
<strong>Loot</strong> card (Small Loot for a Plant or a Mimic, Big Loot for a Dark Knight). No Gem, no cards. All
Litter is drawn before Loot, in the order you pick (SC7).</li>
<li><strong>Star</strong>: you choose what it is, a 1 Hit, a 2 Hits or a Gem.</li>
</ul>
<h3 id="bomb"><a class="anchor" href="#bomb" aria-label="Link to this section">#</a>Bomb</h3>
<p>Spend a Bomb to hit a 3 × 3 block anywhere on your tile (it may not reach into another tile); you
name its north-west corner. The block must hold something to hit: an Enemy, a Bush, or another
Character who is not lying passed out (a Bomb at a rival alone is fine); a block holding only you
is not offered (SC1). Roll 3 dice: the
hits count in full against <strong>every</strong> Enemy in the block, Bushes in it are cut, and Gems draw cards
as for the sword. If you roll at least one hit, every Character in the block, <strong>you included</strong>,
takes 2 damage and may not defend (Merlin is safe from his own Bombs). In the tile above, a Bomb on
I8 (I8–K10) catches the two Bushes, the Dark Knight and you.</p>
<h3 id="open-a-chest-pick-up-claim"><a class="anchor" href="#open-a-chest-pick-up-claim" aria-label="Link to this section">#</a>Open a chest, pick up, claim</h3>
<ul>
<li><strong>Open a chest</strong>: stand on the square directly <strong>south</strong> of it (G2) and spend the Key: a Small Key
for a Small Chest, the Big Key for the Big Chest. It stays open for good. A Small Chest gives a
<strong>Small Treasure</strong> card, laid face up in front of you. The Big Chest gives a <strong>Big Treasure</strong>: 15,
15, 20, or 10 Gems and a Small Treasure.</li>
<li><strong>Pick up a Special Item</strong>: stand on a square touching the stack north, south, east or west, and
take one token. Nobody may take two of the same kind; a Big Key used on the Big Chest is gone
(SC15).</li>
<li><strong>Claim the Grail</strong>: once you hold all three Relics you may step onto a free starting circle; spend
an Action there to claim the Grail and win.</li>
</ul>
<h2 id="items-cards-and-treasures"><a class="anchor" href="#items-cards-and-treasures" aria-label="Link to this section">#</a>Items, cards and treasures</h2>
<table tabindex="0">
<thead>
<tr>
<th>card</th>
<th>in which deck</th>
<th>what it gives</th>
</tr>
</thead>
<tbody><tr>
<td>Green Gem</td>
<td>Litter 5, Small Loot 5</td>
<td>a Gem worth 1, dropped on the square</td>
</tr>
<tr>
<td>Blue Gem</td>
<td>Big Loot 3</td>
<td>a Gem worth 5, dropped on the square</td>
</tr>
<tr>
<td>Bomb</td>
<td>Litter 2, Small Loot 1, Big Loot 2</td>
<td>a Bomb, dropped on the square</td>
</tr>
<tr>
<td>Small Key</td>
<td>Small Loot 1, Big Loot 4</td>
<td>a Small Key, dropped on the square</td>
</tr>
<tr>
<td>Health Potion</td>
<td>Litter 5, Small Loot 2, Big Loot 1</td>
<td>1 Health back, at once</td>
</tr>
<tr>
<td>Grail Water</td>
<td>Litter 1</td>
<td>all your Health back, at once</td>
</tr>
<tr>
<td>Speed Potion</td>
<td>Small Loot 1</td>
<td>a free Move (S1), which you may decline (when: SC4)</td>
</tr>
<tr>
<td>Dark Knight</td>
<td>Litter 2</td>
<td>a Dark Knight rises on the cut Bush&#39;s square and joins this Enemy Turn (none if all 8 are in play)</td>
</tr>
</tbody></table>
<p>A dropped Item lies on the Bush&#39;s or Enemy&#39;s square until someone walks onto it; if a Character is
standing there already (a Mimic that another player kills on your square), that Character takes it
at once (SC8, SC9).
An empty deck is reshuffled from its discards.</p>
<p>Small Treasures help you, and each one is worth Gems while it lies face up in front of you (T1):</p>
<table tabindex="0">
<thead>
<tr>
<th>Small Treasure</th>
<th>effect</th>
<th>Gems</th>
</tr>
</thead>
<tbody><tr>
<td>Hunting Bow</td>
<td>once per turn, for free: attack one Enemy anywhere on your tile, no line needed</td>
<td>3</td>
</tr>
<tr>
<td>Shovel</td>
<td>the Dig Action: draw a Small Loot card; its Item lands on you</td>
<td>3</td>
</tr>
<tr>
<td>Racing Boots</td>
<td>every Move goes 1 square further</td>
<td>4</td>
</tr>
<tr>
<td>Greatsword</td>
<td>your sword arc is 5 squares</td>
<td>4</td>
</tr>
<tr>
<td>Royal Shield</td>
<td>defend with 2 dice</td>
<td>6</td>
</tr>
<tr>
<td>Magnet</td>
<td>on your turn you collect every Item on your tile at once</td>
<td>7</td>
</tr>
<tr>
<td>Power Gauntlet</td>
<td>walk through Rocks (a Rock you enter is removed)</td>
<td>8</td>
</tr>
</tbody></table>
<p>Two of each are in the deck; a second copy adds its Gems but not its effect again.</p>
<h2 id="the-enemy-turn"><a class="anchor" href="#the-enemy-turn" aria-label="Link to this section">#</a>The Enemy Turn</h2>
<p>When you end your turn, every Enemy on <strong>your</strong> tile acts, one after another (in reading order, unless
the lobby asks you to choose). Each goes for <strong>you</strong>; if it cannot reach you, it goes for the nearest
other Character on the tile (counting squares like a Move); if two are equally near, you choose. A
Character who is passed out or on a circle is never a target. An Enemy with nobody to attack does
nothing.</p>
<ul>
<li><strong>Carnivorous Plant</strong> never moves. It turns clockwise, an eighth at a time, until it faces its
target along a clear straight or diagonal line, and spits a stone: <strong>2 damage</strong>. Objects, Trees,
Special Item stacks and other Characters block the line; Enemies do not.</li>
<li><strong>Mimic</strong> walks (north, south, east, west) onto the target&#39;s square, <strong>steals</strong> a face-up Small
Treasure if there is one and bites: <strong>1 damage</strong>. The victim chooses which treasure (if they do not
answer within the server&#39;s prompt timeout, 60 s by default, they lose the one worth least). A stolen
card is turned face down: no effect, no Gems. Whoever kills that Mimic gets its stolen cards face
up (back, if they were yours); if the Mimic vanishes because its tile empties, they stay face down
for good. You cannot attack a Mimic standing on your own square, not even with a Bomb or the Bow.</li>
<li><strong>Dark Knight</strong> walks to a square next to the target (not diagonally) and swings its axe: <strong>3
damage</strong>. When several end squares are equally short, you choose.</li>
</ul>
<p>Mimics and Dark Knights take the shortest way, stay on their tile, pass through each other but never
stop on each other, and never walk through Objects, Trees, Special Item stacks or Characters, nor
onto the Starting Tile. <strong>Defending</strong>: the target rolls 1 die (2 with the Royal Shield); a Shield or
a Star blocks all the damage.</p>
<h2 id="health-passing-out"><a class="anchor" href="#health-passing-out" aria-label="Link to this section">#</a>Health, passing out</h2>
<p>Each point of damage costs 1 Health. At 0 you <strong>pass out</strong>: your Character lies down, still holding
its square, and cannot be attacked. On your next turn you get 1 Health back and that turn is
skipped, Enemy Turn included (SC18). Passing out on your own turn (your own Bomb) loses the Actions
you had left. What Potions do for a Character who is passed out is ruling SC5.</p>
<h2 id="hidden-information-and-winning"><a class="anchor" href="#hidden-information-and-winning" aria-label="Link to this section">#</a>Hidden information and winning</h2>
<p>Your Gems are behind your screen: you see your own total and how far it is from 40; the others see
only that you gained Gems, never how many. Small Treasures, Keys, Bombs, Relics and Health are in
plain view, and every die is rolled in the open. Deck order, the tile stack and the unexplored tiles
are known to nobody, not even in the log. When the game ends, every wallet is shown.</p>
<p>Your total is your Gems plus the Gem values of your face-up Small Treasures. <strong>The moment it reaches
40 you win</strong>, even in the middle of an Action (SC16). The other way to win is the Grail (above).
<code>x</code> resigns, after a question. A player who resigns leaves alone: their Character leaves the
board, their Bombs and Small Keys go back to the supply, their Relics and face-up treasures leave
play, and the others play on; turns pass them by. When only one player is left, that player wins
(SC19–SC22 in <code>RULES.md</code>). A resigned player may stay and watch.</p>
<h2 id="playing-it-in-albion"><a class="anchor" href="#playing-it-in-albion" aria-label="Link to this section">#</a>Playing it in Albion</h2>
<table tabindex="0">
<thead>
<tr>
<th>key</th>
<th>what it does</th>
</tr>
</thead>
<tbody><tr>
<td><code>↑</code> <code>↓</code> (or <code>k</code> <code>j</code>)</td>
<td>choose in the action menu; it lists every legal choice of whoever must decide now</td>
</tr>
<tr>
<td><code>Enter</code></td>
<td>play the chosen action</td>
</tr>
<tr>
<td><code>C</code></td>
<td>(lobby) next free Character</td>
</tr>
<tr>
<td><code>c</code> · <code>x</code> · <code>R</code> · <code>?</code> · <code>q</code></td>
<td>chat · resign · rematch after a game · every key · quit</td>
</tr>
</tbody></table>
<p>A Move is played square by square: choose <em>Move</em>, then each step, then <em>Stop</em> (or use up your
squares). Prompts come through the same menu: which Star becomes what, which Enemy takes the hits,
which Bush drops Litter, Arthur&#39;s reroll. The one choice that can fall to someone whose turn it is
not, which treasure a Mimic steals, appears in that player&#39;s menu. The log tells every roll and
every card drawn (a Big Treasure&#39;s Gems only to whoever found it); the Players panel shows each
Character&#39;s Health, Keys, Bombs, Relics and treasures, and your own Gems.</p>
<p>After the game, <code>albion replay N</code> steps through it in words. <code>albion rules super-camelot simulate --players 4 --games 100</code> plays whole games between bots without a server.</p>
<p>A lobby can also be created with two settings (see <code>PROTOCOL.md</code>): the active
player chooses the order in which Enemies act (<code>ask_activation_order</code>), and ties between equally
near targets or Dark Knight squares are settled automatically, lowest seat and first square in
reading order (<code>auto_enemy_ties</code>, SC13). <code>albion create</code> uses the defaults: reading order, and ties
are asked.</p>
<h2 id="rulings-we-chose"><a class="anchor" href="#rulings-we-chose" aria-label="Link to this section">#</a>Rulings we chose</h2>
<p>The printed rulebook leaves many numbers unprinted. The project&#39;s choices, as they matter in play:</p>
<ul>
<li><strong>G1–G6 the forest</strong>: 6 × 6 tiles with corner Trees, never turned, in a 4 × 4 grid; the four circles
and their squares as drawn above; no stepping onto a square a fresh tile will fill; exploring into a
blocked square still obliges you to enter the new tile.</li>
<li><strong>§2.2 the tiles</strong>: sixteen layouts of the project&#39;s own, checked by a test so that no tile can run
out of tokens and every chest can be opened.</li>
<li><strong>E1 Enemy strength</strong>: Plant 1 hit, Mimic 1, Dark Knight 2; damage 2, 1 and 3.</li>
<li><strong>T1 Small Treasure values</strong>: 3 to 8 Gems, the strongest treasures worth least (table above).</li>
<li><strong>S1 Speed Potion</strong>: a free Move that you may decline; <strong>SC4</strong> says when it is offered.</li>
<li><strong>§2.6 Characters</strong>: the six in the table above.</li>
<li><strong>§2.7</strong>: how Enemies move, turn and pick targets, stolen cards, and the Small Treasures&#39; effects,
all as described above.</li>
<li><strong>SC1–SC18</strong> in <code>RULES.md</code>: among them, no swinging at nothing (SC1), hits spent on
kills automatically (SC6), Litter before Loot (SC7), a Character under a Mimic that someone else
kills collects its Loot at once and can win by it (SC9), you end your turn yourself (SC17), a
skipped turn still counts as a turn (SC18).</li>
</ul>
`,sections:[{depth:2,id:`start-a-game`,text:`Start a game`},{depth:2,id:`the-forest`,text:`The forest`},{depth:3,id:`tiles-fill-up-when-someone-walks-in`,text:`Tiles fill up when someone walks in`},{depth:2,id:`your-turn`,text:`Your turn`},{depth:3,id:`move`,text:`Move`},{depth:3,id:`attack-with-your-sword`,text:`Attack with your sword`},{depth:3,id:`bomb`,text:`Bomb`},{depth:3,id:`open-a-chest-pick-up-claim`,text:`Open a chest, pick up, claim`},{depth:2,id:`items-cards-and-treasures`,text:`Items, cards and treasures`},{depth:2,id:`the-enemy-turn`,text:`The Enemy Turn`},{depth:2,id:`health-passing-out`,text:`Health, passing out`},{depth:2,id:`hidden-information-and-winning`,text:`Hidden information and winning`},{depth:2,id:`playing-it-in-albion`,text:`Playing it in Albion`},{depth:2,id:`rulings-we-chose`,text:`Rulings we chose`}]}};export{e as DOCS};