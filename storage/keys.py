"""Keys of matches and learners: unguessable, URL-safe, checked by one pattern before any query."""

from __future__ import annotations

import re
import secrets
from typing import TypeGuard

KEY_PATTERN = re.compile(r"[A-Za-z0-9_-]{8,40}")


def new_key(nbytes: int = 12) -> str:
    """A fresh random key (`secrets.token_urlsafe`): 12 bytes give 16 characters."""
    return secrets.token_urlsafe(nbytes)


def valid_key(key: object) -> TypeGuard[str]:
    return isinstance(key, str) and KEY_PATTERN.fullmatch(key) is not None
