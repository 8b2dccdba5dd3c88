"""The deal's story in plain words at the end of a deal (and for the review): who won, on which
card, with which cước and whose call; each báo with the seat, the rule by name (its id only as
the link) and the moment; a sentence per seat of the settlement; the learner's own errors and
what followed. Both languages; the facts come from core.chan.story."""

from __future__ import annotations

import streamlit as st

from core.chan.deal import SEATS, Deal
from core.chan.scoring import CUOC_NAMES
from core.chan.story import Story, deal_story

from ..i18n import t
from ..rules_view import rule_links
from .play_view import YOU, card_name, seat_name


def _cuoc(ids, lang: str) -> str:
    return ", ".join(CUOC_NAMES[c][lang] if c in CUOC_NAMES else c for c in ids) or "Ù xuông"


def story_lines(story: Story, lang: str) -> list[str]:
    """The story as Markdown lines (rule ids appear only inside links)."""
    lines = []
    if story.winner is None:
        lines.append(t("story.draw", lang))
    else:
        card = card_name(story.win_card, lang) or "Thiên ù"
        lines.append(
            t(
                "story.won",
                lang,
                who=seat_name(story.winner, lang),
                card=card,
                cuoc=_cuoc(story.cuoc, lang),
                total=story.total,
            )
        )
        if story.call is not None:
            called = _cuoc(story.call, lang)
            if story.winner == story.you and not story.called_by_player:
                key = "story.called_for_you"
            elif story.call_right is False:
                key = "story.called_wrong"
            else:
                key = "story.called"
            lines.append(t(key, lang, who=seat_name(story.winner, lang), call=called))
    for error in story.errors:
        where = card_name(error.card, lang)
        moment = (
            t("story.moment_card", lang, move=error.move, card=where)
            if where
            else t("story.moment", lang, move=error.move)
        )
        lines.append(
            t("story.error", lang, who=seat_name(error.seat, lang), rules=rule_links(error.rules, lang), moment=moment)
        )
    if story.bao:
        lines.append(t("story.bao", lang, who=", ".join(seat_name(s, lang) for s in story.bao)))
    for seat in range(SEATS):
        amount = story.settlement[seat]
        key = "story.collects" if amount > 0 else "story.pays" if amount < 0 else "story.even"
        if seat == story.you:  # the second person: "You pay 5."
            key = key.replace("story.", "story.you_")
        lines.append(t(key, lang, who=seat_name(seat, lang), n=abs(amount)))
    if story.rules:
        lines.append(t("story.why", lang, rules=rule_links(story.rules, lang)))
    if story.your_errors:
        follows = "; ".join(t("story.then_" + c, lang) for c in story.your_consequences)
        lines.append(
            t("story.yours", lang, n=len(story.your_errors), result=story.your_result)
            + (" " + follows if follows else "")
        )
    elif story.errors:
        lines.append(t("story.yours_none", lang))
    return lines


def story_markdown(deal: Deal, lang: str) -> str:
    """The story of an ended deal as Markdown bullets (as ui.sichuan.story.story_markdown)."""
    return "\n".join(f"- {line}" for line in story_lines(deal_story(deal, YOU), lang))


def draw(deal: Deal, lang: str) -> None:
    """The story of an ended deal, under its own heading."""
    st.markdown(f"**{t('story.title', lang)}**")
    st.markdown(story_markdown(deal, lang))
