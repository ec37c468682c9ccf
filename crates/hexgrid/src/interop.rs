//! Conversions to and from the `mint` interoperability types (feature `mint`), so a
//! game that keeps its points in glam, nalgebra, cgmath or another maths crate
//! converts with `.into()` through `mint`, which those crates all accept.
//!
//! - [`Point`] <-> `mint::Point2<f64>` and `mint::Vector2<f64>`, exactly.
//! - `mint::Point2<f32>` and `mint::Vector2<f32>` -> [`Point`], exactly (every `f32`
//!   is an `f64`); [`Point`] -> `mint::Point2<f32>` and `mint::Vector2<f32>` round each
//!   coordinate to the nearest `f32` (far values become infinite, as `as f32` does).
//! - [`FractionalHex`] <-> `mint::Vector3<f64>`, as cube `(q, r, s)`.
//!
//! ```
//! use hexgrid::{Hex, Layout, Orientation, Point};
//!
//! let layout = Layout::new(Orientation::Pointy, Point::new(10.0, 10.0), Point::new(0.0, 0.0))?;
//! // A click as a maths crate holds it (glam's `Vec2` converts into this type).
//! let click = mint::Point2 { x: 17.5f32, y: 0.0 };
//! assert_eq!(layout.pixel_to_hex(click.into()), Hex::new(1, 0));
//! let centre: mint::Point2<f64> = layout.hex_to_pixel(Hex::new(1, 0)).into();
//! assert!((centre.x - 17.320508075688775).abs() < 1e-12);
//! # Ok::<(), hexgrid::HexGridError>(())
//! ```

use crate::{FractionalHex, Point};

impl From<mint::Point2<f64>> for Point {
    fn from(p: mint::Point2<f64>) -> Self {
        Point::new(p.x, p.y)
    }
}

impl From<Point> for mint::Point2<f64> {
    fn from(p: Point) -> Self {
        mint::Point2 { x: p.x, y: p.y }
    }
}

impl From<mint::Vector2<f64>> for Point {
    fn from(v: mint::Vector2<f64>) -> Self {
        Point::new(v.x, v.y)
    }
}

impl From<Point> for mint::Vector2<f64> {
    fn from(p: Point) -> Self {
        mint::Vector2 { x: p.x, y: p.y }
    }
}

impl From<mint::Point2<f32>> for Point {
    fn from(p: mint::Point2<f32>) -> Self {
        Point::new(f64::from(p.x), f64::from(p.y))
    }
}

impl From<Point> for mint::Point2<f32> {
    // Rounding to the nearest f32 is the point of this conversion.
    #[allow(clippy::cast_possible_truncation)]
    fn from(p: Point) -> Self {
        mint::Point2 {
            x: p.x as f32,
            y: p.y as f32,
        }
    }
}

impl From<mint::Vector2<f32>> for Point {
    fn from(v: mint::Vector2<f32>) -> Self {
        Point::new(f64::from(v.x), f64::from(v.y))
    }
}

impl From<Point> for mint::Vector2<f32> {
    #[allow(clippy::cast_possible_truncation)]
    fn from(p: Point) -> Self {
        mint::Vector2 {
            x: p.x as f32,
            y: p.y as f32,
        }
    }
}

impl From<mint::Vector3<f64>> for FractionalHex {
    fn from(v: mint::Vector3<f64>) -> Self {
        FractionalHex::new(v.x, v.y, v.z)
    }
}

impl From<FractionalHex> for mint::Vector3<f64> {
    fn from(h: FractionalHex) -> Self {
        mint::Vector3 {
            x: h.q,
            y: h.r,
            z: h.s,
        }
    }
}
