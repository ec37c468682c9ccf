//! Disjoint sets with path compression and union by size (Kruskal, rooms).

use alloc::vec;
use alloc::vec::Vec;

/// A union-find over `0..n`: one array, where a root holds the negated size of its
/// set and any other element its parent. One array halves the cache misses of
/// Kruskal's random-order unions on a million cells.
pub(crate) struct UnionFind {
    link: Vec<i32>,
}

impl UnionFind {
    pub(crate) fn new(n: usize) -> Self {
        UnionFind { link: vec![-1; n] }
    }

    /// The representative of `x`'s set, with path halving (each visited element is
    /// re-pointed at its grandparent: path compression in a single pass).
    #[inline]
    pub(crate) fn find(&mut self, mut x: usize) -> usize {
        while self.link[x] >= 0 {
            let parent = self.link[x] as usize;
            let grand = self.link[parent];
            if grand >= 0 {
                self.link[x] = grand;
                x = grand as usize;
            } else {
                return parent;
            }
        }
        x
    }

    /// The link of `x` (its parent, or its negated set size), read without
    /// changing anything: Kruskal reads ahead with it to start cache misses early.
    #[inline]
    pub(crate) fn peek(&self, x: usize) -> i32 {
        self.link[x]
    }

    /// Joins the sets of `a` and `b` (the smaller under the larger); `false` when
    /// they were already one set.
    #[inline]
    pub(crate) fn union(&mut self, a: usize, b: usize) -> bool {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return false;
        }
        self.union_roots(ra, rb);
        true
    }

    /// Joins two different roots; returns the root of the joined set.
    #[inline]
    pub(crate) fn union_roots(&mut self, mut ra: usize, mut rb: usize) -> usize {
        // Sizes are stored negated: the more negative, the larger.
        if self.link[ra] > self.link[rb] {
            core::mem::swap(&mut ra, &mut rb);
        }
        self.link[ra] += self.link[rb];
        self.link[rb] = ra as i32;
        ra
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unions_merge_and_report() {
        let mut uf = UnionFind::new(6);
        assert!(uf.union(0, 1));
        assert!(uf.union(2, 3));
        assert!(!uf.union(1, 0));
        assert!(uf.union(1, 3));
        assert_eq!(uf.find(0), uf.find(2));
        assert_ne!(uf.find(0), uf.find(4));
    }
}
