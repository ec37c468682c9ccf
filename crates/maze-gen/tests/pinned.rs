//! Every seeded maze pinned by a fingerprint, square and board alike: the values
//! were taken from the generators as they were before the square grid and the
//! boards shared one maze type and one set of generators, so they prove that
//! merge changed no seeded maze.

use floodfill::Topology;
use hexgrid::OffsetLayout;
use maze_gen::{Algorithm, GrowingTreeMode, Maze, MazeBoard, PolarGrid, TorusGrid};

/// FNV-1a over a sequence of bytes.
fn fp(bits: impl Iterator<Item = u8>) -> u64 {
    bits.fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// FNV-1a over "open or not" for every neighbour of every cell, in topology
/// order: independent of how a maze stores its passages.
fn board_fp<T: Topology>(m: &Maze<T>) -> u64 {
    let mut v = Vec::new();
    for c in 0..m.len() {
        m.board()
            .topology()
            .for_each_neighbor(c, |j| v.push(u8::from(j < m.len() && m.is_open(c, j))));
    }
    fp(v.into_iter())
}

fn algorithms() -> Vec<Algorithm> {
    let mut algs: Vec<Algorithm> = Algorithm::ALL.to_vec();
    algs.push(Algorithm::Dig {
        complexity: Some(5),
    });
    algs.push(Algorithm::GrowingTree(GrowingTreeMode::Mixed {
        newest_percent: 30,
    }));
    algs
}

#[test]
fn every_seeded_square_maze_is_unchanged() {
    let algs = algorithms();
    assert_eq!(algs.len(), SQUARE.len());
    for (a, (name, want)) in algs.iter().zip(SQUARE) {
        assert_eq!(&a.to_string(), name);
        let got = [
            (60, 40, 7u64),
            (117, 3, 8),
            (2, 90, 9),
            (1, 1, 1),
            (13, 11, 2),
        ]
        .map(|(w, h, s)| fp(Maze::from_seed(*a, w, h, s).unwrap().iter().map(|(_, b)| b)));
        assert_eq!(&got, want, "{name}");
    }
}

#[test]
fn every_seeded_board_maze_is_unchanged() {
    let hex = MazeBoard::hex(9, 7, OffsetLayout::OddR).unwrap();
    let hexagon = MazeBoard::hexagon(4, OffsetLayout::EvenQ).unwrap();
    let polar = MazeBoard::new(PolarGrid::new(5).unwrap()).unwrap();
    let torus = MazeBoard::new(TorusGrid::new(8, 6).unwrap()).unwrap();
    let grid = MazeBoard::square(10, 7).unwrap();
    let masked =
        MazeBoard::from_mask_text("#..##..#\n........\n#......#\n##....##\n###..###").unwrap();
    let algs: Vec<_> = algorithms()
        .into_iter()
        .filter(|a| a.works_on_any_board())
        .collect();
    assert_eq!(algs.len(), BOARDS.len());
    let seeded = || maze_gen::rng::from_seed(11);
    for (a, (name, want)) in algs.iter().zip(BOARDS) {
        assert_eq!(&a.to_string(), name);
        let got = [
            board_fp(&a.from_rng(&hex, &mut seeded()).unwrap()),
            board_fp(&a.from_rng(&hexagon, &mut seeded()).unwrap()),
            board_fp(&a.from_rng(&polar, &mut seeded()).unwrap()),
            board_fp(&a.from_rng(&torus, &mut seeded()).unwrap()),
            board_fp(&a.from_rng(&grid, &mut seeded()).unwrap()),
            board_fp(&a.from_rng(&masked, &mut seeded()).unwrap()),
        ];
        assert_eq!(&got, want, "{name}");
    }
}

#[test]
fn seeded_braids_are_unchanged() {
    let mut square = Maze::from_seed(Algorithm::Kruskal, 30, 20, 3).unwrap();
    square.braid(0.6, &mut maze_gen::rng::from_seed(4)).unwrap();
    let hex = MazeBoard::hex(9, 7, OffsetLayout::OddR).unwrap();
    let mut on_hex = Algorithm::Prim
        .from_rng(&hex, &mut maze_gen::rng::from_seed(3))
        .unwrap();
    on_hex.braid(0.6, &mut maze_gen::rng::from_seed(4)).unwrap();
    let got = [fp(square.iter().map(|(_, b)| b)), board_fp(&on_hex)];
    assert_eq!(got, BRAIDS);
}

const SQUARE: &[(&str, [u64; 5])] = &[
    (
        "dig",
        [
            0x2a7dd881f1ce9c74,
            0xc746cd22d8da6ee,
            0x7415ce3b1dce1a18,
            0xaf63bd4c8601b7df,
            0xa1bcc4c4699e704c,
        ],
    ),
    (
        "backtracker",
        [
            0xc33c4a05e5d22671,
            0x63da279f3824fb4b,
            0xc645a15c1056dfe1,
            0xaf63bd4c8601b7df,
            0xeca988991cf593f2,
        ],
    ),
    (
        "prim",
        [
            0xdbe504ca05e7d7e5,
            0xe414d70a20cfc365,
            0x5679cc45452ca069,
            0xaf63bd4c8601b7df,
            0x15cac2858b228aa6,
        ],
    ),
    (
        "kruskal",
        [
            0x89a0098e5365df73,
            0xa595ba6c82b0316f,
            0x48f2a2a24482d7a4,
            0xaf63bd4c8601b7df,
            0x2143906a053ed662,
        ],
    ),
    (
        "wilson",
        [
            0x2d6cf307afd924cc,
            0x80515de8a64e4e0a,
            0xfa9327f6b0e23205,
            0xaf63bd4c8601b7df,
            0x916c8f0b84faf5f6,
        ],
    ),
    (
        "aldous-broder",
        [
            0x67abeb084ad175de,
            0x373777b5853e4346,
            0x712fbfb29f8c5b29,
            0xaf63bd4c8601b7df,
            0x61898a63d47a8780,
        ],
    ),
    (
        "eller",
        [
            0x59a431630923d099,
            0x429ecc85754364a1,
            0x4afc99f25645fc69,
            0xaf63bd4c8601b7df,
            0x6e84fa05a09353ef,
        ],
    ),
    (
        "hunt-and-kill",
        [
            0x9412df4bd9928e96,
            0xc0278596044a1439,
            0x3e4f7013a4e282c5,
            0xaf63bd4c8601b7df,
            0x2b99079b16e4192e,
        ],
    ),
    (
        "growing-tree-newest",
        [
            0xc33c4a05e5d22671,
            0x63da279f3824fb4b,
            0xc645a15c1056dfe1,
            0xaf63bd4c8601b7df,
            0xeca988991cf593f2,
        ],
    ),
    (
        "growing-tree-random",
        [
            0xfc754d9587142f6b,
            0xd3c5b690bd14bb76,
            0xd08c03ba141887ec,
            0xaf63bd4c8601b7df,
            0x74cb9766ddc93100,
        ],
    ),
    (
        "growing-tree-oldest",
        [
            0x4d8a57ee73c94557,
            0x60aca0df738f2965,
            0xc4153de0b6945b99,
            0xaf63bd4c8601b7df,
            0xd2fd3377ded05000,
        ],
    ),
    (
        "growing-tree",
        [
            0x76ba3975a6d19841,
            0xcf3adf54b3cdd086,
            0xa3b8f95878385fb2,
            0xaf63bd4c8601b7df,
            0x583f3b1ddfa79d07,
        ],
    ),
    (
        "sidewinder",
        [
            0x6becfd08a18979ba,
            0xc0774cf5b69100d2,
            0x96b2f1ce31f44f83,
            0xaf63bd4c8601b7df,
            0x54a511beb1fe36b0,
        ],
    ),
    (
        "binary-tree",
        [
            0xac46d36f70848919,
            0x86555c070fd8120f,
            0xf5258e97e6e2ca8d,
            0xaf63bd4c8601b7df,
            0xd1e30445329b1a94,
        ],
    ),
    (
        "recursive-division",
        [
            0x5b04b3fbf6e10c8e,
            0x97d412ee9731a738,
            0x53a1480d38e09d5b,
            0xaf63bd4c8601b7df,
            0x53eebc9589ea016c,
        ],
    ),
    (
        "stick-down",
        [
            0x545fafbbe0846226,
            0x6c086acac3dd30bf,
            0xa76f83998da389a3,
            0xaf63bd4c8601b7df,
            0x3577df4fc4edae6f,
        ],
    ),
    (
        "wall-extending",
        [
            0xb7caa822d0304858,
            0xb4ccd3e6c9bce254,
            0x66d31b4edda59b8d,
            0xaf63bd4c8601b7df,
            0x305a137a7269fa23,
        ],
    ),
    (
        "dig=5",
        [
            0xd2d8f8ece4c45d67,
            0x3fa2dcc2b3f6548,
            0xc79533821d4d4e32,
            0xaf63bd4c8601b7df,
            0x71db4d69b2b82bd8,
        ],
    ),
    (
        "growing-tree=30",
        [
            0x2713b770c96c294c,
            0x83cedca83fa6fe3f,
            0xa349bbcce94fe8ec,
            0xaf63bd4c8601b7df,
            0x86eec26f9b7ceb0e,
        ],
    ),
];
const BOARDS: &[(&str, [u64; 6])] = &[
    (
        "dig",
        [
            0xe6a0f1a442410905,
            0x7de1391e8c3b78e9,
            0xe0ba01678c39804f,
            0x954d39c177789e7d,
            0xb7c76bdda70afd3,
            0xfdcfd8c5ef2cb5f7,
        ],
    ),
    (
        "backtracker",
        [
            0x865e7ad1b55fa485,
            0xbafeeea2ce0ff1bb,
            0x62a4f02cfe509109,
            0x6eac4bc457f62679,
            0x29d316c7254d4a6b,
            0x7f03ddf3859ed4bd,
        ],
    ),
    (
        "prim",
        [
            0x9fad9eee4a6452b7,
            0xad67bdc6efb39fd3,
            0xbffb7a621620d1a9,
            0x658cf3b2943937ed,
            0x83adc31960547cdf,
            0x638c62edfa02e90b,
        ],
    ),
    (
        "kruskal",
        [
            0x9a2f9a56ba543e85,
            0xf966489b748c6bcf,
            0x267c5d6a6f733c15,
            0xb32f5ba152a8ddad,
            0xdb40b431a039f2bf,
            0x4bf2919081632e29,
        ],
    ),
    (
        "wilson",
        [
            0xc786a2454420037b,
            0x4ece9c1c4f402da5,
            0xd29183acb230d6f5,
            0xaf846cd7f5b71a49,
            0xf69fbe27c18c5055,
            0xac3798c4d4a4e863,
        ],
    ),
    (
        "aldous-broder",
        [
            0x63e30b59900aa8bd,
            0xa66b94085d9356fb,
            0x68641813ffc1dea3,
            0x74add7f06e7ed67d,
            0x1045f384ff9ec7a1,
            0xbbf8250412e6d5fb,
        ],
    ),
    (
        "hunt-and-kill",
        [
            0x4dc144d075cd73f9,
            0x2e0feda9aa99ab3,
            0xece639a94a982a73,
            0xaaf54583dd6dc7b1,
            0x60ffa1188217eb71,
            0x88c37ac9e3e21a03,
        ],
    ),
    (
        "growing-tree-newest",
        [
            0x865e7ad1b55fa485,
            0xbafeeea2ce0ff1bb,
            0x62a4f02cfe509109,
            0x6eac4bc457f62679,
            0x29d316c7254d4a6b,
            0x7f03ddf3859ed4bd,
        ],
    ),
    (
        "growing-tree-random",
        [
            0xe550da828f1f3ce9,
            0x8345b8ae00b3b045,
            0xe5158a6061788f01,
            0xd10e6cbc266f4285,
            0xaa4554b2ef163c53,
            0x2bd39cd1c0f2a1fd,
        ],
    ),
    (
        "growing-tree-oldest",
        [
            0xb0597343942fcaff,
            0xd9bedac6adcf24a7,
            0x236363d091b593ed,
            0xf391948c106a1c65,
            0x12f5563bdc0d1f51,
            0x4dbc6ab0ae7a5c1d,
        ],
    ),
    (
        "growing-tree",
        [
            0x192101c01da0447d,
            0x65df132e238ceca7,
            0xf29b3c4bb20dce53,
            0xe3fd3d82ebfef22d,
            0x92752dff6c370673,
            0x8c4c3911fbafae73,
        ],
    ),
    (
        "dig=5",
        [
            0x4a9e3f70faf1c303,
            0xc6300b8653910309,
            0x6e887e7c935bf7bd,
            0x954d39c177789e7d,
            0x5e408b27a5be77e3,
            0x7d7aae64b5a922d5,
        ],
    ),
    (
        "growing-tree=30",
        [
            0xccd1791acaea5f41,
            0x104c3201b8640f9b,
            0x89c30aae7833e309,
            0x4f95a67af3795f35,
            0x7449b947df94ca35,
            0xd74ca126234665fb,
        ],
    ),
];
const BRAIDS: [u64; 2] = [0x6cadf8f58ef91e3d, 0x5c7a88e1b26dd867];
