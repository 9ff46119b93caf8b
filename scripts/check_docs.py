#!/usr/bin/env python3
"""Checks the front door of the documentation (the test Docs.FrontDoor).

Usage:
  scripts/check_docs.py [--root DIR]

Checks, in the repository at DIR (default: this script's repository):
  - README.md has at most 150 lines;
  - no sentence of README.md or docs/README.md has more than 25 words. Prose only: code blocks, tables,
    headings, images and HTML comments are skipped; list items are prose. Inline code and a link's
    target count as one word;
  - every row of README.md's headline-figures table (the first table under a heading that names
    figures) is a line of docs/figures.md, verbatim;
  - docs/figures.md is what scripts/figures_page.py renders from docs/figures/*.json;
  - every relative link or image in README.md and docs/*.md names a file or folder that exists, and a
    link's #anchor into a Markdown page names one of its headings (GitHub's anchors).

Prints one line per problem, FILE:LINE: what is wrong.
Exit status: 0 when every check passes, 1 otherwise.
"""

import argparse
import re
import sys
from pathlib import Path
from typing import Iterator, List, Tuple

import entry
import figures_page

REPO = Path(__file__).resolve().parent.parent
MAX_README_LINES = 150
MAX_WORDS = 25

FENCE = re.compile(r"^\s*(```|~~~)")
LINK = re.compile(r"!?\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
REF_DEF = re.compile(r"^\s*\[[^\]]+\]:\s*(\S+)")
CODE_SPAN = re.compile(r"`+[^`]*`+")
LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
# A sentence ends at . ! or ? followed by a space or the end, but not after these abbreviations.
ABBREV = ("e.g.", "i.e.", "etc.", "vs.", "cf.", "Fig.", "No.")
WORD = re.compile(r"[A-Za-z0-9]")


def prose_lines(lines: List[str]) -> Iterator[Tuple[int, str]]:
    """(line number, text) of the lines that are prose: outside code blocks and comments, not tables,
    headings or image lines. A list item's first line is returned with a marker of its own."""
    in_code = in_comment = False
    for number, line in enumerate(lines, 1):
        if FENCE.match(line):
            in_code = not in_code
            yield number, ""
            continue
        if in_code:
            continue
        if in_comment or line.lstrip().startswith("<!--"):
            in_comment = "-->" not in line
            yield number, ""
            continue
        stripped = line.strip()
        if (not stripped or stripped.startswith("|") or stripped.startswith("#")
                or (stripped.startswith("![") and stripped.endswith(")")) or REF_DEF.match(line)):
            yield number, ""
            continue
        yield number, line


def paragraphs(lines: List[str]) -> Iterator[Tuple[int, str]]:
    """(first line, text) of every paragraph and list item of prose."""
    start, parts = 0, []
    for number, line in prose_lines(lines):
        if not line.strip() or LIST_ITEM.match(line):
            if parts:
                yield start, " ".join(parts)
            start, parts = number, []
            if not line.strip():
                continue
            line = LIST_ITEM.sub("", line, count=1)
        if not parts:
            start = number
        parts.append(line.strip())
    if parts:
        yield start, " ".join(parts)


def sentences(text: str) -> Iterator[str]:
    text = LINK.sub(lambda m: m.group(1), CODE_SPAN.sub("CODE", text))
    current = []
    for token in text.split():
        current.append(token)
        bare = token.rstrip(")\"'*_")
        if bare.endswith((".", "!", "?")) and not bare.endswith(ABBREV):
            yield " ".join(current)
            current = []
    if current:
        yield " ".join(current)


def words(sentence: str) -> int:
    return sum(1 for token in sentence.split() if WORD.search(token))


def check_sentences(path: Path, root: Path) -> List[str]:
    problems = []
    for number, text in paragraphs(path.read_text().splitlines()):
        for s in sentences(text):
            n = words(s)
            if n > MAX_WORDS:
                head = " ".join(s.split()[:8])
                problems.append(f"{path.relative_to(root)}:{number}: a sentence of {n} words "
                                f"(at most {MAX_WORDS}): \"{head} ...\"")
    return problems


def headline_rows(lines: List[str]) -> List[Tuple[int, str]]:
    """The body rows of the first table under a heading that names figures."""
    under, rows, seen_table = False, [], False
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("#"):
            if seen_table:
                break
            under = "figure" in stripped.lower()
            continue
        if not under:
            continue
        if stripped.startswith("|"):
            seen_table = True
            rows.append((number, stripped))
        elif seen_table:
            break
    # Drop the header row and the separator row.
    return [r for r in rows[2:]] if len(rows) >= 2 else []


def check_figures(root: Path) -> List[str]:
    readme = root / "README.md"
    figures = root / "docs" / "figures.md"
    rows = headline_rows(readme.read_text().splitlines())
    if not rows:
        return ["README.md: no headline-figures table (a table under a heading that names figures)"]
    if not figures.is_file():
        return ["docs/figures.md: missing (README.md's headline figures must be copied from it)"]
    known = {line.strip() for line in figures.read_text().splitlines()}
    return [f"README.md:{n}: headline-figures row not found verbatim in docs/figures.md: {row[:60]}"
            for n, row in rows if row not in known]


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = LINK.sub(lambda m: m.group(1), heading.strip().lstrip("#").strip()).lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set:
    found, seen, in_code = set(), {}, False
    for line in page.read_text().splitlines():
        if FENCE.match(line):
            in_code = not in_code
        elif not in_code and re.match(r"^#{1,6}\s", line):
            base = slug(line)
            n = seen.get(base, 0)
            seen[base] = n + 1
            found.add(base if n == 0 else f"{base}-{n}")
    return found


def check_links(path: Path, root: Path) -> List[str]:
    problems = []
    in_code = False
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if FENCE.match(line):
            in_code = not in_code
            continue
        if in_code:
            continue
        text = CODE_SPAN.sub("", line)
        targets = [m.group(2) for m in LINK.finditer(text)]
        ref = REF_DEF.match(text)
        if ref:
            targets.append(ref.group(1))
        for target in targets:
            if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):
                continue  # a URL or mailto:
            file_part, _, fragment = target.partition("#")
            file_part = file_part.split("?", 1)[0]
            if not file_part:
                resolved = path
            elif file_part.startswith("/"):
                resolved = root / file_part.lstrip("/")
            else:
                resolved = path.parent / file_part
            if not resolved.exists():
                problems.append(f"{path.relative_to(root)}:{number}: link to {target}, which does not exist")
            elif fragment and resolved.suffix == ".md" and fragment not in anchors(resolved):
                problems.append(f"{path.relative_to(root)}:{number}: link to {target}: no heading has that anchor")
    return problems


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=REPO, help="the repository (default: this script's)")
    root = parser.parse_args(argv).root.resolve()
    readme = root / "README.md"
    problems: List[str] = []
    if not readme.is_file():
        print("README.md: missing")
        return 1
    count = len(readme.read_text().splitlines())
    if count > MAX_README_LINES:
        problems.append(f"README.md: {count} lines (at most {MAX_README_LINES})")
    for page in (readme, root / "docs" / "README.md"):
        if page.is_file():
            problems += check_sentences(page, root)
        else:
            problems.append(f"{page.relative_to(root)}: missing")
    problems += check_figures(root)
    problems += figures_page.check(root)
    for page in [readme] + sorted((root / "docs").glob("*.md")):
        problems += check_links(page, root)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
