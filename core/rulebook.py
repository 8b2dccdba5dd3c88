"""Rules as data: every refusal, wait and score line cites ids that resolve here.

A game's rulebook is a tuple of `Rule` records; `Rulebook` indexes it.
Text is our own wording in English and Vietnamese; `sources` names the
document and section it comes from (for example ``"000 §3"`` or ``"D5"``).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    topic: str
    title_en: str
    title_vi: str
    text_en: str
    text_vi: str
    profiles: tuple[str, ...]
    sources: tuple[str, ...]

    def title(self, lang: str = "en") -> str:
        return self.title_vi if lang == "vi" else self.title_en

    def text(self, lang: str = "en") -> str:
        return self.text_vi if lang == "vi" else self.text_en


def _fold(text: str) -> str:
    """Lower case without diacritics, so 'bach thu' finds 'Bạch thủ'."""
    text = unicodedata.normalize("NFD", text.lower()).replace("đ", "d")
    return "".join(ch for ch in text if unicodedata.category(ch) != "Mn")


class Rulebook:
    def __init__(self, rules: tuple[Rule, ...], topics: tuple[tuple[str, str, str], ...]):
        self.rules = rules
        self.topics = topics  # (topic id, English title, Vietnamese title)
        self._by_id = {rule.id: rule for rule in rules}
        if len(self._by_id) != len(rules):
            raise ValueError("duplicate rule id in rulebook")
        known_topics = {topic for topic, _, _ in topics}
        for rule in rules:
            if rule.topic not in known_topics:
                raise ValueError(f"rule {rule.id} has unknown topic {rule.topic!r}")

    def __contains__(self, rule_id: str) -> bool:
        return rule_id in self._by_id

    def __getitem__(self, rule_id: str) -> Rule:
        try:
            return self._by_id[rule_id]
        except KeyError:
            raise KeyError(f"no rule with id {rule_id!r}") from None

    def __iter__(self):
        return iter(self.rules)

    def __len__(self) -> int:
        return len(self.rules)

    def by_topic(self, topic: str) -> list[Rule]:
        return [rule for rule in self.rules if rule.topic == topic]

    def for_profile(self, profile: str) -> list[Rule]:
        return [rule for rule in self.rules if profile in rule.profiles]

    def search(self, query: str) -> list[Rule]:
        """Rules whose id, titles or texts contain every word of the query."""
        words = _fold(query).split()
        found = []
        for rule in self.rules:
            hay = _fold(" ".join((rule.id, rule.title_en, rule.title_vi, rule.text_en, rule.text_vi)))
            if all(word in hay for word in words):
                found.append(rule)
        return found
