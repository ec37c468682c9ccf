#!/usr/bin/env python3
"""Replays a FreeCell solution written in Freecell Solver's extended standard
notation (`fc-solve -m -snx`) and says whether it wins.

Written from the notation, not from the Rust crate: it shares no code with it.

    fc_notation_check.py BOARD_FILE MOVES_FILE

BOARD_FILE: Freecell Solver's board text (one cascade per line, top card last,
optional `Foundations:` and `Freecells:` lines), as `make-microsoft-freecell-board
-t N` prints it. MOVES_FILE: the moves, separated by white space.

The notation: a source and a destination, each a cascade digit (`1`..`9`, `0`
for the tenth), a free-cell letter (`a`..`g`, then `i`) or `h` (the foundation
of the moved card's suit). `vX` after a cascade-to-cascade move gives the number
of cards in HEXADECIMAL (`83vc` moves twelve). Without it, a move onto a card
carries exactly the cards that fit there (the rank difference), and a move into
an empty cascade carries one card.

Exit status 0 when every move is legal and every card ends on the foundations;
1 with the failing move otherwise.
"""

import sys

RANKS = "A23456789TJQK"
SUITS = "CDHS"  # clubs and spades are black, diamonds and hearts red


def parse_card(token):
    token = token.upper().replace("10", "T")
    if len(token) != 2 or token[0] not in RANKS or token[1] not in SUITS:
        raise ValueError(f"not a card: {token!r}")
    return (RANKS.index(token[0]) + 1, token[1])


def red(card):
    return card[1] in "DH"


def parse_board(text):
    cascades, cells, home = [], [], {s: 0 for s in SUITS}
    for line in text.splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        if line.startswith("Foundations:"):
            for entry in line.split()[1:]:
                suit, rank = entry.split("-")
                home[suit.upper()] = 0 if rank == "0" else RANKS.index(rank.upper()) + 1
        elif line.startswith("Freecells:"):
            cells = [None if t == "-" else parse_card(t) for t in line.split()[1:]]
        else:
            cascades.append([parse_card(t) for t in line.lstrip(":").split()])
    return cascades, cells, home


class Game:
    def __init__(self, cascades, cells, home, free_cells=4):
        self.cascades = cascades
        self.cells = cells + [None] * (free_cells - len(cells))
        self.home = home

    def place(self, ch):
        if ch in "123456789":
            return ("cascade", int(ch) - 1)
        if ch == "0":
            return ("cascade", 9)
        if ch in "abcdefg":
            return ("cell", ord(ch) - ord("a"))
        if ch == "i":
            return ("cell", 7)
        if ch == "h":
            return ("home", None)
        raise ValueError(f"not a place: {ch!r}")

    def capacity(self, to_empty):
        """Cards one supermove may carry: (free cells + 1) * 2^(empty cascades),
        the destination not counted when it is empty."""
        cells = sum(1 for c in self.cells if c is None)
        empty = sum(1 for c in self.cascades if not c) - (1 if to_empty else 0)
        return (cells + 1) << empty

    def fits(self, card, onto):
        return onto is None or (red(card) != red(onto) and onto[0] == card[0] + 1)

    def play(self, text):
        text = text.lower()
        if len(text) < 2:
            raise ValueError("too short")
        src, dst = self.place(text[0]), self.place(text[1])
        count = None
        if len(text) > 2:
            if text[2] != "v" or src[0] != "cascade" or dst[0] != "cascade":
                raise ValueError("a count belongs to cascade-to-cascade moves")
            count = int(text[3:], 16)
        if src[0] == "home" or src == dst:
            raise ValueError("bad source or destination")
        if src[0] == "cascade":
            pile = self.cascades[src[1]]
            if not pile:
                raise ValueError("empty source cascade")
            top = pile[-1]
        else:
            top = self.cells[src[1]]
            if top is None:
                raise ValueError("empty source free cell")
        if dst[0] == "home":
            if self.home[top[1]] != top[0] - 1:
                raise ValueError("card does not go home")
            self.take(src, 1)
            self.home[top[1]] = top[0]
            return
        if dst[0] == "cell":
            if self.cells[dst[1]] is not None:
                raise ValueError("free cell is full")
            self.take(src, 1)
            self.cells[dst[1]] = top
            return
        onto_pile = self.cascades[dst[1]]
        onto = onto_pile[-1] if onto_pile else None
        if count is None:
            if src[0] == "cascade" and onto is not None and onto[0] > top[0]:
                count = onto[0] - top[0]
            else:
                count = 1
        if src[0] == "cell" and count != 1:
            raise ValueError("a free cell holds one card")
        if src[0] == "cascade":
            pile = self.cascades[src[1]]
            if count < 1 or count > len(pile):
                raise ValueError(f"no {count} cards to move")
            run = pile[-count:]
            for upper, lower in zip(run, run[1:]):
                if not (red(upper) != red(lower) and upper[0] == lower[0] + 1):
                    raise ValueError("the moved cards are not a run")
            if count > self.capacity(onto is None):
                raise ValueError(f"{count} cards exceed the supermove capacity")
            if not self.fits(run[0], onto):
                raise ValueError("the run does not fit on the destination")
            del pile[-count:]
            onto_pile.extend(run)
        else:
            if not self.fits(top, onto):
                raise ValueError("the card does not fit on the destination")
            self.cells[src[1]] = None
            onto_pile.append(top)

    def take(self, src, n):
        if src[0] == "cascade":
            del self.cascades[src[1]][-n:]
        else:
            self.cells[src[1]] = None

    def won(self):
        return all(v == 13 for v in self.home.values())


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1]) as f:
        game = Game(*parse_board(f.read()))
    with open(sys.argv[2]) as f:
        moves = f.read().split()
    for i, text in enumerate(moves, 1):
        try:
            game.play(text)
        except ValueError as e:
            print(f"move #{i} {text}: {e}")
            sys.exit(1)
    if not game.won():
        print(f"all {len(moves)} moves legal, but the game is not won")
        sys.exit(1)
    print(f"won in {len(moves)} moves")


if __name__ == "__main__":
    main()
