//! The search's storage: every state stored, in one arena of nodes, and the
//! table that finds a state again by its canonical key.
//!
//! The search asks two things of it: store a state's children, each once
//! (children already stored are dropped), and read a stored node back.
//! How that is made fast lives here, away from the search policy:
//!
//! - children are played straight into the arena after the stored nodes
//!   (one copy of the position each), and the new ones packed down;
//! - they are hashed in a loop of their own, after all were played;
//! - in a large search, the table slots and stored states they will be
//!   compared with are read ahead in one short loop, so that those cache
//!   misses overlap instead of coming one at a time.

use alloc::vec::Vec;

use super::score::Sums;
use super::table::StateTable;
use super::tag::tag_of;
use crate::{Move, Position};

/// One stored state: where it came from and how.
#[derive(Clone, Copy)]
pub(super) struct Node {
    pub(super) position: Position,
    pub(super) parent: u32,
    pub(super) mv: Move,
    pub(super) depth: u16,
    /// Where this state's measures are in the solver's parts once it has
    /// been expanded; `NOT_EXPANDED` before.
    pub(super) parts: u32,
    /// Where the parent's measures are (`NOT_EXPANDED` for the root). The
    /// same as the parent's `parts`, kept here so that expanding this state
    /// reads the parent's node and its measures at once instead of one
    /// after the other: in a large search each is a cache miss. (It fits in
    /// what was the node's padding.)
    pub(super) parent_parts: u32,
    /// The sums of its measures, found when it was scored (they fit in the
    /// node's padding).
    pub(super) sums: Sums,
}

/// `Node::parts` of a state not expanded yet.
pub(super) const NOT_EXPANDED: u32 = u32::MAX;
/// `Node::parent` of the root.
pub(super) const NO_PARENT: u32 = u32::MAX;

// A node's last field fills what was padding: nodes stay 112 bytes.
const _: () = assert!(core::mem::size_of::<Node>() <= 112);

impl core::fmt::Debug for Node {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Node(parent {}, {})", self.parent, self.mv)
    }
}

/// Every state stored, numbered from 0 in the order stored.
#[derive(Debug, Default)]
pub(super) struct Arena {
    nodes: Vec<Node>,
    table: StateTable,
    /// The tag of each stored node (see `tag.rs`), by node number.
    tags: Vec<u32>,
    /// The tags of the children being filed.
    child_tags: Vec<u32>,
}

impl Arena {
    /// Forgets every state. Storage grown by a huge search is dropped, like
    /// the table's.
    pub(super) fn clear(&mut self) {
        self.table.clear(&self.tags);
        self.nodes.clear();
        self.tags.clear();
        if self.nodes.capacity() > 1 << 16 {
            self.nodes = Vec::new();
            self.tags = Vec::new();
        }
    }

    /// Whether a huge search left storage that [`clear`](Arena::clear)
    /// will drop.
    pub(super) fn is_huge(&self) -> bool {
        self.nodes.capacity() > 1 << 16
    }

    /// States stored.
    pub(super) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.nodes.capacity() * core::mem::size_of::<Node>()
            + (self.tags.capacity() + self.child_tags.capacity()) * core::mem::size_of::<u32>()
            + self.table.bytes()
    }

    /// Stored node `index`.
    #[inline]
    pub(super) fn node(&self, index: u32) -> &Node {
        &self.nodes[index as usize]
    }

    /// The tag of stored node `index`.
    #[inline]
    pub(super) fn tag(&self, index: u32) -> u32 {
        self.tags[index as usize]
    }

    /// Stored node `index`, to record what the search learns about it.
    #[inline]
    pub(super) fn node_mut(&mut self, index: u32) -> &mut Node {
        &mut self.nodes[index as usize]
    }

    /// Stores the first state, which must be the only one; returns its number.
    pub(super) fn store_root(&mut self, node: Node) -> u32 {
        let nodes = &self.nodes;
        let tag = tag_of(&node.position);
        self.table
            .insert(&node.position, tag, 0, |i| &nodes[i as usize].position);
        self.nodes.push(node);
        self.tags.push(tag);
        0
    }

    /// Starts a batch of children: the mark to give [`file`](Arena::file)
    /// or [`drop_children`](Arena::drop_children).
    #[inline]
    pub(super) fn start_children(&mut self) -> usize {
        self.child_tags.clear();
        self.nodes.len()
    }

    /// Adds `node` to the batch and returns its position, for the caller to
    /// play the node's move on (played where it is stored: one copy), and
    /// its tag, for the caller to set to the child's.
    #[inline]
    pub(super) fn push_child(&mut self, node: Node) -> (&mut Position, &mut u32) {
        let at = self.nodes.len();
        self.nodes.push(node);
        let tag_at = self.child_tags.len();
        self.child_tags.push(0);
        (&mut self.nodes[at].position, &mut self.child_tags[tag_at])
    }

    /// Forgets the batch started at `first`.
    pub(super) fn drop_children(&mut self, first: usize) {
        self.nodes.truncate(first);
    }

    /// Stores the children of the batch started at `first` whose states are
    /// new, in order, calling `new_child` with each one and its number;
    /// the others are dropped.
    #[inline]
    pub(super) fn file(&mut self, first: usize, mut new_child: impl FnMut(&mut Node, u32)) {
        if self.table.is_large() {
            self.read_ahead();
        }
        let mut kept = first;
        for (i, &tag) in self.child_tags.iter().enumerate() {
            let at = first + i;
            let nodes = &self.nodes;
            debug_assert_eq!(tag, tag_of(&nodes[at].position));
            // Only nodes below `kept` are in the table.
            if self
                .table
                .insert(&nodes[at].position, tag, kept as u32, |j| {
                    &nodes[j as usize].position
                })
            {
                if at != kept {
                    self.nodes[kept] = self.nodes[at];
                }
                self.tags.push(tag);
                new_child(&mut self.nodes[kept], kept as u32);
                kept += 1;
            }
        }
        self.nodes.truncate(kept);
    }

    /// Reads the table slots of the children being filed, and the stored
    /// states they will be compared with, in one short loop so that their
    /// cache misses overlap: in a large search they are what filing waits
    /// for (a small one has them all in the cache). Safe Rust has no
    /// prefetch instruction, so the reads are real loads, kept by
    /// `black_box` from being optimised away.
    #[inline]
    fn read_ahead(&self) {
        for &tag in &self.child_tags {
            if let Some(other) = self.table.touch(tag) {
                let p = &self.nodes[other as usize].position;
                core::hint::black_box((p.below[0], p.home[0]));
            }
        }
    }
}
