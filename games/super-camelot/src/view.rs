//! Redacted views (rulings §4). A field that does not exist here cannot leak.

use std::borrow::Cow;
use std::sync::OnceLock;

use crate::action::{Action, Decision};
use crate::data;
use crate::event::{AttackKind, Outcome};
use crate::game::{Game, HeldTreasure, Phase, Supply, TreasureState};
use crate::geometry::{Facing, Place, Slot, Square};
use crate::types::{Card, Character, EnemyKind, Face, Item, Object, Seat, Treasure};

/// Who is looking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Viewer {
    /// A player: sees their own wallet.
    Seat(Seat),
    /// Sees only what every player sees.
    Spectator,
}

/// Everything one viewer may know.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct View {
    /// Who this view is for.
    pub viewer: Viewer,
    /// The seat whose turn it is.
    pub active: Seat,
    /// Turn number from 1.
    pub turn: u32,
    /// Actions left to the active player.
    pub actions_left: u8,
    /// Who must choose next.
    pub pending: Option<Decision>,
    /// What this viewer may do now (empty for spectators and for seats not deciding).
    pub legal_actions: Vec<Action>,
    /// Where the active Character stood before its latest step, while that step may still be taken
    /// back (RULES.md SC26): everyone saw the step, so everyone may know.
    pub step_back: Option<Place>,
    /// The dice of the attack being resolved, if any.
    pub attack_dice: Option<Vec<Face>>,
    /// The attack being resolved, if any: what it can still kill and what its roll has counted so far
    /// (all public: everyone saw the arc and the dice).
    pub attack: Option<AttackView>,
    /// One entry per seat.
    pub players: Vec<PlayerView>,
    /// Placed Map Tiles.
    pub tiles: Vec<TileView>,
    /// Every non-empty square of the placed tiles.
    pub squares: Vec<SquareView>,
    /// Tiles left in the stack (their order and faces are hidden).
    pub tiles_in_stack: u8,
    /// Tokens in the supply.
    pub supply: Supply,
    /// Cards left to draw in each deck: Litter, Small Loot, Big Loot, Small Treasure, Big Treasure.
    pub deck_sizes: [u8; 5],
    /// The first-player rolls, round by round (a seat that did not roll in a round has none).
    pub first_player_rolls: Vec<Vec<Vec<Face>>>,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
    /// Everything that was hidden, once the game is over (rulings §4: game over reveals everything).
    pub revealed: Option<Revealed>,
}

/// The hidden state, shown to everyone once the game is over.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct Revealed {
    /// Unexplored tiles, top of the stack first.
    pub tile_stack: Vec<String>,
    /// Litter cards still to draw, top first.
    pub litter: Vec<Card>,
    /// Small Loot cards still to draw, top first.
    pub small_loot: Vec<Card>,
    /// Big Loot cards still to draw, top first.
    pub big_loot: Vec<Card>,
    /// Small Treasures still to draw, top first.
    pub small_treasures: Vec<Treasure>,
    /// Big Treasures still to draw, top first: `(gems, with a Small Treasure)`.
    pub big_treasures: Vec<(u32, bool)>,
}

/// One seat as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Its Character.
    pub character: Character,
    /// Where it stands (`None` before its first turn).
    pub place: Option<Place>,
    /// Health 0–6.
    pub health: u8,
    /// Lying on its side.
    pub passed_out: bool,
    /// Left the game (RULES.md SC19): its Character is off the board and it has no turns.
    pub resigned: bool,
    /// Small Keys held.
    pub small_keys: u8,
    /// Bombs held.
    pub bombs: u8,
    /// Holds a Big Key.
    pub big_key: bool,
    /// Fire, Water, Wind Relics held.
    pub relics: [bool; 3],
    /// Small Treasures (face-down ones too: their identity was public before the theft).
    pub treasures: Vec<HeldTreasure>,
    /// Gem total: only in the owner's view, and in everyone's once the game is over.
    pub gems: Option<u32>,
    /// Gems still needed to win: only in the owner's view.
    pub gems_to_goal: Option<u32>,
}

/// A placed tile.
// Its id, name and rows are the printed tile's, the same in every view of every game: they are
// borrowed from the tile data, so that a view costs no allocation per tile (a view is built for
// every audience after every action). A view read from the wire owns them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct TileView {
    /// Where.
    pub slot: Slot,
    /// Tile id, e.g. `N3`.
    pub id: Cow<'static, str>,
    /// Printed name.
    pub name: Cow<'static, str>,
    /// Whether its Objects and Enemies are on the board.
    pub populated: bool,
    /// The printed layout, row 0 north, in the symbols of `data/tiles.txt` (`T` tree, `.` empty, `B` Bush,
    /// `R` Rock, `P`/`M`/`D` Enemies, `C`/`G` chests, `K`/`1`/`2`/`3` stacks). A placed tile is face up, so
    /// everyone sees where its tokens will be (rulings G5).
    pub rows: Cow<'static, [String]>,
}

/// The attack being resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct AttackView {
    /// Sword, Bomb or Hunting Bow.
    pub kind: AttackKind,
    /// The squares of the Enemies in reach still standing.
    pub targets: Vec<Square>,
    /// Hits in the pool (counted once any reroll is settled; Stars not yet converted are not in it).
    pub hits: u8,
    /// Gems rolled so far (Stars counted as Gems included).
    pub gems: u8,
    /// Stars still to convert.
    pub stars_left: u8,
    /// The Characters inside a Bomb's block (they take damage if the Bomb hits at all).
    pub bombed: Vec<Seat>,
    /// Enemies this attack killed that may still drop Loot: their squares and kinds.
    pub killed: Vec<(Square, EnemyKind)>,
}

/// A visible Enemy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct EnemyView {
    /// Kind.
    pub kind: EnemyKind,
    /// Plant facing.
    pub facing: Facing,
    /// Whether it holds stolen Small Treasures.
    pub holds_stolen: bool,
    /// Hits one attack needs to kill it, under the lobby's Enemy Health rule.
    pub health: u8,
}

/// A non-empty square.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct SquareView {
    /// Where.
    pub square: Square,
    /// Object there.
    pub object: Option<Object>,
    /// Enemy there.
    pub enemy: Option<EnemyView>,
    /// Items lying there.
    pub items: Vec<Item>,
}

/// The printed rows of tile `tile` (an index into [`data::tiles`]) in the symbols of
/// `data/tiles.txt`, made once.
fn tile_rows(tile: usize) -> &'static [String] {
    static ROWS: OnceLock<Vec<Vec<String>>> = OnceLock::new();
    &ROWS.get_or_init(|| {
        data::tiles()
            .iter()
            .map(|layout| {
                layout
                    .cells
                    .iter()
                    .map(|row| row.iter().map(|c| data::layout_symbol(*c)).collect())
                    .collect()
            })
            .collect()
    })[tile]
}

impl Game {
    /// The view of the game for one viewer. Another seat's gem total appears only once the game is over.
    #[must_use]
    pub fn view(&self, viewer: Viewer) -> View {
        self.view_from(self.public_view(), viewer)
    }

    /// `public`, this game's [`Game::public_view`] as it is now, made `viewer`'s: a seat's view
    /// adds its own gems and what it may do. A host that serves several viewers after each
    /// action builds the public view once and makes each viewer's from a copy of it.
    #[must_use]
    pub fn view_from(&self, mut public: View, viewer: Viewer) -> View {
        debug_assert_eq!(public.viewer, Viewer::Spectator, "a public view");
        let Viewer::Seat(seat) = viewer else {
            return public;
        };
        public.viewer = viewer;
        if usize::from(seat.0) < self.players.len() {
            let total = self.player(seat).gem_total(self.treasure_values);
            if let Some(own) = public.players.iter_mut().find(|p| p.seat == seat) {
                own.gems = Some(total);
                own.gems_to_goal = Some(data::GEM_GOAL.saturating_sub(total));
            }
            public.legal_actions = self.legal_actions(seat);
        }
        public
    }

    /// What every viewer sees alike: a spectator's view. Nobody's gems until the game is over,
    /// and no legal actions.
    #[must_use]
    pub fn public_view(&self) -> View {
        let over = self.outcome.is_some();
        let players = self
            .seats()
            .map(|seat| {
                let p = self.player(seat);
                PlayerView {
                    seat,
                    character: p.character,
                    place: p.place,
                    health: p.health,
                    passed_out: p.passed_out,
                    resigned: p.resigned,
                    small_keys: p.small_keys,
                    bombs: p.bombs,
                    big_key: p.big_key,
                    relics: p.relics,
                    treasures: p.treasures.clone(),
                    gems: over.then(|| p.gem_total(self.treasure_values)),
                    gems_to_goal: None,
                }
            })
            .collect();
        let mut tiles = Vec::new();
        let mut squares = Vec::new();
        for slot in Slot::all() {
            let Some(placed) = self.placed(slot) else {
                continue;
            };
            let layout = &data::tiles()[placed.tile];
            tiles.push(TileView {
                slot,
                id: Cow::Borrowed(layout.id),
                name: Cow::Borrowed(layout.name),
                populated: placed.populated,
                rows: Cow::Borrowed(tile_rows(placed.tile)),
            });
            for sq in slot.squares() {
                let cell = self.cell(sq);
                if cell.object.is_none() && cell.enemy.is_none() && cell.items.is_empty() {
                    continue;
                }
                let enemy = cell.enemy.map(|e| EnemyView {
                    kind: e.kind,
                    facing: e.facing,
                    holds_stolen: self.players.iter().any(|p| {
                        p.treasures
                            .iter()
                            .any(|t| t.state == TreasureState::Stolen(e.id))
                    }),
                    health: self.enemy_health_of(e.kind),
                });
                squares.push(SquareView {
                    square: sq,
                    object: cell.object,
                    enemy,
                    items: cell.items.clone(),
                });
            }
        }
        let attack_dice = match &self.phase {
            Phase::Attack(a) => Some(a.dice.clone()),
            _ => None,
        };
        let attack = match &self.phase {
            Phase::Attack(a) => Some(AttackView {
                kind: a.kind,
                targets: a.targets.clone(),
                hits: a.hits,
                gems: a.gems,
                stars_left: a.stars_left,
                bombed: a.bombed.clone(),
                killed: a.killed.clone(),
            }),
            _ => None,
        };
        View {
            viewer: Viewer::Spectator,
            active: self.turn.seat,
            turn: self.turn.number,
            actions_left: self.actions_left(),
            pending: self.pending_decision(),
            legal_actions: Vec::new(),
            step_back: self.turn.undo.last().and_then(|u| u.place),
            attack_dice,
            attack,
            players,
            tiles,
            squares,
            tiles_in_stack: self.stack.len() as u8,
            supply: self.supply,
            deck_sizes: [
                self.litter.draw.len() as u8,
                self.small_loot.draw.len() as u8,
                self.big_loot.draw.len() as u8,
                self.small_treasures.draw.len() as u8,
                self.big_treasures.draw.len() as u8,
            ],
            first_player_rolls: self.first_player_rolls.clone(),
            outcome: self.outcome,
            revealed: over.then(|| Revealed {
                tile_stack: self
                    .stack
                    .iter()
                    .rev()
                    .map(|t| data::tiles()[*t].id.to_owned())
                    .collect(),
                litter: self.litter.draw.iter().rev().copied().collect(),
                small_loot: self.small_loot.draw.iter().rev().copied().collect(),
                big_loot: self.big_loot.draw.iter().rev().copied().collect(),
                small_treasures: self.small_treasures.draw.iter().rev().copied().collect(),
                big_treasures: self.big_treasures.draw.iter().rev().copied().collect(),
            }),
        }
    }
}
