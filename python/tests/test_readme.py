"""README.md's Python examples run as written, so that they stay true."""

import re

import pytest

from conftest import REPO

BLOCKS = re.findall(r"```python\n(.*?)```", (REPO / "README.md").read_text(), re.S)


def test_the_readme_has_python_examples():
    assert len(BLOCKS) >= 2


@pytest.mark.parametrize("block", BLOCKS)
def test_readme_python_example_runs(block, monkeypatch):
    monkeypatch.chdir(REPO)
    exec(compile(block, "README.md", "exec"), {})
