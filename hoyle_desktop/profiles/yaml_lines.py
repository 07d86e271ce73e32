"""Safe YAML reading that remembers where every key is.

The text is composed into PyYAML's node tree (SafeLoader only), checked for repeated keys and
keys that are not names (PyYAML would silently keep the last of a repeated key), then built into
plain Python data. The tree stays available to turn a key path into a line number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from . import messages
from .errors import ProfileError

MAX_NODES = 10_000  # a profile has a few dozen; this stops alias bombs and runaway nesting
MAX_DEPTH = 64  # brackets or indents; a profile needs three
MAX_DIGITS = 30  # Python refuses to read ints of over 4300 digits; no rule needs more than a few
_TAG = "tag:yaml.org,2002:"
_STR, _INT, _NULL, _MERGE = _TAG + "str", _TAG + "int", _TAG + "null", _TAG + "merge"
_MAP, _SEQ = _TAG + "map", _TAG + "seq"
_CHECKED_SCALARS = {_INT, _TAG + "float", _TAG + "bool"}
_PLAIN_SCALARS = {_STR, _NULL, *_CHECKED_SCALARS}

KeyPath = Sequence[str | int]


def dotted(parts: KeyPath) -> str | None:
    """``["rules", "lurch", "below"]`` -> ``rules.lurch.below``; list items as ``[1]``."""
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or None


def _line(node: yaml.Node) -> int:
    return node.start_mark.line + 1


@dataclass(frozen=True)
class YamlDocument:
    data: Any
    root: yaml.Node | None
    problems: tuple[ProfileError, ...] = ()  # found while reading; the values stand as empty ones
    replaced: tuple[tuple[str | int, ...], ...] = ()  # the key paths of those values

    def line_of(self, parts: KeyPath) -> int | None:
        """The line of the key (or list item) at ``parts``, or of the nearest part that exists."""
        node = self.root
        line = _line(node) if node is not None else None
        for part in parts:
            if isinstance(node, yaml.MappingNode) and isinstance(part, str):
                matches = [(k, v) for k, v in node.value if getattr(k, "value", None) == part]
                if not matches:
                    return line
                key_node, node = matches[-1]  # after merges the last one is the one that counts
                line = _line(key_node)
            elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
                node = node.value[part]
                line = _line(node)
            else:
                return line
        return line


class _TooDeep(yaml.MarkedYAMLError):
    pass


class _Loader(yaml.SafeLoader):
    """SafeLoader that stops at the first bracket or indent deeper than MAX_DEPTH, so a file of
    nested brackets is refused at once instead of after seconds of recursion."""

    def fetch_flow_collection_start(self, TokenClass: Any) -> None:
        if self.flow_level >= MAX_DEPTH:
            raise _TooDeep(problem="too deep", problem_mark=self.get_mark())
        super().fetch_flow_collection_start(TokenClass)

    def add_indent(self, column: int) -> bool:
        if len(self.indents) >= MAX_DEPTH:
            raise _TooDeep(problem="too deep", problem_mark=self.get_mark())
        return super().add_indent(column)


def _null_like(node: yaml.Node) -> yaml.ScalarNode:
    return yaml.ScalarNode(_NULL, "", node.start_mark, node.end_mark)


class _TreeCheck:
    """Walks the node tree once, noting every problem; a value that cannot be built is replaced by
    an empty one (and its key path remembered), so the schema can still check the rest."""

    def __init__(self, loader: yaml.SafeLoader, path: Path) -> None:
        self.loader, self.path = loader, path
        self.count = 0
        self.found: list[ProfileError] = []
        self.replaced: list[tuple[str | int, ...]] = []

    def note(self, node: yaml.Node, keys: KeyPath, problem: str) -> None:
        self.found.append(ProfileError(self.path, problem, _line(node), dotted(keys)))

    def scalar_problem(self, node: yaml.ScalarNode) -> str | None:
        if node.tag not in _PLAIN_SCALARS:
            return messages.not_plain_value(node.tag)
        if node.tag == _INT and sum(ch.isdigit() for ch in node.value) > MAX_DIGITS:
            return messages.too_many_digits(MAX_DIGITS)
        if node.tag in _CHECKED_SCALARS:
            try:
                self.loader.construct_object(node, deep=True)
            except (ValueError, KeyError, TypeError, OverflowError, yaml.YAMLError):
                return messages.bad_scalar(str(node.value), node.tag)
        return None

    def walk(self, node: yaml.Node, keys: list[str | int], ancestors: set[int]) -> yaml.Node | None:
        """None if ``node`` is fine, else the node to put in its place."""
        self.count += 1
        if self.count > MAX_NODES or id(node) in ancestors:
            raise ProfileError(self.path, messages.too_complex(), _line(node), dotted(keys))
        if isinstance(node, yaml.ScalarNode):
            problem = self.scalar_problem(node)
        elif isinstance(node, yaml.MappingNode):
            problem = None if node.tag == _MAP else messages.not_plain_value(node.tag)
        elif isinstance(node, yaml.SequenceNode):
            problem = None if node.tag == _SEQ else messages.not_plain_value(node.tag)
        else:
            problem = messages.not_plain_value(str(node.tag))
        if problem is not None:
            self.note(node, keys, problem)
            self.replaced.append(tuple(keys))
            return _null_like(node)
        inner = ancestors | {id(node)}
        if isinstance(node, yaml.MappingNode):
            self.walk_mapping(node, keys, inner)
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                replacement = self.walk(item, [*keys, index], inner)
                if replacement is not None:
                    node.value[index] = replacement
        return None

    def walk_mapping(self, node: yaml.MappingNode, keys: list[str | int], inner: set[int]) -> None:
        first_seen: dict[str, int] = {}
        kept = []
        for key_node, value_node in node.value:
            if key_node.tag == _MERGE:
                if self.walk(value_node, keys, inner) is None:
                    kept.append((key_node, value_node))
                continue
            if not isinstance(key_node, yaml.ScalarNode) or key_node.tag != _STR:
                shown = key_node.value if isinstance(key_node, yaml.ScalarNode) else "a list or mapping"
                self.note(key_node, keys, messages.bad_key_name(str(shown)[:40]))
                continue
            name = key_node.value
            if name in first_seen:
                self.note(key_node, [*keys, name], messages.duplicate_key(first_seen[name]))
            first_seen.setdefault(name, _line(key_node))
            replacement = self.walk(value_node, [*keys, name], inner)
            kept.append((key_node, value_node if replacement is None else replacement))
        node.value[:] = kept


def parse_yaml(text: str, path: Path) -> YamlDocument:
    """Parse ``text`` (read from ``path``) or raise ProfileError with the line of the trouble.

    Problems of single values (a date, a repeated key...) do not stop the reading: they are in
    ``problems``, and the values stand as empty ones (their key paths are in ``replaced``).
    """
    loader = None
    try:
        loader = _Loader(text)
        root = loader.get_single_node()
        if root is None:
            return YamlDocument(None, None)
        tree = _TreeCheck(loader, path)
        replacement = tree.walk(root, [], set())
        if replacement is not None:
            raise ProfileError.combined(tree.found)
        data = loader.construct_document(root)
        return YamlDocument(data, root, tuple(tree.found), tuple(tree.replaced))
    except _TooDeep as exc:
        line = exc.problem_mark.line + 1 if exc.problem_mark else None
        raise ProfileError(path, messages.nested_too_deeply(MAX_DEPTH), line) from None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow, such as a NUL
        line = text.count("\n", 0, exc.position) + 1
        raise ProfileError(path, messages.yaml_syntax(exc.reason), line) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        detail = exc.problem or exc.context or str(exc)
        raise ProfileError(path, messages.yaml_syntax(detail), mark.line + 1 if mark else None) from None
    except yaml.YAMLError as exc:
        raise ProfileError(path, messages.yaml_syntax(str(exc))) from None
    except RecursionError:
        raise ProfileError(path, messages.too_complex()) from None
    finally:
        if loader is not None:
            loader.dispose()
