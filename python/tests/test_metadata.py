# SPDX-License-Identifier: MIT OR Apache-2.0
"""The package's metadata, as pyproject.toml declares it and as the installed wheel carries
it: what a package index wants (PEP 639 licence expression and files, valid classifiers,
project URLs, authors, a Markdown long description). Builds nothing."""

from __future__ import annotations

import re
import sys
from importlib import metadata

import pytest
import trove_classifiers
from packaging.licenses import canonicalize_license_expression
from packaging.specifiers import SpecifierSet

from kat import REPO

if sys.version_info >= (3, 11):
    import tomllib
else:
    tomllib = pytest.importorskip("tomli")

LICENSE = "MIT OR Apache-2.0"
LICENSE_FILES = ["LICENSE-MIT", "LICENSE-APACHE"]
# The Python versions the classifiers name, from requires-python's minimum on.
PYTHONS = ["3.10", "3.11", "3.12", "3.13"]


@pytest.fixture(scope="module")
def pyproject() -> dict:
    with open(REPO / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


@pytest.fixture(scope="module")
def project(pyproject) -> dict:
    return pyproject["project"]


def test_license_is_a_pep639_expression_with_files(pyproject, project):
    assert project["license"] == LICENSE == canonicalize_license_expression(LICENSE)
    assert project["license-files"] == LICENSE_FILES
    for name in LICENSE_FILES:
        assert (REPO / name).is_file(), name
    # scikit-build-core writes PEP 639's fields (metadata 2.4) from 0.11 on.
    assert "scikit-build-core>=0.11" in pyproject["build-system"]["requires"]


def test_classifiers(project):
    classifiers = project["classifiers"]
    assert len(set(classifiers)) == len(classifiers)
    unknown = [c for c in classifiers if c not in trove_classifiers.classifiers]
    assert not unknown, "not a trove classifier (a package index rejects the upload)"
    deprecated = [c for c in classifiers if c in trove_classifiers.deprecated_classifiers]
    assert not deprecated
    # With a licence expression, 'License ::' classifiers are refused (PEP 639; pyproject-metadata
    # and package indexes reject the pair).
    assert not [c for c in classifiers if c.startswith("License ::")]
    for prefix in ("Development Status :: ", "Operating System :: ", "Intended Audience :: "):
        assert any(c.startswith(prefix) for c in classifiers), prefix
    for wanted in ("Programming Language :: C",
                   "Programming Language :: Python :: 3 :: Only",
                   "Programming Language :: Python :: Implementation :: CPython",
                   "Topic :: Security :: Cryptography", "Typing :: Typed"):
        assert wanted in classifiers
    named = [c.rsplit(" :: ", 1)[1] for c in classifiers
             if re.fullmatch(r"Programming Language :: Python :: 3\.[0-9]+", c)]
    assert named == PYTHONS
    supported = SpecifierSet(project["requires-python"])
    assert all(v in supported for v in named) and "3.9" not in supported


def test_urls_authors_and_readme(project):
    urls = project["urls"]
    assert {"Homepage", "Source", "Issues", "Documentation"} <= urls.keys()
    assert all(url.startswith("https://") for url in urls.values())
    assert project["authors"] and all(a.get("name") for a in project["authors"])
    assert project["readme"] == {"file": "README.md", "content-type": "text/markdown"}
    assert project["description"] and "\n" not in project["description"]


def test_installed_metadata():
    """What the wheel that pip built from this checkout says (conftest: it is installed)."""
    md = metadata.metadata("groestl")
    assert tuple(map(int, md["Metadata-Version"].split("."))) >= (2, 4)
    assert md["License-Expression"] == LICENSE
    assert sorted(md.get_all("License-File")) == sorted(LICENSE_FILES)
    assert md["Description-Content-Type"] == "text/markdown"
    assert md["Description"] or md.get_payload()
    assert md["Requires-Python"] == ">=3.10"
    assert "Programming Language :: Python :: Implementation :: CPython" in md.get_all("Classifier")
    labels = {url.split(",", 1)[0] for url in md.get_all("Project-URL")}
    assert {"Homepage", "Source", "Issues", "Documentation"} <= labels
    assert md["Author"] or md["Author-email"]
    files = {str(f) for f in metadata.files("groestl")}
    for name in LICENSE_FILES:
        assert any(f.endswith(f".dist-info/licenses/{name}") for f in files), name


def test_sdist_leaves_out_what_only_the_checkout_uses(pyproject):
    """The sdist builds the wheel; the tests run from a clone (they need groestlsum and
    tests/hash_once from the top-level C build, and kat/), so kat/ and the rest stay out."""
    exclude = pyproject["tool"]["scikit-build"]["sdist"]["exclude"]
    for folder in ("/kat", "/tests", "/python/tests", "/avr", "/hdl", "/bench", "/docs"):
        assert folder in exclude, folder
