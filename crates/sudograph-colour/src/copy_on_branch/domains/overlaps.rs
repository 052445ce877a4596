//! The unit overlaps indexed for locked colours on node domains, and the parts of a frame
//! that hold their colours.

use std::collections::HashMap;

use crate::bits;
use crate::compile::CompiledGraph;

/// The unit overlaps indexed for locked colours on node domains. Each unit's nodes are cut
/// into parts ("atoms") in one or more ways ("families"): a family holds some of the unit's
/// overlaps whose shared parts are pairwise disjoint, each shared part an atom, and the rest
/// of the unit as one more atom. The colours a unit has outside one shared part are then
/// those of the other atoms of that family. Each atom's colours are kept in the frame after
/// the node domains and recomputed only when one of its nodes narrows, so a pass reads a few
/// words per unit instead of every node of both units for each overlap.
#[derive(Clone, Debug, Default)]
pub(crate) struct OverlapIndex {
    /// The overlaps of unit u, as a bitset over overlaps at `of_unit[u * words..]`.
    of_unit: Vec<u64>,
    words: usize,
    /// Unit u's families are `families[unit_families[u]..unit_families[u + 1]]`.
    unit_families: Vec<u32>,
    /// Each family as a range of `family_atoms`, which holds atom numbers.
    families: Vec<(u32, u32)>,
    family_atoms: Vec<u32>,
    /// Each atom as a range of `nodes`; atoms with the same nodes are one atom.
    atoms: Vec<(u32, u32)>,
    nodes: Vec<u32>,
    /// The atoms holding node v are `node_atoms[node_atom_start[v]..node_atom_start[v + 1]]`.
    node_atom_start: Vec<u32>,
    node_atoms: Vec<u32>,
    /// For each overlap of units A and B: the family of A and the family of B that hold
    /// its shared part, and the atom that is the shared part.
    sides: Vec<(u32, u32, u32)>,
}

impl OverlapIndex {
    /// Indexes the overlaps of `graph`, grouping each unit's overlaps into families first
    /// fit, in overlap order.
    pub(crate) fn new(graph: &CompiledGraph) -> OverlapIndex {
        let units = graph.unit_count();
        let words = bits::words(graph.overlaps.len());
        let mut index = OverlapIndex {
            of_unit: vec![0; units * words],
            words,
            unit_families: Vec::with_capacity(units + 1),
            sides: vec![(0, 0, 0); graph.overlaps.len()],
            ..OverlapIndex::default()
        };
        let mut numbers = HashMap::new();
        // Position of each node in the unit at hand, so that node sets are bitsets.
        let mut position = vec![0u32; graph.len()];
        let unit_words = bits::words(graph.k);
        let mut overlaps_of = vec![Vec::new(); units];
        for (o, overlap) in graph.overlaps.iter().enumerate() {
            overlaps_of[overlap.units.0 as usize].push(o);
            overlaps_of[overlap.units.1 as usize].push(o);
        }
        for (u, overlaps) in overlaps_of.iter().enumerate() {
            index.unit_families.push(index.families.len() as u32);
            for (i, &v) in graph.unit(u).iter().enumerate() {
                position[v as usize] = i as u32;
            }
            // Each family as its covered positions and its overlaps.
            let mut groups: Vec<(Vec<u64>, Vec<usize>)> = Vec::new();
            for &o in overlaps {
                let overlap = &graph.overlaps[o];
                bits::insert(&mut index.of_unit[u * words..(u + 1) * words], o);
                let mut shared = vec![0; unit_words];
                for &v in graph.overlap_part(overlap.shared) {
                    bits::insert(&mut shared, position[v as usize] as usize);
                }
                let disjoint =
                    |covered: &[u64]| covered.iter().zip(&shared).all(|(a, b)| a & b == 0);
                match groups.iter_mut().find(|(covered, _)| disjoint(covered)) {
                    Some((covered, members)) => {
                        covered.iter_mut().zip(&shared).for_each(|(a, b)| *a |= b);
                        members.push(o);
                    }
                    None => groups.push((shared, vec![o])),
                }
            }
            for (covered, members) in groups {
                let family = index.families.len() as u32;
                let first = index.family_atoms.len() as u32;
                for o in members {
                    let overlap = &graph.overlaps[o];
                    let nodes = graph.overlap_part(overlap.shared).to_vec();
                    let atom = index.atom(&mut numbers, nodes);
                    index.family_atoms.push(atom);
                    let side = &mut index.sides[o];
                    if overlap.units.0 as usize == u {
                        (side.0, side.2) = (family, atom);
                    } else {
                        side.1 = family;
                    }
                }
                let rest: Vec<u32> = (graph.unit(u).iter().enumerate())
                    .filter(|&(i, _)| !bits::contains(&covered, i))
                    .map(|(_, &v)| v)
                    .collect();
                if !rest.is_empty() {
                    let atom = index.atom(&mut numbers, rest);
                    index.family_atoms.push(atom);
                }
                let end = index.family_atoms.len() as u32;
                index.families.push((first, end));
            }
        }
        index.unit_families.push(index.families.len() as u32);
        let mut lists = vec![Vec::new(); graph.len()];
        for (t, &(start, end)) in index.atoms.iter().enumerate() {
            for &v in &index.nodes[start as usize..end as usize] {
                lists[v as usize].push(t as u32);
            }
        }
        index.node_atom_start.push(0);
        for list in lists {
            index.node_atoms.extend(list);
            index.node_atom_start.push(index.node_atoms.len() as u32);
        }
        index
    }

    /// Frame words after the node domains: each atom's colours, then each family's colours
    /// of at least one atom, then of at least two (the parts [`OverlapIndex::parts`] cuts).
    pub(super) fn frame_words(&self) -> usize {
        self.atoms.len() + 2 * self.families.len()
    }

    /// Words of a bitset over overlaps.
    pub(super) fn overlap_words(&self) -> usize {
        self.words
    }

    /// Words of a bitset over atoms.
    pub(super) fn atom_words(&self) -> usize {
        bits::words(self.atoms.len())
    }

    /// A frame of `nodes` node domains cut into its parts.
    pub(super) fn parts<'f, S>(&self, nodes: usize, frame: &'f mut [S]) -> FrameParts<'f, S> {
        let (domains, rest) = frame.split_at_mut(nodes);
        let (atoms, families) = rest.split_at_mut(self.atoms.len());
        let (once, twice) = families.split_at_mut(self.families.len());
        FrameParts {
            domains,
            atoms,
            once,
            twice,
        }
    }

    /// The number of the atom with `nodes`, made if it is new.
    fn atom(&mut self, numbers: &mut HashMap<Vec<u32>, u32>, mut nodes: Vec<u32>) -> u32 {
        nodes.sort_unstable();
        *numbers.entry(nodes).or_insert_with_key(|nodes| {
            let start = self.nodes.len() as u32;
            self.nodes.extend(nodes);
            self.atoms.push((start, self.nodes.len() as u32));
            self.atoms.len() as u32 - 1
        })
    }

    /// The atoms holding node v.
    pub(super) fn atoms_of(&self, v: usize) -> &[u32] {
        &self.node_atoms[self.node_atom_start[v] as usize..self.node_atom_start[v + 1] as usize]
    }

    /// The overlaps of unit u, as a bitset over overlaps.
    pub(super) fn overlaps_of(&self, u: usize) -> &[u64] {
        &self.of_unit[u * self.words..(u + 1) * self.words]
    }

    /// Unit u's families, as a range of family numbers.
    pub(super) fn families_of(&self, u: usize) -> std::ops::Range<usize> {
        self.unit_families[u] as usize..self.unit_families[u + 1] as usize
    }

    /// The atoms of family f.
    pub(super) fn atoms_of_family(&self, f: usize) -> &[u32] {
        let (first, end) = self.families[f];
        &self.family_atoms[first as usize..end as usize]
    }

    /// The nodes of atom t.
    pub(super) fn atom_nodes(&self, t: usize) -> &[u32] {
        let (start, end) = self.atoms[t];
        &self.nodes[start as usize..end as usize]
    }

    /// For overlap o of units A and B: A's family and B's family that hold its shared
    /// part, and the atom that is the shared part.
    pub(super) fn sides(&self, o: usize) -> (usize, usize, usize) {
        let (a, b, atom) = self.sides[o];
        (a as usize, b as usize, atom as usize)
    }
}

/// A node-domain frame's parts (see [`OverlapIndex::frame_words`]).
pub(super) struct FrameParts<'f, S> {
    /// Each node's colours.
    pub(super) domains: &'f mut [S],
    /// Each atom's colours.
    pub(super) atoms: &'f mut [S],
    /// Each family's colours of at least one atom.
    pub(super) once: &'f mut [S],
    /// Each family's colours of at least two atoms.
    pub(super) twice: &'f mut [S],
}
