"""Wrong types and malformed puzzles give clear exceptions with the library's messages."""

import pytest

import sudograph


def test_a_malformed_puzzle_names_line_and_column():
    with pytest.raises(sudograph.PuzzleError, match=r"line 1, column 3"):
        sudograph.solve("12?4" + "." * 12)


def test_box_advice_names_the_keyword():
    with pytest.raises(sudograph.PuzzleError, match=r"give one with box=2x3"):
        sudograph.solve("123456" + "." * 30)


def test_options_that_disagree():
    with pytest.raises(sudograph.PuzzleError, match="symbols"):
        sudograph.solve("." * 16, symbols="abcd", box="2x3")
    with pytest.raises(sudograph.PuzzleError, match="expected ROWSxCOLS"):
        sudograph.solve("." * 36, box="two by three")
    with pytest.raises(ValueError, match="variant"):
        sudograph.solve("." * 16, variant="killer")
    with pytest.raises(ValueError, match="leave box out"):
        sudograph.solve("." * 16, box="2x2", regions="AABB\nAABB\nCCDD\nCCDD\n")
    with pytest.raises(sudograph.PuzzleError, match="regions="):
        sudograph.solve("." * 16, regions="AABB\nAAAB\nCCDD\nCDDC\n")


def test_wrong_types():
    with pytest.raises(TypeError, match="puzzle as text"):
        sudograph.solve(12345)
    with pytest.raises(TypeError, match="graph"):
        sudograph.colour(42)
    with pytest.raises(TypeError, match="edge"):
        sudograph.colour([1, 2, 3])
    with pytest.raises(TypeError, match="box="):
        sudograph.solve("." * 36, box=2.5)
    with pytest.raises(ValueError, match="self-loop"):
        sudograph.colour([(1, 1)])
    with pytest.raises(ValueError, match="timeout"):
        sudograph.colour([(1, 2)], timeout=-1)


def test_several_puzzles_or_none():
    with pytest.raises(sudograph.PuzzleError, match="one puzzle"):
        sudograph.solve("..34.421...31342\n..34.421...31342\n")
    with pytest.raises(sudograph.PuzzleError, match="found 0"):
        sudograph.solve("# only a comment\n")


def test_no_solution_is_an_answer():
    assert sudograph.solve("11..............") is None
    assert sudograph.count("11..............") == 0
