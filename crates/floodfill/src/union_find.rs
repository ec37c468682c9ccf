//! Union-find over provisional labels, the larger root pointing at the smaller, so
//! that one forward pass flattens the forest in label order.

/// Root of `l`, halving the path on the way. Shared by every labelling pass.
#[inline]
pub(crate) fn find(parent: &mut [u32], mut l: u32) -> u32 {
    while parent[l as usize] != l {
        let up = parent[parent[l as usize] as usize];
        parent[l as usize] = up;
        l = up;
    }
    l
}

/// Joins the trees of `a` and `b`, the larger root pointing at the smaller.
#[inline]
pub(crate) fn union(parent: &mut [u32], a: u32, b: u32) {
    let (ra, rb) = (find(parent, a), find(parent, b));
    if ra < rb {
        parent[rb as usize] = ra;
    } else if rb < ra {
        parent[ra as usize] = rb;
    }
}
