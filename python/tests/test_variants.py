"""The rules besides rows, columns and boxes by name, as the command's --variant takes
them: anti-knight and windoku puzzles solve, count, check, grade and hint under their
rules; lists of names and their errors are the command's."""

import pytest

import sudograph

# Made by `sudograph generate --variant anti-knight --seed 1` (and windoku): unique under
# the rule, with several solutions without it.
ANTI_KNIGHT = "......2.1..................5.4.............3..2..7..9..4......5.85............1.."
WINDOKU = "4.....1.7..52................4....9.1..5.2.3..2..9..1..6......8..7..............."


@pytest.mark.parametrize("puzzle, rule", [(ANTI_KNIGHT, "anti-knight"), (WINDOKU, "windoku")])
def test_a_variant_puzzle_solves_counts_and_checks_under_its_rule(puzzle, rule):
    assert sudograph.count(puzzle) == 2
    assert sudograph.count(puzzle, variant=rule) == 1
    assert sudograph.count(puzzle, variant=[rule]) == 1
    solution = sudograph.solve(puzzle, variant=rule)
    assert solution.is_complete
    assert sudograph.check(solution, puzzle, variant=rule) == []
    # A Puzzle keeps its rules: its solution is checked under them without the keyword.
    read = sudograph.Puzzle(puzzle, variant=rule)
    assert sudograph.check(sudograph.solve(read), read) == []


def test_check_names_the_broken_rule():
    # A classic solution (Wikipedia's) that breaks anti-knight and windoku somewhere.
    classic = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    assert sudograph.check(classic) == []
    knight = sudograph.check(classic, variant="anti-knight")
    assert knight and all("knight's move apart" in m for m in knight), knight
    window = sudograph.check(classic, variant="windoku")
    assert window and all(m.startswith("window ") for m in window), window


def test_grade_and_hint_under_a_variant():
    windoku = sudograph.grade(WINDOKU, variant="windoku")
    assert windoku.solved and windoku.level == "easy"
    assert windoku.rating == 6.6
    knight = sudograph.grade(ANTI_KNIGHT, variant="anti-knight")
    # Explainer's scale assumes rows, columns and boxes only: no rating under anti-knight.
    assert knight.level == "extreme" and knight.rating is None
    assert knight.steps
    for puzzle, rule in [(ANTI_KNIGHT, "anti-knight"), (WINDOKU, "windoku")]:
        hint = sudograph.hint(puzzle, variant=rule)
        assert "r" in hint and "c" in hint, hint


def test_lists_are_refused_in_the_commands_words():
    with pytest.raises(sudograph.PuzzleError, match='unknown variant "knight"; known: classic, x, anti-knight'):
        sudograph.count(WINDOKU, variant="x,knight")
    with pytest.raises(ValueError, match="x is named twice"):
        sudograph.count(WINDOKU, variant=["x", "x"])
    with pytest.raises(ValueError, match="classic means no other rule"):
        sudograph.count(WINDOKU, variant="classic,windoku")
    with pytest.raises(ValueError, match=r"windoku needs square boxes"):
        sudograph.count("." * 36, variant="windoku", box="2x3")
    with pytest.raises(TypeError, match="variant="):
        sudograph.count(WINDOKU, variant=7)
    with pytest.raises(TypeError, match="unexpected keyword argument"):
        sudograph.count(WINDOKU, varient="windoku")
