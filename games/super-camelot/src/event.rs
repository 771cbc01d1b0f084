//! Events in their public and private forms (rulings §4).
//!
//! [`Event`] is what [`crate::Game::apply`] returns. It is deliberately **not** serializable: send each
//! recipient [`Event::for_viewer`], whose type holds only what that viewer may know.

use crate::Viewer;
use crate::geometry::{Circle, Facing, Place, Slot, Square};
use crate::types::{Card, EnemyKind, Face, Item, LootDeck, Seat, SpecialKind, StarUse, Treasure};

/// How an attack was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum AttackKind {
    /// The default sword arc (or the Greatsword's).
    Sword,
    /// A Bomb's 3×3 block.
    Bomb,
    /// The Hunting Bow.
    Bow,
}

/// Why dice were rolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum RollPurpose {
    /// Deciding the first player.
    FirstPlayer,
    /// An attack.
    Attack,
    /// Defending against an Enemy.
    Defence,
}

/// What a Character's ability counted a Blank as (ruling §2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum BlankUse {
    /// Lancelot's *Peerless*: one Blank in each attack roll is a 1 Hit.
    OneHit,
    /// Merlin's *Enchanter*: each Blank of his Bomb rolls is also a Gem.
    Gem,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum WinKind {
    /// Claimed the Holy Grail with 3 Relics.
    Grail,
    /// Reached 40 Gems.
    Gems,
    /// The last one standing: every other seat resigned (RULES.md SC19).
    Resignation,
}

/// The winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct Outcome {
    /// Who won.
    pub winner: Seat,
    /// How.
    pub by: WinKind,
}

/// What everyone sees.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "snake_case"))]
pub enum PublicEvent {
    /// A Player Turn began.
    TurnStarted {
        /// Whose.
        seat: Seat,
        /// Turn number from 1.
        turn: u32,
    },
    /// A passed-out Character recovered 1 Health and skipped the turn.
    TurnSkipped {
        /// Whose.
        seat: Seat,
    },
    /// A Character stood on a starting circle.
    Placed {
        /// Who.
        seat: Seat,
        /// Where.
        circle: Circle,
    },
    /// A Move began.
    MoveStarted {
        /// Who.
        seat: Seat,
        /// Squares allowed.
        squares: u8,
        /// A Speed Potion's free Move.
        free: bool,
    },
    /// One square moved.
    Stepped {
        /// Who.
        seat: Seat,
        /// From.
        from: Place,
        /// To.
        to: Place,
    },
    /// A Move ended.
    MoveEnded {
        /// Who.
        seat: Seat,
    },
    /// A step that revealed nothing was taken back (RULES.md SC26): the Character is back where it
    /// stood, and the Move goes on with the square given back.
    StepUndone {
        /// Who.
        seat: Seat,
        /// Where it stood after the step.
        from: Place,
        /// Where it stands again.
        to: Place,
    },
    /// A ring tile was placed (ruling G3).
    TileExplored {
        /// Where.
        slot: Slot,
        /// Its id.
        tile: String,
        /// Its printed name (`Quiet Glade`, `Fire Shrine`), as players call it.
        name: String,
    },
    /// Ruling G6: the explorer could not step onto the new tile's square.
    ExploreEntryBlocked {
        /// The square.
        square: Square,
    },
    /// A tile's Objects and Enemies were placed.
    TilePopulated {
        /// Which.
        slot: Slot,
    },
    /// The last Character left; non-persistent tokens and unpicked Items went back to the supply.
    TileDepopulated {
        /// Which.
        slot: Slot,
    },
    /// An Item was picked up.
    ItemCollected {
        /// Who.
        seat: Seat,
        /// What.
        item: Item,
        /// Where it lay.
        square: Square,
        /// Collected from afar by the Magnet (ruling §2.7: every Item on the active player's tile),
        /// not by standing on the square.
        magnet: bool,
    },
    /// An Item was dropped on a square.
    ItemDropped {
        /// What.
        item: Item,
        /// Where.
        square: Square,
    },
    /// A card's Item could not drop: none left in the supply.
    SupplyEmpty {
        /// What was missing.
        item: Item,
    },
    /// A chest was opened.
    ChestOpened {
        /// Who.
        seat: Seat,
        /// Where.
        chest: Square,
        /// The Big Chest.
        big: bool,
    },
    /// A Small Treasure was gained face-up.
    TreasureGained {
        /// Who.
        seat: Seat,
        /// What.
        treasure: Treasure,
    },
    /// A Big Treasure was drawn; its identity and gems are private.
    BigTreasureDrawn {
        /// Who.
        seat: Seat,
    },
    /// Someone gained Gems from a source whose amount is private.
    GemsGained {
        /// Who.
        seat: Seat,
    },
    /// A Special Item was taken.
    SpecialPickedUp {
        /// Who.
        seat: Seat,
        /// What.
        kind: SpecialKind,
    },
    /// An attack began.
    AttackMade {
        /// Who.
        seat: Seat,
        /// How.
        kind: AttackKind,
        /// The squares attacked.
        squares: Vec<Square>,
    },
    /// Dice were rolled.
    DiceRolled {
        /// Who rolled.
        seat: Seat,
        /// Why.
        purpose: RollPurpose,
        /// The faces.
        faces: Vec<Face>,
    },
    /// Arthur rerolled a die.
    Rerolled {
        /// Which die.
        die: u8,
        /// Its new face.
        face: Face,
    },
    /// A Star was converted, as the attacker chose (prompt 14).
    StarConverted {
        /// Into what.
        into: StarUse,
    },
    /// Prompt 14 answered by the rules: with no Enemy in reach (and, for a Bomb, no Character in
    /// its block) only a Gem can matter, so the roll's Stars counted as Gems without asking.
    StarsCountedAsGems {
        /// The attacker.
        seat: Seat,
        /// How many Stars.
        count: u8,
    },
    /// A Character's ability counted Blanks of an attack roll by itself (ruling §2.6): Lancelot's
    /// *Peerless* one Blank as a 1 Hit (`OneHit`), Merlin's *Enchanter* each Blank of a Bomb roll as
    /// a Gem (`Gem`).
    BlanksCounted {
        /// The attacker.
        seat: Seat,
        /// How many Blanks.
        count: u8,
        /// As what.
        into: BlankUse,
    },
    /// Merlin stood in the block of his own Bomb, which hurt the other Characters in it but not
    /// him (ruling §2.6, *Enchanter*).
    BombSpared {
        /// Merlin's seat.
        seat: Seat,
    },
    /// The Power Gauntlet lifted the Rock on the square its holder stepped onto; the Rock went back
    /// to the supply (ruling §2.7). Comes before that step's `Stepped`.
    RockBroken {
        /// Who.
        seat: Seat,
        /// Where the Rock stood.
        square: Square,
    },
    /// A Bush was cut.
    BushCut {
        /// Where.
        square: Square,
    },
    /// An Enemy was killed.
    EnemyKilled {
        /// Where.
        square: Square,
        /// What.
        kind: EnemyKind,
    },
    /// A Litter or Loot card was drawn.
    CardDrawn {
        /// For whom.
        seat: Seat,
        /// Which deck.
        deck: LootDeck,
        /// The card.
        card: Card,
    },
    /// A deck's discard was shuffled into a new deck.
    DeckReshuffled {
        /// Which.
        deck: LootDeck,
    },
    /// Health was restored.
    Healed {
        /// Who.
        seat: Seat,
        /// Health now.
        health: u8,
    },
    /// A Litter Dark Knight appeared.
    DarkKnightAppeared {
        /// Where.
        square: Square,
    },
    /// A Speed Potion was declined.
    SpeedPotionDeclined {
        /// Who.
        seat: Seat,
    },
    /// An Enemy activated against a Character.
    EnemyActivated {
        /// Its square when it activated.
        square: Square,
        /// Its kind.
        kind: EnemyKind,
        /// The target.
        target: Seat,
    },
    /// An Enemy moved.
    EnemyMoved {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A Carnivorous Plant turned.
    PlantTurned {
        /// Where.
        square: Square,
        /// New facing.
        facing: Facing,
    },
    /// A Mimic flipped a Small Treasure face-down.
    TreasureStolen {
        /// Victim.
        seat: Seat,
        /// The card.
        treasure: Treasure,
    },
    /// Stolen cards came back face-up when their Mimic died.
    TreasureRecovered {
        /// The new owner.
        seat: Seat,
        /// The card.
        treasure: Treasure,
    },
    /// A defence blocked the damage (prompt 28: the rules choose, never the player).
    Defended {
        /// Who.
        seat: Seat,
        /// The face that blocked: a `Shield`; else a `Star`, which always counts as a Shield; else a
        /// `Gem`, which blocks only for Gwenivere (*Grace*, ruling §2.6).
        by: Face,
    },
    /// Damage was taken.
    Damaged {
        /// Who.
        seat: Seat,
        /// How much.
        amount: u8,
        /// Health left.
        health: u8,
    },
    /// A Character passed out.
    PassedOut {
        /// Who.
        seat: Seat,
    },
    /// A seat resigned: its Character left the board and the game (RULES.md SC19).
    Resigned {
        /// Who.
        seat: Seat,
    },
    /// The Holy Grail was claimed.
    GrailClaimed {
        /// Who.
        seat: Seat,
    },
    /// The game ended; every wallet is revealed.
    GameOver {
        /// The result.
        outcome: Outcome,
        /// Each seat's final gem total (wallet plus face-up Small Treasures).
        gem_totals: Vec<u32>,
    },
}

/// What only one seat sees.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "snake_case"))]
pub enum PrivateEvent {
    /// Your wallet changed.
    WalletChanged {
        /// Gems gained.
        gained: u32,
        /// Gem total now (wallet plus face-up Small Treasures).
        total: u32,
    },
    /// Your Big Treasure card.
    BigTreasure {
        /// Gems it gave.
        gems: u32,
        /// Whether it also gave a Small Treasure.
        with_small_treasure: bool,
    },
}

/// One thing that happened, in both forms. Not serializable on purpose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    public: Option<PublicEvent>,
    private: Option<(Seat, PrivateEvent)>,
}

impl Event {
    pub(crate) const fn public(event: PublicEvent) -> Self {
        Self {
            public: Some(event),
            private: None,
        }
    }

    pub(crate) const fn private(seat: Seat, event: PrivateEvent) -> Self {
        Self {
            public: None,
            private: Some((seat, event)),
        }
    }

    /// The public form, if any.
    #[must_use]
    pub const fn public_part(&self) -> Option<&PublicEvent> {
        self.public.as_ref()
    }

    /// The private form and the seat it belongs to, if any. Everything a seat was told alone:
    /// for records published once the game is over, never for a live viewer (use
    /// [`Event::for_viewer`]).
    #[must_use]
    pub fn private_part(&self) -> Option<(Seat, &PrivateEvent)> {
        self.private.as_ref().map(|(seat, event)| (*seat, event))
    }

    /// The form `viewer` may see, or `None` if this event is invisible to them.
    #[must_use]
    pub fn for_viewer(&self, viewer: Viewer) -> Option<VisibleEvent> {
        if let Some(public) = &self.public {
            return Some(VisibleEvent::Public(public.clone()));
        }
        match (&self.private, viewer) {
            (Some((owner, event)), Viewer::Seat(seat)) if *owner == seat => {
                Some(VisibleEvent::Private(event.clone()))
            }
            _ => None,
        }
    }
}

/// An event as one viewer may see it, serialised as the event alone: its `type` says whether it
/// is private (`wallet_changed`, `big_treasure`: only their owner is ever sent them) or public
/// (every other type; the two sets share no name).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(untagged))]
pub enum VisibleEvent {
    /// Seen by everyone.
    Public(PublicEvent),
    /// Seen only by its owner.
    Private(PrivateEvent),
}
