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
_STR = "tag:yaml.org,2002:str"
_MERGE = "tag:yaml.org,2002:merge"

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


def _check_tree(root: yaml.Node, path: Path) -> None:
    count = 0

    def walk(node: yaml.Node, keys: list[str | int], ancestors: set[int]) -> None:
        nonlocal count
        count += 1
        if count > MAX_NODES or id(node) in ancestors:
            raise ProfileError(path, messages.too_complex(), _line(node), dotted(keys))
        inner = ancestors | {id(node)}
        if isinstance(node, yaml.MappingNode):
            first_seen: dict[str, int] = {}
            for key_node, value_node in node.value:
                if key_node.tag == _MERGE:
                    walk(value_node, keys, inner)
                    continue
                if not isinstance(key_node, yaml.ScalarNode) or key_node.tag != _STR:
                    shown = key_node.value if isinstance(key_node, yaml.ScalarNode) else "a list or mapping"
                    raise ProfileError(path, messages.bad_key_name(shown), _line(key_node), dotted(keys))
                name = key_node.value
                if name in first_seen:
                    problem = messages.duplicate_key(first_seen[name])
                    raise ProfileError(path, problem, _line(key_node), dotted([*keys, name]))
                first_seen[name] = _line(key_node)
                walk(value_node, [*keys, name], inner)
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                walk(item, [*keys, index], inner)

    walk(root, [], set())


def parse_yaml(text: str, path: Path) -> YamlDocument:
    """Parse ``text`` (read from ``path``) or raise ProfileError with the line of the trouble."""
    loader = None
    try:
        loader = yaml.SafeLoader(text)
        root = loader.get_single_node()
        if root is None:
            return YamlDocument(None, None)
        _check_tree(root, path)
        return YamlDocument(loader.construct_document(root), root)
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
