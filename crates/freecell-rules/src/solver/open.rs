//! The open list: a bucket queue of node numbers by score.
//!
//! Scores are small integers (a few hundred for a deal; the depth term adds
//! two points a move), so one bucket per score gives the lowest score in
//! constant time where a binary heap would sift through `log n` levels of a
//! large array at every push and pop. Node numbers are pushed in increasing
//! order, so a bucket read from the front hands out its oldest node first
//! and one read from the back its newest: the same order as a heap of
//! `(score, node)` or `(score, -node)` pairs.

use alloc::vec::Vec;

/// Scores above this share the last bucket (in order of age). No Microsoft
/// deal comes near it: it takes a search thousands of moves deep.
const MAX_SCORE: u32 = (1 << 14) - 1;

/// One score's nodes, oldest at `head` (which stays 0 when read newest first).
#[derive(Debug, Default, Clone)]
struct Bucket {
    nodes: Vec<u32>,
    head: usize,
}

/// Which node of the lowest score comes out first.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ties {
    /// The oldest (breadth first among equals).
    #[default]
    Oldest,
    /// The newest (depth first among equals).
    Newest,
}

/// A min-queue of node numbers keyed by score, ties broken by age.
#[derive(Debug, Default)]
pub(crate) struct BucketQueue {
    ties: Ties,
    buckets: Vec<Bucket>,
    /// No bucket below this one holds a node.
    lowest: usize,
    len: usize,
    /// Bytes held by the buckets' node lists (kept up to date on every
    /// growth, so the budget check does not walk the buckets).
    held: usize,
}

impl BucketQueue {
    /// An empty queue breaking ties by `ties`.
    pub(crate) fn new(ties: Ties) -> BucketQueue {
        BucketQueue {
            ties,
            ..BucketQueue::default()
        }
    }

    /// Empties the queue, keeping the buckets' storage unless it is large.
    pub(crate) fn clear(&mut self) {
        // A deep search may have made many buckets: keep a few.
        self.buckets.truncate(1 << 10);
        for bucket in &mut self.buckets {
            if bucket.nodes.capacity() > 1 << 12 {
                bucket.nodes = Vec::new();
            } else {
                bucket.nodes.clear();
            }
            bucket.head = 0;
        }
        self.lowest = 0;
        self.len = 0;
        self.held = self.node_bytes();
    }

    fn node_bytes(&self) -> usize {
        self.buckets
            .iter()
            .map(|b| b.nodes.capacity() * core::mem::size_of::<u32>())
            .sum()
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.buckets.capacity() * core::mem::size_of::<Bucket>() + self.held
    }

    /// Queues `node`, which must be higher than every node queued before it.
    /// (Always inlined: it runs twice for every child stored, and a call
    /// costs more than its body.)
    #[inline(always)]
    pub(crate) fn push(&mut self, score: u32, node: u32) {
        let s = score.min(MAX_SCORE) as usize;
        if s >= self.buckets.len() {
            self.buckets.resize(s + 1, Bucket::default());
        }
        let nodes = &mut self.buckets[s].nodes;
        let capacity = nodes.capacity();
        nodes.push(node);
        if nodes.capacity() != capacity {
            self.held += (nodes.capacity() - capacity) * core::mem::size_of::<u32>();
        }
        self.lowest = self.lowest.min(s);
        self.len += 1;
    }

    /// Takes the oldest (or newest) node of the lowest score.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<u32> {
        if self.len == 0 {
            return None;
        }
        loop {
            let bucket = &mut self.buckets[self.lowest];
            if self.ties == Ties::Newest {
                if let Some(node) = bucket.nodes.pop() {
                    self.len -= 1;
                    return Some(node);
                }
            } else if let Some(&node) = bucket.nodes.get(bucket.head) {
                bucket.head += 1;
                if bucket.head == bucket.nodes.len() {
                    // Drained: reuse its storage from the start.
                    bucket.nodes.clear();
                    bucket.head = 0;
                }
                self.len -= 1;
                return Some(node);
            }
            self.lowest += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::collections::BinaryHeap;
    use core::cmp::Reverse;
    use proptest::prelude::*;

    proptest! {
        /// Pushes and pops in any mix come out as from a heap of
        /// `(score, node)` pairs, or `(score, -node)` when the newest goes
        /// first (scores clamped as the queue does).
        #[test]
        fn pops_like_a_heap(
            ops in prop::collection::vec((any::<bool>(), 0u32..40, any::<bool>()), 0..300),
            newest in any::<bool>(),
        ) {
            let ties = if newest { Ties::Newest } else { Ties::Oldest };
            let mut queue = BucketQueue::new(ties);
            // The heap's key for node n: n itself, or its reverse order.
            let age = |n: u32| if newest { u32::MAX - n } else { n };
            let mut heap = BinaryHeap::new();
            let mut next = 0u32;
            for (round, &(push, score, huge)) in ops.iter().enumerate() {
                if round == 150 {
                    queue.clear();
                    heap.clear();
                }
                if push {
                    let score = if huge { MAX_SCORE + score } else { score };
                    queue.push(score, next);
                    heap.push(Reverse((score.min(MAX_SCORE), age(next))));
                    next += 1;
                } else {
                    prop_assert_eq!(queue.pop(), heap.pop().map(|Reverse((_, n))| age(n)));
                }
            }
            prop_assert_eq!(queue.held, queue.node_bytes());
            while let Some(Reverse((_, n))) = heap.pop() {
                prop_assert_eq!(queue.pop(), Some(age(n)));
            }
            prop_assert_eq!(queue.pop(), None);
        }
    }
}
