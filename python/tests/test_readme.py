"""The Python examples of README.md and of docs/guide.md's Python section run as written,
so that they stay true."""

import re

import pytest

from conftest import REPO

DOCUMENTS = ["README.md", "docs/guide.md"]
BLOCKS = {
    document: re.findall(r"```python\n(.*?)```", (REPO / document).read_text(), re.S)
    for document in DOCUMENTS
}


@pytest.mark.parametrize("document", DOCUMENTS)
def test_the_document_has_python_examples(document):
    assert len(BLOCKS[document]) >= 2


@pytest.mark.parametrize(
    "document,block",
    [(document, block) for document in DOCUMENTS for block in BLOCKS[document]],
)
def test_python_example_runs(document, block, monkeypatch):
    monkeypatch.chdir(REPO)
    exec(compile(block, document, "exec"), {})
