"""Values a game's rules schema accepts, drawn by hypothesis: the house-rule combinations the
robustness and resume tests play (a rule added to a schema later is covered too)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

# The most of each length key a generated profile asks for (the schema's own maximum if lower).
LENGTH_CAPS = {"deals": 4, "rounds": 2, "drawings": 30, "target": 121}


def from_schema(schema: dict[str, Any], key: str = "") -> st.SearchStrategy[Any]:
    """The values a (simple) JSON Schema accepts: what our rules schemas use. ``key``: the
    property's name, for :data:`LENGTH_CAPS`."""
    if "enum" in schema:
        return st.sampled_from(schema["enum"])
    kind = schema.get("type")
    if kind == "boolean":
        return st.booleans()
    if kind == "integer":
        low, high = schema.get("minimum"), schema.get("maximum")
        if key in LENGTH_CAPS:
            high = LENGTH_CAPS[key] if high is None else min(high, LENGTH_CAPS[key])
            high = max(high, low or 0)
        return st.integers(low, high)
    if kind == "string":
        return st.text(max_size=schema.get("maxLength", 20))
    if kind == "array":
        item = from_schema(schema["items"])
        return st.lists(item, max_size=schema.get("maxItems", 4), unique=bool(schema.get("uniqueItems")))
    if kind == "object":
        props = schema.get("properties", {})
        return st.fixed_dictionaries({}, optional={k: from_schema(v, k) for k, v in props.items()})
    raise AssertionError(f"the generator does not know {schema!r}")


# random_rules's caps: a game of a few hands (the banking games' hands, Loto's drawings) and at
# most six players (the built-in profiles bring the larger tables).
SHORT_GAME_CAPS = {**LENGTH_CAPS, "hands": 4, "deal_hands": 4, "drawings": 20, "players": 6}


def random_rules(schema: dict[str, Any], rng, key: str = "") -> Any:
    """One value the schema accepts drawn from ``rng`` (each optional key present half the time):
    where a test can afford only a game or two, a plain draw that is never the all-defaults case
    hypothesis starts from."""
    if "enum" in schema:
        return rng.choice(schema["enum"])
    kind = schema.get("type")
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "integer":
        low, high = schema.get("minimum", 0), schema.get("maximum")
        cap = SHORT_GAME_CAPS.get(key)
        if cap is not None:
            high = cap if high is None else min(high, cap)
            high = max(high, low)
        return rng.randint(low, low + 10 if high is None else high)
    if kind == "string":
        return "x" * rng.randint(0, min(schema.get("maxLength", 20), 8))
    if kind == "array":
        count = rng.randint(0, schema.get("maxItems", 4))
        values = [random_rules(schema["items"], rng) for _ in range(count)]
        return list(dict.fromkeys(values)) if schema.get("uniqueItems") else values
    if kind == "object":
        props = schema.get("properties", {})
        return {k: random_rules(v, rng, k) for k, v in props.items() if rng.random() < 0.5}
    raise AssertionError(f"the generator does not know {schema!r}")
