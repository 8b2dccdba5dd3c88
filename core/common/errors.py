"""The engine's errors: one base, two kinds, the same in both games.

    GameError                       anything the engine refuses; `.text` (a Text), `.rules`
    ├── NotationError (ValueError)  bad input: `.token` (a short excerpt), `.position` (1-based)
    │     Chắn: core.chan.cards.NotationError   (positions count cards: "card 3", "lá thứ 3")
    │     Sichuan: core.sichuan.tiles.NotationError  (tiles or melds: "tile 3", "quân thứ 3")
    │       └── core.sichuan.replay.ReplayError  (`.index`: the action at fault)
    └── RefusedAction               a legal-looking action the rules refuse: `.rules`, the reason
          Chắn: core.chan.legality.IllegalAction (ValueError)     in English and Vietnamese
          Sichuan: core.sichuan.actions.IllegalAction (ValueError)

Every error's `str()` is its English message (one line, at most 500 characters whatever the
input held), `message(lang)` the message in a language, `text` both as a `Text`, `rules` the
rule ids the refusal rests on (possibly empty). `except ValueError` still catches both games'
notation errors and refusals.
"""

from __future__ import annotations

from .excerpt import excerpt, one_line
from .text import Text


class GameError(Exception):
    """The base of every error the engine raises on purpose."""

    rules: tuple[str, ...] = ()

    @property
    def text(self) -> Text:
        """The message in English and Vietnamese (a subclass knows its Vietnamese)."""
        return Text(str(self), str(self))

    def message(self, lang: str = "en") -> str:
        return self.text.pick(lang)

    def to_json(self) -> dict:
        return {"error": self.text.en, "error_vi": self.text.vi, "rules": list(self.rules)}


class NotationError(GameError, ValueError):
    """Bad input: why (`reason`, `reason_vi`), the token at fault and its 1-based position.

    A message quotes at most a short excerpt of the token and is at most 500 characters. Where a
    position is known the message names it with `label` ("card", "tile", "meld", …), in Vietnamese
    through `LABELS_VI`.
    """

    label = "item"
    LABELS_VI = {"item": "mục thứ"}

    def __init__(
        self,
        reason: str,
        reason_vi: str,
        token: str | None = None,
        position: int | None = None,
        rules: tuple[str, ...] = (),
        label: str | None = None,
    ):
        self.reason = one_line(reason)
        self.reason_vi = one_line(reason_vi)
        self.token = None if token is None else excerpt(token)
        self.position = position
        self.rules = rules
        if label is not None:
            self.label = label
        super().__init__(self._where("en") + self.reason)

    def _where(self, lang: str) -> str:
        if self.token is None:
            return ""
        if not self.position:
            return f"'{self.token}': "
        label = Text(self.label, self.LABELS_VI.get(self.label, self.label)).pick(lang)
        return f"'{self.token}' ({label} {self.position}): "

    @property
    def text(self) -> Text:
        return Text(str(self), self._where("vi") + self.reason_vi)

    def to_json(self) -> dict:
        return super().to_json() | {"token": self.token, "position": self.position}


class RefusedAction(GameError):
    """An action the rules refuse: `.rules` (rule ids), `.reason_en`, `.reason_vi` (the English
    when no Vietnamese is given)."""

    def __init__(self, reason_en: str, reason_vi: str = "", rules: tuple[str, ...] = ()):
        self.reason_en = reason_en
        self.reason_vi = reason_vi or reason_en
        self.rules = tuple(rules)
        super().__init__(reason_en)

    @property
    def text(self) -> Text:
        return Text(self.reason_en, self.reason_vi)


__all__ = ["GameError", "NotationError", "RefusedAction"]
