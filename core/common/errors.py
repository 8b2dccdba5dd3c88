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
input held), `text` the message in every language (a `Text`: `err.text[lang]`), `rules` the
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

    def to_json(self) -> dict:
        return {"error": self.text.en, "error_vi": self.text.vi, "rules": list(self.rules)}


class NotationError(GameError, ValueError):
    """Bad input: why (`reason`, a Text), the token at fault and its 1-based position.

    A message quotes at most a short excerpt of the token and is at most 500 characters. Where a
    position is known the message names it with `label` ("card", "tile", "meld", …), in Vietnamese
    through `LABELS_VI`.
    """

    label = "item"
    LABELS_VI = {"item": "mục thứ"}

    def __init__(
        self,
        reason: str,
        vi: str,
        token: str | None = None,
        position: int | None = None,
        rules: tuple[str, ...] = (),
        label: str | None = None,
    ):
        self.reason = Text(one_line(reason), one_line(vi))
        self.token = None if token is None else excerpt(token)
        self.position = position
        self.rules = rules
        if label is not None:
            self.label = label
        super().__init__(self._where().en + self.reason.en)

    def _where(self) -> Text:
        """Where the fault is: the token quoted, and its position when known."""
        if self.token is None:
            return Text("", "")
        if not self.position:
            return Text(f"'{self.token}': ", f"'{self.token}': ")
        label = Text(self.label, self.LABELS_VI.get(self.label, self.label))
        return label.map(lambda name: f"'{self.token}' ({name} {self.position}): ")

    @property
    def text(self) -> Text:
        return self._where() + self.reason

    def to_json(self) -> dict:
        return super().to_json() | {"token": self.token, "position": self.position}


class RefusedAction(GameError):
    """An action the rules refuse: `.rules` (rule ids) and `.text`, why in every language (the
    English when no Vietnamese is given)."""

    def __init__(self, reason: str, vi: str = "", rules: tuple[str, ...] = ()):
        self.reason = Text(reason, vi or reason)
        self.rules = tuple(rules)
        super().__init__(reason)

    @property
    def text(self) -> Text:
        return self.reason


__all__ = ["GameError", "NotationError", "RefusedAction"]
