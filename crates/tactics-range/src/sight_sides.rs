//! `SightSides`: sight rules together with the sides between cells (walls, doors,
//! cover), and `SightSource`, what every sight query accepts.

use crate::{EdgeCosts, SightRules};

/// [`SightRules`] together with the sides between cells: what a sight query reads
/// when walls, doors and cover sit on the sides between cells rather than on cells.
/// Made with [`SightRules::with_sides`]; pass it wherever a query takes
/// [`SightRules`] ([`crate::Sight::line_of_sight`], [`crate::Sight::visibility`],
/// [`crate::Sight::field_of_view`], [`crate::Sight::fog`],
/// [`crate::Targeting::firing_positions`]).
///
/// A side blocks sight when it is marked [`crate::SideSight::Opaque`]
/// ([`EdgeCosts::set_sight`]), or when it is a wall (both steps
/// [`crate::EdgeCost::Blocked`], [`EdgeCosts::wall`]), the rules say
/// [`SightRules::blocking_walls`] and no mark says otherwise. A side marked
/// [`crate::SideSight::Cover`] gives cover. Sides are those of square cells (a rule
/// between two diagonal neighbours of an 8-connected grid shares only a corner and
/// does nothing to sight) and of hexes.
///
/// # The line and its tie rule
///
/// The line runs from cell centre to cell centre; a side is the segment two
/// neighbouring cells share. A line that crosses a blocking side is blocked. A line
/// can also pass exactly through a corner where sides meet, or (on hex boards) run
/// along a side; then it counts as blocked only when it would be blocked **moved a
/// hair to either side**: A sees B when the segment A-B, shifted sideways by an
/// infinitesimal amount one way or the other, crosses no blocking side (with cover:
/// the better of the two shifts). Touching the end of a wall, or grazing a wall
/// along its length, does not block; two walls meeting in a straight line or a
/// corner that the line passes between do. The two shifts are the same whichever end
/// the line starts from, so sight stays symmetric.
///
/// ```text
///   +---+---+---+        A . B: the line A-B passes the corner x.
///   | A |   |   |        One wall, on x's top arm (|): the line shifted
///   +---x---+---+        down passes clear, so A sees B.
///   |   | B |   |        With the left arm (-) too, both shifts are
///   +---+---+---+        blocked: A and B do not see each other.
/// ```
///
/// ```
/// use floodfill::SquareGrid;
/// use tactics_range::{EdgeCosts, Sight, SightRules, TacticsMap, Visibility};
///
/// // A 3x1 corridor with a wall between cells 1 and 2.
/// let map: TacticsMap<SquareGrid> = "000\n".parse().unwrap();
/// let mut edges = EdgeCosts::new(map.len());
/// edges.wall(1, 2).unwrap();
/// let rules = SightRules::new().blocking_walls();
/// let mut sight = Sight::new();
/// assert!(!sight.line_of_sight(&map, &rules.with_sides(&edges), 0, 2).unwrap());
/// assert_eq!(
///     sight.visibility(&map, &rules.with_sides(&edges), 0, 1).unwrap(),
///     Visibility::Seen
/// );
/// // Without the sides, sight is the cells' alone, as before.
/// assert!(sight.line_of_sight(&map, &rules, 0, 2).unwrap());
/// ```
#[derive(Debug, Clone, Copy)]
pub struct SightSides<'a> {
    rules: &'a SightRules,
    sides: &'a EdgeCosts,
}

impl SightRules {
    /// These rules with the sides between cells of `sides` ([`SightSides`]).
    #[must_use]
    pub fn with_sides<'a>(&'a self, sides: &'a EdgeCosts) -> SightSides<'a> {
        SightSides { rules: self, sides }
    }
}

impl SightSides<'_> {
    /// The rules for cells.
    #[must_use]
    pub fn rules(&self) -> &SightRules {
        self.rules
    }

    /// The sides between cells.
    #[must_use]
    pub fn sides(&self) -> &EdgeCosts {
        self.sides
    }
}

/// What a sight query reads: [`SightRules`] alone (cells block sight, sides do not) or
/// [`SightSides`] (cells and sides). Sealed.
pub trait SightSource: private::Sealed {}

impl SightSource for SightRules {}
impl SightSource for SightSides<'_> {}

pub(crate) mod private {
    use crate::visibility::{CLEAR, OPAQUE};
    use crate::{EdgeCosts, SightRules};

    pub trait Sealed {
        /// The rules for cells.
        fn cell_rules(&self) -> &SightRules;
        /// The sides, when any of them can do something to sight.
        fn active_sides(&self) -> Option<Sides<'_>>;
    }

    /// The sides as sight sees them: a level per side.
    #[derive(Debug, Clone, Copy)]
    pub struct Sides<'a> {
        pub(crate) edges: &'a EdgeCosts,
        pub(crate) walls: bool,
    }

    impl Sides<'_> {
        /// The level (`CLEAR`, `COVER`, `OPAQUE`) of the side between the cells `a` and
        /// `b`; clear off the map.
        #[inline]
        pub(crate) fn level(&self, a: usize, b: usize) -> u8 {
            if self.edges.has_sight_marks()
                && let Some(mark) = self.edges.sight(a, b)
            {
                return mark.level();
            }
            if self.walls && self.edges.is_wall(a, b) {
                OPAQUE
            } else {
                CLEAR
            }
        }
    }
}

pub(crate) use private::Sides;

impl private::Sealed for SightRules {
    fn cell_rules(&self) -> &SightRules {
        self
    }
    fn active_sides(&self) -> Option<Sides<'_>> {
        None
    }
}

impl private::Sealed for SightSides<'_> {
    fn cell_rules(&self) -> &SightRules {
        self.rules
    }
    fn active_sides(&self) -> Option<Sides<'_>> {
        let walls = self.rules.walls_block();
        (self.sides.has_sight_marks() || (walls && !self.sides.is_empty())).then_some(Sides {
            edges: self.sides,
            walls,
        })
    }
}
