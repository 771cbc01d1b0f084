//! Decks and the engine's own uniform draws from the game's RNG.

use rand_chacha::ChaCha8Rng;
use rand_core::Rng;

/// A shuffled deck with its discard pile; the top is the end of `draw`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Deck<T> {
    pub draw: Vec<T>,
    pub discard: Vec<T>,
}

impl<T: Copy> Deck<T> {
    pub(crate) fn new(contents: &[(T, u8)], rng: &mut ChaCha8Rng) -> Self {
        let mut draw: Vec<T> = contents
            .iter()
            .flat_map(|(c, n)| std::iter::repeat_n(*c, usize::from(*n)))
            .collect();
        shuffle(&mut draw, rng);
        Self {
            draw,
            discard: Vec::new(),
        }
    }

    /// Draws the top card, reshuffling the discard if empty (rulebook). Returns `(card, reshuffled)`.
    pub(crate) fn draw(&mut self, rng: &mut ChaCha8Rng) -> Option<(T, bool)> {
        let mut reshuffled = false;
        if self.draw.is_empty() {
            self.draw = std::mem::take(&mut self.discard);
            shuffle(&mut self.draw, rng);
            reshuffled = true;
        }
        self.draw.pop().map(|c| (c, reshuffled))
    }
}

pub(crate) fn shuffle<T>(items: &mut [T], rng: &mut ChaCha8Rng) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i + 1);
        items.swap(i, j);
    }
}

/// A uniform integer in `0..n` by rejection sampling, so the stream never depends on a library's
/// distribution code.
pub(crate) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    let n = n as u64;
    let zone = u64::MAX - (u64::MAX % n);
    loop {
        let x = rng.next_u64();
        if x < zone {
            return (x % n) as usize;
        }
    }
}

#[cfg(test)]
mod tests {
    use rand_core::SeedableRng;

    use super::*;
    use crate::data;

    #[test]
    fn an_empty_deck_reshuffles_its_discard() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut deck = Deck::new(data::SMALL_LOOT_DECK, &mut rng);
        let mut drawn = Vec::new();
        for _ in 0..10 {
            let (card, reshuffled) = deck.draw(&mut rng).unwrap();
            assert!(!reshuffled);
            deck.discard.push(card);
            drawn.push(card);
        }
        let (_, reshuffled) = deck.draw(&mut rng).unwrap();
        assert!(
            reshuffled,
            "the 11th draw shuffles the discard into a new deck"
        );
        assert_eq!(deck.draw.len() + 1, 10);
    }

    #[test]
    fn below_is_uniform_enough_and_in_range() {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let mut counts = [0u32; 6];
        for _ in 0..6000 {
            counts[below(&mut rng, 6)] += 1;
        }
        assert!(counts.iter().all(|c| (850..1150).contains(c)), "{counts:?}");
    }
}
