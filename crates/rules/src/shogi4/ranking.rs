//! Places at the end of an individual game (source 003's ranking).

use crate::Seat;

/// A survivor's standing: compared field by field, larger is better.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Standing {
    /// Players this seat mated.
    pub mates: u32,
    /// Pieces counted (board + hand, plus turned kings of victims when they count).
    pub pieces: u32,
    /// 1 + index of this seat's latest mate in the game's mate order, 0 if none
    /// (a later mate ranks higher); left at 0 when the tie-break does not apply.
    pub latest_mate: u32,
}

/// Survivors best first (equal standings share a place), then the mated players,
/// the later-mated before the earlier.
pub fn rank(mut survivors: Vec<(Seat, Standing)>, mated_in_order: &[Seat]) -> Vec<Vec<Seat>> {
    survivors.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut places: Vec<Vec<Seat>> = Vec::new();
    let mut last: Option<Standing> = None;
    for (seat, standing) in survivors {
        match places.last_mut() {
            Some(place) if last == Some(standing) => place.push(seat),
            _ => places.push(vec![seat]),
        }
        last = Some(standing);
    }
    for &seat in mated_in_order.iter().rev() {
        places.push(vec![seat]);
    }
    places
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(mates: u32, pieces: u32, latest_mate: u32) -> Standing {
        Standing {
            mates,
            pieces,
            latest_mate,
        }
    }

    #[test]
    fn mates_then_pieces_then_latest_mate_then_shared() {
        let r = rank(vec![(0, st(0, 20, 0)), (1, st(1, 5, 1))], &[3, 2]);
        assert_eq!(r, vec![vec![1], vec![0], vec![2], vec![3]]);
        let r = rank(vec![(0, st(1, 9, 1)), (1, st(1, 10, 2))], &[3, 2]);
        assert_eq!(r[0], vec![1]);
        let r = rank(vec![(0, st(1, 10, 1)), (1, st(1, 10, 2))], &[3, 2]);
        assert_eq!(r[0], vec![1]);
        let r = rank(vec![(2, st(0, 9, 0)), (0, st(0, 9, 0))], &[1, 3]);
        assert_eq!(r, vec![vec![0, 2], vec![3], vec![1]]);
    }
}
