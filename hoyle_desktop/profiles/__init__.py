"""House-rule profiles: YAML files checked against JSON Schemas, with ``extends:`` inheritance.

The GUI and the ``hoyle profiles`` command use only what is exported here.
"""

from __future__ import annotations

from .catalog import Profile, ProfileCatalog, dump_profile_yaml
from .errors import ProfileError, UnknownProfile
from .schemas import applies, effective_values, games, rules_defaults, rules_schema, rules_valid

__all__ = [
    "Profile",
    "ProfileCatalog",
    "ProfileError",
    "UnknownProfile",
    "applies",
    "dump_profile_yaml",
    "effective_values",
    "games",
    "rules_defaults",
    "rules_schema",
    "rules_valid",
]
